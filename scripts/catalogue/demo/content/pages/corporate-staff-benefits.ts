import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** Staff benefits (navKey 'corporate-staff-benefits'): a discount tied to the employee's account, so it does not use up the one discount code per order. */
export const corporateStaffBenefitsTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.corporateStaffBenefits.fi,
    title: 'Henkilöstöedut',
    metaDescription: 'Tarjoa työntekijöillesi pysyvä alennus Kaira Outdoorista ilman kustannuksia. Liikunta- ja kulttuuriedut käyvät vuokraamossa, kursseilla ja tapahtumissa.',
    content: `<p>Hyvinvoiva henkilöstö liikkuu ulkona. Kaira Outdoorin henkilöstöetu on työnantajalle maksuton tapa kannustaa työntekijöitä ulkoilemaan.</p>
<h2 id="nain-toimii">Näin etu toimii</h2>
<ul>
<li>Sovimme yrityksenne kanssa alennuksesta, tavallisesti 10 % normaalihintaisista tuotteista.</li>
<li>Työntekijä liittää työsähköpostinsa Kaira-tiliinsä, ja alennus näkyy automaattisesti verkkokaupassa ja myymälöissä.</li>
<li>Etu ei ole alennuskoodi, joten tilaukseen voi käyttää lisäksi yhden kampanjakoodin.</li>
</ul>
<h2 id="liikuntaedut">Liikunta- ja kulttuuriedut</h2>
<p>Smartum-, ePassi- ja Edenred-edut käyvät maksuksi <a href="${fi.rental}">vuokraamossa</a>, kursseilla ja maksullisissa <a href="${fi.events}">tapahtumissa</a>. Varusteostoihin verottajan ohjeet eivät liikuntaetua salli.</p>
<h2 id="tyovaatteet">Työvarusteet</h2>
<p>Toimitamme myös ulkotyöhön sopivat kuoriasut, kengät ja kerrastot esimerkiksi oppaille, metsäalan ammattilaisille ja kiinteistöhuollolle – halutessanne logopainatuksella.</p>
<p>Kiinnostuitko? <a href="${fi.corporateContact}">Ota yhteyttä yritysmyyntiin</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.corporateStaffBenefits.en,
    title: 'Staff benefits',
    metaDescription: 'Give your employees a permanent Kaira Outdoor discount at no cost to you. Finnish sport and culture benefits are accepted for rentals, courses and events.',
    content: `<p>Healthy teams spend time outdoors. The Kaira Outdoor staff benefit costs the employer nothing and encourages your people to get outside.</p>
<h2 id="how-it-works">How it works</h2>
<ul>
<li>We agree a discount with your company, typically 10% off full-price products.</li>
<li>Employees add their work email to their Kaira account, and the discount appears automatically in the web store and our stores.</li>
<li>The benefit is not a discount code, so one campaign code can still be used on each order.</li>
</ul>
<h2 id="sport-and-culture">Sport and culture benefits</h2>
<p>Finnish Smartum, ePassi and Edenred benefits are accepted for <a href="${en.rental}">rentals</a>, courses and paid <a href="${en.events}">events</a>. Under Finnish tax guidance they cannot be used for buying gear.</p>
<h2 id="workwear">Workwear</h2>
<p>We also supply shell clothing, footwear and base layers for outdoor work – for guides, forestry professionals or property maintenance, for example – with your logo if you wish.</p>
<p>Interested? <a href="${en.corporateContact}">Contact our corporate team</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.corporateStaffBenefits.sv,
    title: 'Personalförmåner',
    metaDescription: 'Ge dina anställda en permanent rabatt hos Kaira Outdoor utan kostnad. Finländska motions- och kulturförmåner gäller för uthyrning, kurser och evenemang.',
    content: `<p>En personal som mår bra rör sig ute. Kaira Outdoors personalförmån kostar ingenting för arbetsgivaren och uppmuntrar de anställda att komma ut i naturen.</p>
<h2 id="sa-fungerar-det">Så fungerar det</h2>
<ul>
<li>Vi kommer överens om en rabatt med ert företag, vanligtvis 10 % på ordinarie priser.</li>
<li>Den anställda lägger till sin jobbmejl i sitt Kaira-konto, och rabatten syns automatiskt i webbutiken och butikerna.</li>
<li>Förmånen är ingen rabattkod, så en kampanjkod kan fortfarande användas per beställning.</li>
</ul>
<h2 id="motionsformaner">Motions- och kulturförmåner</h2>
<p>Smartum, ePassi och Edenred gäller för <a href="${sv.rental}">uthyrning</a>, kurser och avgiftsbelagda <a href="${sv.events}">evenemang</a>. Enligt finska skattemyndighetens anvisningar kan de inte användas för att köpa utrustning.</p>
<h2 id="arbetsklader">Arbetskläder</h2>
<p>Vi levererar även skalkläder, skor och underställ för utomhusarbete – till exempel för guider, skogsbranschen och fastighetsskötsel – med logotyp om ni vill.</p>
<p>Intresserad? <a href="${sv.corporateContact}">Kontakta vår företagsförsäljning</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.corporateStaffBenefits.de,
    title: 'Mitarbeitervorteile',
    metaDescription: 'Ein dauerhafter Kaira-Outdoor-Rabatt für Ihre Beschäftigten – ohne Kosten für Sie. Finnische Sport- und Kulturbenefits gelten für Verleih, Kurse und Events.',
    content: `<p>Wer gesund bleiben will, geht nach draußen. Der Mitarbeitervorteil von Kaira Outdoor kostet den Arbeitgeber nichts und motiviert Ihr Team zu mehr Bewegung an der frischen Luft.</p>
<h2 id="so-funktionierts">So funktioniert es</h2>
<ul>
<li>Wir vereinbaren mit Ihrem Unternehmen einen Rabatt, meist 10 % auf regulär ausgezeichnete Artikel.</li>
<li>Beschäftigte hinterlegen ihre dienstliche E-Mail-Adresse im Kaira-Konto; der Rabatt erscheint automatisch im Onlineshop und in den Filialen.</li>
<li>Der Vorteil ist kein Rabattcode – pro Bestellung kann also zusätzlich ein Aktionscode eingelöst werden.</li>
</ul>
<h2 id="sport-und-kultur">Sport- und Kulturbenefits</h2>
<p>Die finnischen Benefits von Smartum, ePassi und Edenred akzeptieren wir für <a href="${de.rental}">Verleih</a>, Kurse und kostenpflichtige <a href="${de.events}">Veranstaltungen</a>. Für den Kauf von Ausrüstung sind sie nach finnischem Steuerrecht nicht zulässig.</p>
<h2 id="arbeitskleidung">Arbeitskleidung</h2>
<p>Wir liefern auch Wetterschutzkleidung, Schuhe und Funktionsunterwäsche für die Arbeit im Freien – etwa für Guides, Forstbetriebe oder Hausmeisterdienste –, auf Wunsch mit Ihrem Logo.</p>
<p>Interesse? <a href="${de.corporateContact}">Sprechen Sie unser Firmenkundenteam an</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.corporateStaffBenefits.fr,
    title: 'Avantages salariés',
    metaDescription: 'Offrez à vos salariés une remise permanente chez Kaira Outdoor, sans frais pour vous. Avantages sport et culture finlandais acceptés en location.',
    content: `<p>Des équipes en forme passent du temps dehors. L'avantage salariés Kaira Outdoor ne coûte rien à l'employeur et encourage vos collaborateurs à profiter du plein air.</p>
<h2 id="fonctionnement">Fonctionnement</h2>
<ul>
<li>Nous convenons d'une remise avec votre entreprise, en général 10 % sur les articles à prix normal.</li>
<li>Chaque salarié ajoute son e-mail professionnel à son compte Kaira, et la remise s'applique automatiquement en ligne et en magasin.</li>
<li>L'avantage n'est pas un code promo : un code de campagne reste utilisable sur chaque commande.</li>
</ul>
<h2 id="sport-et-culture">Avantages sport et culture</h2>
<p>Les avantages finlandais Smartum, ePassi et Edenred sont acceptés pour la <a href="${fr.rental}">location</a>, les stages et les <a href="${fr.events}">événements</a> payants. La réglementation fiscale finlandaise ne permet pas de les utiliser pour acheter du matériel.</p>
<h2 id="vetements-de-travail">Vêtements de travail</h2>
<p>Nous fournissons aussi vestes imperméables, chaussures et sous-vêtements techniques pour le travail en extérieur – guides, professionnels de la forêt ou de la maintenance – avec votre logo si vous le souhaitez.</p>
<p>Intéressé ? <a href="${fr.corporateContact}">Contactez notre service entreprises</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.corporateStaffBenefits.ru,
    title: 'Льготы для сотрудников',
    metaDescription: 'Постоянная скидка Kaira Outdoor для ваших сотрудников без затрат для работодателя. Финские льготы на спорт и культуру принимаются в прокате и на курсах.',
    content: `<p>Здоровая команда проводит время на природе. Льгота Kaira Outdoor для сотрудников ничего не стоит работодателю и мотивирует людей чаще выбираться на свежий воздух.</p>
<h2 id="kak-eto-rabotaet">Как это работает</h2>
<ul>
<li>Мы согласуем с вашей компанией размер скидки — обычно 10 % на товары по обычной цене.</li>
<li>Сотрудник добавляет рабочий адрес электронной почты в свой аккаунт Kaira, и скидка применяется автоматически в интернет-магазине и магазинах.</li>
<li>Льгота не является промокодом, поэтому к заказу можно дополнительно применить один промокод акции.</li>
</ul>
<h2 id="sport-i-kultura">Льготы на спорт и культуру</h2>
<p>Финские льготы Smartum, ePassi и Edenred принимаются в <a href="${ru.rental}">прокате</a>, на курсах и платных <a href="${ru.events}">мероприятиях</a>. По правилам финской налоговой службы их нельзя использовать для покупки снаряжения.</p>
<h2 id="rabochaya-odezhda">Рабочая одежда</h2>
<p>Мы также поставляем мембранную одежду, обувь и термобельё для работы на улице — например, для гидов, лесников и служб обслуживания зданий, — при желании с вашим логотипом.</p>
<p>Заинтересовались? <a href="${ru.corporateContact}">Свяжитесь с отделом корпоративных продаж</a>.</p>`,
  },
};
