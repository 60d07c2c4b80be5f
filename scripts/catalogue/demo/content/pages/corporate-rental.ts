import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** Corporate rental (navKey 'corporate-rental'): group rental delivered on site; prices are demo values. */
export const corporateRentalTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.corporateRental.fi,
    title: 'Varusteiden vuokraus yrityksille',
    metaDescription: 'Vuokraa hiihtovälineet, lumikengät, teltat ja makuupussit koko ryhmälle. Toimitamme huolletut varusteet perille, ryhmäalennus 10 setistä alkaen.',
    content: `<p>Tyhy-päivä, leirikoulu tai asiakastapahtuma? Vuokraamme huolletut varusteet koko ryhmälle ja tuomme ne perille.</p>
<h2 id="hinnasto">Hinnasto</h2>
<table>
<tr><th>Varuste</th><th>Vuorokausi</th><th>Viikko</th></tr>
<tr><td>Murtomaahiihtosetti (sukset, monot, sauvat)</td><td>25 €</td><td>90 €</td></tr>
<tr><td>Lumikengät ja sauvat</td><td>15 €</td><td>50 €</td></tr>
<tr><td>Kahden hengen teltta</td><td>20 €</td><td>70 €</td></tr>
<tr><td>Makuupussi ja makuualusta</td><td>12 €</td><td>40 €</td></tr>
<tr><td>Rinkka 60 l</td><td>10 €</td><td>35 €</td></tr>
<tr><td>Potkukelkka</td><td>12 €</td><td>40 €</td></tr>
</table>
<p>Ryhmäalennus 15 % vähintään kymmenestä setistä.</p>
<h2 id="toimitus">Toimitus ja palautus</h2>
<ul>
<li>Tuomme varusteet tapahtumapaikalle ja haemme ne pois – toimituksen hinta riippuu etäisyydestä.</li>
<li>Kaikki varusteet on huollettu ja pesty, ja sovitamme monot ja koot etukäteen annettujen tietojen mukaan.</li>
<li>Yksittäiset vuokraukset onnistuvat myös <a href="${fi.rental}">vuokraamossa</a>.</li>
</ul>
<p>Pyydä tarjous <a href="${fi.corporateContact}">yritysmyynnistä</a>. Ohjelmaa tarvittaessa löytyy <a href="${fi.corporateEvents}">virkistyspäivistä</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.corporateRental.en,
    title: 'Equipment rental for businesses',
    metaDescription: 'Rent skis, snowshoes, tents and sleeping bags for the whole group. We deliver serviced gear on site, with a group discount from 10 sets.',
    content: `<p>A team day, school camp or client event? We rent serviced gear for the whole group and bring it to you.</p>
<h2 id="prices">Prices</h2>
<table>
<tr><th>Equipment</th><th>Per day</th><th>Per week</th></tr>
<tr><td>Cross-country ski set (skis, boots, poles)</td><td>€25</td><td>€90</td></tr>
<tr><td>Snowshoes and poles</td><td>€15</td><td>€50</td></tr>
<tr><td>Two-person tent</td><td>€20</td><td>€70</td></tr>
<tr><td>Sleeping bag and mat</td><td>€12</td><td>€40</td></tr>
<tr><td>Backpack 60 l</td><td>€10</td><td>€35</td></tr>
<tr><td>Kicksled</td><td>€12</td><td>€40</td></tr>
</table>
<p>Group discount of 15% from ten sets.</p>
<h2 id="delivery">Delivery and return</h2>
<ul>
<li>We bring the gear to your venue and collect it afterwards – the delivery price depends on the distance.</li>
<li>All gear is serviced and washed, and we size boots and clothing in advance from the details you send.</li>
<li>Individual rentals are available from our <a href="${en.rental}">rental service</a>.</li>
</ul>
<p>Ask our <a href="${en.corporateContact}">corporate team</a> for a quote. Need a programme too? See our <a href="${en.corporateEvents}">team events</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.corporateRental.sv,
    title: 'Uthyrning av utrustning till företag',
    metaDescription: 'Hyr skidor, snöskor, tält och sovsäckar till hela gruppen. Vi levererar servad utrustning på plats, med grupprabatt från 10 set.',
    content: `<p>Friluftsdag, lägerskola eller kundevenemang? Vi hyr ut servad utrustning till hela gruppen och kör ut den till er.</p>
<h2 id="priser">Priser</h2>
<table>
<tr><th>Utrustning</th><th>Per dygn</th><th>Per vecka</th></tr>
<tr><td>Längdskidpaket (skidor, pjäxor, stavar)</td><td>25 €</td><td>90 €</td></tr>
<tr><td>Snöskor och stavar</td><td>15 €</td><td>50 €</td></tr>
<tr><td>Tält för två personer</td><td>20 €</td><td>70 €</td></tr>
<tr><td>Sovsäck och liggunderlag</td><td>12 €</td><td>40 €</td></tr>
<tr><td>Ryggsäck 60 l</td><td>10 €</td><td>35 €</td></tr>
<tr><td>Sparkstötting</td><td>12 €</td><td>40 €</td></tr>
</table>
<p>Grupprabatt på 15 % från tio set.</p>
<h2 id="leverans">Leverans och retur</h2>
<ul>
<li>Vi kör ut utrustningen till platsen och hämtar den efteråt – leveranspriset beror på avståndet.</li>
<li>All utrustning är servad och tvättad, och vi provar ut pjäxor och storlekar i förväg enligt de uppgifter ni skickar.</li>
<li>Enskilda uthyrningar sköts av vår <a href="${sv.rental}">uthyrning</a>.</li>
</ul>
<p>Be vår <a href="${sv.corporateContact}">företagsförsäljning</a> om en offert. Behöver ni program också? Se våra <a href="${sv.corporateEvents}">personalaktiviteter</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.corporateRental.de,
    title: 'Ausrüstungsverleih für Unternehmen',
    metaDescription: 'Leihen Sie Ski, Schneeschuhe, Zelte und Schlafsäcke für die ganze Gruppe. Wir liefern gewartete Ausrüstung vor Ort, Gruppenrabatt ab 10 Sets.',
    content: `<p>Teamtag, Klassenfahrt oder Kundenevent? Wir verleihen gewartete Ausrüstung für die ganze Gruppe und bringen sie zu Ihnen.</p>
<h2 id="preise">Preise</h2>
<table>
<tr><th>Ausrüstung</th><th>Pro Tag</th><th>Pro Woche</th></tr>
<tr><td>Langlaufset (Ski, Schuhe, Stöcke)</td><td>25 €</td><td>90 €</td></tr>
<tr><td>Schneeschuhe mit Stöcken</td><td>15 €</td><td>50 €</td></tr>
<tr><td>Zweipersonenzelt</td><td>20 €</td><td>70 €</td></tr>
<tr><td>Schlafsack und Isomatte</td><td>12 €</td><td>40 €</td></tr>
<tr><td>Rucksack 60 l</td><td>10 €</td><td>35 €</td></tr>
<tr><td>Tretschlitten</td><td>12 €</td><td>40 €</td></tr>
</table>
<p>Gruppenrabatt von 15 % ab zehn Sets.</p>
<h2 id="lieferung">Lieferung und Rückgabe</h2>
<ul>
<li>Wir liefern die Ausrüstung an Ihren Veranstaltungsort und holen sie wieder ab – der Lieferpreis richtet sich nach der Entfernung.</li>
<li>Alles ist gewartet und gewaschen; Schuhe und Größen stellen wir anhand Ihrer Angaben vorab zusammen.</li>
<li>Einzelne Ausleihen erledigt unser <a href="${de.rental}">Verleih</a>.</li>
</ul>
<p>Fordern Sie ein Angebot bei unserem <a href="${de.corporateContact}">Firmenkundenteam</a> an. Programmideen finden Sie unter <a href="${de.corporateEvents}">Firmenevents</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.corporateRental.fr,
    title: 'Location de matériel pour les entreprises',
    metaDescription: 'Louez skis, raquettes, tentes et sacs de couchage pour tout le groupe. Matériel entretenu livré sur place, remise de groupe dès 10 équipements.',
    content: `<p>Journée d'équipe, classe verte ou événement client ? Nous louons du matériel entretenu pour tout le groupe et le livrons sur place.</p>
<h2 id="tarifs">Tarifs</h2>
<table>
<tr><th>Matériel</th><th>Par jour</th><th>Par semaine</th></tr>
<tr><td>Pack ski de fond (skis, chaussures, bâtons)</td><td>25 €</td><td>90 €</td></tr>
<tr><td>Raquettes et bâtons</td><td>15 €</td><td>50 €</td></tr>
<tr><td>Tente deux places</td><td>20 €</td><td>70 €</td></tr>
<tr><td>Sac de couchage et matelas</td><td>12 €</td><td>40 €</td></tr>
<tr><td>Sac à dos 60 l</td><td>10 €</td><td>35 €</td></tr>
<tr><td>Luge à pied finlandaise (potkukelkka)</td><td>12 €</td><td>40 €</td></tr>
</table>
<p>Remise de groupe de 15 % à partir de dix équipements.</p>
<h2 id="livraison">Livraison et retour</h2>
<ul>
<li>Nous livrons le matériel sur votre lieu d'événement et le récupérons ensuite ; le prix dépend de la distance.</li>
<li>Tout le matériel est entretenu et lavé, et nous préparons les pointures à l'avance d'après vos informations.</li>
<li>Les locations individuelles se font auprès de notre <a href="${fr.rental}">service de location</a>.</li>
</ul>
<p>Demandez un devis à notre <a href="${fr.corporateContact}">service entreprises</a>. Besoin d'un programme ? Voir nos <a href="${fr.corporateEvents}">événements d'équipe</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.corporateRental.ru,
    title: 'Прокат снаряжения для компаний',
    metaDescription: 'Прокат лыж, снегоступов, палаток и спальников для всей группы. Доставим обслуженное снаряжение на место, групповая скидка от 10 комплектов.',
    content: `<p>Корпоративный выезд, школьный лагерь или мероприятие для клиентов? Мы предоставим обслуженное снаряжение для всей группы и привезём его на место.</p>
<h2 id="tseny">Цены</h2>
<table>
<tr><th>Снаряжение</th><th>Сутки</th><th>Неделя</th></tr>
<tr><td>Комплект беговых лыж (лыжи, ботинки, палки)</td><td>25 €</td><td>90 €</td></tr>
<tr><td>Снегоступы и палки</td><td>15 €</td><td>50 €</td></tr>
<tr><td>Двухместная палатка</td><td>20 €</td><td>70 €</td></tr>
<tr><td>Спальник и коврик</td><td>12 €</td><td>40 €</td></tr>
<tr><td>Рюкзак 60 л</td><td>10 €</td><td>35 €</td></tr>
<tr><td>Финские сани (поткукелкка)</td><td>12 €</td><td>40 €</td></tr>
</table>
<p>Групповая скидка 15 % от десяти комплектов.</p>
<h2 id="dostavka">Доставка и возврат</h2>
<ul>
<li>Мы привозим снаряжение на место проведения и забираем после; стоимость доставки зависит от расстояния.</li>
<li>Всё снаряжение обслужено и выстирано, а размеры ботинок и одежды мы подбираем заранее по вашим данным.</li>
<li>Индивидуальный прокат доступен в нашем <a href="${ru.rental}">прокате</a>.</li>
</ul>
<p>Запросите предложение в <a href="${ru.corporateContact}">отделе корпоративных продаж</a>. Нужна и программа? Смотрите <a href="${ru.corporateEvents}">корпоративные мероприятия</a>.</p>`,
  },
};
