import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** Corporate gift cards (navKey 'corporate-gift-cards'). */
export const corporateGiftCardsTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.corporateGiftCards.fi,
    title: 'Lahjakortit yrityksille',
    metaDescription: 'Kaira Outdoorin lahjakortit yrityksille: digitaaliset ja painetut kortit 20–500 euroa, oma ilme, massatoimitus sähköpostilla ja lasku 14 päivän maksuajalla.',
    content: `<p>Lahjakortti on varma valinta, kun haluat antaa elämyksiä etkä tavaraa, joka ei sovi. Kortilla voi ostaa varusteita verkkokaupasta ja myymälöistä sekä maksaa vuokraamon ja korjauspalvelun palveluja.</p>
<h2 id="vaihtoehdot">Vaihtoehdot</h2>
<table>
<tr><th></th><th>Digitaalinen</th><th>Painettu</th></tr>
<tr><td>Arvo</td><td>20–500 €</td><td>20–500 €</td></tr>
<tr><td>Toimitus</td><td>sähköpostitse suoraan saajille</td><td>kuoressa yrityksellenne</td></tr>
<tr><td>Oma ilme</td><td>logo ja tervehdys</td><td>oma kuva 50 kortista alkaen</td></tr>
<tr><td>Toimitusaika</td><td>1 arkipäivä</td><td>5–10 arkipäivää</td></tr>
</table>
<h2 id="nain-tilaat">Näin tilaat</h2>
<ul>
<li>Lähetä meille saajien määrä, arvot ja toivottu toimituspäivä – digitaalisiin kortteihin myös saajien sähköpostiosoitteet taulukkona.</li>
<li>Saat vedoksen ja tarjouksen arkipäivän kuluessa.</li>
<li>Laskutamme 14 päivän maksuajalla.</li>
</ul>
<p>Lahjakortit ovat voimassa kaksi vuotta. Yksittäisen lahjakortin voit ostaa <a href="${fi.giftCards}">verkkokaupasta</a>. Isommista tilauksista <a href="${fi.corporateContact}">ota yhteyttä</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.corporateGiftCards.en,
    title: 'Gift cards for businesses',
    metaDescription: 'Kaira Outdoor gift cards for companies: digital and printed cards from €20 to €500, your own design, bulk email delivery and 14-day invoicing.',
    content: `<p>A gift card is the safe choice when you want to give experiences rather than things that may not fit. It can be used for gear in the web store and in our stores, and for rentals and repairs.</p>
<h2 id="options">Options</h2>
<table>
<tr><th></th><th>Digital</th><th>Printed</th></tr>
<tr><td>Value</td><td>€20–500</td><td>€20–500</td></tr>
<tr><td>Delivery</td><td>by email straight to recipients</td><td>in envelopes to your office</td></tr>
<tr><td>Your design</td><td>logo and greeting</td><td>your own image from 50 cards</td></tr>
<tr><td>Lead time</td><td>1 working day</td><td>5–10 working days</td></tr>
</table>
<h2 id="how-to-order">How to order</h2>
<ul>
<li>Send us the number of recipients, the values and the desired delivery date – for digital cards also a spreadsheet of recipient emails.</li>
<li>You receive a proof and a quote within one working day.</li>
<li>We invoice with 14 days to pay.</li>
</ul>
<p>Gift cards are valid for two years. Single gift cards are available in the <a href="${en.giftCards}">web store</a>. For larger orders, <a href="${en.corporateContact}">get in touch</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.corporateGiftCards.sv,
    title: 'Presentkort för företag',
    metaDescription: 'Kaira Outdoors presentkort för företag: digitala och tryckta kort på 20–500 €, egen design, massutskick per e-post och faktura med 14 dagars betaltid.',
    content: `<p>Ett presentkort är ett säkert val när du vill ge upplevelser i stället för saker som kanske inte passar. Kortet gäller för utrustning i webbutiken och butikerna samt för uthyrning och reparationer.</p>
<h2 id="alternativ">Alternativ</h2>
<table>
<tr><th></th><th>Digitalt</th><th>Tryckt</th></tr>
<tr><td>Värde</td><td>20–500 €</td><td>20–500 €</td></tr>
<tr><td>Leverans</td><td>per e-post direkt till mottagarna</td><td>i kuvert till ert kontor</td></tr>
<tr><td>Egen design</td><td>logotyp och hälsning</td><td>egen bild från 50 kort</td></tr>
<tr><td>Leveranstid</td><td>1 vardag</td><td>5–10 vardagar</td></tr>
</table>
<h2 id="sa-bestaller-du">Så beställer du</h2>
<ul>
<li>Skicka antal mottagare, belopp och önskat leveransdatum – för digitala kort även en lista med mottagarnas e-postadresser.</li>
<li>Du får ett korrektur och en offert inom en arbetsdag.</li>
<li>Vi fakturerar med 14 dagars betaltid.</li>
</ul>
<p>Presentkorten gäller i två år. Enstaka presentkort köper du i <a href="${sv.giftCards}">webbutiken</a>. För större beställningar, <a href="${sv.corporateContact}">kontakta oss</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.corporateGiftCards.de,
    title: 'Gutscheine für Unternehmen',
    metaDescription: 'Kaira Outdoor Gutscheine für Firmen: digital oder gedruckt von 20 bis 500 €, eigenes Design, Massenversand per E-Mail und Rechnung mit 14 Tagen Zahlungsziel.',
    content: `<p>Ein Gutschein ist die sichere Wahl, wenn Sie Erlebnisse schenken möchten statt Dinge, die vielleicht nicht passen. Er gilt für Ausrüstung im Onlineshop und in den Filialen sowie für Verleih und Reparaturen.</p>
<h2 id="varianten">Varianten</h2>
<table>
<tr><th></th><th>Digital</th><th>Gedruckt</th></tr>
<tr><td>Wert</td><td>20–500 €</td><td>20–500 €</td></tr>
<tr><td>Zustellung</td><td>per E-Mail direkt an die Beschenkten</td><td>im Umschlag an Ihr Büro</td></tr>
<tr><td>Eigenes Design</td><td>Logo und Grußtext</td><td>eigenes Motiv ab 50 Karten</td></tr>
<tr><td>Lieferzeit</td><td>1 Werktag</td><td>5–10 Werktage</td></tr>
</table>
<h2 id="bestellung">So bestellen Sie</h2>
<ul>
<li>Nennen Sie uns Anzahl, Beträge und Wunschtermin – für digitale Gutscheine zusätzlich eine Tabelle mit den E-Mail-Adressen.</li>
<li>Sie erhalten innerhalb eines Werktags einen Entwurf und ein Angebot.</li>
<li>Wir stellen eine Rechnung mit 14 Tagen Zahlungsziel.</li>
</ul>
<p>Die Gutscheine sind zwei Jahre gültig. Einzelne Gutscheine gibt es im <a href="${de.giftCards}">Onlineshop</a>. Für größere Bestellungen <a href="${de.corporateContact}">kontaktieren Sie uns</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.corporateGiftCards.fr,
    title: 'Cartes cadeaux pour les entreprises',
    metaDescription: 'Cartes cadeaux Kaira Outdoor pour les entreprises : numériques ou imprimées de 20 à 500 €, personnalisées, envoi groupé par e-mail et facture à 14 jours.',
    content: `<p>La carte cadeau est le choix sûr pour offrir des expériences plutôt qu'un objet qui risque de ne pas convenir. Elle s'utilise pour du matériel en ligne et en magasin, ainsi que pour la location et les réparations.</p>
<h2 id="formules">Formules</h2>
<table>
<tr><th></th><th>Numérique</th><th>Imprimée</th></tr>
<tr><td>Montant</td><td>20 à 500 €</td><td>20 à 500 €</td></tr>
<tr><td>Envoi</td><td>par e-mail directement aux bénéficiaires</td><td>sous enveloppe à votre bureau</td></tr>
<tr><td>Personnalisation</td><td>logo et message</td><td>visuel personnalisé dès 50 cartes</td></tr>
<tr><td>Délai</td><td>1 jour ouvré</td><td>5 à 10 jours ouvrés</td></tr>
</table>
<h2 id="commander">Comment commander</h2>
<ul>
<li>Indiquez-nous le nombre de bénéficiaires, les montants et la date souhaitée – pour les cartes numériques, joignez la liste des adresses e-mail.</li>
<li>Vous recevez un bon à tirer et un devis sous un jour ouvré.</li>
<li>Nous facturons avec un délai de paiement de 14 jours.</li>
</ul>
<p>Les cartes cadeaux sont valables deux ans. Pour une carte à l'unité, rendez-vous sur la <a href="${fr.giftCards}">boutique en ligne</a>. Pour les commandes importantes, <a href="${fr.corporateContact}">contactez-nous</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.corporateGiftCards.ru,
    title: 'Подарочные карты для компаний',
    metaDescription: 'Подарочные карты Kaira Outdoor для компаний: электронные и печатные номиналом 20–500 €, фирменный дизайн, массовая рассылка и оплата по счёту за 14 дней.',
    content: `<p>Подарочная карта — беспроигрышный вариант, если хочется дарить впечатления, а не вещи, которые могут не подойти. Картой можно оплатить снаряжение в интернет-магазине и магазинах, а также прокат и ремонт.</p>
<h2 id="varianty">Варианты</h2>
<table>
<tr><th></th><th>Электронная</th><th>Печатная</th></tr>
<tr><td>Номинал</td><td>20–500 €</td><td>20–500 €</td></tr>
<tr><td>Доставка</td><td>по электронной почте прямо получателям</td><td>в конвертах в ваш офис</td></tr>
<tr><td>Дизайн</td><td>логотип и поздравление</td><td>собственное изображение от 50 карт</td></tr>
<tr><td>Срок</td><td>1 рабочий день</td><td>5–10 рабочих дней</td></tr>
</table>
<h2 id="kak-zakazat">Как заказать</h2>
<ul>
<li>Сообщите нам число получателей, номиналы и желаемую дату — для электронных карт также таблицу с адресами получателей.</li>
<li>Макет и коммерческое предложение вы получите в течение рабочего дня.</li>
<li>Мы выставляем счёт с оплатой в течение 14 дней.</li>
</ul>
<p>Подарочные карты действуют два года. Отдельную карту можно купить в <a href="${ru.giftCards}">интернет-магазине</a>. По поводу крупных заказов <a href="${ru.corporateContact}">свяжитесь с нами</a>.</p>`,
  },
};
