import { DELIVERY_ZONES } from '../../delivery-methods.ts';
import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** A delivery placeholder the renderer fills from the delivery methods and days (shared/delivery/content-tokens.ts). */
const d = (countries: readonly string[], field: string, kind?: string) => `{{delivery:${countries.join(',')}${kind ? `/${kind}` : ''}:${field}}}`;
const FI = ['fi'];
const Z = DELIVERY_ZONES;

/** The Finnish and international tables' figures: the same cells in every language. */
const finland = {
  express: { time: d(FI, 'time', 'express_pickup'), price: d(FI, 'price', 'express_pickup') },
  store: { time: d(FI, 'time', 'store_pickup'), price: d(FI, 'price', 'store_pickup') },
  locker: { time: d(FI, 'time', 'parcel_locker'), price: d(FI, 'price', 'parcel_locker') },
  home: { time: d(FI, 'time'), price: d(FI, 'price') },
};
const row = (name: string, cells: { time: string; price: string }) => `<tr><td>${name}</td><td>${cells.time}</td><td>${cells.price}</td></tr>`;
const zone = (name: string, countries: readonly string[]) => row(name, { time: d(countries, 'time'), price: d(countries, 'price') });
const FREE_FROM = d(FI, 'free_from');
const CUT_OFFS = d(FI, 'cutoffs', 'express_pickup');
const SKI_DELAY = d(FI, 'bundle_time');

/**
 * Delivery (navKey 'delivery'). Prices, free thresholds, delivery times and
 * the express pickup cut-offs are placeholders filled from the delivery data
 * (issue 14, decision 018), so the page says what the checkout charges and
 * promises; the UK and Swiss import taxes and the Northern Ireland exclusion
 * are the business constants of catalogue spec 9.
 */
export const deliveryTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.delivery.fi,
    title: 'Toimitukset',
    metaDescription: `Toimitustavat, -ajat ja -hinnat: ilmainen toimitus vähintään ${FREE_FROM} tilauksiin, Pikanouto myymälästä jo samana päivänä ja toimitukset ulkomaille.`,
    content: `<p>Lähetämme tilaukset keskusvarastoltamme ja myymälöistämme. Kassalla näet juuri sinun tilauksellesi ja postinumerollesi sopivat toimitustavat sekä arvioidun toimitusajan.</p>
<h2 id="suomi">Toimitukset Suomessa</h2>
<table>
<tr><th>Toimitustapa</th><th>Toimitusaika</th><th>Hinta</th></tr>
${row('Pikanouto myymälästä', finland.express)}
${row('Nouto myymälästä', finland.store)}
${row('Noutopiste tai pakettiautomaatti (Posti, Matkahuolto)', finland.locker)}
${row('Kotiinkuljetus', finland.home)}
</table>
<p>Vähintään ${FREE_FROM} tilaukset toimitetaan maksutta Suomessa ja vakiotoimituksena kaikkiin EU-maihin.</p>
<h2 id="pikanouto">Pikanouto</h2>
<p>Kun tuote on myymälän varastossa, voit valita kassalla Pikanoudon.</p>
<p>${CUT_OFFS}</p>
<p>Saat tekstiviestin, kun tilaus on valmis. Myymälöiden osoitteet ja aukioloajat löydät <a href="${fi.absolute(fi.stores)}">myymäläsivuilta</a>.</p>
<h2 id="ulkomaat">Toimitukset ulkomaille</h2>
<p>Toimitamme myös ulkomaille; kassalla näet maat, joihin toimitamme. Toimitusaika on varaston lähetysaika lisättynä kohdemaan kuljetusajalla.</p>
<table>
<tr><th>Maa</th><th>Toimitusaika</th><th>Hinta</th></tr>
${zone('Ruotsi, Tanska, Viro', Z.nordicEu)}
${zone('Norja', Z.norway)}
${zone('Muut EU-maat', Z.otherEu)}
${zone('Iso-Britannia, Sveitsi, Liechtenstein', Z.ukAndSwiss)}
${zone('Muut maat', Z.rest)}
</table>
<h2 id="tullit">Tullit ja verot EU:n ulkopuolella</h2>
<ul>
<li><strong>Iso-Britannia:</strong> vastaanottaja maksaa 20 %:n arvonlisäveron sekä kuljetusliikkeen noin 12 punnan tullausmaksun.</li>
<li><strong>Sveitsi:</strong> vastaanottaja maksaa 8,1 %:n arvonlisäveron ja kuljetusliikkeen tullausmaksun.</li>
<li>Tilaukset Iso-Britanniaan, Sveitsiin ja Kanadaan vaativat kassalla tullien ja verojen hyväksymisen.</li>
<li>Emme valitettavasti toimita Pohjois-Irlantiin.</li>
</ul>
<h2 id="muuta">Hyvä tietää</h2>
<p>Valmiiksi asennetut suksipaketit lähtevät ${SKI_DELAY} muita tuotteita myöhemmin, koska siteet säädetään huollossamme. Voit halutessasi valita kestävän RePack-kierrätyspakkauksen. Palautusohjeet löydät sivulta <a href="${fi.returns}">palautusoikeus</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.delivery.en,
    title: 'Delivery',
    metaDescription: `Delivery methods, times and prices: free delivery on orders of ${FREE_FROM} or more, same-day express pickup in our stores and shipping abroad.`,
    content: `<p>We ship orders from our central warehouse and our stores. At the checkout you see the delivery methods available for your order and postcode, together with an estimated delivery time.</p>
<h2 id="finland">Delivery within Finland</h2>
<table>
<tr><th>Method</th><th>Delivery time</th><th>Price</th></tr>
${row('Express pickup in store', finland.express)}
${row('Store pickup', finland.store)}
${row('Pickup point or parcel locker (Posti, Matkahuolto)', finland.locker)}
${row('Home delivery', finland.home)}
</table>
<p>Orders of ${FREE_FROM} or more ship free within Finland and by standard delivery to every EU country.</p>
<h2 id="express-pickup">Express pickup</h2>
<p>When the product is in stock in a store, you can choose express pickup at the checkout.</p>
<p>${CUT_OFFS}</p>
<p>We send you a text message when your order is ready. Addresses and opening hours are on our <a href="${en.absolute(en.stores)}">store pages</a>.</p>
<h2 id="international">International delivery</h2>
<p>We also deliver abroad; the checkout lists the countries we deliver to. The delivery time is the dispatch time of the warehouse plus the transit time to your country.</p>
<table>
<tr><th>Country</th><th>Delivery time</th><th>Price</th></tr>
${zone('Sweden, Denmark, Estonia', Z.nordicEu)}
${zone('Norway', Z.norway)}
${zone('Other EU countries', Z.otherEu)}
${zone('United Kingdom, Switzerland, Liechtenstein', Z.ukAndSwiss)}
${zone('Rest of the world', Z.rest)}
</table>
<h2 id="customs">Customs and taxes outside the EU</h2>
<ul>
<li><strong>United Kingdom:</strong> the recipient pays 20% VAT plus the carrier's clearance fee of about £12.</li>
<li><strong>Switzerland:</strong> the recipient pays 8.1% VAT plus the carrier's clearance fee.</li>
<li>Orders to the United Kingdom, Switzerland and Canada require you to accept the customs and tax terms at the checkout.</li>
<li>Unfortunately we cannot deliver to Northern Ireland.</li>
</ul>
<h2 id="good-to-know">Good to know</h2>
<p>Ski packages with mounted bindings leave ${SKI_DELAY} later than other products, because our workshop adjusts the bindings. You can choose reusable RePack packaging if you like. Return instructions are in our <a href="${en.returns}">return policy</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.delivery.sv,
    title: 'Leveranser',
    metaDescription: `Leveranssätt, leveranstider och priser: fri frakt på beställningar från ${FREE_FROM}, expressupphämtning i butik samma dag och leverans utomlands.`,
    content: `<p>Vi skickar beställningar från vårt centrallager och våra butiker. I kassan ser du vilka leveranssätt som finns för din beställning och ditt postnummer, och en beräknad leveranstid.</p>
<h2 id="finland">Leveranser inom Finland</h2>
<table>
<tr><th>Leveranssätt</th><th>Leveranstid</th><th>Pris</th></tr>
${row('Expressupphämtning i butik', finland.express)}
${row('Upphämtning i butik', finland.store)}
${row('Utlämningsställe eller paketautomat (Posti, Matkahuolto)', finland.locker)}
${row('Hemleverans', finland.home)}
</table>
<p>Beställningar från ${FREE_FROM} levereras fraktfritt inom Finland och med standardleverans till alla EU-länder.</p>
<h2 id="expressupphamtning">Expressupphämtning</h2>
<p>När produkten finns i lager i en butik kan du välja expressupphämtning i kassan.</p>
<p>${CUT_OFFS}</p>
<p>Du får ett sms när beställningen är klar. Adresser och öppettider finns på våra <a href="${sv.absolute(sv.stores)}">butikssidor</a>.</p>
<h2 id="utlandet">Leveranser utomlands</h2>
<p>Vi levererar även utomlands; i kassan ser du vilka länder vi levererar till. Leveranstiden är lagrets hanteringstid plus transporttiden till ditt land.</p>
<table>
<tr><th>Land</th><th>Leveranstid</th><th>Pris</th></tr>
${zone('Sverige, Danmark, Estland', Z.nordicEu)}
${zone('Norge', Z.norway)}
${zone('Övriga EU-länder', Z.otherEu)}
${zone('Storbritannien, Schweiz, Liechtenstein', Z.ukAndSwiss)}
${zone('Övriga världen', Z.rest)}
</table>
<h2 id="tull">Tull och skatter utanför EU</h2>
<ul>
<li><strong>Storbritannien:</strong> mottagaren betalar 20 % moms samt transportörens tullhanteringsavgift på cirka 12 pund.</li>
<li><strong>Schweiz:</strong> mottagaren betalar 8,1 % moms samt transportörens tullhanteringsavgift.</li>
<li>Beställningar till Storbritannien, Schweiz och Kanada kräver att du godkänner tull- och skattevillkoren i kassan.</li>
<li>Vi kan tyvärr inte leverera till Nordirland.</li>
</ul>
<h2 id="bra-att-veta">Bra att veta</h2>
<p>Skidpaket med monterade bindningar skickas ${SKI_DELAY} senare än andra produkter eftersom vår verkstad justerar bindningarna. Du kan välja den återanvändbara förpackningen RePack. Returanvisningar finns under <a href="${sv.returns}">returrätt</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.delivery.de,
    title: 'Lieferung und Versand',
    metaDescription: `Versandarten, Lieferzeiten und Preise: kostenloser Versand ab ${FREE_FROM}, Express-Abholung in der Filiale noch am selben Tag und Lieferung ins Ausland.`,
    content: `<p>Wir versenden aus unserem Zentrallager und aus unseren Filialen. An der Kasse sehen Sie die für Ihre Bestellung und Postleitzahl verfügbaren Versandarten samt voraussichtlicher Lieferzeit.</p>
<h2 id="finnland">Lieferung innerhalb Finnlands</h2>
<table>
<tr><th>Versandart</th><th>Lieferzeit</th><th>Preis</th></tr>
${row('Express-Abholung in der Filiale', finland.express)}
${row('Abholung in der Filiale', finland.store)}
${row('Abholstelle oder Paketautomat (Posti, Matkahuolto)', finland.locker)}
${row('Lieferung nach Hause', finland.home)}
</table>
<p>Bestellungen ab ${FREE_FROM} liefern wir kostenlos innerhalb Finnlands und per Standardversand in alle EU-Länder.</p>
<h2 id="express-abholung">Express-Abholung</h2>
<p>Ist der Artikel in einer Filiale vorrätig, können Sie an der Kasse die Express-Abholung wählen.</p>
<p>${CUT_OFFS}</p>
<p>Sobald Ihre Bestellung bereitliegt, erhalten Sie eine SMS. Adressen und Öffnungszeiten finden Sie auf unseren <a href="${de.absolute(de.stores)}">Filialseiten</a>.</p>
<h2 id="ausland">Lieferung ins Ausland</h2>
<p>Wir liefern auch ins Ausland; an der Kasse sehen Sie, in welche Länder wir liefern. Die Lieferzeit setzt sich aus der Bearbeitungszeit im Lager und der Transportzeit in Ihr Land zusammen.</p>
<table>
<tr><th>Land</th><th>Lieferzeit</th><th>Preis</th></tr>
${zone('Schweden, Dänemark, Estland', Z.nordicEu)}
${zone('Norwegen', Z.norway)}
${zone('Übrige EU-Länder, darunter Deutschland und Österreich', Z.otherEu)}
${zone('Vereinigtes Königreich, Schweiz, Liechtenstein', Z.ukAndSwiss)}
${zone('Übrige Welt', Z.rest)}
</table>
<h2 id="zoll">Zoll und Steuern außerhalb der EU</h2>
<ul>
<li><strong>Vereinigtes Königreich:</strong> Der Empfänger zahlt 20 % Mehrwertsteuer sowie die Verzollungsgebühr des Zustellers von etwa 12 £.</li>
<li><strong>Schweiz:</strong> Der Empfänger zahlt 8,1 % Mehrwertsteuer sowie die Verzollungsgebühr des Zustellers.</li>
<li>Für Bestellungen in das Vereinigte Königreich, die Schweiz und nach Kanada bestätigen Sie an der Kasse die Zoll- und Steuerbedingungen.</li>
<li>Nach Nordirland können wir leider nicht liefern.</li>
</ul>
<h2 id="gut-zu-wissen">Gut zu wissen</h2>
<p>Skisets mit montierter Bindung verlassen das Lager ${SKI_DELAY} später als andere Artikel, weil unsere Werkstatt die Bindung einstellt. Auf Wunsch verpacken wir Ihre Bestellung in der wiederverwendbaren RePack-Verpackung. Hinweise zur Rücksendung finden Sie unter <a href="${de.returns}">Rückgaberecht</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.delivery.fr,
    title: 'Livraison',
    metaDescription: `Modes, délais et frais de livraison : livraison offerte dès ${FREE_FROM}, retrait express en magasin le jour même et expédition à l'étranger.`,
    content: `<p>Nous expédions les commandes depuis notre entrepôt central et nos magasins. Au moment de payer, vous voyez les modes de livraison disponibles pour votre commande et votre code postal, ainsi qu'un délai estimé.</p>
<h2 id="finlande">Livraison en Finlande</h2>
<table>
<tr><th>Mode</th><th>Délai</th><th>Prix</th></tr>
${row('Retrait express en magasin', finland.express)}
${row('Retrait en magasin', finland.store)}
${row('Point relais ou consigne (Posti, Matkahuolto)', finland.locker)}
${row('Livraison à domicile', finland.home)}
</table>
<p>Dès ${FREE_FROM} d'achat, la livraison est offerte en Finlande et en livraison standard dans tous les pays de l'UE.</p>
<h2 id="retrait-express">Retrait express</h2>
<p>Lorsque l'article est en stock dans un magasin, vous pouvez choisir le retrait express.</p>
<p>${CUT_OFFS}</p>
<p>Un SMS vous prévient dès que votre commande est prête. Adresses et horaires sur nos <a href="${fr.absolute(fr.stores)}">pages magasins</a>.</p>
<h2 id="international">Livraison à l'international</h2>
<p>Nous livrons aussi à l'étranger ; la caisse indique les pays où nous livrons. Le délai correspond au temps de préparation de l'entrepôt plus le temps de transport jusqu'à chez vous.</p>
<table>
<tr><th>Pays</th><th>Délai</th><th>Prix</th></tr>
${zone('Suède, Danemark, Estonie', Z.nordicEu)}
${zone('Norvège', Z.norway)}
${zone('Autres pays de l\'UE, dont la France et la Belgique', Z.otherEu)}
${zone('Royaume-Uni, Suisse, Liechtenstein', Z.ukAndSwiss)}
${zone('Reste du monde', Z.rest)}
</table>
<h2 id="douane">Douane et taxes hors UE</h2>
<ul>
<li><strong>Royaume-Uni :</strong> le destinataire règle une TVA de 20 % et des frais de dédouanement du transporteur d'environ 12 £.</li>
<li><strong>Suisse :</strong> le destinataire règle une TVA de 8,1 % et les frais de dédouanement du transporteur.</li>
<li>Pour le Royaume-Uni, la Suisse et le Canada, vous devez accepter les conditions douanières et fiscales lors du paiement.</li>
<li>Nous ne livrons malheureusement pas en Irlande du Nord.</li>
</ul>
<h2 id="a-savoir">À savoir</h2>
<p>Les packs de skis avec fixations montées partent ${SKI_DELAY} plus tard, le temps que notre atelier règle les fixations. Vous pouvez opter pour l'emballage réutilisable RePack. Pour renvoyer un article, consultez notre <a href="${fr.returns}">politique de retour</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.delivery.ru,
    title: 'Доставка',
    metaDescription: `Способы, сроки и стоимость доставки: бесплатно при заказе от ${FREE_FROM}, экспресс-самовывоз из магазина в тот же день, доставка за рубеж.`,
    content: `<p>Мы отправляем заказы с центрального склада и из наших магазинов. В корзине вы увидите способы доставки, доступные для вашего заказа и почтового индекса, а также ориентировочный срок.</p>
<h2 id="finlyandiya">Доставка по Финляндии</h2>
<table>
<tr><th>Способ</th><th>Срок</th><th>Стоимость</th></tr>
${row('Экспресс-самовывоз из магазина', finland.express)}
${row('Самовывоз из магазина', finland.store)}
${row('Пункт выдачи или постамат (Posti, Matkahuolto)', finland.locker)}
${row('Курьерская доставка на дом', finland.home)}
</table>
<p>Заказы от ${FREE_FROM} доставляются бесплатно по Финляндии и стандартной доставкой во все страны ЕС.</p>
<h2 id="ekspress-samovyvoz">Экспресс-самовывоз</h2>
<p>Если товар есть в наличии в магазине, при оформлении можно выбрать экспресс-самовывоз.</p>
<p>${CUT_OFFS}</p>
<p>Когда заказ будет готов, мы пришлём SMS. Адреса и часы работы — на <a href="${ru.absolute(ru.stores)}">страницах магазинов</a>.</p>
<h2 id="za-rubezh">Доставка за рубеж</h2>
<p>Мы доставляем и за рубеж; список стран доставки вы увидите при оформлении заказа. Срок доставки складывается из времени обработки на складе и времени в пути до вашей страны.</p>
<table>
<tr><th>Страна</th><th>Срок</th><th>Стоимость</th></tr>
${zone('Швеция, Дания, Эстония', Z.nordicEu)}
${zone('Норвегия', Z.norway)}
${zone('Другие страны ЕС', Z.otherEu)}
${zone('Великобритания, Швейцария, Лихтенштейн', Z.ukAndSwiss)}
${zone('Остальные страны', Z.rest)}
</table>
<h2 id="tamozhnya">Таможня и налоги за пределами ЕС</h2>
<ul>
<li><strong>Великобритания:</strong> получатель оплачивает НДС 20 % и сбор перевозчика за таможенное оформление — около 12 фунтов.</li>
<li><strong>Швейцария:</strong> получатель оплачивает НДС 8,1 % и сбор перевозчика за таможенное оформление.</li>
<li>При заказе в Великобританию, Швейцарию и Канаду нужно подтвердить в корзине условия уплаты пошлин и налогов.</li>
<li>К сожалению, мы не доставляем в Северную Ирландию.</li>
</ul>
<h2 id="polezno-znat">Полезно знать</h2>
<p>Лыжные комплекты с установленными креплениями отправляются позже остальных товаров (дополнительно ${SKI_DELAY}): крепления настраивает наша мастерская. По желанию заказ можно упаковать в многоразовую упаковку RePack. Как вернуть товар, читайте в разделе <a href="${ru.returns}">условия возврата</a>.</p>`,
  },
};
