import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/**
 * Company history; its slug is the `history` route segment of each language.
 * The text states no count: the history page shows catalogue spec 9's figures
 * (delivery countries, employees, stores) counted from the data (decision 036);
 * the timeline is the demo company's.
 */
export const historyTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.history.fi,
    title: 'Kaira Outdoorin tarina',
    metaDescription: 'Rovaniemeläisestä suksihuollosta suomalaiseksi retkeily- ja hiihtokaupaksi: myymälät ympäri Suomea, oma suksihuolto ja toimitukset myös ulkomaille.',
    content: `<p>Kaira on lappilainen sana laajalle, tiettömälle erämaalle. Sinne halusimme auttaa ihmisiä pääsemään turvallisesti ja hyvillä varusteilla, kun perustimme pienen suksihuollon Rovaniemelle vuonna 1987.</p>
<h2 id="aikajana">Aikajana</h2>
<table>
<tr><th>Vuosi</th><th>Tapahtuma</th></tr>
<tr><td>1987</td><td>Suksihuolto ja vuokraamo aloittaa Rovaniemellä.</td></tr>
<tr><td>1993</td><td>Toinen myymälä avataan Ouluun.</td></tr>
<tr><td>1999</td><td>Tampereen myymälä avataan.</td></tr>
<tr><td>2004</td><td>Verkkokauppa avataan.</td></tr>
<tr><td>2008</td><td>Helsingin myymälä avataan.</td></tr>
<tr><td>2011</td><td>Turun myymälä avataan.</td></tr>
<tr><td>2013</td><td>Ensimmäiset toimitukset ulkomaille.</td></tr>
<tr><td>2015 ja 2017</td><td>Jyväskylän ja Kuopion myymälät avataan.</td></tr>
<tr><td>2018</td><td>Kaira Club -kanta-asiakasohjelma käynnistyy.</td></tr>
<tr><td>2020</td><td>Käytettyjen tuotteiden myynti ja valtakunnallinen vuokraamo alkavat.</td></tr>
<tr><td>2023</td><td>Uusi keskusvarasto otetaan käyttöön Pirkanmaalla.</td></tr>
</table>
<h2 id="tanaan">Kaira tänään</h2>
<ul>
<li>myymälöitä eri puolilla Suomea, jokaisessa oma suksihuolto</li>
<li>henkilökunnassa oppaita, hiihdonopettajia ja pitkän linjan vaeltajia</li>
<li>toimituksia kotimaan lisäksi ulkomaille.</li>
</ul>
<p>Olemme yhä suomalaisessa omistuksessa, ja suksihuolto on edelleen jokaisen myymälämme sydän. Tutustu <a href="${fi.stores}">myymälöihimme</a> ja lue, miten huolehdimme <a href="${fi.sustainability}">vastuullisuudesta</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.history.en,
    title: 'Our story',
    metaDescription: 'From a ski workshop in Rovaniemi to a Finnish outdoor and ski retailer with stores across Finland, ski workshops of its own and deliveries abroad.',
    content: `<p>In Lapland, a <em>kaira</em> is a vast, roadless wilderness. Helping people get out there safely and well equipped was the idea when we opened a small ski workshop in Rovaniemi in 1987.</p>
<h2 id="timeline">Timeline</h2>
<table>
<tr><th>Year</th><th>Milestone</th></tr>
<tr><td>1987</td><td>A ski workshop and rental opens in Rovaniemi.</td></tr>
<tr><td>1993</td><td>Our second store opens in Oulu.</td></tr>
<tr><td>1999</td><td>The Tampere store opens.</td></tr>
<tr><td>2004</td><td>The web store goes live.</td></tr>
<tr><td>2008</td><td>The Helsinki store opens.</td></tr>
<tr><td>2011</td><td>The Turku store opens.</td></tr>
<tr><td>2013</td><td>First deliveries abroad.</td></tr>
<tr><td>2015 and 2017</td><td>Stores open in Jyväskylä and Kuopio.</td></tr>
<tr><td>2018</td><td>The Kaira Club loyalty programme starts.</td></tr>
<tr><td>2020</td><td>Second-hand sales and a nationwide rental service begin.</td></tr>
<tr><td>2023</td><td>A new central warehouse opens near Tampere.</td></tr>
</table>
<h2 id="today">Kaira today</h2>
<ul>
<li>stores across Finland, each with its own ski workshop</li>
<li>a team that includes guides, ski instructors and seasoned trekkers</li>
<li>deliveries at home and abroad.</li>
</ul>
<p>We are still Finnish-owned, and the ski workshop is still the heart of every store. Visit our <a href="${en.stores}">stores</a> and read about our <a href="${en.sustainability}">responsibility</a> work.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.history.sv,
    title: 'Vår historia',
    metaDescription: 'Från en skidverkstad i Rovaniemi till en finländsk friluftskedja med butiker runt om i Finland, egna skidverkstäder och leveranser utomlands.',
    content: `<p>I Lappland betyder <em>kaira</em> en vidsträckt, väglös ödemark. Att hjälpa människor ut dit tryggt och välutrustade var tanken när vi öppnade en liten skidverkstad i Rovaniemi 1987.</p>
<h2 id="tidslinje">Tidslinje</h2>
<table>
<tr><th>År</th><th>Händelse</th></tr>
<tr><td>1987</td><td>Skidverkstad och uthyrning startar i Rovaniemi.</td></tr>
<tr><td>1993</td><td>Den andra butiken öppnar i Uleåborg.</td></tr>
<tr><td>1999</td><td>Butiken i Tammerfors öppnar.</td></tr>
<tr><td>2004</td><td>Webbutiken öppnar.</td></tr>
<tr><td>2008</td><td>Butiken i Helsingfors öppnar.</td></tr>
<tr><td>2011</td><td>Butiken i Åbo öppnar.</td></tr>
<tr><td>2013</td><td>De första leveranserna till utlandet.</td></tr>
<tr><td>2015 och 2017</td><td>Butiker öppnar i Jyväskylä och Kuopio.</td></tr>
<tr><td>2018</td><td>Kundprogrammet Kaira Club startar.</td></tr>
<tr><td>2020</td><td>Försäljning av begagnat och rikstäckande uthyrning startar.</td></tr>
<tr><td>2023</td><td>Ett nytt centrallager tas i bruk nära Tammerfors.</td></tr>
</table>
<h2 id="i-dag">Kaira i dag</h2>
<ul>
<li>butiker runt om i Finland, var och en med egen skidverkstad</li>
<li>personal med guider, skidlärare och rutinerade fjällvandrare</li>
<li>leveranser både i Finland och utomlands.</li>
</ul>
<p>Vi är fortfarande finländskt ägda, och skidverkstaden är fortfarande hjärtat i varje butik. Besök våra <a href="${sv.stores}">butiker</a> och läs om vårt <a href="${sv.sustainability}">ansvar</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.history.de,
    title: 'Unsere Geschichte',
    metaDescription: 'Von der Skiwerkstatt in Rovaniemi zum finnischen Outdoor- und Skihändler mit Filialen in ganz Finnland, eigenen Skiwerkstätten und Versand ins Ausland.',
    content: `<p>In Lappland bezeichnet <em>Kaira</em> eine weite, weglose Wildnis. Menschen sicher und gut ausgerüstet dorthin zu bringen – das war die Idee, als wir 1987 in Rovaniemi eine kleine Skiwerkstatt eröffneten.</p>
<h2 id="zeitleiste">Zeitleiste</h2>
<table>
<tr><th>Jahr</th><th>Meilenstein</th></tr>
<tr><td>1987</td><td>Skiwerkstatt und Verleih starten in Rovaniemi.</td></tr>
<tr><td>1993</td><td>Die zweite Filiale öffnet in Oulu.</td></tr>
<tr><td>1999</td><td>Eröffnung der Filiale in Tampere.</td></tr>
<tr><td>2004</td><td>Der Onlineshop geht an den Start.</td></tr>
<tr><td>2008</td><td>Eröffnung der Filiale in Helsinki.</td></tr>
<tr><td>2011</td><td>Eröffnung der Filiale in Turku.</td></tr>
<tr><td>2013</td><td>Erste Lieferungen ins Ausland.</td></tr>
<tr><td>2015 und 2017</td><td>Filialen in Jyväskylä und Kuopio eröffnen.</td></tr>
<tr><td>2018</td><td>Das Kundenprogramm Kaira Club startet.</td></tr>
<tr><td>2020</td><td>Gebrauchtwarenverkauf und landesweiter Verleih beginnen.</td></tr>
<tr><td>2023</td><td>Ein neues Zentrallager bei Tampere geht in Betrieb.</td></tr>
</table>
<h2 id="heute">Kaira heute</h2>
<ul>
<li>Filialen in ganz Finnland, jede mit eigener Skiwerkstatt</li>
<li>ein Team mit Guides, Skilehrern und erfahrenen Trekkern</li>
<li>Lieferung im Inland und ins Ausland.</li>
</ul>
<p>Wir sind nach wie vor in finnischem Besitz, und die Skiwerkstatt ist noch immer das Herz jeder Filiale. Besuchen Sie unsere <a href="${de.stores}">Filialen</a> und lesen Sie mehr über unsere <a href="${de.sustainability}">Verantwortung</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.history.fr,
    title: 'Notre histoire',
    metaDescription: 'D’un atelier de ski à Rovaniemi à une enseigne finlandaise d’outdoor et de ski : magasins dans toute la Finlande, ateliers ski et livraison à l’étranger.',
    content: `<p>En Laponie, une <em>kaira</em> désigne une vaste étendue sauvage sans routes. Aider chacun à s'y aventurer en sécurité et bien équipé : c'était notre idée en ouvrant un petit atelier de ski à Rovaniemi en 1987.</p>
<h2 id="chronologie">Chronologie</h2>
<table>
<tr><th>Année</th><th>Étape</th></tr>
<tr><td>1987</td><td>Ouverture d'un atelier ski et d'un service de location à Rovaniemi.</td></tr>
<tr><td>1993</td><td>Deuxième magasin, à Oulu.</td></tr>
<tr><td>1999</td><td>Ouverture du magasin de Tampere.</td></tr>
<tr><td>2004</td><td>Lancement de la boutique en ligne.</td></tr>
<tr><td>2008</td><td>Ouverture du magasin d'Helsinki.</td></tr>
<tr><td>2011</td><td>Ouverture du magasin de Turku.</td></tr>
<tr><td>2013</td><td>Premières livraisons à l'étranger.</td></tr>
<tr><td>2015 et 2017</td><td>Ouverture des magasins de Jyväskylä et de Kuopio.</td></tr>
<tr><td>2018</td><td>Lancement du programme de fidélité Kaira Club.</td></tr>
<tr><td>2020</td><td>Lancement de l'occasion et de la location dans tout le pays.</td></tr>
<tr><td>2023</td><td>Mise en service d'un nouvel entrepôt central près de Tampere.</td></tr>
</table>
<h2 id="aujourd-hui">Kaira aujourd'hui</h2>
<ul>
<li>des magasins dans toute la Finlande, chacun avec son atelier ski</li>
<li>une équipe qui compte des guides, des moniteurs de ski et des randonneurs aguerris</li>
<li>des livraisons en Finlande comme à l'étranger.</li>
</ul>
<p>Nous sommes toujours une entreprise finlandaise, et l'atelier ski reste le cœur de chaque magasin. Découvrez nos <a href="${fr.stores}">magasins</a> et notre <a href="${fr.sustainability}">démarche responsable</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.history.ru,
    title: 'Наша история',
    metaDescription: 'От лыжной мастерской в Рованиеми до финской сети товаров для туризма и лыж: магазины по всей Финляндии, свои лыжные мастерские и доставка за рубеж.',
    content: `<p>В Лапландии словом <em>kaira</em> называют обширную глушь без дорог. Помочь людям безопасно и с хорошим снаряжением выбираться туда — с этой идеей мы открыли небольшую лыжную мастерскую в Рованиеми в 1987 году.</p>
<h2 id="khronologiya">Хронология</h2>
<table>
<tr><th>Год</th><th>Событие</th></tr>
<tr><td>1987</td><td>В Рованиеми открываются лыжная мастерская и прокат.</td></tr>
<tr><td>1993</td><td>Второй магазин открывается в Оулу.</td></tr>
<tr><td>1999</td><td>Открывается магазин в Тампере.</td></tr>
<tr><td>2004</td><td>Запускается интернет-магазин.</td></tr>
<tr><td>2008</td><td>Открывается магазин в Хельсинки.</td></tr>
<tr><td>2011</td><td>Открывается магазин в Турку.</td></tr>
<tr><td>2013</td><td>Первые доставки за рубеж.</td></tr>
<tr><td>2015 и 2017</td><td>Открываются магазины в Ювяскюля и Куопио.</td></tr>
<tr><td>2018</td><td>Запускается программа лояльности Kaira Club.</td></tr>
<tr><td>2020</td><td>Начинаются продажа б/у снаряжения и прокат по всей стране.</td></tr>
<tr><td>2023</td><td>Под Тампере начинает работу новый центральный склад.</td></tr>
</table>
<h2 id="segodnya">Kaira сегодня</h2>
<ul>
<li>магазины по всей Финляндии, в каждом своя лыжная мастерская</li>
<li>в команде гиды, инструкторы по лыжам и опытные путешественники</li>
<li>доставка по Финляндии и за рубеж.</li>
</ul>
<p>Компания по-прежнему принадлежит финским владельцам, а лыжная мастерская остаётся сердцем каждого магазина. Загляните в наши <a href="${ru.stores}">магазины</a> и узнайте больше о нашей <a href="${ru.sustainability}">ответственности</a>.</p>`,
  },
};
