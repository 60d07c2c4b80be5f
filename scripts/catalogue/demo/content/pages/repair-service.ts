import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** Repair service (navKey 'repair-service', circular economy menu). Prices are demo values. */
export const repairServiceTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.repairService.fi,
    title: 'Korjauspalvelu ja suksihuolto',
    metaDescription: 'Suksihuolto, siteiden asennus, vetoketjujen vaihto, kuoritakin saumojen korjaus ja kenkien pohjaus. Tuo varuste mihin tahansa Kaira-myymälään.',
    content: `<p>Korjattu varuste on aina vastuullisempi kuin uusi. Jokaisessa myymälässämme on suksihuolto, ja keskushuoltomme korjaa vaatteet, teltat ja kengät.</p>
<h2 id="hinnasto">Hinnasto</h2>
<table>
<tr><th>Palvelu</th><th>Hinta</th><th>Kesto</th></tr>
<tr><td>Suksien kuumavoitelu</td><td>25 €</td><td>1–2 arkipäivää</td></tr>
<tr><td>Täyshuolto: kivihionta, kanttien teroitus ja voitelu</td><td>59 €</td><td>2–4 arkipäivää</td></tr>
<tr><td>Siteiden asennus ja laukaisuarvojen testaus</td><td>39 €</td><td>1–3 arkipäivää</td></tr>
<tr><td>Pitopohjan puhdistus ja kyllästys</td><td>20 €</td><td>1–2 arkipäivää</td></tr>
<tr><td>Vetoketjun vaihto</td><td>alkaen 29 €</td><td>2–3 viikkoa</td></tr>
<tr><td>Kuoritakin saumanauhojen korjaus</td><td>alkaen 35 €</td><td>2–3 viikkoa</td></tr>
<tr><td>Teltan kaaren tai kankaan korjaus</td><td>alkaen 25 €</td><td>2–3 viikkoa</td></tr>
<tr><td>Vaelluskenkien pohjaus Vibram-pohjalla</td><td>alkaen 79 €</td><td>3–5 viikkoa</td></tr>
</table>
<p>Kaira Clubin jäsenet saavat korjauksista 10 % alennuksen. Katso kaikki <a href="${fi.memberDiscounts}">jäsenedut</a>.</p>
<h2 id="nain-toimit">Näin toimit</h2>
<ul>
<li>Tuo varuste mihin tahansa <a href="${fi.stores}">myymäläämme</a>. Arvioimme korjauksen ja kerromme hinnan ennen työn aloittamista.</li>
<li>Saat tekstiviestin, kun varuste on valmis noudettavaksi.</li>
<li>Takuukorjaukset käsitellään <a href="${fi.reclamation}">reklamaationa</a>, eikä niistä veloiteta.</li>
</ul>
<p>Eikö varuste ole enää korjattavissa? Ota selvää, miten se voi jatkaa elämäänsä <a href="${fi.secondHand}">käytettyjen tuotteiden</a> kautta, ja lue lisää <a href="${fi.sustainability}">vastuullisuudesta</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.repairService.en,
    title: 'Repair and ski service',
    metaDescription: 'Ski service, binding mounting, zip replacement, seam repairs for shell jackets and boot resoling. Drop your gear off at any Kaira store.',
    content: `<p>Repaired gear is always more sustainable than new gear. Every one of our stores has a ski workshop, and our central workshop repairs clothing, tents and footwear.</p>
<h2 id="prices">Prices</h2>
<table>
<tr><th>Service</th><th>Price</th><th>Turnaround</th></tr>
<tr><td>Hot wax for skis</td><td>€25</td><td>1–2 working days</td></tr>
<tr><td>Full service: stone grind, edge sharpening and wax</td><td>€59</td><td>2–4 working days</td></tr>
<tr><td>Binding mounting and release test</td><td>€39</td><td>1–3 working days</td></tr>
<tr><td>Cleaning and impregnating the skins of skin skis</td><td>€20</td><td>1–2 working days</td></tr>
<tr><td>Zip replacement</td><td>from €29</td><td>2–3 weeks</td></tr>
<tr><td>Seam tape repair for shell jackets</td><td>from €35</td><td>2–3 weeks</td></tr>
<tr><td>Tent pole or fabric repair</td><td>from €25</td><td>2–3 weeks</td></tr>
<tr><td>Resoling hiking boots with a Vibram sole</td><td>from €79</td><td>3–5 weeks</td></tr>
</table>
<p>Kaira Club members get 10% off repairs. See all <a href="${en.memberDiscounts}">member benefits</a>.</p>
<h2 id="how-it-works">How it works</h2>
<ul>
<li>Bring your gear to any of our <a href="${en.stores}">stores</a>. We assess the repair and quote the price before we start.</li>
<li>We send you a text message when it is ready for collection.</li>
<li>Warranty repairs are handled as a <a href="${en.reclamation}">complaint</a> and are free of charge.</li>
</ul>
<p>Gear beyond repair? Find out how it can live on through our <a href="${en.secondHand}">second-hand</a> service, and read more about our <a href="${en.sustainability}">responsibility</a> work.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.repairService.sv,
    title: 'Reparationer och skidservice',
    metaDescription: 'Skidservice, bindningsmontering, byte av dragkedja, sömlagning av skaljackor och omsulning av kängor. Lämna in utrustningen i valfri Kaira-butik.',
    content: `<p>Reparerad utrustning är alltid mer hållbar än ny. Alla våra butiker har skidservice, och vår centrala verkstad lagar kläder, tält och skor.</p>
<h2 id="priser">Priser</h2>
<table>
<tr><th>Tjänst</th><th>Pris</th><th>Tid</th></tr>
<tr><td>Varmvallning av skidor</td><td>25 €</td><td>1–2 vardagar</td></tr>
<tr><td>Helservice: stenslipning, stålkanter och vallning</td><td>59 €</td><td>2–4 vardagar</td></tr>
<tr><td>Bindningsmontering och utlösningstest</td><td>39 €</td><td>1–3 vardagar</td></tr>
<tr><td>Rengöring och impregnering av skinzonen</td><td>20 €</td><td>1–2 vardagar</td></tr>
<tr><td>Byte av dragkedja</td><td>från 29 €</td><td>2–3 veckor</td></tr>
<tr><td>Lagning av sömtejp på skaljacka</td><td>från 35 €</td><td>2–3 veckor</td></tr>
<tr><td>Lagning av tältbåge eller tältduk</td><td>från 25 €</td><td>2–3 veckor</td></tr>
<tr><td>Omsulning av vandringskängor med Vibram-sula</td><td>från 79 €</td><td>3–5 veckor</td></tr>
</table>
<p>Medlemmar i Kaira Club får 10 % rabatt på reparationer. Se alla <a href="${sv.memberDiscounts}">medlemsförmåner</a>.</p>
<h2 id="sa-gar-det-till">Så går det till</h2>
<ul>
<li>Lämna in utrustningen i någon av våra <a href="${sv.stores}">butiker</a>. Vi bedömer reparationen och ger ett pris innan vi börjar.</li>
<li>Du får ett sms när den är klar att hämta.</li>
<li>Garantireparationer hanteras som en <a href="${sv.reclamation}">reklamation</a> och är kostnadsfria.</li>
</ul>
<p>Går utrustningen inte att laga? Se hur den kan få ett nytt liv via <a href="${sv.secondHand}">begagnat</a> och läs mer om vårt <a href="${sv.sustainability}">ansvar</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.repairService.de,
    title: 'Reparatur- und Skiservice',
    metaDescription: 'Skiservice, Bindungsmontage, Reißverschlusstausch, Nahtreparatur an Hardshelljacken und Neubesohlung. Geben Sie Ihre Ausrüstung in jeder Kaira-Filiale ab.',
    content: `<p>Reparierte Ausrüstung ist immer nachhaltiger als neue. Jede unserer Filialen hat einen Skiservice, und unsere zentrale Werkstatt repariert Bekleidung, Zelte und Schuhe.</p>
<h2 id="preise">Preise</h2>
<table>
<tr><th>Leistung</th><th>Preis</th><th>Dauer</th></tr>
<tr><td>Heißwachsen</td><td>25 €</td><td>1–2 Werktage</td></tr>
<tr><td>Komplettservice: Steinschliff, Kantenschliff und Wachs</td><td>59 €</td><td>2–4 Werktage</td></tr>
<tr><td>Bindungsmontage mit Auslösetest</td><td>39 €</td><td>1–3 Werktage</td></tr>
<tr><td>Reinigung und Imprägnierung der Felle bei Fellski</td><td>20 €</td><td>1–2 Werktage</td></tr>
<tr><td>Reißverschluss tauschen</td><td>ab 29 €</td><td>2–3 Wochen</td></tr>
<tr><td>Nahtband einer Hardshelljacke erneuern</td><td>ab 35 €</td><td>2–3 Wochen</td></tr>
<tr><td>Zeltgestänge oder Zeltstoff reparieren</td><td>ab 25 €</td><td>2–3 Wochen</td></tr>
<tr><td>Wanderschuhe mit Vibram-Sohle neu besohlen</td><td>ab 79 €</td><td>3–5 Wochen</td></tr>
</table>
<p>Mitglieder des Kaira Club erhalten 10 % Rabatt auf Reparaturen. Alle <a href="${de.memberDiscounts}">Mitgliedervorteile</a> im Überblick.</p>
<h2 id="ablauf">So läuft es ab</h2>
<ul>
<li>Bringen Sie Ihre Ausrüstung in eine unserer <a href="${de.stores}">Filialen</a>. Wir prüfen den Schaden und nennen Ihnen den Preis, bevor wir anfangen.</li>
<li>Sie erhalten eine SMS, sobald alles abholbereit ist.</li>
<li>Garantiefälle behandeln wir als <a href="${de.reclamation}">Reklamation</a> – kostenlos.</li>
</ul>
<p>Nicht mehr zu retten? Vielleicht findet Ihre Ausrüstung über unseren <a href="${de.secondHand}">Gebrauchtwarenhandel</a> ein zweites Leben. Mehr zu unserer <a href="${de.sustainability}">Verantwortung</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.repairService.fr,
    title: 'Réparation et entretien des skis',
    metaDescription: 'Entretien des skis, montage de fixations, remplacement de fermetures éclair, réparation de coutures et ressemelage. Déposez votre matériel en magasin.',
    content: `<p>Un équipement réparé est toujours plus durable qu'un équipement neuf. Chacun de nos magasins dispose d'un atelier ski, et notre atelier central répare vêtements, tentes et chaussures.</p>
<h2 id="tarifs">Tarifs</h2>
<table>
<tr><th>Prestation</th><th>Prix</th><th>Délai</th></tr>
<tr><td>Fartage à chaud</td><td>25 €</td><td>1 à 2 jours ouvrés</td></tr>
<tr><td>Entretien complet : meulage pierre, affûtage des carres et fartage</td><td>59 €</td><td>2 à 4 jours ouvrés</td></tr>
<tr><td>Montage des fixations et test de déclenchement</td><td>39 €</td><td>1 à 3 jours ouvrés</td></tr>
<tr><td>Nettoyage et imprégnation des peaux des skis de fond</td><td>20 €</td><td>1 à 2 jours ouvrés</td></tr>
<tr><td>Remplacement de fermeture éclair</td><td>à partir de 29 €</td><td>2 à 3 semaines</td></tr>
<tr><td>Réparation des coutures étanches d'une veste</td><td>à partir de 35 €</td><td>2 à 3 semaines</td></tr>
<tr><td>Réparation d'arceau ou de toile de tente</td><td>à partir de 25 €</td><td>2 à 3 semaines</td></tr>
<tr><td>Ressemelage de chaussures de randonnée avec semelle Vibram</td><td>à partir de 79 €</td><td>3 à 5 semaines</td></tr>
</table>
<p>Les membres du Kaira Club bénéficient de 10 % de remise sur les réparations. Voir tous les <a href="${fr.memberDiscounts}">avantages membres</a>.</p>
<h2 id="fonctionnement">Comment ça marche</h2>
<ul>
<li>Déposez votre matériel dans l'un de nos <a href="${fr.stores}">magasins</a>. Nous évaluons la réparation et vous donnons un devis avant d'intervenir.</li>
<li>Un SMS vous prévient quand tout est prêt.</li>
<li>Les réparations sous garantie sont traitées comme une <a href="${fr.reclamation}">réclamation</a> et sont gratuites.</li>
</ul>
<p>Matériel irréparable ? Il peut peut-être connaître une seconde vie grâce à notre rayon <a href="${fr.secondHand}">occasion</a>. En savoir plus sur notre <a href="${fr.sustainability}">responsabilité</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.repairService.ru,
    title: 'Ремонт снаряжения и сервис лыж',
    metaDescription: 'Сервис лыж, установка креплений, замена молний, ремонт швов мембранных курток и замена подошвы. Сдайте снаряжение в любой магазин Kaira.',
    content: `<p>Отремонтированное снаряжение всегда экологичнее нового. В каждом нашем магазине есть лыжный сервис, а центральная мастерская ремонтирует одежду, палатки и обувь.</p>
<h2 id="tseny">Цены</h2>
<table>
<tr><th>Услуга</th><th>Цена</th><th>Срок</th></tr>
<tr><td>Горячая смазка лыж</td><td>25 €</td><td>1–2 рабочих дня</td></tr>
<tr><td>Полный сервис: шлифовка камнем, заточка кантов и смазка</td><td>59 €</td><td>2–4 рабочих дня</td></tr>
<tr><td>Установка креплений и тест срабатывания</td><td>39 €</td><td>1–3 рабочих дня</td></tr>
<tr><td>Чистка и пропитка камуса</td><td>20 €</td><td>1–2 рабочих дня</td></tr>
<tr><td>Замена молнии</td><td>от 29 €</td><td>2–3 недели</td></tr>
<tr><td>Ремонт проклеенных швов мембранной куртки</td><td>от 35 €</td><td>2–3 недели</td></tr>
<tr><td>Ремонт дуги или ткани палатки</td><td>от 25 €</td><td>2–3 недели</td></tr>
<tr><td>Замена подошвы треккинговой обуви на Vibram</td><td>от 79 €</td><td>3–5 недель</td></tr>
</table>
<p>Участники Kaira Club получают скидку 10 % на ремонт. Все <a href="${ru.memberDiscounts}">привилегии клуба</a>.</p>
<h2 id="kak-eto-rabotaet">Как это работает</h2>
<ul>
<li>Принесите снаряжение в любой из наших <a href="${ru.stores}">магазинов</a>. Мы оценим ремонт и назовём цену до начала работ.</li>
<li>Когда всё будет готово, мы пришлём SMS.</li>
<li>Гарантийный ремонт оформляется как <a href="${ru.reclamation}">претензия</a> и выполняется бесплатно.</li>
</ul>
<p>Снаряжение уже не починить? Возможно, оно обретёт вторую жизнь через наш раздел <a href="${ru.secondHand}">б/у товаров</a>. Подробнее о нашей <a href="${ru.sustainability}">ответственности</a>.</p>`,
  },
};
