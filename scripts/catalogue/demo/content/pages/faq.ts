import { SERVICE_EMAIL, SERVICE_PHONE, SERVICE_PHONE_INTL, mailto } from './facts.ts';
import type { PageTexts } from './page-types.ts';
import { FAQ_ANCHORS as A, PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/**
 * FAQ; its slug is the `faq` route segment of each language. Every answer is
 * an <h2 id> so other pages (and the hash scroll of core 2) can jump to it.
 * Call rates and chat hours are those of catalogue spec 9.
 */
export const faqTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.faq.fi,
    title: 'Usein kysytyt kysymykset',
    metaDescription: 'Vastaukset yleisimpiin kysymyksiin toimituksista, Pikanoudosta, palautuksista, vaihdoista, maksamisesta, alennuskoodeista ja Kaira Clubista.',
    content: `<h2 id="${A.deliveryTime.fi}">Kuinka nopeasti tilaus saapuu?</h2>
<p>Varastossa olevat tuotteet lähtevät heti, ja Suomessa toimitus kestää {{delivery:fi:time}}. Tuotesivulla ja kassalla näet arvion juuri sinun tilauksellesi. Lue lisää <a href="${fi.delivery}">toimituksista</a>.</p>
<h2 id="${A.expressPickup.fi}">Miten Pikanouto toimii?</h2>
<p>{{delivery:fi/express_pickup:cutoffs}} Saat tekstiviestin, kun tilaus on valmis.</p>
<h2 id="${A.abroad.fi}">Toimitatteko ulkomaille?</h2>
<p>Kyllä. Kassalla näet maat, joihin toimitamme. Iso-Britanniaan toimitettaessa vastaanottaja maksaa 20 %:n arvonlisäveron ja noin 12 punnan tullausmaksun, Sveitsiin 8,1 %:n arvonlisäveron. Pohjois-Irlantiin emme toimita.</p>
<h2 id="${A.returning.fi}">Miten palautan tuotteen?</h2>
<p>Käyttämättömillä tuotteilla on 100 päivän palautusoikeus. Täytä <a href="${fi.returnsForm}">palautuslomake</a> ja vie paketti Postiin, Matkahuoltoon tai mihin tahansa myymäläämme.</p>
<h2 id="${A.refund.fi}">Milloin saan rahani takaisin?</h2>
<p>Hyvitys maksetaan 1–5 pankkipäivän kuluessa siitä, kun palautus on käsitelty keskusvarastollamme.</p>
<h2 id="${A.exchange.fi}">Voinko vaihtaa koon tai värin?</h2>
<p>Voit. Valitse palautuslomakkeella vaihto, niin uusi tuote lähtee automaattisesti, kun palautuksesi saapuu varastolle. Vaihtotuote on varattuna sinulle kolme viikkoa.</p>
<h2 id="${A.payment.fi}">Mitä maksutapoja voin käyttää?</h2>
<p>Kortit, verkkopankit, MobilePay, PayPal, Klarnan lasku 14 päivän maksuajalla ja osamaksu sekä lahjakortit. Katso <a href="${fi.paymentMethods}">maksutavat</a>.</p>
<h2 id="${A.discountCodes.fi}">Voinko käyttää useampaa alennuskoodia?</h2>
<p>Tilaukseen voi käyttää yhden alennuskoodin. Lahjakortteja voit käyttää samassa tilauksessa rajattomasti.</p>
<h2 id="${A.club.fi}">Miten liityn Kaira Clubiin?</h2>
<p>Luo tili ja hyväksy jäsenehdot – jäsenyys on maksuton. Jäsenhinnat näkyvät, kun olet kirjautunut. Lue lisää <a href="${fi.memberDiscounts}">jäseneduista</a>.</p>
<h2 id="${A.contact.fi}">Miten tavoitan asiakaspalvelun?</h2>
<p>Chat palvelee arkipäivisin klo 8–20. Puhelinnumeromme on ${SERVICE_PHONE} (8,28 senttiä/puhelu + 17,04 senttiä/min), sähköposti ${mailto(SERVICE_EMAIL.fi)}. Voit myös <a href="${fi.ask}">lähettää kysymyksen</a> lomakkeella.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.faq.en,
    title: 'Frequently asked questions',
    metaDescription: 'Answers to the most common questions about delivery, express pickup, returns, exchanges, payment, discount codes and Kaira Club.',
    content: `<h2 id="${A.deliveryTime.en}">How quickly will my order arrive?</h2>
<p>Products in stock leave at once, and delivery within Finland takes {{delivery:fi:time}}. The product page and the checkout show an estimate for your order. More on our <a href="${en.delivery}">delivery</a> page.</p>
<h2 id="${A.expressPickup.en}">How does express pickup work?</h2>
<p>{{delivery:fi/express_pickup:cutoffs}} We send you a text message when your order is ready.</p>
<h2 id="${A.abroad.en}">Do you deliver abroad?</h2>
<p>Yes. The checkout lists the countries we deliver to. For the United Kingdom the recipient pays 20% VAT and a clearance fee of about £12; for Switzerland 8.1% VAT. We do not deliver to Northern Ireland.</p>
<h2 id="${A.returning.en}">How do I return a product?</h2>
<p>Unused products can be returned within 100 days. Fill in the <a href="${en.returnsForm}">return form</a> and take the parcel to Posti, Matkahuolto or any of our stores.</p>
<h2 id="${A.refund.en}">When will I get my money back?</h2>
<p>Refunds are paid within 1–5 banking days after our central warehouse has processed your return.</p>
<h2 id="${A.exchange.en}">Can I exchange a size or colour?</h2>
<p>Yes. Choose an exchange on the return form and the new item ships automatically when your return reaches the warehouse. We hold it for you for three weeks.</p>
<h2 id="${A.payment.en}">Which payment methods can I use?</h2>
<p>Cards, PayPal, Klarna invoice with 14 days to pay, Klarna instalments and gift cards; Finnish online banking and MobilePay for Finnish customers. See <a href="${en.paymentMethods}">payment methods</a>.</p>
<h2 id="${A.discountCodes.en}">Can I use more than one discount code?</h2>
<p>One discount code can be used per order. Gift cards can be combined without limit.</p>
<h2 id="${A.club.en}">How do I join Kaira Club?</h2>
<p>Create an account and accept the member terms – membership is free. Member prices appear once you are logged in. See <a href="${en.memberDiscounts}">member benefits</a>.</p>
<h2 id="${A.contact.en}">How do I reach customer service?</h2>
<p>Our chat is open on working days from 8 am to 8 pm (Finnish time). Call us on ${SERVICE_PHONE_INTL} (from Finnish networks 8.28 cents per call + 17.04 cents per minute) or write to ${mailto(SERVICE_EMAIL.en)}. You can also <a href="${en.ask}">send us a question</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.faq.sv,
    title: 'Vanliga frågor',
    metaDescription: 'Svar på de vanligaste frågorna om leveranser, expressupphämtning, returer, byten, betalning, rabattkoder och Kaira Club.',
    content: `<h2 id="${A.deliveryTime.sv}">Hur snabbt kommer min beställning?</h2>
<p>Produkter i lager skickas direkt, och i Finland tar leveransen {{delivery:fi:time}}. Produktsidan och kassan visar en uppskattning för din beställning. Läs mer under <a href="${sv.delivery}">leveranser</a>.</p>
<h2 id="${A.expressPickup.sv}">Hur fungerar expressupphämtning?</h2>
<p>{{delivery:fi/express_pickup:cutoffs}} Du får ett sms när beställningen är klar.</p>
<h2 id="${A.abroad.sv}">Levererar ni utomlands?</h2>
<p>Ja. I kassan ser du vilka länder vi levererar till. Vid leverans till Storbritannien betalar mottagaren 20 % moms och en tullavgift på cirka 12 pund, till Schweiz 8,1 % moms. Vi levererar inte till Nordirland.</p>
<h2 id="${A.returning.sv}">Hur returnerar jag en produkt?</h2>
<p>Oanvända produkter kan returneras inom 100 dagar. Fyll i <a href="${sv.returnsForm}">returformuläret</a> och lämna paketet hos Posti, Matkahuolto eller i någon av våra butiker.</p>
<h2 id="${A.refund.sv}">När får jag tillbaka pengarna?</h2>
<p>Återbetalningen görs inom 1–5 bankdagar efter att centrallagret har behandlat returen.</p>
<h2 id="${A.exchange.sv}">Kan jag byta storlek eller färg?</h2>
<p>Ja. Välj byte i returformuläret så skickas den nya varan automatiskt när returen har kommit till lagret. Vi reserverar den åt dig i tre veckor.</p>
<h2 id="${A.payment.sv}">Vilka betalsätt kan jag använda?</h2>
<p>Kort, PayPal, Klarna faktura med 14 dagars betaltid, Klarna delbetalning och presentkort. Se <a href="${sv.paymentMethods}">betalsätt</a>.</p>
<h2 id="${A.discountCodes.sv}">Kan jag använda flera rabattkoder?</h2>
<p>En rabattkod kan användas per beställning. Presentkort kan kombineras obegränsat.</p>
<h2 id="${A.club.sv}">Hur blir jag medlem i Kaira Club?</h2>
<p>Skapa ett konto och godkänn medlemsvillkoren – medlemskapet är gratis. Medlemspriserna syns när du är inloggad. Läs mer om <a href="${sv.memberDiscounts}">medlemsförmånerna</a>.</p>
<h2 id="${A.contact.sv}">Hur når jag kundservice?</h2>
<p>Chatten är öppen vardagar kl. 8–20 (finsk tid). Ring ${SERVICE_PHONE_INTL} (från finska nät 8,28 cent/samtal + 17,04 cent/min) eller skriv till ${mailto(SERVICE_EMAIL.sv)}. Du kan också <a href="${sv.ask}">skicka en fråga</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.faq.de,
    title: 'Häufig gestellte Fragen',
    metaDescription: 'Antworten auf die häufigsten Fragen zu Lieferung, Express-Abholung, Rücksendung, Umtausch, Bezahlung, Rabattcodes und Kaira Club.',
    content: `<h2 id="${A.deliveryTime.de}">Wie schnell kommt meine Bestellung an?</h2>
<p>Vorrätige Artikel verlassen das Lager sofort. Lieferzeit nach Deutschland: {{delivery:de:time}}, innerhalb Finnlands: {{delivery:fi:time}}. Produktseite und Kasse zeigen eine Schätzung für Ihre Bestellung. Mehr unter <a href="${de.delivery}">Lieferung</a>.</p>
<h2 id="${A.expressPickup.de}">Wie funktioniert die Express-Abholung?</h2>
<p>{{delivery:fi/express_pickup:cutoffs}} Sie erhalten eine SMS, sobald alles fertig ist.</p>
<h2 id="${A.abroad.de}">Liefern Sie auch ins Ausland?</h2>
<p>Ja. An der Kasse sehen Sie, in welche Länder wir liefern. Im Vereinigten Königreich zahlt der Empfänger 20 % Mehrwertsteuer und eine Verzollungsgebühr von etwa 12 £, in der Schweiz 8,1 % Mehrwertsteuer. Nach Nordirland liefern wir nicht.</p>
<h2 id="${A.returning.de}">Wie sende ich einen Artikel zurück?</h2>
<p>Unbenutzte Artikel können Sie innerhalb von 100 Tagen zurückgeben. Füllen Sie das <a href="${de.returnsForm}">Rücksendeformular</a> aus und schicken Sie das Paket mit Sendungsverfolgung an uns.</p>
<h2 id="${A.refund.de}">Wann bekomme ich mein Geld zurück?</h2>
<p>Die Erstattung erfolgt innerhalb von 1–5 Bankarbeitstagen, nachdem unser Zentrallager die Rücksendung bearbeitet hat.</p>
<h2 id="${A.exchange.de}">Kann ich Größe oder Farbe umtauschen?</h2>
<p>Ja. Wählen Sie im Rücksendeformular „Umtausch“: Der neue Artikel wird automatisch verschickt, sobald Ihre Rücksendung im Lager ist. Wir reservieren ihn drei Wochen für Sie.</p>
<h2 id="${A.payment.de}">Welche Zahlungsarten gibt es?</h2>
<p>Kreditkarte, PayPal, Klarna Rechnung mit 14 Tagen Zahlungsziel, Klarna Ratenkauf und Gutscheine. Siehe <a href="${de.paymentMethods}">Zahlungsarten</a>.</p>
<h2 id="${A.discountCodes.de}">Kann ich mehrere Rabattcodes einlösen?</h2>
<p>Pro Bestellung kann ein Rabattcode eingelöst werden. Gutscheine lassen sich unbegrenzt kombinieren.</p>
<h2 id="${A.club.de}">Wie werde ich Mitglied im Kaira Club?</h2>
<p>Legen Sie ein Konto an und akzeptieren Sie die Mitgliedsbedingungen – die Mitgliedschaft ist kostenlos. Mitgliederpreise sehen Sie, sobald Sie angemeldet sind. Mehr unter <a href="${de.memberDiscounts}">Mitgliedervorteile</a>.</p>
<h2 id="${A.contact.de}">Wie erreiche ich den Kundenservice?</h2>
<p>Unser Chat ist werktags von 8 bis 20 Uhr finnischer Zeit besetzt. Telefon ${SERVICE_PHONE_INTL} (aus finnischen Netzen 8,28 Cent pro Anruf + 17,04 Cent pro Minute), E-Mail ${mailto(SERVICE_EMAIL.de)}. Oder <a href="${de.ask}">stellen Sie uns Ihre Frage</a> per Formular.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.faq.fr,
    title: 'Questions fréquentes',
    metaDescription: 'Réponses aux questions les plus fréquentes sur la livraison, le retrait express, les retours, les échanges, le paiement, les codes promo et le Kaira Club.',
    content: `<h2 id="${A.deliveryTime.fr}">Quand vais-je recevoir ma commande ?</h2>
<p>Les articles en stock partent aussitôt. Délai de livraison : {{delivery:fr:time}} en France, {{delivery:fi:time}} en Finlande. La fiche produit et la page de paiement indiquent une estimation pour votre commande. Plus d'informations sur la page <a href="${fr.delivery}">livraison</a>.</p>
<h2 id="${A.expressPickup.fr}">Comment fonctionne le retrait express ?</h2>
<p>{{delivery:fi/express_pickup:cutoffs}} Un SMS vous prévient quand votre commande est prête.</p>
<h2 id="${A.abroad.fr}">Livrez-vous à l'étranger ?</h2>
<p>Oui. La caisse indique les pays où nous livrons. Pour le Royaume-Uni, le destinataire paie 20 % de TVA et environ 12 £ de frais de dédouanement ; pour la Suisse, 8,1 % de TVA. Nous ne livrons pas en Irlande du Nord.</p>
<h2 id="${A.returning.fr}">Comment retourner un article ?</h2>
<p>Les articles non utilisés peuvent être retournés pendant 100 jours. Remplissez le <a href="${fr.returnsForm}">formulaire de retour</a> et renvoyez le colis en envoi suivi.</p>
<h2 id="${A.refund.fr}">Quand serai-je remboursé ?</h2>
<p>Le remboursement intervient sous 1 à 5 jours ouvrés après le traitement du retour par notre entrepôt central.</p>
<h2 id="${A.exchange.fr}">Puis-je échanger la taille ou la couleur ?</h2>
<p>Oui. Choisissez l'échange dans le formulaire de retour : le nouvel article part automatiquement dès réception de votre retour. Nous vous le réservons trois semaines.</p>
<h2 id="${A.payment.fr}">Quels moyens de paiement acceptez-vous ?</h2>
<p>Carte bancaire, PayPal, facture Klarna à 14 jours, paiement échelonné Klarna et cartes cadeaux. Voir les <a href="${fr.paymentMethods}">moyens de paiement</a>.</p>
<h2 id="${A.discountCodes.fr}">Puis-je cumuler plusieurs codes promo ?</h2>
<p>Un seul code promo est accepté par commande. Les cartes cadeaux, elles, se cumulent sans limite.</p>
<h2 id="${A.club.fr}">Comment adhérer au Kaira Club ?</h2>
<p>Créez un compte et acceptez les conditions d'adhésion – c'est gratuit. Les prix membres s'affichent une fois connecté. Voir les <a href="${fr.memberDiscounts}">avantages membres</a>.</p>
<h2 id="${A.contact.fr}">Comment joindre le service client ?</h2>
<p>Le chat est ouvert les jours ouvrés de 8 h à 20 h (heure de Finlande). Téléphone : ${SERVICE_PHONE_INTL} (depuis un réseau finlandais 8,28 centimes par appel + 17,04 centimes par minute), e-mail : ${mailto(SERVICE_EMAIL.fr)}. Vous pouvez aussi <a href="${fr.ask}">nous poser votre question</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.faq.ru,
    title: 'Частые вопросы',
    metaDescription: 'Ответы на частые вопросы о доставке, экспресс-самовывозе, возврате, обмене, оплате, промокодах и Kaira Club.',
    content: `<h2 id="${A.deliveryTime.ru}">Как быстро придёт заказ?</h2>
<p>Товары в наличии отправляются сразу, доставка по Финляндии занимает {{delivery:fi:time}}. Ориентировочный срок для вашего заказа указан на странице товара и в корзине. Подробнее — на странице <a href="${ru.delivery}">доставка</a>.</p>
<h2 id="${A.expressPickup.ru}">Как работает экспресс-самовывоз?</h2>
<p>{{delivery:fi/express_pickup:cutoffs}} Когда заказ будет готов, мы пришлём SMS.</p>
<h2 id="${A.abroad.ru}">Вы доставляете за границу?</h2>
<p>Да. Список стран доставки вы увидите при оформлении заказа. При доставке в Великобританию получатель оплачивает НДС 20 % и сбор за таможенное оформление около 12 фунтов, в Швейцарию — НДС 8,1 %. В Северную Ирландию мы не доставляем.</p>
<h2 id="${A.returning.ru}">Как вернуть товар?</h2>
<p>Неиспользованный товар можно вернуть в течение 100 дней. Заполните <a href="${ru.returnsForm}">форму возврата</a> и сдайте посылку в Posti, Matkahuolto или любой наш магазин.</p>
<h2 id="${A.refund.ru}">Когда вернутся деньги?</h2>
<p>Деньги возвращаются в течение 1–5 банковских дней после обработки возврата на центральном складе.</p>
<h2 id="${A.exchange.ru}">Можно ли обменять размер или цвет?</h2>
<p>Да. Выберите обмен в форме возврата — новый товар отправится автоматически, когда возврат поступит на склад. Мы резервируем его для вас на три недели.</p>
<h2 id="${A.payment.ru}">Какие способы оплаты доступны?</h2>
<p>Банковские карты, PayPal, счёт Klarna с оплатой в течение 14 дней, рассрочка Klarna и подарочные карты. См. <a href="${ru.paymentMethods}">способы оплаты</a>.</p>
<h2 id="${A.discountCodes.ru}">Можно ли использовать несколько промокодов?</h2>
<p>В одном заказе можно применить один промокод. Подарочные карты можно сочетать без ограничений.</p>
<h2 id="${A.club.ru}">Как вступить в Kaira Club?</h2>
<p>Создайте аккаунт и примите условия клуба — членство бесплатное. Клубные цены отображаются после входа. Подробнее — в разделе <a href="${ru.memberDiscounts}">привилегии клуба</a>.</p>
<h2 id="${A.contact.ru}">Как связаться со службой поддержки?</h2>
<p>Чат работает по будним дням с 8 до 20 часов по финскому времени. Телефон ${SERVICE_PHONE_INTL} (из финских сетей 8,28 цента за звонок + 17,04 цента за минуту), электронная почта ${mailto(SERVICE_EMAIL.ru)}. Также можно <a href="${ru.ask}">задать вопрос</a> через форму.</p>`,
  },
};
