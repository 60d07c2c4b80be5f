import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** Member discounts (navKey 'member-discounts'): what Kaira Club gives; club prices need a login (catalogue spec 4, 6). */
export const memberDiscountsTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.memberDiscounts.fi,
    title: 'Kaira Clubin jäsenedut',
    metaDescription: 'Liity maksutta Kaira Clubiin: jäsenhinnat, klubitarjoukset, alennus korjauksista ja vuokrauksesta, syntymäpäiväetu ja jäsenille omat tapahtumat.',
    content: `<p>Kaira Club on maksuton kanta-asiakasohjelmamme. Jäsenenä saat edut sekä verkkokaupassa että kaikissa seitsemässä myymälässämme.</p>
<h2 id="edut">Jäsenedut</h2>
<table>
<tr><th>Etu</th><th>Mitä saat</th></tr>
<tr><td>Jäsenhinnat</td><td>Tuhansilla tuotteilla edullisempi Club-hinta, joka näkyy kirjautuneena automaattisesti.</td></tr>
<tr><td>Klubitarjoukset</td><td>Vain jäsenille tarkoitetut <a href="${fi.clubOffers}">kampanjat</a> ja ennakkopääsy alennusmyynteihin.</td></tr>
<tr><td>Huolto ja vuokraus</td><td>10 % alennus <a href="${fi.repairService}">korjauspalvelusta</a> ja <a href="${fi.rental}">vuokraamosta</a>.</td></tr>
<tr><td>Syntymäpäiväetu</td><td>Henkilökohtainen alennuskoodi syntymäpäiväkuukautenasi.</td></tr>
<tr><td>Tapahtumat</td><td>Jäsenille suunnatut voiteluillat, testipäivät ja retket – katso <a href="${fi.events}">tapahtumat</a>.</td></tr>
<tr><td>Ostohistoria</td><td>Kaikki kuitit tallessa tililläsi, joten palautus ja takuuasiat hoituvat ilman paperikuittia.</td></tr>
</table>
<h2 id="liity">Näin liityt</h2>
<p><a href="${fi.login}">Kirjaudu</a> tai luo tili ja hyväksy Kaira Clubin jäsenehdot. Voit liittyä myös myymälän kassalla tai tilauksen yhteydessä kassalla. Jäsenyys on voimassa toistaiseksi, ja voit lopettaa sen milloin tahansa tilisi asetuksista.</p>
<h2 id="ehdot">Hyvä tietää</h2>
<ul>
<li>Jäsenhinta ja muut alennukset eivät yhdisty; tuotteen edullisin hinta on aina voimassa.</li>
<li>Tilaukseen voi käyttää yhden alennuskoodin, myös syntymäpäiväkoodin.</li>
<li>Jäsenyys on henkilökohtainen. Yrityksille on omat <a href="${fi.corporateStaffBenefits}">henkilöstöetunsa</a>.</li>
</ul>`,
  },
  en: {
    slug: PAGE_SLUGS.memberDiscounts.en,
    title: 'Kaira Club member benefits',
    metaDescription: 'Join Kaira Club for free: member prices, club offers, discounts on repairs and rentals, a birthday treat and events for members only.',
    content: `<p>Kaira Club is our free loyalty programme. As a member you enjoy the benefits in the web store and in all seven of our stores.</p>
<h2 id="benefits">Benefits</h2>
<table>
<tr><th>Benefit</th><th>What you get</th></tr>
<tr><td>Member prices</td><td>A lower Club price on thousands of products, shown automatically when you are logged in.</td></tr>
<tr><td>Club offers</td><td>Members-only <a href="${en.clubOffers}">campaigns</a> and early access to sales.</td></tr>
<tr><td>Service and rental</td><td>10% off our <a href="${en.repairService}">repair service</a> and <a href="${en.rental}">rentals</a>.</td></tr>
<tr><td>Birthday treat</td><td>A personal discount code in your birthday month.</td></tr>
<tr><td>Events</td><td>Waxing evenings, test days and trips for members – see <a href="${en.events}">events</a>.</td></tr>
<tr><td>Purchase history</td><td>Every receipt saved in your account, so returns and warranty claims work without a paper receipt.</td></tr>
</table>
<h2 id="join">How to join</h2>
<p><a href="${en.login}">Log in</a> or create an account and accept the Kaira Club member terms. You can also join at a store till or while checking out. Membership has no end date, and you can cancel it at any time in your account settings.</p>
<h2 id="good-to-know">Good to know</h2>
<ul>
<li>Member prices are not combined with other discounts; the lowest price of a product always applies.</li>
<li>One discount code can be used per order – the birthday code included.</li>
<li>Membership is personal. Companies have their own <a href="${en.corporateStaffBenefits}">staff benefits</a>.</li>
</ul>`,
  },
  sv: {
    slug: PAGE_SLUGS.memberDiscounts.sv,
    title: 'Medlemsförmåner i Kaira Club',
    metaDescription: 'Bli medlem i Kaira Club utan kostnad: medlemspriser, klubberbjudanden, rabatt på reparationer och uthyrning, födelsedagsförmån och evenemang.',
    content: `<p>Kaira Club är vårt kostnadsfria kundprogram. Som medlem får du förmånerna både i webbutiken och i alla våra sju butiker.</p>
<h2 id="formaner">Förmåner</h2>
<table>
<tr><th>Förmån</th><th>Det här får du</th></tr>
<tr><td>Medlemspriser</td><td>Ett lägre Club-pris på tusentals produkter, som visas automatiskt när du är inloggad.</td></tr>
<tr><td>Klubberbjudanden</td><td><a href="${sv.clubOffers}">Kampanjer</a> endast för medlemmar och förtur till reorna.</td></tr>
<tr><td>Service och uthyrning</td><td>10 % rabatt på vår <a href="${sv.repairService}">reparationsservice</a> och <a href="${sv.rental}">uthyrning</a>.</td></tr>
<tr><td>Födelsedagsförmån</td><td>En personlig rabattkod under din födelsedagsmånad.</td></tr>
<tr><td>Evenemang</td><td>Vallakvällar, testdagar och turer för medlemmar – se <a href="${sv.events}">evenemang</a>.</td></tr>
<tr><td>Köphistorik</td><td>Alla kvitton sparas i ditt konto, så returer och garantiärenden fungerar utan papperskvitto.</td></tr>
</table>
<h2 id="bli-medlem">Så blir du medlem</h2>
<p><a href="${sv.login}">Logga in</a> eller skapa ett konto och godkänn medlemsvillkoren för Kaira Club. Du kan också gå med i butikens kassa eller när du handlar på nätet. Medlemskapet gäller tills vidare och kan avslutas när som helst i kontoinställningarna.</p>
<h2 id="bra-att-veta">Bra att veta</h2>
<ul>
<li>Medlemspriset kombineras inte med andra rabatter; produktens lägsta pris gäller alltid.</li>
<li>En rabattkod kan användas per beställning, även födelsedagskoden.</li>
<li>Medlemskapet är personligt. För företag finns egna <a href="${sv.corporateStaffBenefits}">personalförmåner</a>.</li>
</ul>`,
  },
  de: {
    slug: PAGE_SLUGS.memberDiscounts.de,
    title: 'Kaira Club: Mitgliedervorteile',
    metaDescription: 'Werden Sie kostenlos Mitglied im Kaira Club: Mitgliederpreise, Clubangebote, Rabatt auf Reparaturen und Verleih, Geburtstagsvorteil und Events.',
    content: `<p>Der Kaira Club ist unser kostenloses Kundenprogramm. Als Mitglied nutzen Sie die Vorteile im Onlineshop und in allen sieben Filialen.</p>
<h2 id="vorteile">Ihre Vorteile</h2>
<table>
<tr><th>Vorteil</th><th>Das bekommen Sie</th></tr>
<tr><td>Mitgliederpreise</td><td>Günstigere Club-Preise auf Tausende Artikel, automatisch sichtbar, sobald Sie angemeldet sind.</td></tr>
<tr><td>Clubangebote</td><td><a href="${de.clubOffers}">Aktionen</a> exklusiv für Mitglieder und früherer Zugang zum Sale.</td></tr>
<tr><td>Service und Verleih</td><td>10 % Rabatt auf unseren <a href="${de.repairService}">Reparaturservice</a> und den <a href="${de.rental}">Verleih</a>.</td></tr>
<tr><td>Geburtstagsvorteil</td><td>Ein persönlicher Rabattcode in Ihrem Geburtsmonat.</td></tr>
<tr><td>Veranstaltungen</td><td>Wachsabende, Testtage und Touren für Mitglieder – siehe <a href="${de.events}">Veranstaltungen</a>.</td></tr>
<tr><td>Kaufhistorie</td><td>Alle Belege in Ihrem Konto gespeichert: Rückgabe und Garantie klappen ohne Papierbeleg.</td></tr>
</table>
<h2 id="mitglied-werden">So werden Sie Mitglied</h2>
<p><a href="${de.login}">Melden Sie sich an</a> oder legen Sie ein Konto an und akzeptieren Sie die Mitgliedsbedingungen. Sie können auch an der Kasse in der Filiale oder beim Bestellen beitreten. Die Mitgliedschaft ist unbefristet und jederzeit in den Kontoeinstellungen kündbar.</p>
<h2 id="gut-zu-wissen">Gut zu wissen</h2>
<ul>
<li>Mitgliederpreise sind nicht mit anderen Rabatten kombinierbar; es gilt immer der günstigste Preis.</li>
<li>Pro Bestellung kann ein Rabattcode eingelöst werden, auch der Geburtstagscode.</li>
<li>Die Mitgliedschaft ist persönlich. Für Unternehmen gibt es eigene <a href="${de.corporateStaffBenefits}">Mitarbeitervorteile</a>.</li>
</ul>`,
  },
  fr: {
    slug: PAGE_SLUGS.memberDiscounts.fr,
    title: 'Avantages membres Kaira Club',
    metaDescription: 'Rejoignez gratuitement le Kaira Club : prix membres, offres réservées, remise sur réparations et location, cadeau d’anniversaire et événements.',
    content: `<p>Le Kaira Club est notre programme de fidélité gratuit. Vos avantages s'appliquent sur la boutique en ligne comme dans nos sept magasins.</p>
<h2 id="avantages">Vos avantages</h2>
<table>
<tr><th>Avantage</th><th>Ce que vous obtenez</th></tr>
<tr><td>Prix membres</td><td>Un prix Club plus bas sur des milliers d'articles, affiché automatiquement une fois connecté.</td></tr>
<tr><td>Offres du club</td><td>Des <a href="${fr.clubOffers}">promotions</a> réservées aux membres et un accès anticipé aux soldes.</td></tr>
<tr><td>Atelier et location</td><td>10 % de remise sur notre <a href="${fr.repairService}">service de réparation</a> et la <a href="${fr.rental}">location</a>.</td></tr>
<tr><td>Anniversaire</td><td>Un code promo personnel pendant le mois de votre anniversaire.</td></tr>
<tr><td>Événements</td><td>Soirées fartage, journées test et sorties pour les membres – voir les <a href="${fr.events}">événements</a>.</td></tr>
<tr><td>Historique d'achats</td><td>Tous vos tickets dans votre compte : retours et garanties sans ticket papier.</td></tr>
</table>
<h2 id="adherer">Comment adhérer</h2>
<p><a href="${fr.login}">Connectez-vous</a> ou créez un compte et acceptez les conditions du Kaira Club. Vous pouvez aussi adhérer en caisse ou lors d'une commande en ligne. L'adhésion est sans durée limitée et résiliable à tout moment depuis votre compte.</p>
<h2 id="a-savoir">À savoir</h2>
<ul>
<li>Le prix membre ne se cumule pas avec d'autres remises ; le prix le plus bas s'applique toujours.</li>
<li>Un seul code promo par commande, code anniversaire compris.</li>
<li>L'adhésion est personnelle. Les entreprises disposent de leurs propres <a href="${fr.corporateStaffBenefits}">avantages salariés</a>.</li>
</ul>`,
  },
  ru: {
    slug: PAGE_SLUGS.memberDiscounts.ru,
    title: 'Привилегии Kaira Club',
    metaDescription: 'Вступайте в Kaira Club бесплатно: клубные цены, специальные предложения, скидки на ремонт и прокат, подарок ко дню рождения и мероприятия.',
    content: `<p>Kaira Club — наша бесплатная программа лояльности. Привилегии действуют и в интернет-магазине, и во всех семи наших магазинах.</p>
<h2 id="privilegii">Что даёт членство</h2>
<table>
<tr><th>Привилегия</th><th>Что вы получаете</th></tr>
<tr><td>Клубные цены</td><td>Более низкая цена Club на тысячи товаров — отображается автоматически после входа.</td></tr>
<tr><td>Предложения клуба</td><td><a href="${ru.clubOffers}">Акции</a> только для участников и ранний доступ к распродажам.</td></tr>
<tr><td>Сервис и прокат</td><td>Скидка 10 % на <a href="${ru.repairService}">ремонт снаряжения</a> и <a href="${ru.rental}">прокат</a>.</td></tr>
<tr><td>День рождения</td><td>Персональный промокод в месяц вашего рождения.</td></tr>
<tr><td>Мероприятия</td><td>Вечера смазки лыж, тест-дни и походы для участников — см. <a href="${ru.events}">мероприятия</a>.</td></tr>
<tr><td>История покупок</td><td>Все чеки хранятся в аккаунте, поэтому возврат и гарантия оформляются без бумажного чека.</td></tr>
</table>
<h2 id="kak-vstupit">Как вступить</h2>
<p><a href="${ru.login}">Войдите</a> или создайте аккаунт и примите условия Kaira Club. Вступить можно также на кассе магазина или при оформлении заказа. Членство бессрочное, отказаться от него можно в любой момент в настройках аккаунта.</p>
<h2 id="polezno-znat">Полезно знать</h2>
<ul>
<li>Клубная цена не суммируется с другими скидками: всегда действует самая низкая цена.</li>
<li>В одном заказе можно использовать один промокод, в том числе подарочный ко дню рождения.</li>
<li>Членство персональное. Для компаний есть отдельные <a href="${ru.corporateStaffBenefits}">льготы для сотрудников</a>.</li>
</ul>`,
  },
};
