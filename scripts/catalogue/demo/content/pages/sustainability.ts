import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/**
 * Sustainability (navKey 'sustainability'); its slug is the `responsibility`
 * route segment of each language. The sustainable-choice label needs 3 of 5
 * criteria (catalogue spec 9).
 */
export const sustainabilityTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.sustainability.fi,
    title: 'Vastuullisuus',
    metaDescription: 'Näin Kaira Outdoor pidentää varusteiden käyttöikää korjauksilla, vuokrauksella ja käytetyillä tuotteilla, ja mitä Vastuullisempi valinta -merkki tarkoittaa.',
    content: `<p>Luonto on meidän ja asiakkaidemme työpaikka ja leikkikenttä. Siksi haluamme, että jokainen varuste palvelee mahdollisimman pitkään ja että ostopäätöksen vastuullisempi vaihtoehto on helppo löytää.</p>
<h2 id="kaytto-ika">Pidempi käyttöikä varusteille</h2>
<ul>
<li><a href="${fi.repairService}">Korjauspalvelu</a> huoltaa sukset ja korjaa vaatteet, teltat ja kengät.</li>
<li><a href="${fi.rental}">Vuokraamosta</a> saat välineet satunnaiseen käyttöön ilman, että niitä tarvitsee ostaa.</li>
<li><a href="${fi.secondHand}">Käytetyt tuotteet</a>: ostamme hyväkuntoiset varusteet takaisin lahjakorttia vastaan ja myymme ne tarkastettuina eteenpäin.</li>
</ul>
<h2 id="vastuullisempi-valinta">Vastuullisempi valinta -merkki</h2>
<p>Merkitsemme tuotteen vastuullisemmaksi valinnaksi, kun se täyttää vähintään kolme viidestä kriteeristä:</p>
<ul>
<li>kierrätettyä tai uusiutuvaa materiaalia vähintään puolet</li>
<li>PFC-vapaa vedenhylkivä käsittely (DWR)</li>
<li>sertifioitu tuotanto, esimerkiksi <a href="https://www.bluesign.com/" target="_blank">bluesign®</a>, Fair Wear tai Responsible Down Standard</li>
<li>varaosat ja korjattavuus</li>
<li>valmistajan vähintään kolmen vuoden takuu.</li>
</ul>
<h2 id="logistiikka">Kuljetukset ja myymälät</h2>
<p>Yhdistämme lähetykset keskusvarastolla, jotta kuormat kulkevat täysinä. Tarjoamme kassalla palautettavan RePack-pakkauksen, ja kaikki myymälämme käyttävät uusiutuvaa sähköä. Suksihuollossamme käytämme vain fluorivapaita voiteita.</p>
<p>Lue, miten kaikki alkoi, <a href="${fi.history}">historiastamme</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.sustainability.en,
    title: 'Responsibility',
    metaDescription: 'How Kaira Outdoor makes gear last longer through repairs, rental and second-hand, and what our Sustainable choice label means.',
    content: `<p>Nature is where we and our customers work and play. That is why we want every piece of gear to serve as long as possible, and the more sustainable option to be easy to find.</p>
<h2 id="longer-life">A longer life for your gear</h2>
<ul>
<li>Our <a href="${en.repairService}">repair service</a> services skis and mends clothing, tents and footwear.</li>
<li><a href="${en.rental}">Rental</a> gives you gear for occasional use without having to buy it.</li>
<li><a href="${en.secondHand}">Second-hand</a>: we buy back gear in good condition for a gift card and sell it on after inspection.</li>
</ul>
<h2 id="sustainable-choice">The Sustainable choice label</h2>
<p>We mark a product as a sustainable choice when it meets at least three of these five criteria:</p>
<ul>
<li>at least half recycled or renewable material</li>
<li>PFC-free durable water repellent (DWR)</li>
<li>certified production, such as <a href="https://www.bluesign.com/" target="_blank">bluesign®</a>, Fair Wear or the Responsible Down Standard</li>
<li>spare parts and repairability</li>
<li>a manufacturer's warranty of at least three years.</li>
</ul>
<h2 id="logistics">Transport and stores</h2>
<p>We consolidate shipments at our central warehouse so that loads travel full. At the checkout you can choose reusable RePack packaging, and all our stores run on renewable electricity. Our ski workshops use fluorine-free waxes only.</p>
<p>Read how it all began in our <a href="${en.history}">history</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.sustainability.sv,
    title: 'Ansvar och hållbarhet',
    metaDescription: 'Så förlänger Kaira Outdoor utrustningens livslängd med reparationer, uthyrning och begagnat, och vad märket Hållbarare val betyder.',
    content: `<p>Naturen är både vår och våra kunders arbetsplats och lekplats. Därför vill vi att varje pryl ska hålla så länge som möjligt och att det hållbarare alternativet ska vara lätt att hitta.</p>
<h2 id="langre-livslangd">Längre liv för utrustningen</h2>
<ul>
<li>Vår <a href="${sv.repairService}">reparationsservice</a> servar skidor och lagar kläder, tält och skor.</li>
<li>Via <a href="${sv.rental}">uthyrningen</a> får du utrustning för tillfälligt bruk utan att behöva köpa den.</li>
<li><a href="${sv.secondHand}">Begagnat</a>: vi köper tillbaka utrustning i gott skick mot presentkort och säljer den vidare efter kontroll.</li>
</ul>
<h2 id="hallbarare-val">Märket Hållbarare val</h2>
<p>Vi märker en produkt som ett hållbarare val när den uppfyller minst tre av fem kriterier:</p>
<ul>
<li>minst hälften återvunnet eller förnybart material</li>
<li>PFC-fri vattenavvisande behandling (DWR)</li>
<li>certifierad produktion, till exempel <a href="https://www.bluesign.com/" target="_blank">bluesign®</a>, Fair Wear eller Responsible Down Standard</li>
<li>reservdelar och reparerbarhet</li>
<li>minst tre års garanti från tillverkaren.</li>
</ul>
<h2 id="logistik">Transporter och butiker</h2>
<p>Vi samlar försändelser på centrallagret så att lasterna går fulla. I kassan kan du välja den återanvändbara förpackningen RePack, och alla våra butiker drivs med förnybar el. I skidverkstäderna använder vi endast fluorfria vallor.</p>
<p>Läs hur allt började i vår <a href="${sv.history}">historia</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.sustainability.de,
    title: 'Verantwortung und Nachhaltigkeit',
    metaDescription: 'Wie Kaira Outdoor Ausrüstung durch Reparatur, Verleih und Gebrauchtwaren länger nutzbar macht – und was unser Label „Nachhaltigere Wahl“ bedeutet.',
    content: `<p>Die Natur ist Arbeitsplatz und Spielplatz – für uns und für unsere Kundinnen und Kunden. Deshalb soll jedes Ausrüstungsteil so lange wie möglich halten und die nachhaltigere Alternative leicht zu finden sein.</p>
<h2 id="laengere-nutzung">Länger Freude an der Ausrüstung</h2>
<ul>
<li>Unser <a href="${de.repairService}">Reparaturservice</a> wartet Ski und repariert Bekleidung, Zelte und Schuhe.</li>
<li>Im <a href="${de.rental}">Verleih</a> bekommen Sie Ausrüstung für den gelegentlichen Einsatz, ohne sie kaufen zu müssen.</li>
<li><a href="${de.secondHand}">Gebraucht</a>: Wir kaufen gut erhaltene Ausrüstung gegen einen Gutschein zurück und verkaufen sie geprüft weiter.</li>
</ul>
<h2 id="nachhaltigere-wahl">Das Label „Nachhaltigere Wahl“</h2>
<p>Wir kennzeichnen einen Artikel als nachhaltigere Wahl, wenn er mindestens drei der fünf Kriterien erfüllt:</p>
<ul>
<li>mindestens zur Hälfte recycelte oder nachwachsende Materialien</li>
<li>PFC-freie wasserabweisende Imprägnierung (DWR)</li>
<li>zertifizierte Herstellung, etwa <a href="https://www.bluesign.com/" target="_blank">bluesign®</a>, Fair Wear oder Responsible Down Standard</li>
<li>Ersatzteile und Reparierbarkeit</li>
<li>mindestens drei Jahre Herstellergarantie.</li>
</ul>
<h2 id="logistik">Transport und Filialen</h2>
<p>Wir bündeln Sendungen im Zentrallager, damit die Fahrzeuge voll beladen fahren. An der Kasse können Sie die wiederverwendbare RePack-Verpackung wählen, und alle Filialen beziehen Ökostrom. In unseren Skiwerkstätten verwenden wir ausschließlich fluorfreie Wachse.</p>
<p>Wie alles begann, lesen Sie in unserer <a href="${de.history}">Geschichte</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.sustainability.fr,
    title: 'Notre responsabilité',
    metaDescription: 'Comment Kaira Outdoor prolonge la vie du matériel grâce à la réparation, la location et l’occasion, et ce que signifie notre label Choix durable.',
    content: `<p>La nature est notre lieu de travail et notre terrain de jeu, comme celui de nos clients. Nous voulons donc que chaque équipement dure le plus longtemps possible et que l'option la plus durable soit facile à trouver.</p>
<h2 id="duree-de-vie">Une vie plus longue pour votre matériel</h2>
<ul>
<li>Notre <a href="${fr.repairService}">service de réparation</a> entretient les skis et répare vêtements, tentes et chaussures.</li>
<li>La <a href="${fr.rental}">location</a> vous permet d'utiliser du matériel ponctuellement sans l'acheter.</li>
<li><a href="${fr.secondHand}">Occasion</a> : nous rachetons le matériel en bon état contre une carte cadeau et le revendons après contrôle.</li>
</ul>
<h2 id="choix-durable">Le label Choix durable</h2>
<p>Un article reçoit le label Choix durable lorsqu'il remplit au moins trois des cinq critères suivants :</p>
<ul>
<li>au moins 50 % de matières recyclées ou renouvelables</li>
<li>traitement déperlant (DWR) sans PFC</li>
<li>production certifiée, par exemple <a href="https://www.bluesign.com/" target="_blank">bluesign®</a>, Fair Wear ou Responsible Down Standard</li>
<li>pièces détachées disponibles et réparabilité</li>
<li>garantie fabricant d'au moins trois ans.</li>
</ul>
<h2 id="logistique">Transport et magasins</h2>
<p>Nous regroupons les envois à l'entrepôt central pour que les camions roulent pleins. Vous pouvez choisir l'emballage réutilisable RePack, et tous nos magasins fonctionnent à l'électricité renouvelable. Nos ateliers ski n'utilisent que des farts sans fluor.</p>
<p>Découvrez comment tout a commencé dans notre <a href="${fr.history}">histoire</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.sustainability.ru,
    title: 'Ответственность',
    metaDescription: 'Как Kaira Outdoor продлевает жизнь снаряжения благодаря ремонту, прокату и продаже б/у товаров и что означает знак «Более ответственный выбор».',
    content: `<p>Природа — место работы и отдыха и для нас, и для наших покупателей. Поэтому мы хотим, чтобы каждая вещь служила как можно дольше, а более ответственный вариант было легко найти.</p>
<h2 id="dolgaya-zhizn">Долгая жизнь снаряжения</h2>
<ul>
<li>Наш <a href="${ru.repairService}">сервис</a> обслуживает лыжи и ремонтирует одежду, палатки и обувь.</li>
<li>В <a href="${ru.rental}">прокате</a> можно взять снаряжение для редкого использования, не покупая его.</li>
<li><a href="${ru.secondHand}">Б/у товары</a>: мы выкупаем снаряжение в хорошем состоянии в обмен на подарочную карту и продаём его дальше после проверки.</li>
</ul>
<h2 id="otvetstvennyy-vybor">Знак «Более ответственный выбор»</h2>
<p>Мы отмечаем товар этим знаком, если он соответствует как минимум трём из пяти критериев:</p>
<ul>
<li>не менее половины переработанных или возобновляемых материалов</li>
<li>водоотталкивающая пропитка (DWR) без ПФС</li>
<li>сертифицированное производство, например <a href="https://www.bluesign.com/" target="_blank">bluesign®</a>, Fair Wear или Responsible Down Standard</li>
<li>наличие запчастей и ремонтопригодность</li>
<li>гарантия производителя не менее трёх лет.</li>
</ul>
<h2 id="logistika">Логистика и магазины</h2>
<p>Мы объединяем отправления на центральном складе, чтобы машины ездили полностью загруженными. При оформлении заказа можно выбрать многоразовую упаковку RePack, а все наши магазины работают на возобновляемой электроэнергии. В лыжных мастерских мы используем только безфтористые мази.</p>
<p>Как всё начиналось, читайте в нашей <a href="${ru.history}">истории</a>.</p>`,
  },
};
