import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/**
 * Delivery (navKey 'delivery'). Free delivery over 99 €, the express pickup
 * times, the UK and Swiss import taxes and the Northern Ireland exclusion are
 * the business constants of catalogue spec 9; the prices per method are demo values.
 */
export const deliveryTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.delivery.fi,
    title: 'Toimitukset',
    metaDescription: 'Toimitustavat, -ajat ja -hinnat: ilmainen toimitus yli 99 euron tilauksiin, Pikanouto myymälästä jo samana päivänä ja toimitukset yli 50 maahan.',
    content: `<p>Lähetämme tilaukset keskusvarastoltamme ja seitsemästä myymälästämme. Kassalla näet juuri sinun tilauksellesi ja postinumerollesi sopivat toimitustavat sekä arvioidun toimitusajan.</p>
<h2 id="suomi">Toimitukset Suomessa</h2>
<table>
<tr><th>Toimitustapa</th><th>Toimitusaika</th><th>Hinta</th></tr>
<tr><td>Pikanouto myymälästä</td><td>samana arkipäivänä</td><td>0 €</td></tr>
<tr><td>Nouto myymälästä</td><td>1–3 arkipäivää</td><td>0 €</td></tr>
<tr><td>Noutopiste tai pakettiautomaatti (Posti, Matkahuolto)</td><td>1–3 arkipäivää</td><td>4,90 €, yli 99 € tilaukset 0 €</td></tr>
<tr><td>Kotiinkuljetus</td><td>1–3 arkipäivää</td><td>9,90 €</td></tr>
</table>
<p>Yli 99 euron tilaukset toimitetaan maksutta noutopisteeseen Suomessa ja vakiotoimituksena kaikkiin EU-maihin.</p>
<h2 id="pikanouto">Pikanouto</h2>
<p>Kun tuote on myymälän varastossa, voit valita kassalla Pikanoudon:</p>
<ul>
<li>arkipäivisin klo 9.00 mennessä tehty tilaus on noudettavissa klo 11.00 jälkeen</li>
<li>klo 14.00 mennessä tehty tilaus on noudettavissa klo 16.00 jälkeen.</li>
</ul>
<p>Saat tekstiviestin, kun tilaus on valmis. Myymälöiden osoitteet ja aukioloajat löydät <a href="${fi.absolute(fi.stores)}">myymäläsivuilta</a>.</p>
<h2 id="ulkomaat">Toimitukset ulkomaille</h2>
<p>Toimitamme yli 50 maahan. Toimitusaika on varaston lähetysaika lisättynä kohdemaan kuljetusajalla.</p>
<table>
<tr><th>Maa</th><th>Toimitusaika</th><th>Hinta</th></tr>
<tr><td>Ruotsi, Norja, Tanska, Viro</td><td>2–5 arkipäivää</td><td>9,90 €</td></tr>
<tr><td>Muut EU-maat</td><td>3–7 arkipäivää</td><td>12,90 €</td></tr>
<tr><td>Iso-Britannia, Sveitsi</td><td>4–8 arkipäivää</td><td>19,90 €</td></tr>
<tr><td>Muut maat</td><td>5–14 arkipäivää</td><td>alkaen 29,90 €</td></tr>
</table>
<h2 id="tullit">Tullit ja verot EU:n ulkopuolella</h2>
<ul>
<li><strong>Iso-Britannia:</strong> vastaanottaja maksaa 20 %:n arvonlisäveron sekä kuljetusliikkeen noin 12 punnan tullausmaksun.</li>
<li><strong>Sveitsi:</strong> vastaanottaja maksaa 8,1 %:n arvonlisäveron ja kuljetusliikkeen tullausmaksun.</li>
<li>Tilaukset Iso-Britanniaan, Sveitsiin ja Kanadaan vaativat kassalla tullien ja verojen hyväksymisen.</li>
<li>Emme valitettavasti toimita Pohjois-Irlantiin.</li>
</ul>
<h2 id="muuta">Hyvä tietää</h2>
<p>Valmiiksi asennetut suksipaketit lähtevät 1–3 arkipäivää muita tuotteita myöhemmin, koska siteet säädetään huollossamme. Voit halutessasi valita kestävän RePack-kierrätyspakkauksen. Palautusohjeet löydät sivulta <a href="${fi.returns}">palautusoikeus</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.delivery.en,
    title: 'Delivery',
    metaDescription: 'Delivery methods, times and prices: free delivery on orders over 99 €, same-day express pickup in our stores and shipping to over 50 countries.',
    content: `<p>We ship orders from our central warehouse and our seven stores. At the checkout you see the delivery methods available for your order and postcode, together with an estimated delivery time.</p>
<h2 id="finland">Delivery within Finland</h2>
<table>
<tr><th>Method</th><th>Delivery time</th><th>Price</th></tr>
<tr><td>Express pickup in store</td><td>same working day</td><td>€0</td></tr>
<tr><td>Store pickup</td><td>1–3 working days</td><td>€0</td></tr>
<tr><td>Pickup point or parcel locker (Posti, Matkahuolto)</td><td>1–3 working days</td><td>€4.90, free over €99</td></tr>
<tr><td>Home delivery</td><td>1–3 working days</td><td>€9.90</td></tr>
</table>
<p>Orders over €99 ship free to pickup points in Finland and by standard delivery to every EU country.</p>
<h2 id="express-pickup">Express pickup</h2>
<p>When the product is in stock in a store, you can choose express pickup at the checkout:</p>
<ul>
<li>orders placed by 09:00 on weekdays are ready after 11:00</li>
<li>orders placed by 14:00 are ready after 16:00.</li>
</ul>
<p>We send you a text message when your order is ready. Addresses and opening hours are on our <a href="${en.absolute(en.stores)}">store pages</a>.</p>
<h2 id="international">International delivery</h2>
<p>We deliver to over 50 countries. The delivery time is the dispatch time of the warehouse plus the transit time to your country.</p>
<table>
<tr><th>Country</th><th>Delivery time</th><th>Price</th></tr>
<tr><td>Sweden, Norway, Denmark, Estonia</td><td>2–5 working days</td><td>€9.90</td></tr>
<tr><td>Other EU countries</td><td>3–7 working days</td><td>€12.90</td></tr>
<tr><td>United Kingdom, Switzerland</td><td>4–8 working days</td><td>€19.90</td></tr>
<tr><td>Rest of the world</td><td>5–14 working days</td><td>from €29.90</td></tr>
</table>
<h2 id="customs">Customs and taxes outside the EU</h2>
<ul>
<li><strong>United Kingdom:</strong> the recipient pays 20% VAT plus the carrier's clearance fee of about £12.</li>
<li><strong>Switzerland:</strong> the recipient pays 8.1% VAT plus the carrier's clearance fee.</li>
<li>Orders to the United Kingdom, Switzerland and Canada require you to accept the customs and tax terms at the checkout.</li>
<li>Unfortunately we cannot deliver to Northern Ireland.</li>
</ul>
<h2 id="good-to-know">Good to know</h2>
<p>Ski packages with mounted bindings leave 1–3 working days later than other products, because our workshop adjusts the bindings. You can choose reusable RePack packaging if you like. Return instructions are in our <a href="${en.returns}">return policy</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.delivery.sv,
    title: 'Leveranser',
    metaDescription: 'Leveranssätt, leveranstider och priser: fri frakt på beställningar över 99 €, expressupphämtning i butik samma dag och leverans till över 50 länder.',
    content: `<p>Vi skickar beställningar från vårt centrallager och våra sju butiker. I kassan ser du vilka leveranssätt som finns för din beställning och ditt postnummer, och en beräknad leveranstid.</p>
<h2 id="finland">Leveranser inom Finland</h2>
<table>
<tr><th>Leveranssätt</th><th>Leveranstid</th><th>Pris</th></tr>
<tr><td>Expressupphämtning i butik</td><td>samma vardag</td><td>0 €</td></tr>
<tr><td>Upphämtning i butik</td><td>1–3 vardagar</td><td>0 €</td></tr>
<tr><td>Utlämningsställe eller paketautomat (Posti, Matkahuolto)</td><td>1–3 vardagar</td><td>4,90 €, fritt över 99 €</td></tr>
<tr><td>Hemleverans</td><td>1–3 vardagar</td><td>9,90 €</td></tr>
</table>
<p>Beställningar över 99 € levereras fraktfritt till utlämningsställen i Finland och med standardleverans till alla EU-länder.</p>
<h2 id="expressupphamtning">Expressupphämtning</h2>
<p>När produkten finns i lager i en butik kan du välja expressupphämtning i kassan:</p>
<ul>
<li>beställningar gjorda före kl. 9.00 på vardagar kan hämtas efter kl. 11.00</li>
<li>beställningar gjorda före kl. 14.00 kan hämtas efter kl. 16.00.</li>
</ul>
<p>Du får ett sms när beställningen är klar. Adresser och öppettider finns på våra <a href="${sv.absolute(sv.stores)}">butikssidor</a>.</p>
<h2 id="utlandet">Leveranser utomlands</h2>
<p>Vi levererar till över 50 länder. Leveranstiden är lagrets hanteringstid plus transporttiden till ditt land.</p>
<table>
<tr><th>Land</th><th>Leveranstid</th><th>Pris</th></tr>
<tr><td>Sverige, Norge, Danmark, Estland</td><td>2–5 vardagar</td><td>9,90 €</td></tr>
<tr><td>Övriga EU-länder</td><td>3–7 vardagar</td><td>12,90 €</td></tr>
<tr><td>Storbritannien, Schweiz</td><td>4–8 vardagar</td><td>19,90 €</td></tr>
<tr><td>Övriga världen</td><td>5–14 vardagar</td><td>från 29,90 €</td></tr>
</table>
<h2 id="tull">Tull och skatter utanför EU</h2>
<ul>
<li><strong>Storbritannien:</strong> mottagaren betalar 20 % moms samt transportörens tullhanteringsavgift på cirka 12 pund.</li>
<li><strong>Schweiz:</strong> mottagaren betalar 8,1 % moms samt transportörens tullhanteringsavgift.</li>
<li>Beställningar till Storbritannien, Schweiz och Kanada kräver att du godkänner tull- och skattevillkoren i kassan.</li>
<li>Vi kan tyvärr inte leverera till Nordirland.</li>
</ul>
<h2 id="bra-att-veta">Bra att veta</h2>
<p>Skidpaket med monterade bindningar skickas 1–3 vardagar senare än andra produkter eftersom vår verkstad justerar bindningarna. Du kan välja den återanvändbara förpackningen RePack. Returanvisningar finns under <a href="${sv.returns}">returrätt</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.delivery.de,
    title: 'Lieferung und Versand',
    metaDescription: 'Versandarten, Lieferzeiten und Preise: kostenloser Versand ab 99 €, Express-Abholung in der Filiale noch am selben Tag und Lieferung in über 50 Länder.',
    content: `<p>Wir versenden aus unserem Zentrallager und aus unseren sieben Filialen. An der Kasse sehen Sie die für Ihre Bestellung und Postleitzahl verfügbaren Versandarten samt voraussichtlicher Lieferzeit.</p>
<h2 id="finnland">Lieferung innerhalb Finnlands</h2>
<table>
<tr><th>Versandart</th><th>Lieferzeit</th><th>Preis</th></tr>
<tr><td>Express-Abholung in der Filiale</td><td>am selben Werktag</td><td>0 €</td></tr>
<tr><td>Abholung in der Filiale</td><td>1–3 Werktage</td><td>0 €</td></tr>
<tr><td>Abholstelle oder Paketautomat (Posti, Matkahuolto)</td><td>1–3 Werktage</td><td>4,90 €, ab 99 € kostenlos</td></tr>
<tr><td>Lieferung nach Hause</td><td>1–3 Werktage</td><td>9,90 €</td></tr>
</table>
<p>Bestellungen über 99 € liefern wir kostenlos an Abholstellen in Finnland und per Standardversand in alle EU-Länder.</p>
<h2 id="express-abholung">Express-Abholung</h2>
<p>Ist der Artikel in einer Filiale vorrätig, können Sie an der Kasse die Express-Abholung wählen:</p>
<ul>
<li>werktags bis 9:00 Uhr bestellt – abholbereit ab 11:00 Uhr</li>
<li>bis 14:00 Uhr bestellt – abholbereit ab 16:00 Uhr.</li>
</ul>
<p>Sobald Ihre Bestellung bereitliegt, erhalten Sie eine SMS. Adressen und Öffnungszeiten finden Sie auf unseren <a href="${de.absolute(de.stores)}">Filialseiten</a>.</p>
<h2 id="ausland">Lieferung ins Ausland</h2>
<p>Wir liefern in über 50 Länder. Die Lieferzeit setzt sich aus der Bearbeitungszeit im Lager und der Transportzeit in Ihr Land zusammen.</p>
<table>
<tr><th>Land</th><th>Lieferzeit</th><th>Preis</th></tr>
<tr><td>Schweden, Norwegen, Dänemark, Estland</td><td>2–5 Werktage</td><td>9,90 €</td></tr>
<tr><td>Übrige EU-Länder, darunter Deutschland und Österreich</td><td>3–7 Werktage</td><td>12,90 €</td></tr>
<tr><td>Vereinigtes Königreich, Schweiz</td><td>4–8 Werktage</td><td>19,90 €</td></tr>
<tr><td>Übrige Welt</td><td>5–14 Werktage</td><td>ab 29,90 €</td></tr>
</table>
<h2 id="zoll">Zoll und Steuern außerhalb der EU</h2>
<ul>
<li><strong>Vereinigtes Königreich:</strong> Der Empfänger zahlt 20 % Mehrwertsteuer sowie die Verzollungsgebühr des Zustellers von etwa 12 £.</li>
<li><strong>Schweiz:</strong> Der Empfänger zahlt 8,1 % Mehrwertsteuer sowie die Verzollungsgebühr des Zustellers.</li>
<li>Für Bestellungen in das Vereinigte Königreich, die Schweiz und nach Kanada bestätigen Sie an der Kasse die Zoll- und Steuerbedingungen.</li>
<li>Nach Nordirland können wir leider nicht liefern.</li>
</ul>
<h2 id="gut-zu-wissen">Gut zu wissen</h2>
<p>Skisets mit montierter Bindung verlassen das Lager 1–3 Werktage später als andere Artikel, weil unsere Werkstatt die Bindung einstellt. Auf Wunsch verpacken wir Ihre Bestellung in der wiederverwendbaren RePack-Verpackung. Hinweise zur Rücksendung finden Sie unter <a href="${de.returns}">Rückgaberecht</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.delivery.fr,
    title: 'Livraison',
    metaDescription: 'Modes, délais et frais de livraison : livraison offerte dès 99 €, retrait express en magasin le jour même et expédition dans plus de 50 pays.',
    content: `<p>Nous expédions les commandes depuis notre entrepôt central et nos sept magasins. Au moment de payer, vous voyez les modes de livraison disponibles pour votre commande et votre code postal, ainsi qu'un délai estimé.</p>
<h2 id="finlande">Livraison en Finlande</h2>
<table>
<tr><th>Mode</th><th>Délai</th><th>Prix</th></tr>
<tr><td>Retrait express en magasin</td><td>le jour ouvré même</td><td>0 €</td></tr>
<tr><td>Retrait en magasin</td><td>1 à 3 jours ouvrés</td><td>0 €</td></tr>
<tr><td>Point relais ou consigne (Posti, Matkahuolto)</td><td>1 à 3 jours ouvrés</td><td>4,90 €, offert dès 99 €</td></tr>
<tr><td>Livraison à domicile</td><td>1 à 3 jours ouvrés</td><td>9,90 €</td></tr>
</table>
<p>Les commandes de plus de 99 € sont livrées gratuitement en point relais en Finlande et en livraison standard dans tous les pays de l'UE.</p>
<h2 id="retrait-express">Retrait express</h2>
<p>Lorsque l'article est en stock dans un magasin, vous pouvez choisir le retrait express :</p>
<ul>
<li>commande passée avant 9 h en semaine : prête après 11 h</li>
<li>commande passée avant 14 h : prête après 16 h.</li>
</ul>
<p>Un SMS vous prévient dès que votre commande est prête. Adresses et horaires sur nos <a href="${fr.absolute(fr.stores)}">pages magasins</a>.</p>
<h2 id="international">Livraison à l'international</h2>
<p>Nous livrons dans plus de 50 pays. Le délai correspond au temps de préparation de l'entrepôt plus le temps de transport jusqu'à chez vous.</p>
<table>
<tr><th>Pays</th><th>Délai</th><th>Prix</th></tr>
<tr><td>Suède, Norvège, Danemark, Estonie</td><td>2 à 5 jours ouvrés</td><td>9,90 €</td></tr>
<tr><td>Autres pays de l'UE, dont la France et la Belgique</td><td>3 à 7 jours ouvrés</td><td>12,90 €</td></tr>
<tr><td>Royaume-Uni, Suisse</td><td>4 à 8 jours ouvrés</td><td>19,90 €</td></tr>
<tr><td>Reste du monde</td><td>5 à 14 jours ouvrés</td><td>à partir de 29,90 €</td></tr>
</table>
<h2 id="douane">Douane et taxes hors UE</h2>
<ul>
<li><strong>Royaume-Uni :</strong> le destinataire règle une TVA de 20 % et des frais de dédouanement du transporteur d'environ 12 £.</li>
<li><strong>Suisse :</strong> le destinataire règle une TVA de 8,1 % et les frais de dédouanement du transporteur.</li>
<li>Pour le Royaume-Uni, la Suisse et le Canada, vous devez accepter les conditions douanières et fiscales lors du paiement.</li>
<li>Nous ne livrons malheureusement pas en Irlande du Nord.</li>
</ul>
<h2 id="a-savoir">À savoir</h2>
<p>Les packs de skis avec fixations montées partent 1 à 3 jours ouvrés plus tard, le temps que notre atelier règle les fixations. Vous pouvez opter pour l'emballage réutilisable RePack. Pour renvoyer un article, consultez notre <a href="${fr.returns}">politique de retour</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.delivery.ru,
    title: 'Доставка',
    metaDescription: 'Способы, сроки и стоимость доставки: бесплатно при заказе от 99 €, экспресс-самовывоз из магазина в тот же день, доставка в более чем 50 стран.',
    content: `<p>Мы отправляем заказы с центрального склада и из семи наших магазинов. В корзине вы увидите способы доставки, доступные для вашего заказа и почтового индекса, а также ориентировочный срок.</p>
<h2 id="finlyandiya">Доставка по Финляндии</h2>
<table>
<tr><th>Способ</th><th>Срок</th><th>Стоимость</th></tr>
<tr><td>Экспресс-самовывоз из магазина</td><td>в тот же рабочий день</td><td>0 €</td></tr>
<tr><td>Самовывоз из магазина</td><td>1–3 рабочих дня</td><td>0 €</td></tr>
<tr><td>Пункт выдачи или постамат (Posti, Matkahuolto)</td><td>1–3 рабочих дня</td><td>4,90 €, от 99 € бесплатно</td></tr>
<tr><td>Курьерская доставка на дом</td><td>1–3 рабочих дня</td><td>9,90 €</td></tr>
</table>
<p>Заказы дороже 99 € доставляются бесплатно в пункты выдачи в Финляндии и стандартной доставкой во все страны ЕС.</p>
<h2 id="ekspress-samovyvoz">Экспресс-самовывоз</h2>
<p>Если товар есть в наличии в магазине, при оформлении можно выбрать экспресс-самовывоз:</p>
<ul>
<li>заказ, оформленный в будний день до 9:00, можно забрать после 11:00</li>
<li>заказ, оформленный до 14:00, — после 16:00.</li>
</ul>
<p>Когда заказ будет готов, мы пришлём SMS. Адреса и часы работы — на <a href="${ru.absolute(ru.stores)}">страницах магазинов</a>.</p>
<h2 id="za-rubezh">Доставка за рубеж</h2>
<p>Мы доставляем в более чем 50 стран. Срок доставки складывается из времени обработки на складе и времени в пути до вашей страны.</p>
<table>
<tr><th>Страна</th><th>Срок</th><th>Стоимость</th></tr>
<tr><td>Швеция, Норвегия, Дания, Эстония</td><td>2–5 рабочих дней</td><td>9,90 €</td></tr>
<tr><td>Другие страны ЕС</td><td>3–7 рабочих дней</td><td>12,90 €</td></tr>
<tr><td>Великобритания, Швейцария</td><td>4–8 рабочих дней</td><td>19,90 €</td></tr>
<tr><td>Остальные страны</td><td>5–14 рабочих дней</td><td>от 29,90 €</td></tr>
</table>
<h2 id="tamozhnya">Таможня и налоги за пределами ЕС</h2>
<ul>
<li><strong>Великобритания:</strong> получатель оплачивает НДС 20 % и сбор перевозчика за таможенное оформление — около 12 фунтов.</li>
<li><strong>Швейцария:</strong> получатель оплачивает НДС 8,1 % и сбор перевозчика за таможенное оформление.</li>
<li>При заказе в Великобританию, Швейцарию и Канаду нужно подтвердить в корзине условия уплаты пошлин и налогов.</li>
<li>К сожалению, мы не доставляем в Северную Ирландию.</li>
</ul>
<h2 id="polezno-znat">Полезно знать</h2>
<p>Лыжные комплекты с установленными креплениями отправляются на 1–3 рабочих дня позже остальных товаров: крепления настраивает наша мастерская. По желанию заказ можно упаковать в многоразовую упаковку RePack. Как вернуть товар, читайте в разделе <a href="${ru.returns}">условия возврата</a>.</p>`,
  },
};
