import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** Events (navKey 'events', life outdoors menu): the recurring events of the stores, without dates that would go stale. */
export const eventsTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.events.fi,
    title: 'Tapahtumat',
    metaDescription: 'Voiteluillat, suksien testipäivät, talviretkeilykurssit, kirppispäivät ja polkujuoksuryhmät Kaira Outdoorin myymälöissä ympäri Suomen.',
    content: `<p>Myymälämme ovat myös kohtaamispaikkoja. Järjestämme ympäri vuoden tapahtumia, joissa voit oppia uutta, kokeilla varusteita ja tavata muita ulkoilijoita.</p>
<h2 id="toistuvat">Toistuvat tapahtumat</h2>
<table>
<tr><th>Tapahtuma</th><th>Missä</th><th>Milloin</th></tr>
<tr><td>Suksien voiteluilta</td><td>Kaikki myymälät</td><td>marras–helmikuu, tiistaisin klo 18–20</td></tr>
<tr><td>Suksien testipäivät</td><td>Ruka ja Levi</td><td>joulukuun ja maaliskuun viikonloput</td></tr>
<tr><td>Talviretkeilyn peruskurssi</td><td>Rovaniemi</td><td>tammi–maaliskuu</td></tr>
<tr><td>Retki-illat ja esitelmät</td><td>Helsinki ja Tampere</td><td>kerran kuussa syys–toukokuussa</td></tr>
<tr><td>Varustekirppis</td><td>Kaikki myymälät</td><td>huhtikuu ja lokakuu</td></tr>
<tr><td>Polkujuoksuryhmä</td><td>Turku ja Jyväskylä</td><td>viikoittain touko–syyskuussa</td></tr>
</table>
<h2 id="ilmoittautuminen">Ilmoittautuminen</h2>
<p>Useimmat tapahtumat ovat maksuttomia. Kursseille ja testipäiville ilmoittaudutaan etukäteen, ja <a href="${fi.memberDiscounts}">Kaira Clubin</a> jäsenet pääsevät ilmoittautumaan ensimmäisinä. Tarkat päivämäärät julkaistaan <a href="${fi.blog}">blogissa</a> ja <a href="${fi.stores}">myymälöiden sivuilla</a>.</p>
<p>Haluatko järjestää oman tapahtuman työporukalle? Katso <a href="${fi.corporateEvents}">yritysten virkistyspäivät</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.events.en,
    title: 'Events',
    metaDescription: 'Waxing evenings, ski test days, winter camping courses, gear swap days and trail running groups in Kaira Outdoor stores across Finland.',
    content: `<p>Our stores are meeting places too. All year round we organise events where you can learn something new, try out gear and meet other outdoor people.</p>
<h2 id="recurring">Recurring events</h2>
<table>
<tr><th>Event</th><th>Where</th><th>When</th></tr>
<tr><td>Ski waxing evening</td><td>All stores</td><td>November–February, Tuesdays 6–8 pm</td></tr>
<tr><td>Ski test days</td><td>Ruka and Levi</td><td>weekends in December and March</td></tr>
<tr><td>Winter camping basics course</td><td>Rovaniemi</td><td>January–March</td></tr>
<tr><td>Outdoor evenings and talks</td><td>Helsinki and Tampere</td><td>monthly, September–May</td></tr>
<tr><td>Gear swap day</td><td>All stores</td><td>April and October</td></tr>
<tr><td>Trail running group</td><td>Turku and Jyväskylä</td><td>weekly, May–September</td></tr>
</table>
<h2 id="sign-up">Signing up</h2>
<p>Most events are free. Courses and test days need advance registration, and <a href="${en.memberDiscounts}">Kaira Club</a> members can sign up first. Exact dates are published in our <a href="${en.blog}">blog</a> and on the <a href="${en.stores}">store pages</a>.</p>
<p>Planning an outing for your team? See our <a href="${en.corporateEvents}">team events</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.events.sv,
    title: 'Evenemang',
    metaDescription: 'Vallakvällar, testdagar för skidor, kurser i vinterfriluftsliv, loppisdagar och traillöpargrupper i Kaira Outdoors butiker runt om i Finland.',
    content: `<p>Våra butiker är också mötesplatser. Året runt ordnar vi evenemang där du kan lära dig något nytt, prova utrustning och träffa andra friluftsmänniskor.</p>
<h2 id="aterkommande">Återkommande evenemang</h2>
<table>
<tr><th>Evenemang</th><th>Var</th><th>När</th></tr>
<tr><td>Vallakväll</td><td>Alla butiker</td><td>november–februari, tisdagar kl. 18–20</td></tr>
<tr><td>Testdagar för skidor</td><td>Ruka och Levi</td><td>helger i december och mars</td></tr>
<tr><td>Grundkurs i vinterfriluftsliv</td><td>Rovaniemi</td><td>januari–mars</td></tr>
<tr><td>Friluftskvällar och föredrag</td><td>Helsingfors och Tammerfors</td><td>en gång i månaden, september–maj</td></tr>
<tr><td>Utrustningsloppis</td><td>Alla butiker</td><td>april och oktober</td></tr>
<tr><td>Traillöpargrupp</td><td>Åbo och Jyväskylä</td><td>varje vecka, maj–september</td></tr>
</table>
<h2 id="anmalan">Anmälan</h2>
<p>De flesta evenemang är gratis. Till kurser och testdagar anmäler man sig i förväg, och medlemmar i <a href="${sv.memberDiscounts}">Kaira Club</a> får anmäla sig först. Exakta datum publiceras i <a href="${sv.blog}">bloggen</a> och på <a href="${sv.stores}">butikssidorna</a>.</p>
<p>Vill du ordna något för arbetsgruppen? Se våra <a href="${sv.corporateEvents}">personalaktiviteter</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.events.de,
    title: 'Veranstaltungen',
    metaDescription: 'Wachsabende, Ski-Testtage, Wintercamping-Kurse, Ausrüstungsbörsen und Trailrunning-Gruppen in den Filialen von Kaira Outdoor in ganz Finnland.',
    content: `<p>Unsere Filialen sind auch Treffpunkte. Das ganze Jahr über veranstalten wir Events, bei denen Sie Neues lernen, Ausrüstung ausprobieren und andere Outdoorfans treffen.</p>
<h2 id="regelmaessig">Regelmäßige Veranstaltungen</h2>
<table>
<tr><th>Veranstaltung</th><th>Wo</th><th>Wann</th></tr>
<tr><td>Ski-Wachsabend</td><td>Alle Filialen</td><td>November bis Februar, dienstags 18–20 Uhr</td></tr>
<tr><td>Ski-Testtage</td><td>Ruka und Levi</td><td>Wochenenden im Dezember und März</td></tr>
<tr><td>Grundkurs Wintercamping</td><td>Rovaniemi</td><td>Januar bis März</td></tr>
<tr><td>Outdoorabende und Vorträge</td><td>Helsinki und Tampere</td><td>monatlich, September bis Mai</td></tr>
<tr><td>Ausrüstungsbörse</td><td>Alle Filialen</td><td>April und Oktober</td></tr>
<tr><td>Trailrunning-Gruppe</td><td>Turku und Jyväskylä</td><td>wöchentlich, Mai bis September</td></tr>
</table>
<h2 id="anmeldung">Anmeldung</h2>
<p>Die meisten Veranstaltungen sind kostenlos. Für Kurse und Testtage ist eine Anmeldung nötig; Mitglieder des <a href="${de.memberDiscounts}">Kaira Club</a> können sich zuerst anmelden. Die genauen Termine stehen im <a href="${de.blog}">Blog</a> und auf den <a href="${de.stores}">Filialseiten</a>.</p>
<p>Sie planen einen Ausflug mit Ihrem Team? Mehr unter <a href="${de.corporateEvents}">Firmenevents</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.events.fr,
    title: 'Événements',
    metaDescription: 'Soirées fartage, journées test de skis, stages de camping d’hiver, bourses au matériel et groupes de trail dans les magasins Kaira Outdoor en Finlande.',
    content: `<p>Nos magasins sont aussi des lieux de rencontre. Toute l'année, nous organisons des événements pour apprendre, essayer du matériel et rencontrer d'autres passionnés de plein air.</p>
<h2 id="reguliers">Événements réguliers</h2>
<table>
<tr><th>Événement</th><th>Où</th><th>Quand</th></tr>
<tr><td>Soirée fartage</td><td>Tous les magasins</td><td>de novembre à février, le mardi de 18 h à 20 h</td></tr>
<tr><td>Journées test de skis</td><td>Ruka et Levi</td><td>week-ends de décembre et de mars</td></tr>
<tr><td>Stage d'initiation au camping d'hiver</td><td>Rovaniemi</td><td>de janvier à mars</td></tr>
<tr><td>Soirées et conférences plein air</td><td>Helsinki et Tampere</td><td>une fois par mois, de septembre à mai</td></tr>
<tr><td>Bourse au matériel</td><td>Tous les magasins</td><td>avril et octobre</td></tr>
<tr><td>Groupe de trail</td><td>Turku et Jyväskylä</td><td>chaque semaine, de mai à septembre</td></tr>
</table>
<h2 id="inscription">Inscription</h2>
<p>La plupart des événements sont gratuits. Les stages et journées test se font sur inscription, ouverte en priorité aux membres du <a href="${fr.memberDiscounts}">Kaira Club</a>. Les dates précises paraissent sur notre <a href="${fr.blog}">blog</a> et sur les <a href="${fr.stores}">pages magasins</a>.</p>
<p>Vous organisez une sortie d'équipe ? Découvrez nos <a href="${fr.corporateEvents}">événements d'entreprise</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.events.ru,
    title: 'Мероприятия',
    metaDescription: 'Вечера смазки лыж, тест-дни, курсы зимнего туризма, ярмарки б/у снаряжения и группы трейлраннинга в магазинах Kaira Outdoor по всей Финляндии.',
    content: `<p>Наши магазины — это ещё и место встреч. Круглый год мы проводим мероприятия, где можно научиться новому, опробовать снаряжение и познакомиться с единомышленниками.</p>
<h2 id="regulyarnye">Регулярные мероприятия</h2>
<table>
<tr><th>Мероприятие</th><th>Где</th><th>Когда</th></tr>
<tr><td>Вечер смазки лыж</td><td>Все магазины</td><td>ноябрь–февраль, по вторникам с 18 до 20</td></tr>
<tr><td>Тест-дни лыж</td><td>Рука и Леви</td><td>выходные в декабре и марте</td></tr>
<tr><td>Базовый курс зимнего туризма</td><td>Рованиеми</td><td>январь–март</td></tr>
<tr><td>Вечера путешественников и лекции</td><td>Хельсинки и Тампере</td><td>раз в месяц, сентябрь–май</td></tr>
<tr><td>Ярмарка б/у снаряжения</td><td>Все магазины</td><td>апрель и октябрь</td></tr>
<tr><td>Группа трейлраннинга</td><td>Турку и Ювяскюля</td><td>еженедельно, май–сентябрь</td></tr>
</table>
<h2 id="registratsiya">Регистрация</h2>
<p>Большинство мероприятий бесплатные. На курсы и тест-дни нужно записываться заранее, причём участники <a href="${ru.memberDiscounts}">Kaira Club</a> могут записаться первыми. Точные даты публикуются в <a href="${ru.blog}">блоге</a> и на <a href="${ru.stores}">страницах магазинов</a>.</p>
<p>Хотите организовать выезд для коллег? Смотрите <a href="${ru.corporateEvents}">корпоративные мероприятия</a>.</p>`,
  },
};
