import { BUSINESS_ID, COMPANY, CORPORATE_EMAIL, CORPORATE_PHONE, CORPORATE_PHONE_INTL, HEAD_OFFICE, mailto } from './facts.ts';
import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** The e-invoicing address is the business id in OVT form (0037 + id without the hyphen). */
const E_INVOICE = `0037${BUSINESS_ID.replace('-', '')}`;

/** Corporate contact (navKey 'corporate-contact'); call rates from catalogue spec 9. */
export const corporateContactTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.corporateContact.fi,
    title: 'Yritysmyynnin yhteystiedot',
    metaDescription: 'Ota yhteyttä Kaira Outdoorin yritysmyyntiin: puhelin, sähköposti, laskutustiedot ja verkkolaskuosoite. Vastaamme tarjouspyyntöihin arkipäivän kuluessa.',
    content: `<p>Yritysmyyntimme palvelee arkisin klo 8–16. Vastaamme tarjouspyyntöihin yhden arkipäivän kuluessa.</p>
<h2 id="yhteystiedot">Yhteystiedot</h2>
<ul>
<li>Sähköposti: ${mailto(CORPORATE_EMAIL.fi)}</li>
<li>Puhelin: ${CORPORATE_PHONE} (8,28 senttiä/puhelu + 17,04 senttiä/min)</li>
<li>Käyntiosoite: ${HEAD_OFFICE} sekä kaikki <a href="${fi.stores}">myymälämme</a></li>
</ul>
<h2 id="laskutus">Laskutustiedot</h2>
<table>
<tr><td>Yritys</td><td>${COMPANY}</td></tr>
<tr><td>Y-tunnus</td><td>${BUSINESS_ID}</td></tr>
<tr><td>Verkkolaskuosoite</td><td>${E_INVOICE}</td></tr>
<tr><td>Maksuehto</td><td>14 päivää netto</td></tr>
</table>
<p>Uutena asiakkaana täytä ensin <a href="${fi.corporateInfoForm}">yritystietolomake</a>. Kaikki palvelumme löydät <a href="${fi.absolute(fi.corporateSales)}">yritysmyynnin etusivulta</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.corporateContact.en,
    title: 'Contact our corporate team',
    metaDescription: 'Contact Kaira Outdoor corporate sales: phone, email, billing details and e-invoicing address. We answer requests for quotes within one working day.',
    content: `<p>Our corporate team is available on weekdays from 8 am to 4 pm (Finnish time). We answer requests for quotes within one working day.</p>
<h2 id="contact-details">Contact details</h2>
<ul>
<li>Email: ${mailto(CORPORATE_EMAIL.en)}</li>
<li>Phone: ${CORPORATE_PHONE_INTL} (from Finnish networks 8.28 cents per call + 17.04 cents per minute)</li>
<li>Visiting address: ${HEAD_OFFICE}, Finland, and all our <a href="${en.stores}">stores</a></li>
</ul>
<h2 id="billing">Billing details</h2>
<table>
<tr><td>Company</td><td>${COMPANY}</td></tr>
<tr><td>Business ID</td><td>${BUSINESS_ID}</td></tr>
<tr><td>E-invoicing address</td><td>${E_INVOICE}</td></tr>
<tr><td>Payment terms</td><td>14 days net</td></tr>
</table>
<p>New customers, please fill in the <a href="${en.corporateInfoForm}">company details form</a> first. All our services are on the <a href="${en.absolute(en.corporateSales)}">corporate sales page</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.corporateContact.sv,
    title: 'Kontakta företagsförsäljningen',
    metaDescription: 'Kontakta Kaira Outdoors företagsförsäljning: telefon, e-post, faktureringsuppgifter och e-fakturaadress. Vi svarar på offertförfrågningar inom en arbetsdag.',
    content: `<p>Vår företagsförsäljning har öppet vardagar kl. 8–16 (finsk tid). Vi svarar på offertförfrågningar inom en arbetsdag.</p>
<h2 id="kontaktuppgifter">Kontaktuppgifter</h2>
<ul>
<li>E-post: ${mailto(CORPORATE_EMAIL.sv)}</li>
<li>Telefon: ${CORPORATE_PHONE_INTL} (från finska nät 8,28 cent/samtal + 17,04 cent/min)</li>
<li>Besöksadress: ${HEAD_OFFICE}, Finland, samt alla våra <a href="${sv.stores}">butiker</a></li>
</ul>
<h2 id="fakturering">Faktureringsuppgifter</h2>
<table>
<tr><td>Företag</td><td>${COMPANY}</td></tr>
<tr><td>FO-nummer</td><td>${BUSINESS_ID}</td></tr>
<tr><td>E-fakturaadress</td><td>${E_INVOICE}</td></tr>
<tr><td>Betalningsvillkor</td><td>14 dagar netto</td></tr>
</table>
<p>Som ny kund fyller du först i <a href="${sv.corporateInfoForm}">formuläret för företagsuppgifter</a>. Alla våra tjänster finns på <a href="${sv.absolute(sv.corporateSales)}">sidan för företagsförsäljning</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.corporateContact.de,
    title: 'Kontakt für Firmenkunden',
    metaDescription: 'Kontakt zum Firmenkundenteam von Kaira Outdoor: Telefon, E-Mail, Rechnungsdaten und E-Rechnungsadresse. Angebote erhalten Sie innerhalb eines Werktags.',
    content: `<p>Unser Firmenkundenteam ist werktags von 8 bis 16 Uhr (finnische Zeit) erreichbar. Angebotsanfragen beantworten wir innerhalb eines Werktags.</p>
<h2 id="kontaktdaten">Kontaktdaten</h2>
<ul>
<li>E-Mail: ${mailto(CORPORATE_EMAIL.de)}</li>
<li>Telefon: ${CORPORATE_PHONE_INTL} (aus finnischen Netzen 8,28 Cent pro Anruf + 17,04 Cent pro Minute)</li>
<li>Besucheradresse: ${HEAD_OFFICE}, Finnland, sowie alle unsere <a href="${de.stores}">Filialen</a></li>
</ul>
<h2 id="rechnungsdaten">Rechnungsdaten</h2>
<table>
<tr><td>Unternehmen</td><td>${COMPANY}</td></tr>
<tr><td>Unternehmens-ID</td><td>${BUSINESS_ID}</td></tr>
<tr><td>E-Rechnungsadresse</td><td>${E_INVOICE}</td></tr>
<tr><td>Zahlungsbedingungen</td><td>14 Tage netto</td></tr>
</table>
<p>Als Neukunde füllen Sie bitte zuerst das <a href="${de.corporateInfoForm}">Formular für Firmendaten</a> aus. Alle Leistungen finden Sie auf der <a href="${de.absolute(de.corporateSales)}">Übersichtsseite für Firmenkunden</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.corporateContact.fr,
    title: 'Contacter le service entreprises',
    metaDescription: 'Contactez le service entreprises de Kaira Outdoor : téléphone, e-mail, coordonnées de facturation et adresse de facture électronique. Devis sous un jour ouvré.',
    content: `<p>Notre service entreprises est joignable en semaine de 8 h à 16 h (heure de Finlande). Nous répondons aux demandes de devis sous un jour ouvré.</p>
<h2 id="coordonnees">Coordonnées</h2>
<ul>
<li>E-mail : ${mailto(CORPORATE_EMAIL.fr)}</li>
<li>Téléphone : ${CORPORATE_PHONE_INTL} (depuis un réseau finlandais 8,28 centimes par appel + 17,04 centimes par minute)</li>
<li>Adresse : ${HEAD_OFFICE}, Finlande, ainsi que tous nos <a href="${fr.stores}">magasins</a></li>
</ul>
<h2 id="facturation">Facturation</h2>
<table>
<tr><td>Société</td><td>${COMPANY}</td></tr>
<tr><td>Identifiant d'entreprise</td><td>${BUSINESS_ID}</td></tr>
<tr><td>Adresse de facture électronique</td><td>${E_INVOICE}</td></tr>
<tr><td>Conditions de paiement</td><td>14 jours net</td></tr>
</table>
<p>Nouveau client ? Remplissez d'abord le <a href="${fr.corporateInfoForm}">formulaire d'informations entreprise</a>. Tous nos services sont présentés sur la <a href="${fr.absolute(fr.corporateSales)}">page offres entreprises</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.corporateContact.ru,
    title: 'Контакты отдела корпоративных продаж',
    metaDescription: 'Свяжитесь с отделом корпоративных продаж Kaira Outdoor: телефон, электронная почта, реквизиты и адрес для электронных счетов. Ответ в течение рабочего дня.',
    content: `<p>Отдел корпоративных продаж работает по будням с 8 до 16 часов по финскому времени. На запросы коммерческих предложений мы отвечаем в течение одного рабочего дня.</p>
<h2 id="kontakty">Контакты</h2>
<ul>
<li>Электронная почта: ${mailto(CORPORATE_EMAIL.ru)}</li>
<li>Телефон: ${CORPORATE_PHONE_INTL} (из финских сетей 8,28 цента за звонок + 17,04 цента за минуту)</li>
<li>Адрес: ${HEAD_OFFICE}, Финляндия, а также все наши <a href="${ru.stores}">магазины</a></li>
</ul>
<h2 id="rekvizity">Реквизиты</h2>
<table>
<tr><td>Компания</td><td>${COMPANY}</td></tr>
<tr><td>Регистрационный номер</td><td>${BUSINESS_ID}</td></tr>
<tr><td>Адрес для электронных счетов</td><td>${E_INVOICE}</td></tr>
<tr><td>Условия оплаты</td><td>14 дней</td></tr>
</table>
<p>Новым клиентам нужно сначала заполнить <a href="${ru.corporateInfoForm}">форму данных компании</a>. Все услуги собраны на <a href="${ru.absolute(ru.corporateSales)}">странице для корпоративных клиентов</a>.</p>`,
  },
};
