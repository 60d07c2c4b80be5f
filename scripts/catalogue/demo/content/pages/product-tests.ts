import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** Product tests (navKey 'product-tests', life outdoors menu): how the staff test team works and what it tested lately. */
export const productTestsTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.productTests.fi,
    title: 'Tuotetestit',
    metaDescription: 'Henkilökuntamme testaa varusteita oikeissa olosuhteissa Lapin tuntureilta Nuuksioon. Lue, miten testaamme ja mitä testasimme viimeksi.',
    content: `<p>Laboratorio kertoo paljon, mutta vasta kolmas sadepäivä tai pakkasyö tunturissa paljastaa, miten varuste oikeasti toimii. Siksi testitiimimme – kaksitoista myyjää, huoltoteknikkoa ja opasta – vie tuotteet maastoon ennen kuin suosittelemme niitä.</p>
<h2 id="miten-testaamme">Miten testaamme</h2>
<ul>
<li>Jokaista tuotetta käytetään vähintään neljä viikkoa tai 100 kilometriä.</li>
<li>Testaajat eivät tiedä tuotteiden hintoja testin aikana.</li>
<li>Valmistajat eivät voi vaikuttaa tuloksiin, ja ostamme osan testituotteista itse.</li>
</ul>
<h2 id="arviointi">Arviointiperusteet</h2>
<table>
<tr><th>Ominaisuus</th><th>Mitä mittaamme</th></tr>
<tr><td>Suojaus</td><td>Vedenpitävyys, tuulenpitävyys ja lämpö kenttäolosuhteissa</td></tr>
<tr><td>Mukavuus</td><td>Istuvuus, hengittävyys ja liikkuvuus</td></tr>
<tr><td>Kestävyys</td><td>Kuluminen, saumat, vetoketjut ja korjattavuus</td></tr>
<tr><td>Paino ja pakattavuus</td><td>Gramma- ja litramäärä suhteessa käyttötarkoitukseen</td></tr>
<tr><td>Hinta-laatusuhde</td><td>Kokonaisarvio suhteessa hintaan</td></tr>
</table>
<h2 id="viimeisimmat">Viimeisimmät testit</h2>
<ul>
<li>Talvivaelluskengät: kahdeksan paria, 200 kilometriä Pallas-Yllästunturin kansallispuistossa.</li>
<li>Kuoritakit: kymmenen takkia, neljä viikkoa syyssateita Nuuksiossa.</li>
<li>Metsäsukset: kuusi paria Saariselän umpihangessa.</li>
<li>Talvimakuupussit: kuusi pussia, yöt −10 … −25 °C:ssa.</li>
</ul>
<p>Tulokset julkaistaan <a href="${fi.blog}">blogissamme</a>. Valintavinkit löydät <a href="${fi.guides}">oppaista</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.productTests.en,
    title: 'Product tests',
    metaDescription: 'Our staff test gear in real conditions, from the Lapland fells to the forests near Helsinki. How we test and what we tested most recently.',
    content: `<p>A lab tells you a lot, but only the third day of rain or a frosty night on the fells shows how gear really performs. That is why our test team – twelve sales staff, service technicians and guides – takes products into the field before we recommend them.</p>
<h2 id="how-we-test">How we test</h2>
<ul>
<li>Every product is used for at least four weeks or 100 kilometres.</li>
<li>Testers do not know the prices while they test.</li>
<li>Manufacturers have no say in the results, and we buy some test products ourselves.</li>
</ul>
<h2 id="criteria">What we rate</h2>
<table>
<tr><th>Property</th><th>What we look at</th></tr>
<tr><td>Protection</td><td>Waterproofness, windproofness and warmth in the field</td></tr>
<tr><td>Comfort</td><td>Fit, breathability and freedom of movement</td></tr>
<tr><td>Durability</td><td>Wear, seams, zips and repairability</td></tr>
<tr><td>Weight and pack size</td><td>Grams and litres against the intended use</td></tr>
<tr><td>Value for money</td><td>Overall rating against the price</td></tr>
</table>
<h2 id="latest">Latest tests</h2>
<ul>
<li>Winter hiking boots: eight pairs, 200 kilometres in Pallas-Yllästunturi National Park.</li>
<li>Shell jackets: ten jackets, four weeks of autumn rain in Nuuksio.</li>
<li>Backcountry skis: six pairs in the deep snow of Saariselkä.</li>
<li>Winter sleeping bags: six bags, nights from −10 to −25 °C.</li>
</ul>
<p>Results are published in our <a href="${en.blog}">blog</a>. For buying advice, see our <a href="${en.guides}">guides</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.productTests.sv,
    title: 'Produkttester',
    metaDescription: 'Vår personal testar utrustning under verkliga förhållanden, från fjällen i Lappland till skogarna kring Helsingfors. Så testar vi och detta testade vi senast.',
    content: `<p>Ett labb säger mycket, men först den tredje regniga dagen eller en kall natt på fjället visar hur utrustningen verkligen fungerar. Därför tar vårt testteam – tolv säljare, servicetekniker och guider – ut produkterna i terrängen innan vi rekommenderar dem.</p>
<h2 id="sa-testar-vi">Så testar vi</h2>
<ul>
<li>Varje produkt används i minst fyra veckor eller 100 kilometer.</li>
<li>Testarna känner inte till priserna under testet.</li>
<li>Tillverkarna kan inte påverka resultaten, och en del testprodukter köper vi själva.</li>
</ul>
<h2 id="bedomning">Det här bedömer vi</h2>
<table>
<tr><th>Egenskap</th><th>Vad vi tittar på</th></tr>
<tr><td>Skydd</td><td>Vattentäthet, vindtäthet och värme i fält</td></tr>
<tr><td>Komfort</td><td>Passform, andningsförmåga och rörelsefrihet</td></tr>
<tr><td>Hållbarhet</td><td>Slitage, sömmar, dragkedjor och reparerbarhet</td></tr>
<tr><td>Vikt och packvolym</td><td>Gram och liter i förhållande till användningen</td></tr>
<tr><td>Prisvärdhet</td><td>Helhetsbetyg i förhållande till priset</td></tr>
</table>
<h2 id="senaste">Senaste testerna</h2>
<ul>
<li>Vinterkängor: åtta par, 200 kilometer i Pallas-Yllästunturi nationalpark.</li>
<li>Skaljackor: tio jackor, fyra veckor höstregn i Noux.</li>
<li>Fjällskidor: sex par i djupsnön kring Saariselkä.</li>
<li>Vintersovsäckar: sex säckar, nätter mellan −10 och −25 °C.</li>
</ul>
<p>Resultaten publiceras i vår <a href="${sv.blog}">blogg</a>. Köpråd hittar du i våra <a href="${sv.guides}">guider</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.productTests.de,
    title: 'Produkttests',
    metaDescription: 'Unser Team testet Ausrüstung unter echten Bedingungen – von den Fjells Lapplands bis in die Wälder bei Helsinki. So testen wir, das haben wir zuletzt getestet.',
    content: `<p>Das Labor verrät viel, doch erst der dritte Regentag oder eine frostige Nacht im Fjell zeigt, was Ausrüstung wirklich kann. Deshalb nimmt unser Testteam – zwölf Verkäufer, Servicetechniker und Guides – die Produkte mit nach draußen, bevor wir sie empfehlen.</p>
<h2 id="so-testen-wir">So testen wir</h2>
<ul>
<li>Jeder Artikel wird mindestens vier Wochen oder 100 Kilometer lang genutzt.</li>
<li>Die Testerinnen und Tester kennen die Preise während des Tests nicht.</li>
<li>Hersteller haben keinen Einfluss auf die Ergebnisse; einen Teil der Testprodukte kaufen wir selbst.</li>
</ul>
<h2 id="kriterien">Bewertungskriterien</h2>
<table>
<tr><th>Kriterium</th><th>Worauf wir achten</th></tr>
<tr><td>Schutz</td><td>Wasserdichtigkeit, Winddichtigkeit und Wärme im Gelände</td></tr>
<tr><td>Komfort</td><td>Passform, Atmungsaktivität und Bewegungsfreiheit</td></tr>
<tr><td>Haltbarkeit</td><td>Abrieb, Nähte, Reißverschlüsse und Reparierbarkeit</td></tr>
<tr><td>Gewicht und Packmaß</td><td>Gramm und Liter im Verhältnis zum Einsatzzweck</td></tr>
<tr><td>Preis-Leistung</td><td>Gesamturteil im Verhältnis zum Preis</td></tr>
</table>
<h2 id="neueste-tests">Neueste Tests</h2>
<ul>
<li>Winterwanderschuhe: acht Paar, 200 Kilometer im Nationalpark Pallas-Yllästunturi.</li>
<li>Hardshelljacken: zehn Jacken, vier Wochen Herbstregen in Nuuksio.</li>
<li>Backcountry-Ski: sechs Paar im Tiefschnee von Saariselkä.</li>
<li>Winterschlafsäcke: sechs Modelle, Nächte bei −10 bis −25 °C.</li>
</ul>
<p>Die Ergebnisse veröffentlichen wir in unserem <a href="${de.blog}">Blog</a>. Kauftipps finden Sie in unseren <a href="${de.guides}">Ratgebern</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.productTests.fr,
    title: 'Tests produits',
    metaDescription: 'Notre équipe teste le matériel en conditions réelles, des fjells de Laponie aux forêts autour d’Helsinki. Notre méthode et nos derniers tests.',
    content: `<p>Un laboratoire en dit long, mais seul le troisième jour de pluie ou une nuit glaciale sur les fjells révèle la vraie valeur d'un équipement. C'est pourquoi notre équipe de test – douze vendeurs, techniciens d'atelier et guides – emmène les produits sur le terrain avant de les recommander.</p>
<h2 id="methode">Notre méthode</h2>
<ul>
<li>Chaque produit est utilisé au moins quatre semaines ou 100 kilomètres.</li>
<li>Les testeurs ne connaissent pas les prix pendant le test.</li>
<li>Les fabricants n'ont aucune influence sur les résultats, et nous achetons nous-mêmes une partie des produits testés.</li>
</ul>
<h2 id="criteres">Nos critères</h2>
<table>
<tr><th>Critère</th><th>Ce que nous évaluons</th></tr>
<tr><td>Protection</td><td>Imperméabilité, coupe-vent et chaleur sur le terrain</td></tr>
<tr><td>Confort</td><td>Coupe, respirabilité et liberté de mouvement</td></tr>
<tr><td>Durabilité</td><td>Usure, coutures, fermetures éclair et réparabilité</td></tr>
<tr><td>Poids et encombrement</td><td>Grammes et litres au regard de l'usage prévu</td></tr>
<tr><td>Rapport qualité-prix</td><td>Note globale rapportée au prix</td></tr>
</table>
<h2 id="derniers-tests">Derniers tests</h2>
<ul>
<li>Chaussures de randonnée hivernale : huit paires, 200 kilomètres dans le parc national de Pallas-Yllästunturi.</li>
<li>Vestes imperméables : dix vestes, quatre semaines de pluie d'automne à Nuuksio.</li>
<li>Skis nordiques hors-piste : six paires dans la neige profonde de Saariselkä.</li>
<li>Sacs de couchage d'hiver : six modèles, des nuits entre −10 et −25 °C.</li>
</ul>
<p>Les résultats sont publiés sur notre <a href="${fr.blog}">blog</a>. Pour bien choisir, consultez nos <a href="${fr.guides}">guides</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.productTests.ru,
    title: 'Тесты снаряжения',
    metaDescription: 'Наши сотрудники тестируют снаряжение в реальных условиях — от сопок Лапландии до лесов под Хельсинки. Как мы тестируем и что проверили недавно.',
    content: `<p>Лаборатория говорит о многом, но только третий дождливый день или морозная ночь в сопках показывают, на что способно снаряжение. Поэтому наша команда тестировщиков — двенадцать продавцов, сервисных мастеров и гидов — проверяет товары на природе, прежде чем мы их рекомендуем.</p>
<h2 id="kak-my-testiruem">Как мы тестируем</h2>
<ul>
<li>Каждый товар используется не менее четырёх недель или 100 километров.</li>
<li>Во время теста тестировщики не знают цен.</li>
<li>Производители не влияют на результаты, а часть товаров для тестов мы покупаем сами.</li>
</ul>
<h2 id="kriterii">Критерии оценки</h2>
<table>
<tr><th>Свойство</th><th>Что мы оцениваем</th></tr>
<tr><td>Защита</td><td>Водонепроницаемость, ветрозащита и тепло в полевых условиях</td></tr>
<tr><td>Комфорт</td><td>Посадка, воздухопроницаемость и свобода движений</td></tr>
<tr><td>Долговечность</td><td>Износ, швы, молнии и ремонтопригодность</td></tr>
<tr><td>Вес и объём</td><td>Граммы и литры с учётом назначения</td></tr>
<tr><td>Цена и качество</td><td>Общая оценка относительно цены</td></tr>
</table>
<h2 id="poslednie-testy">Последние тесты</h2>
<ul>
<li>Зимние треккинговые ботинки: восемь пар, 200 километров в национальном парке Паллас-Юллястунтури.</li>
<li>Мембранные куртки: десять курток, четыре недели осенних дождей в Нуксио.</li>
<li>Туристические лыжи: шесть пар в глубоком снегу Саариселькя.</li>
<li>Зимние спальники: шесть моделей, ночёвки при −10…−25 °C.</li>
</ul>
<p>Результаты мы публикуем в <a href="${ru.blog}">блоге</a>. Советы по выбору — в разделе <a href="${ru.guides}">советы</a>.</p>`,
  },
};
