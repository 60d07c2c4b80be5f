import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor, type Links } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** The list of corporate services, same order in every language, so the overview links every subpage. */
function services(links: Links, names: [string, string][]): string {
  const targets = [links.corporateGiftCards, links.corporateStaffBenefits, links.corporateGifts, links.corporateEvents, links.corporateRental, links.corporateContact];
  return `<ul>\n${names.map(([name, text], i) => `<li><a href="${targets[i]}">${name}</a> – ${text}</li>`).join('\n')}\n</ul>`;
}

/** Corporate sales overview (navKey 'corporate-sales'), the first of the seven corporate subpages. */
export const corporateSalesTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.corporateSales.fi,
    title: 'Yritysmyynti',
    metaDescription: 'Kaira Outdoorin yritysmyynti: lahjakortit, henkilöstöedut, yrityslahjat, virkistyspäivät ja varusteiden vuokraus. Oma yhteyshenkilö ja 14 päivän lasku.',
    content: `<p>Palvelemme yrityksiä, yhdistyksiä, kouluja ja julkisia organisaatioita kaikessa, mikä liittyy ulkoiluun – henkilöstön työvarusteista asiakaslahjoihin ja retkipäiviin.</p>
<h2 id="palvelut">Palvelumme</h2>
${services(fi, [
    ['Lahjakortit', 'digitaaliset ja painetut lahjakortit yrityksesi ilmeellä'],
    ['Henkilöstöedut', 'pysyvä alennus työntekijöillenne'],
    ['Yrityslahjat', 'valmiit lahjapaketit ja lahjakampanjat, joissa saaja valitsee itse'],
    ['Virkistyspäivät', 'opastetut retket ja kurssit koko työporukalle'],
    ['Vuokraus', 'varusteet tapahtumiin ja leireille toimitettuna perille'],
    ['Yhteystiedot', 'ota yhteyttä yritysmyyntiimme'],
  ])}
<h2 id="miksi-kaira">Miksi Kaira?</h2>
<ul>
<li>Oma yhteyshenkilö ja tarjous 1 arkipäivässä</li>
<li>Laskutus 14 päivän maksuajalla, myös verkkolaskuna</li>
<li>Määräalennukset ja logopainatus omasta tuotannosta</li>
</ul>
<p>Rekisteröidy yritysasiakkaaksi <a href="${fi.corporateInfoForm}">yritystietolomakkeella</a> ja tilaa <a href="${fi.corporateNewsletter}">yritysuutiskirje</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.corporateSales.en,
    title: 'Corporate sales',
    metaDescription: 'Kaira Outdoor for businesses: gift cards, staff benefits, corporate gifts, team events and equipment rental. A personal contact and 14-day invoicing.',
    content: `<p>We serve companies, associations, schools and public organisations in everything to do with the outdoors – from staff workwear to client gifts and team days.</p>
<h2 id="services">Our services</h2>
${services(en, [
    ['Gift cards', 'digital and printed gift cards in your company colours'],
    ['Staff benefits', 'a permanent discount for your employees'],
    ['Corporate gifts', 'ready-made gift packs and gift campaigns where recipients choose'],
    ['Team events', 'guided trips and courses for the whole team'],
    ['Equipment rental', 'gear for events and camps, delivered on site'],
    ['Contact', 'get in touch with our corporate team'],
  ])}
<h2 id="why-kaira">Why Kaira?</h2>
<ul>
<li>A personal contact and a quote within one working day</li>
<li>Invoicing with 14 days to pay, e-invoicing included</li>
<li>Volume discounts and logo printing in our own workshop</li>
</ul>
<p>Register as a business customer with the <a href="${en.corporateInfoForm}">company details form</a> and subscribe to our <a href="${en.corporateNewsletter}">corporate newsletter</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.corporateSales.sv,
    title: 'Företagsförsäljning',
    metaDescription: 'Kaira Outdoor för företag: presentkort, personalförmåner, företagsgåvor, personalaktiviteter och uthyrning. Egen kontaktperson och faktura på 14 dagar.',
    content: `<p>Vi hjälper företag, föreningar, skolor och offentliga organisationer med allt som har med friluftsliv att göra – från arbetskläder till kundgåvor och friluftsdagar.</p>
<h2 id="tjanster">Våra tjänster</h2>
${services(sv, [
    ['Presentkort', 'digitala och tryckta presentkort i företagets profil'],
    ['Personalförmåner', 'en permanent rabatt för era anställda'],
    ['Företagsgåvor', 'färdiga gåvopaket och gåvokampanjer där mottagaren väljer själv'],
    ['Personalaktiviteter', 'guidade turer och kurser för hela gruppen'],
    ['Uthyrning', 'utrustning till evenemang och läger, levererad på plats'],
    ['Kontakt', 'kontakta vår företagsförsäljning'],
  ])}
<h2 id="varfor-kaira">Varför Kaira?</h2>
<ul>
<li>Egen kontaktperson och offert inom en arbetsdag</li>
<li>Faktura med 14 dagars betaltid, även e-faktura</li>
<li>Mängdrabatter och logotryck i egen verkstad</li>
</ul>
<p>Registrera er som företagskund med <a href="${sv.corporateInfoForm}">formuläret för företagsuppgifter</a> och prenumerera på vårt <a href="${sv.corporateNewsletter}">nyhetsbrev för företag</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.corporateSales.de,
    title: 'Angebote für Firmenkunden',
    metaDescription: 'Kaira Outdoor für Unternehmen: Gutscheine, Mitarbeitervorteile, Firmengeschenke, Teamevents und Ausrüstungsverleih. Kauf auf Rechnung mit 14 Tagen Zahlungsziel.',
    content: `<p>Wir unterstützen Unternehmen, Vereine, Schulen und öffentliche Einrichtungen in allem, was mit draußen zu tun hat – von der Arbeitskleidung über Kundengeschenke bis zum Teamtag.</p>
<h2 id="leistungen">Unsere Leistungen</h2>
${services(de, [
    ['Gutscheine', 'digitale und gedruckte Gutscheine im Design Ihres Unternehmens'],
    ['Mitarbeitervorteile', 'ein dauerhafter Rabatt für Ihre Beschäftigten'],
    ['Firmengeschenke', 'fertige Geschenkpakete und Geschenkaktionen, bei denen die Beschenkten selbst wählen'],
    ['Firmenevents', 'geführte Touren und Kurse für das ganze Team'],
    ['Ausrüstungsverleih', 'Ausrüstung für Events und Camps, direkt vor Ort geliefert'],
    ['Kontakt', 'sprechen Sie mit unserem Firmenkundenteam'],
  ])}
<h2 id="warum-kaira">Warum Kaira?</h2>
<ul>
<li>Fester Ansprechpartner und Angebot innerhalb eines Werktags</li>
<li>Kauf auf Rechnung mit 14 Tagen Zahlungsziel, auch als E-Rechnung</li>
<li>Mengenrabatte und Logodruck in der eigenen Werkstatt</li>
</ul>
<p>Registrieren Sie sich als Firmenkunde über das <a href="${de.corporateInfoForm}">Formular für Firmendaten</a> und abonnieren Sie unseren <a href="${de.corporateNewsletter}">Firmen-Newsletter</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.corporateSales.fr,
    title: 'Offres entreprises',
    metaDescription: 'Kaira Outdoor pour les entreprises : cartes cadeaux, avantages salariés, cadeaux d’affaires, sorties d’équipe et location de matériel. Facture à 14 jours.',
    content: `<p>Nous accompagnons entreprises, associations, écoles et organismes publics pour tout ce qui touche au plein air – des tenues de travail aux cadeaux clients en passant par les journées d'équipe.</p>
<h2 id="services">Nos services</h2>
${services(fr, [
    ['Cartes cadeaux', 'cartes numériques ou imprimées aux couleurs de votre entreprise'],
    ['Avantages salariés', 'une remise permanente pour vos collaborateurs'],
    ['Cadeaux d’entreprise', 'coffrets prêts à offrir et campagnes cadeaux où chacun choisit son cadeau'],
    ['Événements d’équipe', 'sorties guidées et stages pour toute l’équipe'],
    ['Location de matériel', 'équipement pour vos événements et séminaires, livré sur place'],
    ['Contact', 'contactez notre service entreprises'],
  ])}
<h2 id="pourquoi-kaira">Pourquoi Kaira ?</h2>
<ul>
<li>Un interlocuteur dédié et un devis sous un jour ouvré</li>
<li>Paiement sur facture à 14 jours, facture électronique possible</li>
<li>Remises sur volume et marquage du logo dans notre propre atelier</li>
</ul>
<p>Enregistrez votre entreprise via le <a href="${fr.corporateInfoForm}">formulaire d'informations entreprise</a> et abonnez-vous à notre <a href="${fr.corporateNewsletter}">newsletter entreprises</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.corporateSales.ru,
    title: 'Корпоративным клиентам',
    metaDescription: 'Kaira Outdoor для бизнеса: подарочные карты, льготы для сотрудников, корпоративные подарки, выезды и прокат снаряжения. Персональный менеджер и счёт на 14 дней.',
    content: `<p>Мы работаем с компаниями, объединениями, школами и государственными организациями во всём, что связано с активным отдыхом, — от рабочей одежды до подарков клиентам и командных выездов.</p>
<h2 id="uslugi">Наши услуги</h2>
${services(ru, [
    ['Подарочные карты', 'электронные и печатные карты в фирменном стиле вашей компании'],
    ['Льготы для сотрудников', 'постоянная скидка для ваших работников'],
    ['Корпоративные подарки', 'готовые подарочные наборы и акции, в которых получатель сам выбирает подарок'],
    ['Корпоративные мероприятия', 'походы с гидом и курсы для всей команды'],
    ['Прокат снаряжения', 'снаряжение для мероприятий и лагерей с доставкой на место'],
    ['Контакты', 'свяжитесь с нашим отделом корпоративных продаж'],
  ])}
<h2 id="pochemu-kaira">Почему Kaira?</h2>
<ul>
<li>Персональный менеджер и предложение в течение одного рабочего дня</li>
<li>Оплата по счёту в течение 14 дней, в том числе электронному</li>
<li>Скидки за объём и нанесение логотипа в собственной мастерской</li>
</ul>
<p>Зарегистрируйте компанию через <a href="${ru.corporateInfoForm}">форму данных компании</a> и подпишитесь на <a href="${ru.corporateNewsletter}">рассылку для компаний</a>.</p>`,
  },
};
