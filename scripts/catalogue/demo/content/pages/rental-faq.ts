import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/**
 * Questions about rental and experiences; its slug is the `faq` and
 * `frequently-asked-questions` route segments of each language, so
 * /faq/frequently-asked-questions/ shows it. It repeats no figure the data
 * holds: prices and stores are on the rental and experience pages.
 */
export const rentalFaqTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.rentalFaq.fi,
    title: 'Vuokraus ja elämykset: usein kysyttyä',
    metaDescription: 'Vastaukset kysymyksiin välinevuokrauksesta ja elämyksistä: varaaminen, nouto ja palautus, kursseille ja retkille ilmoittautuminen sekä sää.',
    content: `<h2 id="vuokraus-varaus">Miten varaan vuokravälineet?</h2>
<p>Katso <a href="${fi.rental}">vuokraamon</a> sivulta, mitä välineitä on tarjolla ja missä myymälöissä. Varaa päivät myymälässä tai verkossa, kun verkkovaraus on käytössä.</p>
<h2 id="vuokraus-nouto">Mitä tarvitsen noutaessani välineet?</h2>
<p>Kuvallisen henkilöllisyystodistuksen. Varaa noutoon vartti aikaa: sovitamme monot ja säädämme siteet pituutesi, painosi ja taitotasosi mukaan.</p>
<h2 id="vuokraus-palautus">Milloin välineet palautetaan?</h2>
<p>Samaan myymälään viimeisen vuokrapäivän sulkemisaikaan mennessä. Välineitä ei tarvitse puhdistaa, mutta kerro henkilökunnalle, jos jokin meni rikki.</p>
<h2 id="elamykset-varaus">Miten ilmoittaudun kurssille tai retkelle?</h2>
<p>Elämykset ostetaan kuten muutkin tuotteet: valitse <a href="${fi.experiences}">elämys</a>, lisää se ostoskoriin ja maksa kassalla. Saat sähköpostiisi kokoontumispaikan ja varusteluettelon.</p>
<h2 id="elamykset-saa">Entä jos sää on huono?</h2>
<p>Ohjaaja päättää turvallisuudesta paikan päällä. Jos retki tai kurssi perutaan, tarjoamme uuden ajan tai palautamme maksun. Kysy lisää <a href="${fi.stores}">myymälästä</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.rentalFaq.en,
    title: 'Rental and experiences: frequently asked questions',
    metaDescription: 'Answers to questions about renting gear and our experiences: booking, pick-up and return, signing up for courses and trips, and the weather.',
    content: `<h2 id="rental-booking">How do I book rental gear?</h2>
<p>The <a href="${en.rental}">rental page</a> shows what you can rent and in which stores. Book your dates in a store, or online when online booking is available.</p>
<h2 id="rental-pick-up">What do I need to pick up the gear?</h2>
<p>A photo ID. Allow a quarter of an hour: we fit the boots and adjust the bindings to your height, weight and skill.</p>
<h2 id="rental-return">When is the gear returned?</h2>
<p>To the same store by closing time on your last rental day. You do not need to clean it, but tell the staff if something broke.</p>
<h2 id="experience-booking">How do I sign up for a course or trip?</h2>
<p>Experiences are bought like any other product: choose an <a href="${en.experiences}">experience</a>, add it to the cart and pay at the checkout. We email you the meeting place and a packing list.</p>
<h2 id="experience-weather">What if the weather is bad?</h2>
<p>Your instructor decides on safety on the spot. If a trip or course is cancelled, we offer a new date or refund your payment. Ask more in our <a href="${en.stores}">stores</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.rentalFaq.sv,
    title: 'Uthyrning och upplevelser: vanliga frågor',
    metaDescription: 'Svar på frågor om att hyra utrustning och om våra upplevelser: bokning, hämtning och återlämning, anmälan till kurser och turer samt vädret.',
    content: `<h2 id="uthyrning-bokning">Hur bokar jag hyrutrustning?</h2>
<p>På sidan för <a href="${sv.rental}">uthyrning</a> ser du vad du kan hyra och i vilka butiker. Boka dina datum i en butik, eller på nätet när bokning på nätet är tillgänglig.</p>
<h2 id="uthyrning-hamtning">Vad behöver jag när jag hämtar utrustningen?</h2>
<p>En fotolegitimation. Räkna med en kvart: vi provar ut pjäxorna och ställer in bindningarna efter din längd, vikt och vana.</p>
<h2 id="uthyrning-aterlamning">När lämnas utrustningen tillbaka?</h2>
<p>Till samma butik före stängningsdags på din sista hyrdag. Du behöver inte rengöra den, men berätta för personalen om något gick sönder.</p>
<h2 id="upplevelser-bokning">Hur anmäler jag mig till en kurs eller tur?</h2>
<p>Upplevelser köps som andra produkter: välj en <a href="${sv.experiences}">upplevelse</a>, lägg den i varukorgen och betala i kassan. Vi mejlar mötesplatsen och en packlista.</p>
<h2 id="upplevelser-vader">Vad händer om vädret är dåligt?</h2>
<p>Instruktören bedömer säkerheten på plats. Om en tur eller kurs ställs in erbjuder vi ett nytt datum eller betalar tillbaka. Fråga mer i våra <a href="${sv.stores}">butiker</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.rentalFaq.de,
    title: 'Verleih und Erlebnisse: häufige Fragen',
    metaDescription: 'Antworten rund um Mietausrüstung und unsere Erlebnisse: Buchung, Abholung und Rückgabe, Anmeldung zu Kursen und Touren sowie das Wetter.',
    content: `<h2 id="verleih-buchung">Wie buche ich Mietausrüstung?</h2>
<p>Auf der Seite <a href="${de.rental}">Verleih</a> sehen Sie, was Sie mieten können und in welchen Filialen. Buchen Sie Ihre Tage in einer Filiale oder online, wenn die Online-Buchung verfügbar ist.</p>
<h2 id="verleih-abholung">Was brauche ich bei der Abholung?</h2>
<p>Einen Lichtbildausweis. Planen Sie eine Viertelstunde ein: Wir passen die Schuhe an und stellen die Bindungen nach Größe, Gewicht und Können ein.</p>
<h2 id="verleih-rueckgabe">Wann gebe ich die Ausrüstung zurück?</h2>
<p>In derselben Filiale bis Ladenschluss am letzten Miettag. Sie müssen sie nicht reinigen, sagen Sie uns aber, wenn etwas kaputtgegangen ist.</p>
<h2 id="erlebnisse-anmeldung">Wie melde ich mich zu einem Kurs oder einer Tour an?</h2>
<p>Erlebnisse kaufen Sie wie andere Produkte: Wählen Sie ein <a href="${de.experiences}">Erlebnis</a>, legen Sie es in den Warenkorb und bezahlen Sie an der Kasse. Treffpunkt und Packliste erhalten Sie per E-Mail.</p>
<h2 id="erlebnisse-wetter">Was passiert bei schlechtem Wetter?</h2>
<p>Ihr Guide entscheidet vor Ort über die Sicherheit. Fällt eine Tour oder ein Kurs aus, bieten wir einen neuen Termin an oder erstatten den Betrag. Mehr erfahren Sie in unseren <a href="${de.stores}">Filialen</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.rentalFaq.fr,
    title: 'Location et expériences : questions fréquentes',
    metaDescription: 'Réponses sur la location de matériel et nos expériences : réservation, retrait et retour, inscription aux cours et sorties, et météo.',
    content: `<h2 id="location-reservation">Comment réserver du matériel de location ?</h2>
<p>La page <a href="${fr.rental}">location</a> indique ce que vous pouvez louer et dans quels magasins. Réservez vos dates en magasin, ou en ligne lorsque la réservation en ligne est disponible.</p>
<h2 id="location-retrait">Que faut-il pour retirer le matériel ?</h2>
<p>Une pièce d’identité avec photo. Prévoyez un quart d’heure : nous ajustons les chaussures et réglons les fixations selon votre taille, votre poids et votre niveau.</p>
<h2 id="location-retour">Quand rendre le matériel ?</h2>
<p>Dans le même magasin, avant la fermeture le dernier jour de location. Inutile de le nettoyer, mais signalez-nous tout dommage.</p>
<h2 id="experiences-inscription">Comment m’inscrire à un cours ou à une sortie ?</h2>
<p>Les expériences s’achètent comme les autres produits : choisissez une <a href="${fr.experiences}">expérience</a>, ajoutez-la au panier et payez à la caisse. Nous vous envoyons par e-mail le lieu de rendez-vous et la liste du matériel.</p>
<h2 id="experiences-meteo">Et si la météo est mauvaise ?</h2>
<p>Votre guide décide sur place pour votre sécurité. Si une sortie ou un cours est annulé, nous proposons une nouvelle date ou vous remboursons. Renseignez-vous dans nos <a href="${fr.stores}">magasins</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.rentalFaq.ru,
    title: 'Прокат и впечатления: частые вопросы',
    metaDescription: 'Ответы на вопросы о прокате снаряжения и наших впечатлениях: бронирование, получение и возврат, запись на курсы и походы, погода.',
    content: `<h2 id="prokat-bronirovanie">Как забронировать снаряжение напрокат?</h2>
<p>На странице <a href="${ru.rental}">проката</a> видно, что можно взять напрокат и в каких магазинах. Бронируйте даты в магазине или онлайн, когда доступно онлайн-бронирование.</p>
<h2 id="prokat-poluchenie">Что нужно, чтобы получить снаряжение?</h2>
<p>Документ с фотографией. Заложите четверть часа: мы подберём ботинки и отрегулируем крепления под ваш рост, вес и уровень.</p>
<h2 id="prokat-vozvrat">Когда нужно вернуть снаряжение?</h2>
<p>В тот же магазин до закрытия в последний день аренды. Чистить его не нужно, но сообщите нам, если что-то сломалось.</p>
<h2 id="vpechatleniya-zapis">Как записаться на курс или поход?</h2>
<p>Впечатления покупаются как любые товары: выберите <a href="${ru.experiences}">впечатление</a>, добавьте его в корзину и оплатите при оформлении заказа. Место встречи и список снаряжения мы пришлём по электронной почте.</p>
<h2 id="vpechatleniya-pogoda">Что будет при плохой погоде?</h2>
<p>Решение о безопасности принимает инструктор на месте. Если поход или курс отменяется, мы предложим новую дату или вернём деньги. Подробнее — в наших <a href="${ru.stores}">магазинах</a>.</p>`,
  },
};
