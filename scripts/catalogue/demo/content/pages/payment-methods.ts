import type { PageTexts } from './page-types.ts';
import { FAQ_ANCHORS, PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** Payment methods (navKey 'payment-methods'): invoice term 14 days and one discount code per order (catalogue spec 5, 9). */
export const paymentMethodsTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.paymentMethods.fi,
    title: 'Maksutavat',
    metaDescription: 'Maksa tilauksesi kortilla, verkkopankissa, MobilePaylla, PayPalilla, Klarnan 14 päivän laskulla tai lahjakortilla. Yksi alennuskoodi tilausta kohden.',
    content: `<p>Kaikki maksut käsitellään salatussa yhteydessä sertifioitujen maksupalveluntarjoajien kautta. Emme näe emmekä tallenna korttitietojasi.</p>
<h2 id="kortit">Korttimaksut</h2>
<p>Hyväksymme Visa-, Visa Electron-, Mastercard- ja American Express -kortit. Summa varataan kortilta tilaushetkellä ja veloitetaan, kun tilaus lähtee varastolta.</p>
<h2 id="verkkopankki">Verkkopankki ja MobilePay</h2>
<p>Voit maksaa kaikkien suomalaisten pankkien verkkopankkitunnuksilla sekä MobilePaylla. Maksu veloitetaan heti.</p>
<h2 id="paypal">PayPal</h2>
<p>Kirjaudu PayPal-tilillesi kassalla ja vahvista maksu. PayPal on käytettävissä kaikissa toimitusmaissa.</p>
<h2 id="klarna">Klarna: lasku ja osamaksu</h2>
<ul>
<li><strong>Lasku:</strong> maksuaikaa 14 päivää. Klarna lähettää laskun sähköpostiisi, kun tilaus on lähetetty.</li>
<li><strong>Osamaksu:</strong> jaa maksu tasaeriin. Näet kuukausierän jo tuotesivulla.</li>
</ul>
<p>Klarnan maksutavat edellyttävät hyväksyttyä luottopäätöstä. Jos Klarna ei näy kassalla, tarkista, että postinumerosi vastaa osoitettasi.</p>
<h2 id="lahjakortit">Lahjakortit</h2>
<p>Kaira Outdoorin <a href="${fi.giftCards}">lahjakortti</a> on voimassa kaksi vuotta ostopäivästä. Samaan tilaukseen voit käyttää useita lahjakortteja ja maksaa loppusumman millä tahansa muulla maksutavalla.</p>
<h2 id="alennuskoodit">Alennuskoodit</h2>
<p>Tilaukseen voi käyttää <strong>yhden alennuskoodin</strong>. Lahjakortteja voit käyttää rajattomasti. Kaira Clubin jäsenhinnat eivät vaadi koodia, vaan ne näkyvät automaattisesti, kun olet kirjautunut – lue lisää <a href="${fi.memberDiscounts}">jäseneduista</a>.</p>
<p>Onko maksamisessa ongelmia? Katso <a href="${fi.faq}#${FAQ_ANCHORS.payment.fi}">usein kysytyt kysymykset</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.paymentMethods.en,
    title: 'Payment methods',
    metaDescription: 'Pay by card, PayPal, Klarna invoice with 14 days to pay, Klarna instalments or a Kaira gift card. One discount code can be used per order.',
    content: `<p>Every payment is handled over an encrypted connection by certified payment providers. We never see or store your card details.</p>
<h2 id="cards">Card payments</h2>
<p>We accept Visa, Visa Electron, Mastercard and American Express. The amount is reserved on your card when you order and charged when the order leaves the warehouse.</p>
<h2 id="paypal">PayPal</h2>
<p>Log in to your PayPal account at the checkout and confirm the payment. PayPal is available in every delivery country.</p>
<h2 id="klarna">Klarna invoice and instalments</h2>
<ul>
<li><strong>Invoice:</strong> 14 days to pay. Klarna emails you the invoice once the order has shipped.</li>
<li><strong>Instalments:</strong> spread the cost in equal monthly payments. The monthly amount is already shown on the product page.</li>
</ul>
<p>Klarna's payment methods are subject to a credit check. If Klarna does not appear at the checkout, make sure your postcode matches your address.</p>
<h2 id="online-banking">Finnish online banking and MobilePay</h2>
<p>Customers with a Finnish bank can pay with their online banking credentials or MobilePay. The payment is charged immediately.</p>
<h2 id="gift-cards">Gift cards</h2>
<p>A Kaira Outdoor <a href="${en.giftCards}">gift card</a> is valid for two years from purchase. You can use several gift cards on one order and pay the rest with any other method.</p>
<h2 id="discount-codes">Discount codes</h2>
<p>Only <strong>one discount code</strong> can be used per order; gift cards are unlimited. Kaira Club member prices need no code: they appear automatically once you are logged in – see our <a href="${en.memberDiscounts}">member benefits</a>.</p>
<p>Trouble paying? Have a look at the <a href="${en.faq}#${FAQ_ANCHORS.payment.en}">frequently asked questions</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.paymentMethods.sv,
    title: 'Betalsätt',
    metaDescription: 'Betala med kort, PayPal, Klarna faktura med 14 dagars betaltid, delbetalning eller presentkort från Kaira. En rabattkod per beställning.',
    content: `<p>Alla betalningar sker via en krypterad anslutning hos certifierade betalleverantörer. Vi ser aldrig och sparar aldrig dina kortuppgifter.</p>
<h2 id="kort">Kortbetalning</h2>
<p>Vi tar emot Visa, Visa Electron, Mastercard och American Express. Beloppet reserveras på kortet när du beställer och dras när beställningen lämnar lagret.</p>
<h2 id="klarna">Klarna faktura och delbetalning</h2>
<ul>
<li><strong>Faktura:</strong> 14 dagars betaltid. Klarna skickar fakturan per e-post när beställningen har skickats.</li>
<li><strong>Delbetalning:</strong> dela upp kostnaden i lika stora månadsbelopp. Månadsbeloppet visas redan på produktsidan.</li>
</ul>
<p>Klarnas betalsätt förutsätter en godkänd kreditprövning. Om Klarna inte syns i kassan, kontrollera att postnumret stämmer med din adress.</p>
<h2 id="paypal">PayPal</h2>
<p>Logga in på ditt PayPal-konto i kassan och bekräfta betalningen. PayPal finns i alla leveransländer.</p>
<h2 id="presentkort">Presentkort</h2>
<p>Ett <a href="${sv.giftCards}">presentkort</a> från Kaira Outdoor gäller i två år från köpet. Du kan använda flera presentkort i samma beställning och betala resten med valfritt betalsätt.</p>
<h2 id="rabattkoder">Rabattkoder</h2>
<p>Endast <strong>en rabattkod</strong> kan användas per beställning; presentkort kan du använda obegränsat. Medlemspriserna i Kaira Club kräver ingen kod utan syns automatiskt när du är inloggad – läs mer om våra <a href="${sv.memberDiscounts}">medlemsförmåner</a>.</p>
<p>Problem med betalningen? Se <a href="${sv.faq}#${FAQ_ANCHORS.payment.sv}">vanliga frågor</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.paymentMethods.de,
    title: 'Zahlungsarten',
    metaDescription: 'Bezahlen Sie per Karte, PayPal, Klarna Rechnung mit 14 Tagen Zahlungsziel, Ratenkauf oder Kaira-Gutschein. Ein Rabattcode pro Bestellung.',
    content: `<p>Alle Zahlungen laufen verschlüsselt über zertifizierte Zahlungsdienstleister. Ihre Kartendaten sehen und speichern wir nicht.</p>
<h2 id="kreditkarte">Kreditkarte</h2>
<p>Wir akzeptieren Visa, Visa Electron, Mastercard und American Express. Der Betrag wird bei der Bestellung reserviert und erst beim Versand belastet.</p>
<h2 id="klarna">Klarna Rechnung und Ratenkauf</h2>
<ul>
<li><strong>Rechnung:</strong> 14 Tage Zahlungsziel. Klarna schickt Ihnen die Rechnung per E-Mail, sobald die Bestellung versandt ist.</li>
<li><strong>Ratenkauf:</strong> Verteilen Sie den Betrag auf gleich hohe Monatsraten. Die Monatsrate sehen Sie schon auf der Produktseite.</li>
</ul>
<p>Die Zahlungsarten von Klarna setzen eine positive Bonitätsprüfung voraus. Wird Klarna an der Kasse nicht angezeigt, prüfen Sie bitte, ob die Postleitzahl zu Ihrer Adresse passt.</p>
<h2 id="paypal">PayPal</h2>
<p>Melden Sie sich an der Kasse bei PayPal an und bestätigen Sie die Zahlung. PayPal steht in allen Lieferländern zur Verfügung.</p>
<h2 id="gutscheine">Gutscheine</h2>
<p>Ein <a href="${de.giftCards}">Gutschein</a> von Kaira Outdoor ist ab Kauf zwei Jahre gültig. Sie können mehrere Gutscheine in einer Bestellung einlösen und den Restbetrag mit jeder anderen Zahlungsart begleichen.</p>
<h2 id="rabattcodes">Rabattcodes</h2>
<p>Pro Bestellung kann nur <strong>ein Rabattcode</strong> eingelöst werden; Gutscheine sind unbegrenzt kombinierbar. Die Mitgliederpreise des Kaira Club brauchen keinen Code – sie erscheinen automatisch, sobald Sie angemeldet sind. Mehr dazu unter <a href="${de.memberDiscounts}">Mitgliedervorteile</a>.</p>
<p>Probleme beim Bezahlen? Schauen Sie in die <a href="${de.faq}#${FAQ_ANCHORS.payment.de}">häufig gestellten Fragen</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.paymentMethods.fr,
    title: 'Moyens de paiement',
    metaDescription: 'Payez par carte, PayPal, facture Klarna à 14 jours, paiement échelonné ou carte cadeau Kaira. Un seul code promo par commande.',
    content: `<p>Tous les paiements transitent par une connexion chiffrée auprès de prestataires certifiés. Nous ne voyons ni ne conservons jamais vos données de carte.</p>
<h2 id="carte-bancaire">Carte bancaire</h2>
<p>Nous acceptons Visa, Visa Electron, Mastercard et American Express. Le montant est réservé lors de la commande et débité à l'expédition.</p>
<h2 id="paypal">PayPal</h2>
<p>Connectez-vous à votre compte PayPal au moment de payer et validez le paiement. PayPal est disponible dans tous les pays de livraison.</p>
<h2 id="klarna">Klarna : facture et paiement échelonné</h2>
<ul>
<li><strong>Facture :</strong> 14 jours pour payer. Klarna vous envoie la facture par e-mail dès l'expédition de la commande.</li>
<li><strong>Paiement échelonné :</strong> réglez en mensualités égales, affichées dès la fiche produit.</li>
</ul>
<p>Les solutions Klarna sont soumises à une vérification de solvabilité. Si Klarna n'apparaît pas, vérifiez que votre code postal correspond bien à votre adresse.</p>
<h2 id="cartes-cadeaux">Cartes cadeaux</h2>
<p>La <a href="${fr.giftCards}">carte cadeau</a> Kaira Outdoor est valable deux ans à compter de l'achat. Vous pouvez en utiliser plusieurs sur une même commande et régler le solde avec un autre moyen de paiement.</p>
<h2 id="codes-promo">Codes promo</h2>
<p>Un seul <strong>code promo</strong> est accepté par commande ; les cartes cadeaux, elles, sont cumulables sans limite. Les prix membres du Kaira Club ne nécessitent aucun code : ils s'affichent automatiquement une fois connecté. Voir les <a href="${fr.memberDiscounts}">avantages membres</a>.</p>
<p>Un souci de paiement ? Consultez la <a href="${fr.faq}#${FAQ_ANCHORS.payment.fr}">foire aux questions</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.paymentMethods.ru,
    title: 'Способы оплаты',
    metaDescription: 'Оплачивайте заказ картой, через PayPal, по счёту Klarna с отсрочкой 14 дней, в рассрочку или подарочной картой Kaira. Один промокод на заказ.',
    content: `<p>Все платежи проходят по защищённому соединению через сертифицированных платёжных провайдеров. Мы не видим и не храним данные вашей карты.</p>
<h2 id="karty">Банковские карты</h2>
<p>Мы принимаем Visa, Visa Electron, Mastercard и American Express. Сумма блокируется на карте при оформлении заказа и списывается при его отправке со склада.</p>
<h2 id="paypal">PayPal</h2>
<p>Войдите в свой аккаунт PayPal при оформлении заказа и подтвердите платёж. PayPal доступен во всех странах доставки.</p>
<h2 id="klarna">Klarna: счёт и рассрочка</h2>
<ul>
<li><strong>Оплата по счёту:</strong> 14 дней на оплату. Klarna пришлёт счёт по электронной почте после отправки заказа.</li>
<li><strong>Рассрочка:</strong> сумма делится на равные ежемесячные платежи; размер платежа виден уже на странице товара.</li>
</ul>
<p>Способы оплаты Klarna доступны после проверки платёжеспособности. Если Klarna не отображается, проверьте, совпадает ли почтовый индекс с адресом.</p>
<h2 id="podarochnye-karty">Подарочные карты</h2>
<p><a href="${ru.giftCards}">Подарочная карта</a> Kaira Outdoor действует два года с момента покупки. В одном заказе можно использовать несколько карт, а остаток оплатить любым другим способом.</p>
<h2 id="promokody">Промокоды</h2>
<p>В одном заказе можно применить только <strong>один промокод</strong>; подарочные карты — без ограничений. Цены для участников Kaira Club не требуют кода и отображаются автоматически после входа в аккаунт. Подробнее — в разделе <a href="${ru.memberDiscounts}">привилегии клуба</a>.</p>
<p>Цены в рублях указаны ориентировочно по курсу центрального банка, оплата списывается в евро. Возникли сложности? Загляните в <a href="${ru.faq}#${FAQ_ANCHORS.payment.ru}">частые вопросы</a>.</p>`,
  },
};
