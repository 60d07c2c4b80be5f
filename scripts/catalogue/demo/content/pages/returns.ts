import type { PageTexts } from './page-types.ts';
import { FAQ_ANCHORS, PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/**
 * Return policy (navKey 'returns'): 100 days for unused products, refunds in
 * 1-5 days and exchanges released after 3 weeks (catalogue spec 4 and 9). The
 * return form itself is the fixed `returns` route, linked from here.
 */
export const returnsTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.returns.fi,
    title: 'Palautusoikeus 100 päivää',
    metaDescription: 'Kaira Outdoorissa on 100 päivän palautusoikeus käyttämättömille tuotteille. Näin palautat tai vaihdat tuotteen ja saat rahat takaisin 1–5 päivässä.',
    content: `<p>Mietitkö vielä kokoa tai väriä? Kaikilla käyttämättömillä tuotteilla on <strong>100 päivän palautusoikeus</strong> toimituspäivästä lukien. Tuotteen tulee olla myyntikuntoinen ja mieluiten alkuperäisessä pakkauksessaan, hintalaput kiinni.</p>
<h2 id="nain-palautat">Näin palautat</h2>
<ul>
<li>Täytä <a href="${fi.returnsForm}">palautuslomake</a> tilausnumerolla ja sähköpostiosoitteella.</li>
<li>Pakkaa tuotteet huolellisesti ja liitä mukaan lomakkeelta saamasi palautustunnus.</li>
<li>Vie paketti Postin tai Matkahuollon toimipisteeseen. Palautus Suomesta on maksuton.</li>
<li>Voit myös palauttaa tuotteen mihin tahansa myymäläämme.</li>
</ul>
<p>Ulkomailta palautat tuotteen omalla kustannuksellasi seurattavana lähetyksenä. Kirjoita lähetyksen seurantakoodi palautuslomakkeelle, niin pystymme seuraamaan pakettia.</p>
<h2 id="hyvitys">Rahojen palautus</h2>
<p>Käsittelemme palautuksen, kun se on saapunut keskusvarastollemme. Hyvitys näkyy tililläsi yleensä 1–5 pankkipäivän kuluessa ja maksetaan samalla maksutavalla, jolla tilaus maksettiin. Laskulla maksettu tilaus hyvitetään Klarnan kautta.</p>
<h2 id="vaihto">Koon tai värin vaihto</h2>
<p>Voit vaihtaa tuotteen toiseen kokoon tai väriin samasta tuotteesta. Valitse vaihto palautuslomakkeella: lähetämme uuden tuotteen automaattisesti heti, kun palautus on saapunut varastolle. Varaamme vaihtotuotteen sinulle kolmeksi viikoksi.</p>
<h2 id="poikkeukset">Poikkeukset</h2>
<ul>
<li>Lahjakorteilla ja palvelutuotteilla ei ole palautusoikeutta.</li>
<li>Asennetun suksipaketin voi palauttaa käyttämättömänä, mutta asennusmaksua ei hyvitetä.</li>
<li>Viallisesta tuotteesta tehdään <a href="${fi.reclamation}">reklamaatio</a> eikä palautusta.</li>
</ul>
<p>Lisää vastauksia löydät <a href="${fi.faq}#${FAQ_ANCHORS.returning.fi}">usein kysytyistä kysymyksistä</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.returns.en,
    title: '100-day return policy',
    metaDescription: 'Kaira Outdoor gives you 100 days to return unused products. How to return or exchange an item, and get your money back within 1–5 days.',
    content: `<p>Still unsure about the size or colour? Every unused product comes with a <strong>100-day return policy</strong>, counted from the day of delivery. The product must be in saleable condition, ideally in its original packaging with the tags still attached.</p>
<h2 id="how-to-return">How to return</h2>
<ul>
<li>Fill in the <a href="${en.returnsForm}">return form</a> with your order number and email address.</li>
<li>Pack the products carefully and enclose the return code the form gives you.</li>
<li>Take the parcel to a Posti or Matkahuolto service point. Returns from Finland are free of charge.</li>
<li>You can also return products to any of our stores.</li>
</ul>
<p>From abroad, please send the return at your own cost as a tracked parcel and enter the tracking code on the return form so that we can follow it.</p>
<h2 id="refund">Refunds</h2>
<p>We process your return as soon as it reaches our central warehouse. The refund usually shows on your account within 1–5 banking days and is paid to the payment method you used. Invoice orders are credited through Klarna.</p>
<h2 id="exchange">Exchanging a size or colour</h2>
<p>You can exchange a product for another size or colour of the same product. Choose an exchange on the return form: we send the new item automatically once your return reaches the warehouse, and we hold it for you for three weeks.</p>
<h2 id="exceptions">Exceptions</h2>
<ul>
<li>Gift cards and service products cannot be returned.</li>
<li>Ski packages with mounted bindings can be returned unused, but the mounting fee is not refunded.</li>
<li>A faulty product is handled as a <a href="${en.reclamation}">complaint</a>, not as a return.</li>
</ul>
<p>More answers in our <a href="${en.faq}#${FAQ_ANCHORS.returning.en}">frequently asked questions</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.returns.sv,
    title: 'Returrätt 100 dagar',
    metaDescription: 'Hos Kaira Outdoor har du 100 dagars returrätt på oanvända produkter. Så returnerar eller byter du en vara och får pengarna tillbaka inom 1–5 dagar.',
    content: `<p>Osäker på storlek eller färg? Alla oanvända produkter har <strong>100 dagars returrätt</strong> räknat från leveransdagen. Produkten ska vara i säljbart skick, helst i originalförpackningen och med etiketterna kvar.</p>
<h2 id="sa-returnerar-du">Så returnerar du</h2>
<ul>
<li>Fyll i <a href="${sv.returnsForm}">returformuläret</a> med ordernummer och e-postadress.</li>
<li>Packa produkterna omsorgsfullt och lägg med returkoden du får från formuläret.</li>
<li>Lämna paketet hos Posti eller Matkahuolto. Returer från Finland är kostnadsfria.</li>
<li>Du kan också returnera produkter i någon av våra butiker.</li>
</ul>
<p>Från utlandet skickar du returen på egen bekostnad som spårbart paket. Skriv spårningskoden i returformuläret så att vi kan följa paketet.</p>
<h2 id="aterbetalning">Återbetalning</h2>
<p>Vi behandlar returen när den har kommit fram till vårt centrallager. Pengarna syns normalt på ditt konto inom 1–5 bankdagar och betalas tillbaka till samma betalsätt som du använde. Fakturaköp krediteras via Klarna.</p>
<h2 id="byte">Byte av storlek eller färg</h2>
<p>Du kan byta till en annan storlek eller färg av samma produkt. Välj byte i returformuläret: vi skickar den nya varan automatiskt när returen har kommit till lagret och reserverar den åt dig i tre veckor.</p>
<h2 id="undantag">Undantag</h2>
<ul>
<li>Presentkort och tjänster kan inte returneras.</li>
<li>Skidpaket med monterade bindningar kan returneras oanvända, men monteringsavgiften återbetalas inte.</li>
<li>En felaktig produkt hanteras som en <a href="${sv.reclamation}">reklamation</a>, inte som en retur.</li>
</ul>
<p>Fler svar hittar du bland <a href="${sv.faq}#${FAQ_ANCHORS.returning.sv}">vanliga frågor</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.returns.de,
    title: '100 Tage Rückgaberecht',
    metaDescription: 'Bei Kaira Outdoor haben Sie 100 Tage Rückgaberecht auf unbenutzte Artikel. So funktionieren Rücksendung und Umtausch – Erstattung in 1–5 Tagen.',
    content: `<p>Größe oder Farbe passt doch nicht? Für alle unbenutzten Artikel gilt ein <strong>Rückgaberecht von 100 Tagen</strong> ab Lieferung. Der Artikel muss sich in verkaufsfähigem Zustand befinden, am besten in der Originalverpackung und mit Etiketten.</p>
<h2 id="so-gehts">So funktioniert die Rücksendung</h2>
<ul>
<li>Füllen Sie das <a href="${de.returnsForm}">Rücksendeformular</a> mit Bestellnummer und E-Mail-Adresse aus.</li>
<li>Verpacken Sie die Artikel sorgfältig und legen Sie den Rücksendecode aus dem Formular bei.</li>
<li>Aus Finnland geben Sie das Paket kostenlos bei Posti oder Matkahuolto ab; natürlich können Sie es auch in einer unserer Filialen zurückgeben.</li>
<li>Aus dem Ausland senden Sie das Paket auf eigene Kosten als Sendung mit Sendungsverfolgung und tragen die Sendungsnummer im Formular ein.</li>
</ul>
<h2 id="erstattung">Erstattung</h2>
<p>Wir bearbeiten die Rücksendung, sobald sie in unserem Zentrallager eingetroffen ist. Die Erstattung ist in der Regel nach 1–5 Bankarbeitstagen auf Ihrem Konto und erfolgt über die ursprüngliche Zahlungsart. Rechnungskäufe schreiben wir über Klarna gut.</p>
<h2 id="umtausch">Umtausch in eine andere Größe oder Farbe</h2>
<p>Sie können einen Artikel gegen eine andere Größe oder Farbe desselben Produkts tauschen. Wählen Sie im Formular „Umtausch“: Der neue Artikel wird automatisch verschickt, sobald Ihre Rücksendung im Lager eintrifft. Wir reservieren ihn drei Wochen lang für Sie.</p>
<h2 id="ausnahmen">Ausnahmen</h2>
<ul>
<li>Gutscheine und Serviceleistungen sind von der Rückgabe ausgeschlossen.</li>
<li>Skisets mit montierter Bindung können unbenutzt zurückgegeben werden; die Montagegebühr wird nicht erstattet.</li>
<li>Mangelhafte Artikel bearbeiten wir als <a href="${de.reclamation}">Reklamation</a>, nicht als Rückgabe.</li>
</ul>
<p>Weitere Antworten finden Sie in den <a href="${de.faq}#${FAQ_ANCHORS.returning.de}">häufig gestellten Fragen</a>.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.returns.fr,
    title: 'Retour gratuit sous 100 jours',
    metaDescription: 'Chez Kaira Outdoor, vous disposez de 100 jours pour retourner un article non utilisé. Retour, échange et remboursement sous 1 à 5 jours.',
    content: `<p>Vous hésitez encore sur la taille ou la couleur ? Tout article non utilisé peut être retourné pendant <strong>100 jours</strong> à compter de la livraison. Il doit être en parfait état de revente, si possible dans son emballage d'origine avec ses étiquettes.</p>
<h2 id="comment-retourner">Comment retourner un article</h2>
<ul>
<li>Remplissez le <a href="${fr.returnsForm}">formulaire de retour</a> avec votre numéro de commande et votre adresse e-mail.</li>
<li>Emballez soigneusement les articles et joignez le code de retour indiqué par le formulaire.</li>
<li>Depuis la Finlande, déposez le colis gratuitement chez Posti ou Matkahuolto, ou dans l'un de nos magasins.</li>
<li>Depuis l'étranger, renvoyez le colis à vos frais en envoi suivi et saisissez le numéro de suivi dans le formulaire.</li>
</ul>
<h2 id="remboursement">Remboursement</h2>
<p>Nous traitons votre retour dès son arrivée à notre entrepôt central. Le remboursement apparaît généralement sous 1 à 5 jours ouvrés, sur le moyen de paiement utilisé lors de la commande. Les achats payés sur facture sont crédités via Klarna.</p>
<h2 id="echange">Échange de taille ou de couleur</h2>
<p>Vous pouvez échanger un article contre une autre taille ou une autre couleur du même produit. Choisissez l'échange dans le formulaire : le nouvel article part automatiquement dès que votre retour arrive à l'entrepôt, et nous vous le réservons pendant trois semaines.</p>
<h2 id="exceptions">Exceptions</h2>
<ul>
<li>Les cartes cadeaux et les prestations de service ne sont ni reprises ni échangées.</li>
<li>Un pack de skis avec fixations montées peut être retourné s'il n'a pas servi ; les frais de montage ne sont pas remboursés.</li>
<li>Un article défectueux fait l'objet d'une <a href="${fr.reclamation}">réclamation</a> et non d'un retour.</li>
</ul>
<p>D'autres réponses dans notre <a href="${fr.faq}#${FAQ_ANCHORS.returning.fr}">foire aux questions</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.returns.ru,
    title: 'Возврат в течение 100 дней',
    metaDescription: 'В Kaira Outdoor неиспользованный товар можно вернуть в течение 100 дней. Как оформить возврат или обмен и получить деньги за 1–5 дней.',
    content: `<p>Сомневаетесь в размере или цвете? Любой неиспользованный товар можно вернуть в течение <strong>100 дней</strong> со дня доставки. Товар должен сохранить товарный вид — лучше всего в оригинальной упаковке и с бирками.</p>
<h2 id="kak-vernut">Как вернуть товар</h2>
<ul>
<li>Заполните <a href="${ru.returnsForm}">форму возврата</a>, указав номер заказа и адрес электронной почты.</li>
<li>Аккуратно упакуйте товар и вложите код возврата, полученный в форме.</li>
<li>Из Финляндии посылку можно бесплатно сдать в отделение Posti или Matkahuolto либо в любой из наших магазинов.</li>
<li>Из других стран отправьте посылку за свой счёт с отслеживанием и укажите трек-номер в форме возврата.</li>
</ul>
<h2 id="vozvrat-deneg">Возврат денег</h2>
<p>Мы обрабатываем возврат, как только посылка поступает на центральный склад. Деньги обычно приходят в течение 1–5 банковских дней тем же способом, которым был оплачен заказ. Заказы, оплаченные по счёту, возмещаются через Klarna.</p>
<h2 id="obmen">Обмен размера или цвета</h2>
<p>Товар можно обменять на другой размер или цвет той же модели. Выберите обмен в форме возврата: новый товар будет отправлен автоматически, как только возврат поступит на склад. Мы резервируем его для вас на три недели.</p>
<h2 id="isklyucheniya">Исключения</h2>
<ul>
<li>Подарочные карты и услуги возврату не подлежат.</li>
<li>Лыжный комплект с установленными креплениями можно вернуть неиспользованным, но стоимость установки не возмещается.</li>
<li>Неисправный товар оформляется как <a href="${ru.reclamation}">претензия</a>, а не как возврат.</li>
</ul>
<p>Другие ответы — в разделе <a href="${ru.faq}#${FAQ_ANCHORS.returning.ru}">частые вопросы</a>.</p>`,
  },
};
