import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** Corporate events (navKey 'corporate-events'): guided team days; prices are demo values. */
export const corporateEventsTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.corporateEvents.fi,
    title: 'Virkistyspäivät yrityksille',
    metaDescription: 'Opastetut virkistyspäivät työporukalle: lumikenkäretket, hiihtokoulu, melonta ja talviyö tunturissa. Varusteet ja oppaat mukana, ryhmille 8–60 henkeä.',
    content: `<p>Yhteinen päivä luonnossa tekee työyhteisölle hyvää. Suunnittelemme ohjelman ryhmänne kunnon ja toiveiden mukaan, ja varusteet tulevat meiltä.</p>
<h2 id="ohjelmat">Suosituimmat ohjelmat</h2>
<table>
<tr><th>Ohjelma</th><th>Kesto</th><th>Hinta alkaen / hlö</th></tr>
<tr><td>Lumikenkäretki ja nuotiolounas</td><td>3 h</td><td>59 €</td></tr>
<tr><td>Perinteisen hiihdon tai luistelun hiihtokoulu</td><td>2 h</td><td>45 €</td></tr>
<tr><td>Suunnistus- ja retkeilykurssi</td><td>3 h</td><td>49 €</td></tr>
<tr><td>Kanoottiretki</td><td>4 h</td><td>79 €</td></tr>
<tr><td>Talviyö Lapin tunturissa</td><td>2 päivää</td><td>290 €</td></tr>
</table>
<h2 id="kaytannot">Käytännöt</h2>
<ul>
<li>Ryhmäkoko 8–60 henkeä, ohjelmat kaikkien myymäläpaikkakuntiemme lähellä ja Lapissa.</li>
<li>Oppailla on ensiapukoulutus ja alueen tuntemus.</li>
<li>Tarvittavat varusteet sisältyvät hintaan – lisävarusteet saatte <a href="${fi.corporateRental}">vuokrauksesta</a>.</li>
</ul>
<p>Kerro toiveistanne <a href="${fi.corporateContact}">yritysmyynnille</a>, niin teemme ehdotuksen viikon sisällä.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.corporateEvents.en,
    title: 'Team events',
    metaDescription: 'Guided team days outdoors: snowshoe hikes, ski lessons, canoeing and a winter night on the fells. Gear and guides included, for groups of 8–60 people.',
    content: `<p>A day out in nature does any team good. We plan the programme around your group's fitness and wishes, and we bring the gear.</p>
<h2 id="programmes">Most popular programmes</h2>
<table>
<tr><th>Programme</th><th>Duration</th><th>From per person</th></tr>
<tr><td>Snowshoe hike with campfire lunch</td><td>3 h</td><td>€59</td></tr>
<tr><td>Classic or skate skiing lesson</td><td>2 h</td><td>€45</td></tr>
<tr><td>Navigation and hiking course</td><td>3 h</td><td>€49</td></tr>
<tr><td>Canoe trip</td><td>4 h</td><td>€79</td></tr>
<tr><td>A winter night on the Lapland fells</td><td>2 days</td><td>€290</td></tr>
</table>
<h2 id="practicalities">Practicalities</h2>
<ul>
<li>Groups of 8–60 people, near all our store towns and in Lapland.</li>
<li>Our guides are first-aid trained and know the area.</li>
<li>All the gear you need is included – extra equipment is available from our <a href="${en.corporateRental}">rental</a>.</li>
</ul>
<p>Tell our <a href="${en.corporateContact}">corporate team</a> what you have in mind and we will send a proposal within a week.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.corporateEvents.sv,
    title: 'Personalaktiviteter',
    metaDescription: 'Guidade friluftsdagar för arbetsgruppen: snöskovandring, skidskola, kanot och en vinternatt på fjället. Utrustning och guider ingår, 8–60 personer.',
    content: `<p>En gemensam dag i naturen gör gott för varje arbetsgemenskap. Vi planerar programmet efter gruppens kondition och önskemål, och utrustningen står vi för.</p>
<h2 id="program">Populäraste programmen</h2>
<table>
<tr><th>Program</th><th>Längd</th><th>Från per person</th></tr>
<tr><td>Snöskovandring med lägereldslunch</td><td>3 h</td><td>59 €</td></tr>
<tr><td>Skidskola i klassisk stil eller skate</td><td>2 h</td><td>45 €</td></tr>
<tr><td>Kurs i orientering och friluftsliv</td><td>3 h</td><td>49 €</td></tr>
<tr><td>Kanottur</td><td>4 h</td><td>79 €</td></tr>
<tr><td>En vinternatt på fjället i Lappland</td><td>2 dagar</td><td>290 €</td></tr>
</table>
<h2 id="praktiskt">Praktiskt</h2>
<ul>
<li>Grupper på 8–60 personer, nära alla våra butiksorter och i Lappland.</li>
<li>Guiderna har utbildning i första hjälpen och känner området.</li>
<li>All utrustning som behövs ingår – extra utrustning finns via vår <a href="${sv.corporateRental}">uthyrning</a>.</li>
</ul>
<p>Berätta för vår <a href="${sv.corporateContact}">företagsförsäljning</a> vad ni önskar, så skickar vi ett förslag inom en vecka.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.corporateEvents.de,
    title: 'Firmenevents und Teamtage',
    metaDescription: 'Geführte Teamtage in der Natur: Schneeschuhtouren, Skikurse, Kanufahrten und eine Winternacht im Fjell. Ausrüstung und Guides inklusive, für 8–60 Personen.',
    content: `<p>Ein gemeinsamer Tag in der Natur tut jedem Team gut. Wir planen das Programm passend zu Fitness und Wünschen Ihrer Gruppe – die Ausrüstung bringen wir mit.</p>
<h2 id="programme">Beliebte Programme</h2>
<table>
<tr><th>Programm</th><th>Dauer</th><th>Ab pro Person</th></tr>
<tr><td>Schneeschuhtour mit Lagerfeuer-Mittagessen</td><td>3 Std.</td><td>59 €</td></tr>
<tr><td>Langlaufkurs klassisch oder Skating</td><td>2 Std.</td><td>45 €</td></tr>
<tr><td>Orientierungs- und Wanderkurs</td><td>3 Std.</td><td>49 €</td></tr>
<tr><td>Kanutour</td><td>4 Std.</td><td>79 €</td></tr>
<tr><td>Winternacht im Fjell Lapplands</td><td>2 Tage</td><td>290 €</td></tr>
</table>
<h2 id="organisatorisches">Organisatorisches</h2>
<ul>
<li>Gruppen von 8 bis 60 Personen, in der Nähe aller Filialstädte und in Lappland.</li>
<li>Unsere Guides sind in Erster Hilfe ausgebildet und kennen das Gebiet.</li>
<li>Die nötige Ausrüstung ist inklusive – Zusätzliches gibt es über den <a href="${de.corporateRental}">Ausrüstungsverleih</a>.</li>
</ul>
<p>Schildern Sie unserem <a href="${de.corporateContact}">Firmenkundenteam</a> Ihre Wünsche – innerhalb einer Woche erhalten Sie einen Vorschlag.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.corporateEvents.fr,
    title: 'Sorties et événements d’équipe',
    metaDescription: 'Journées d’équipe guidées : raquettes, cours de ski de fond, canoë et nuit d’hiver sur les fjells. Matériel et guides inclus, de 8 à 60 personnes.',
    content: `<p>Une journée en pleine nature fait du bien à toute équipe. Nous construisons le programme selon la forme et les envies du groupe, et nous fournissons le matériel.</p>
<h2 id="programmes">Programmes les plus demandés</h2>
<table>
<tr><th>Programme</th><th>Durée</th><th>À partir de / pers.</th></tr>
<tr><td>Randonnée en raquettes et déjeuner au feu de bois</td><td>3 h</td><td>59 €</td></tr>
<tr><td>Cours de ski de fond, classique ou skating</td><td>2 h</td><td>45 €</td></tr>
<tr><td>Initiation à l'orientation et à la randonnée</td><td>3 h</td><td>49 €</td></tr>
<tr><td>Sortie en canoë</td><td>4 h</td><td>79 €</td></tr>
<tr><td>Une nuit d'hiver sur les fjells de Laponie</td><td>2 jours</td><td>290 €</td></tr>
</table>
<h2 id="infos-pratiques">Infos pratiques</h2>
<ul>
<li>Groupes de 8 à 60 personnes, près de toutes nos villes de magasins et en Laponie.</li>
<li>Nos guides sont formés aux premiers secours et connaissent le terrain.</li>
<li>Le matériel nécessaire est inclus ; le reste est disponible via notre <a href="${fr.corporateRental}">location de matériel</a>.</li>
</ul>
<p>Faites part de vos idées à notre <a href="${fr.corporateContact}">service entreprises</a> : vous recevrez une proposition sous une semaine.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.corporateEvents.ru,
    title: 'Корпоративные мероприятия',
    metaDescription: 'Выезды на природу для коллектива с гидом: снегоступы, лыжная школа, сплав на каноэ и зимняя ночь в сопках. Снаряжение и гиды включены, группы 8–60 человек.',
    content: `<p>Общий день на природе идёт на пользу любой команде. Мы составим программу с учётом подготовки и пожеланий группы, а снаряжение предоставим сами.</p>
<h2 id="programmy">Популярные программы</h2>
<table>
<tr><th>Программа</th><th>Длительность</th><th>Цена от / чел.</th></tr>
<tr><td>Поход на снегоступах с обедом у костра</td><td>3 ч</td><td>59 €</td></tr>
<tr><td>Урок классического хода или конька</td><td>2 ч</td><td>45 €</td></tr>
<tr><td>Курс ориентирования и туризма</td><td>3 ч</td><td>49 €</td></tr>
<tr><td>Сплав на каноэ</td><td>4 ч</td><td>79 €</td></tr>
<tr><td>Зимняя ночь в сопках Лапландии</td><td>2 дня</td><td>290 €</td></tr>
</table>
<h2 id="organizatsiya">Организация</h2>
<ul>
<li>Группы от 8 до 60 человек, рядом со всеми городами наших магазинов и в Лапландии.</li>
<li>Наши гиды обучены первой помощи и хорошо знают местность.</li>
<li>Всё необходимое снаряжение включено в цену, дополнительное можно взять в <a href="${ru.corporateRental}">прокате</a>.</li>
</ul>
<p>Расскажите о своих пожеланиях <a href="${ru.corporateContact}">отделу корпоративных продаж</a>, и в течение недели мы пришлём предложение.</p>`,
  },
};
