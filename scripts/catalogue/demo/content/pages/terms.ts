import { BUSINESS_ID, COMPANY, HEAD_OFFICE, SERVICE_EMAIL, SERVICE_PHONE, SERVICE_PHONE_INTL, mailto } from './facts.ts';
import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** Terms of service (navKey 'terms'): the contract terms of the web store, linking to the detail pages. */
export const termsTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.terms.fi,
    title: 'Tilausehdot',
    metaDescription: 'Kaira Outdoorin verkkokaupan tilausehdot: tilaaminen, hinnat, maksaminen, toimitus, 100 päivän palautusoikeus, takuu ja reklamaatiot.',
    content: `<h2 id="yleista">Yleistä</h2>
<p>Näitä ehtoja sovelletaan kaikkiin Kaira Outdoorin verkkokaupasta tehtyihin tilauksiin. Myyjä on ${COMPANY} (Y-tunnus ${BUSINESS_ID}), ${HEAD_OFFICE}. Asiakaspalvelu vastaa arkisin numerossa ${SERVICE_PHONE} ja osoitteessa ${mailto(SERVICE_EMAIL.fi)}.</p>
<h2 id="tilaaminen">Tilaaminen</h2>
<p>Kauppasopimus syntyy, kun olet hyväksynyt tilauksen kassalla ja saat tilausvahvistuksen sähköpostiisi. Tarkista vahvistuksen tiedot heti ja ilmoita mahdollisista virheistä asiakaspalveluun. Tilauksen tilaa voit seurata <a href="${fi.viewOrder}">tilauksen tiedot</a> -sivulla tilausnumerolla ja sähköpostiosoitteella.</p>
<h2 id="hinnat">Hinnat</h2>
<p>Hinnat sisältävät toimitusmaan arvonlisäveron. Toimituskulut näytetään kassalla ennen tilauksen vahvistamista. Alennetun tuotteen yhteydessä näytämme alimman hinnan, jolla tuotetta on myyty edeltävien 30 päivän aikana. Pidätämme oikeuden korjata ilmeiset hintavirheet.</p>
<h2 id="maksaminen">Maksaminen ja toimitus</h2>
<ul>
<li>Hyväksytyt maksutavat on kuvattu sivulla <a href="${fi.paymentMethods}">maksutavat</a>. Tilaukseen voi käyttää yhden alennuskoodin.</li>
<li>Toimitustavat, -ajat ja -maksut löydät sivulta <a href="${fi.delivery}">toimitukset</a>.</li>
</ul>
<h2 id="palautusoikeus">100 päivän palautusoikeus</h2>
<p>Lakisääteisen 14 päivän peruutusoikeuden lisäksi annamme 100 päivän palautusoikeuden käyttämättömille tuotteille. Lue lisää sivulta <a href="${fi.returns}">palautusoikeus</a>.</p>
<h2 id="takuu">Takuu ja reklamaatiot</h2>
<p>Tuotteilla on valmistajan takuu, ja lisäksi sinulla on aina kuluttajansuojalain mukainen virhevastuu. Jos tuotteessa ilmenee vika, tee <a href="${fi.reclamation}">reklamaatio</a> verkossa tai tuo tuote mihin tahansa myymäläämme.</p>
<h2 id="riidat">Erimielisyydet</h2>
<p>Pyrimme ratkaisemaan kaikki erimielisyydet neuvottelemalla. Kuluttaja voi myös viedä asian <a href="https://www.kuluttajariita.fi/" target="_blank">kuluttajariitalautakunnan</a> käsiteltäväksi. Ennen sitä kannattaa olla yhteydessä kuluttajaneuvontaan.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.terms.en,
    title: 'Terms of service',
    metaDescription: 'Terms of service of the Kaira Outdoor web store: ordering, prices, payment, delivery, our 100-day return policy, warranty and complaints.',
    content: `<h2 id="general">General</h2>
<p>These terms apply to every order placed in the Kaira Outdoor web store. The seller is ${COMPANY} (business ID ${BUSINESS_ID}), ${HEAD_OFFICE}, Finland. Customer service answers on weekdays at ${SERVICE_PHONE_INTL} and at ${mailto(SERVICE_EMAIL.en)}.</p>
<h2 id="ordering">Ordering</h2>
<p>The contract is formed when you have confirmed your order at the checkout and received an order confirmation by email. Please check the confirmation straight away and tell customer service about any mistakes. You can follow your order on the <a href="${en.viewOrder}">order details</a> page with your order number and email address.</p>
<h2 id="prices">Prices</h2>
<p>Prices include the value added tax of the delivery country. Delivery costs are shown at the checkout before you confirm the order. For discounted products we show the lowest price of the previous 30 days. We reserve the right to correct obvious pricing errors.</p>
<h2 id="payment-and-delivery">Payment and delivery</h2>
<ul>
<li>Accepted payment methods are listed on the <a href="${en.paymentMethods}">payment methods</a> page. One discount code can be used per order.</li>
<li>Delivery methods, times and costs are on the <a href="${en.delivery}">delivery</a> page.</li>
</ul>
<h2 id="returns">100-day return policy</h2>
<p>On top of the statutory 14-day right of withdrawal, you may return unused products within 100 days. Read more in our <a href="${en.returns}">return policy</a>.</p>
<h2 id="warranty">Warranty and complaints</h2>
<p>Products carry the manufacturer's warranty, and you always keep your statutory rights for faulty goods. If a product turns out to be faulty, file a <a href="${en.reclamation}">complaint</a> online or bring the product to any of our stores.</p>
<h2 id="disputes">Disputes</h2>
<p>We aim to settle every disagreement by talking it through. Consumers in the EU can also use the <a href="https://ec.europa.eu/consumers/odr/" target="_blank">EU online dispute resolution platform</a> or turn to the Finnish Consumer Disputes Board.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.terms.sv,
    title: 'Köpvillkor',
    metaDescription: 'Köpvillkor för Kaira Outdoors webbutik: beställning, priser, betalning, leverans, 100 dagars returrätt, garanti och reklamationer.',
    content: `<h2 id="allmant">Allmänt</h2>
<p>Dessa villkor gäller alla beställningar i Kaira Outdoors webbutik. Säljare är ${COMPANY} (FO-nummer ${BUSINESS_ID}), ${HEAD_OFFICE}, Finland. Kundservice svarar på vardagar på ${SERVICE_PHONE_INTL} och på ${mailto(SERVICE_EMAIL.sv)}.</p>
<h2 id="bestallning">Beställning</h2>
<p>Avtalet uppstår när du har bekräftat beställningen i kassan och fått en orderbekräftelse per e-post. Kontrollera bekräftelsen direkt och meddela kundservice om något är fel. Du kan följa din beställning på sidan <a href="${sv.viewOrder}">visa beställning</a> med ordernummer och e-postadress.</p>
<h2 id="priser">Priser</h2>
<p>Priserna inkluderar mervärdesskatten i leveranslandet. Fraktkostnaden visas i kassan innan du bekräftar beställningen. För nedsatta produkter visar vi det lägsta priset under de senaste 30 dagarna. Vi förbehåller oss rätten att rätta uppenbara prisfel.</p>
<h2 id="betalning-och-leverans">Betalning och leverans</h2>
<ul>
<li>Godkända betalsätt finns på sidan <a href="${sv.paymentMethods}">betalsätt</a>. En rabattkod kan användas per beställning.</li>
<li>Leveranssätt, leveranstider och fraktpriser finns på sidan <a href="${sv.delivery}">leveranser</a>.</li>
</ul>
<h2 id="returratt">100 dagars returrätt</h2>
<p>Utöver den lagstadgade ångerrätten på 14 dagar får du returnera oanvända produkter inom 100 dagar. Läs mer under <a href="${sv.returns}">returrätt</a>.</p>
<h2 id="garanti">Garanti och reklamationer</h2>
<p>Produkterna har tillverkarens garanti, och du behåller alltid dina lagstadgade rättigheter vid fel. Om en produkt visar sig vara felaktig kan du göra en <a href="${sv.reclamation}">reklamation</a> på nätet eller lämna produkten i någon av våra butiker.</p>
<h2 id="tvister">Tvister</h2>
<p>Vi försöker alltid lösa meningsskiljaktigheter genom dialog. Konsumenter i EU kan även använda <a href="https://ec.europa.eu/consumers/odr/" target="_blank">EU:s plattform för tvistlösning online</a> eller vända sig till Konsumenttvistenämnden i Finland.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.terms.de,
    title: 'Allgemeine Geschäftsbedingungen',
    metaDescription: 'AGB des Kaira Outdoor Onlineshops: Bestellung, Preise, Zahlung, Lieferung, 100 Tage Rückgaberecht, Garantie und Reklamationen.',
    content: `<h2 id="allgemeines">Allgemeines</h2>
<p>Diese Bedingungen gelten für alle Bestellungen im Onlineshop von Kaira Outdoor. Verkäufer ist die ${COMPANY} (Unternehmens-ID ${BUSINESS_ID}), ${HEAD_OFFICE}, Finnland. Der Kundenservice ist werktags unter ${SERVICE_PHONE_INTL} und ${mailto(SERVICE_EMAIL.de)} erreichbar.</p>
<h2 id="bestellung">Bestellung</h2>
<p>Der Kaufvertrag kommt zustande, sobald Sie die Bestellung an der Kasse abgeschlossen und eine Bestellbestätigung per E-Mail erhalten haben. Bitte prüfen Sie die Bestätigung sofort und melden Sie Fehler dem Kundenservice. Den Status Ihrer Bestellung sehen Sie unter <a href="${de.viewOrder}">Bestellung ansehen</a> mit Bestellnummer und E-Mail-Adresse.</p>
<h2 id="preise">Preise</h2>
<p>Alle Preise enthalten die Mehrwertsteuer des Lieferlandes. Die Versandkosten werden an der Kasse angezeigt, bevor Sie die Bestellung abschließen. Bei reduzierten Artikeln nennen wir den niedrigsten Preis der letzten 30 Tage. Offensichtliche Preisfehler dürfen wir berichtigen.</p>
<h2 id="zahlung-und-lieferung">Zahlung und Lieferung</h2>
<ul>
<li>Die akzeptierten Zahlungsarten finden Sie unter <a href="${de.paymentMethods}">Zahlungsarten</a>. Pro Bestellung kann ein Rabattcode eingelöst werden.</li>
<li>Versandarten, Lieferzeiten und Versandkosten stehen auf der Seite <a href="${de.delivery}">Lieferung</a>.</li>
</ul>
<h2 id="rueckgaberecht">100 Tage Rückgaberecht</h2>
<p>Zusätzlich zum gesetzlichen Widerrufsrecht von 14 Tagen können Sie unbenutzte Artikel innerhalb von 100 Tagen zurückgeben. Einzelheiten unter <a href="${de.returns}">Rückgaberecht</a>.</p>
<h2 id="gewaehrleistung">Garantie und Reklamationen</h2>
<p>Für die Artikel gilt die Herstellergarantie; Ihre gesetzlichen Gewährleistungsrechte bleiben unberührt. Ist ein Artikel mangelhaft, melden Sie die <a href="${de.reclamation}">Reklamation</a> online oder bringen Sie ihn in eine unserer Filialen.</p>
<h2 id="streitbeilegung">Streitbeilegung</h2>
<p>Wir lösen Meinungsverschiedenheiten am liebsten im direkten Gespräch. Verbraucher in der EU können außerdem die <a href="https://ec.europa.eu/consumers/odr/" target="_blank">Plattform der EU zur Online-Streitbeilegung</a> nutzen.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.terms.fr,
    title: 'Conditions générales de vente',
    metaDescription: 'Conditions générales de vente de la boutique en ligne Kaira Outdoor : commande, prix, paiement, livraison, retour sous 100 jours et garanties.',
    content: `<h2 id="generalites">Généralités</h2>
<p>Les présentes conditions s'appliquent à toute commande passée sur la boutique en ligne Kaira Outdoor. Le vendeur est ${COMPANY} (identifiant d'entreprise ${BUSINESS_ID}), ${HEAD_OFFICE}, Finlande. Le service client répond en semaine au ${SERVICE_PHONE_INTL} et à l'adresse ${mailto(SERVICE_EMAIL.fr)}.</p>
<h2 id="commande">Commande</h2>
<p>Le contrat est conclu lorsque vous avez validé votre commande et reçu la confirmation par e-mail. Vérifiez-la sans attendre et signalez toute erreur au service client. Vous pouvez suivre votre commande sur la page <a href="${fr.viewOrder}">voir ma commande</a> avec votre numéro de commande et votre adresse e-mail.</p>
<h2 id="prix">Prix</h2>
<p>Les prix incluent la TVA du pays de livraison. Les frais de port sont affichés avant la validation de la commande. Pour les articles en promotion, nous indiquons le prix le plus bas pratiqué au cours des 30 derniers jours. Nous nous réservons le droit de corriger une erreur de prix manifeste.</p>
<h2 id="paiement-et-livraison">Paiement et livraison</h2>
<ul>
<li>Les moyens de paiement acceptés sont décrits sur la page <a href="${fr.paymentMethods}">moyens de paiement</a>. Un seul code promo est accepté par commande.</li>
<li>Les modes, délais et frais de livraison figurent sur la page <a href="${fr.delivery}">livraison</a>.</li>
</ul>
<h2 id="retours">Retour sous 100 jours</h2>
<p>En plus du droit de rétractation légal de 14 jours, vous pouvez nous retourner tout article non utilisé pendant 100 jours. Tous les détails dans notre <a href="${fr.returns}">politique de retour</a>.</p>
<h2 id="garantie">Garantie et réclamations</h2>
<p>Nos articles bénéficient de la garantie du fabricant, sans préjudice de la garantie légale de conformité. Si un article présente un défaut, déposez une <a href="${fr.reclamation}">réclamation</a> en ligne ou rapportez-le dans l'un de nos magasins.</p>
<h2 id="litiges">Litiges</h2>
<p>Nous privilégions toujours une solution amiable. Les consommateurs de l'UE peuvent également recourir à la <a href="https://ec.europa.eu/consumers/odr/" target="_blank">plateforme européenne de règlement en ligne des litiges</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.terms.ru,
    title: 'Условия продажи',
    metaDescription: 'Условия продажи интернет-магазина Kaira Outdoor: оформление заказа, цены, оплата, доставка, возврат в течение 100 дней, гарантия и претензии.',
    content: `<h2 id="obshchie-polozheniya">Общие положения</h2>
<p>Настоящие условия распространяются на все заказы в интернет-магазине Kaira Outdoor. Продавец — ${COMPANY} (регистрационный номер ${BUSINESS_ID}), ${HEAD_OFFICE}, Финляндия. Служба поддержки отвечает по будням по телефону ${SERVICE_PHONE_INTL} и по адресу ${mailto(SERVICE_EMAIL.ru)}.</p>
<h2 id="zakaz">Оформление заказа</h2>
<p>Договор купли-продажи заключается, когда вы подтвердили заказ в корзине и получили подтверждение по электронной почте. Сразу проверьте данные и сообщите нам о неточностях. Статус заказа можно отследить на странице <a href="${ru.viewOrder}">просмотра заказа</a> по номеру заказа и адресу электронной почты.</p>
<h2 id="tseny">Цены</h2>
<p>Цены включают НДС страны доставки. Стоимость доставки показывается в корзине до подтверждения заказа. Для товаров со скидкой мы указываем самую низкую цену за последние 30 дней. Цены в рублях ориентировочные и пересчитываются по курсу центрального банка; оплата производится в евро. Явные ошибки в ценах мы вправе исправить.</p>
<h2 id="oplata-i-dostavka">Оплата и доставка</h2>
<ul>
<li>Доступные способы оплаты описаны на странице <a href="${ru.paymentMethods}">способы оплаты</a>. В одном заказе можно использовать один промокод.</li>
<li>Способы, сроки и стоимость доставки — на странице <a href="${ru.delivery}">доставка</a>.</li>
</ul>
<h2 id="vozvrat">Возврат в течение 100 дней</h2>
<p>Помимо установленного законом 14-дневного права на отказ от покупки, неиспользованный товар можно вернуть в течение 100 дней. Подробнее — в разделе <a href="${ru.returns}">условия возврата</a>.</p>
<h2 id="garantiya">Гарантия и претензии</h2>
<p>На товары распространяется гарантия производителя, а ваши законные права потребителя сохраняются в любом случае. Если товар оказался неисправным, оформите <a href="${ru.reclamation}">претензию</a> онлайн или принесите его в любой наш магазин.</p>
<h2 id="spory">Разрешение споров</h2>
<p>Мы стараемся решать любые разногласия путём переговоров. Потребители из ЕС также могут воспользоваться <a href="https://ec.europa.eu/consumers/odr/" target="_blank">европейской платформой онлайн-урегулирования споров</a>.</p>`,
  },
};
