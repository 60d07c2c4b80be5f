import type { PageTexts } from './page-types.ts';
import { PAGE_SLUGS, linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** Corporate gifts (navKey 'corporate-gifts'): gift packs and the gift campaigns of catalogue spec 1, where recipients redeem a code. */
export const corporateGiftsTexts: PageTexts = {
  fi: {
    slug: PAGE_SLUGS.corporateGifts.fi,
    title: 'Yrityslahjat',
    metaDescription: 'Käytännölliset yrityslahjat ulkoilijoille: valmiit lahjapaketit, logobrodeeraus ja lahjakampanjat, joissa saaja valitsee itse lahjansa koodilla.',
    content: `<p>Hyvä lahja päätyy käyttöön eikä laatikkoon. Siksi kokoamme yrityslahjamme tuotteista, joita itsekin käytämme retkillä joka viikko.</p>
<h2 id="lahjapaketit">Valmiit lahjapaketit</h2>
<table>
<tr><th>Paketti</th><th>Sisältö</th><th>Hinta alkaen</th></tr>
<tr><td>Nuotiohetki</td><td>termosmuki, tulukset ja istuinalusta</td><td>39 €</td></tr>
<tr><td>Talven lämpö</td><td>Merino-pipo, kaulalämmitin ja villasukat</td><td>59 €</td></tr>
<tr><td>Retkeilijä</td><td>otsalamppu, juomapullo ja kevyt päiväreppu</td><td>89 €</td></tr>
</table>
<p>Brodeeraamme tai painamme logonne tuotteisiin 20 kappaleesta alkaen.</p>
<h2 id="lahjakampanjat">Lahjakampanjat: saaja valitsee itse</h2>
<p>Luo lahjakampanja, niin jokainen saaja saa henkilökohtaisen koodin. Koodilla hän valitsee mieleisensä lahjan rajaamastanne valikoimasta ja oikean koon, ja toimitamme lahjan suoraan hänelle. Maksatte vain lunastetuista lahjoista.</p>
<p>Kysy tarjousta <a href="${fi.corporateContact}">yritysmyynnistä</a> tai katso myös <a href="${fi.corporateGiftCards}">lahjakortit</a>.</p>`,
  },
  en: {
    slug: PAGE_SLUGS.corporateGifts.en,
    title: 'Corporate gifts',
    metaDescription: 'Practical corporate gifts for outdoor lovers: ready-made gift packs, logo embroidery and gift campaigns where each recipient picks a gift with a code.',
    content: `<p>A good gift gets used rather than stored in a drawer. That is why we build our corporate gifts from products we use on our own trips every week.</p>
<h2 id="gift-packs">Ready-made gift packs</h2>
<table>
<tr><th>Pack</th><th>Contents</th><th>From</th></tr>
<tr><td>Campfire moment</td><td>insulated mug, fire steel and sit pad</td><td>€39</td></tr>
<tr><td>Winter warmth</td><td>Merino beanie, neck gaiter and wool socks</td><td>€59</td></tr>
<tr><td>Day hiker</td><td>headlamp, water bottle and a light daypack</td><td>€89</td></tr>
</table>
<p>We embroider or print your logo on products from 20 pieces.</p>
<h2 id="gift-campaigns">Gift campaigns: recipients choose</h2>
<p>Create a gift campaign and every recipient gets a personal code. With it they pick their favourite gift – in the right size – from the selection you define, and we deliver it straight to them. You only pay for redeemed gifts.</p>
<p>Ask for a quote from our <a href="${en.corporateContact}">corporate team</a> or have a look at our <a href="${en.corporateGiftCards}">gift cards</a>.</p>`,
  },
  sv: {
    slug: PAGE_SLUGS.corporateGifts.sv,
    title: 'Företagsgåvor',
    metaDescription: 'Praktiska företagsgåvor för friluftsmänniskor: färdiga gåvopaket, logobrodyr och gåvokampanjer där mottagaren själv väljer sin gåva med en kod.',
    content: `<p>En bra gåva kommer till användning i stället för att hamna i en låda. Därför sätter vi ihop våra företagsgåvor av produkter som vi själva använder på turer varje vecka.</p>
<h2 id="gavopaket">Färdiga gåvopaket</h2>
<table>
<tr><th>Paket</th><th>Innehåll</th><th>Från</th></tr>
<tr><td>Vid lägerelden</td><td>termosmugg, eldstål och sittunderlag</td><td>39 €</td></tr>
<tr><td>Vintervärme</td><td>Merino-mössa, halsvärmare och ullsockor</td><td>59 €</td></tr>
<tr><td>Dagsturen</td><td>pannlampa, vattenflaska och en lätt dagsryggsäck</td><td>89 €</td></tr>
</table>
<p>Vi broderar eller trycker er logotyp på produkterna från 20 exemplar.</p>
<h2 id="gavokampanjer">Gåvokampanjer: mottagaren väljer</h2>
<p>Skapa en gåvokampanj så får varje mottagare en personlig kod. Med koden väljer hen sin favoritgåva – i rätt storlek – ur det sortiment ni har valt, och vi levererar den direkt hem. Ni betalar bara för inlösta gåvor.</p>
<p>Be om en offert från vår <a href="${sv.corporateContact}">företagsförsäljning</a> eller se våra <a href="${sv.corporateGiftCards}">presentkort</a>.</p>`,
  },
  de: {
    slug: PAGE_SLUGS.corporateGifts.de,
    title: 'Firmengeschenke',
    metaDescription: 'Praktische Firmengeschenke für Outdoorfans: fertige Geschenkpakete, Logostick und Geschenkaktionen, bei denen jede Person ihr Geschenk per Code wählt.',
    content: `<p>Ein gutes Geschenk wird benutzt und verschwindet nicht in der Schublade. Deshalb stellen wir unsere Firmengeschenke aus Produkten zusammen, die wir selbst jede Woche draußen verwenden.</p>
<h2 id="geschenkpakete">Fertige Geschenkpakete</h2>
<table>
<tr><th>Paket</th><th>Inhalt</th><th>Ab</th></tr>
<tr><td>Lagerfeuer</td><td>Thermobecher, Feuerstahl und Sitzkissen</td><td>39 €</td></tr>
<tr><td>Winterwärme</td><td>Merino-Mütze, Halswärmer und Wollsocken</td><td>59 €</td></tr>
<tr><td>Tagestour</td><td>Stirnlampe, Trinkflasche und leichter Tagesrucksack</td><td>89 €</td></tr>
</table>
<p>Ab 20 Stück besticken oder bedrucken wir die Artikel mit Ihrem Logo.</p>
<h2 id="geschenkaktionen">Geschenkaktionen: Die Beschenkten wählen selbst</h2>
<p>Legen Sie eine Geschenkaktion an, und jede beschenkte Person erhält einen persönlichen Code. Damit wählt sie aus dem von Ihnen festgelegten Sortiment ihr Lieblingsgeschenk in der passenden Größe, und wir liefern es direkt zu ihr. Sie bezahlen nur die eingelösten Geschenke.</p>
<p>Fordern Sie ein Angebot bei unserem <a href="${de.corporateContact}">Firmenkundenteam</a> an oder sehen Sie sich unsere <a href="${de.corporateGiftCards}">Gutscheine</a> an.</p>`,
  },
  fr: {
    slug: PAGE_SLUGS.corporateGifts.fr,
    title: 'Cadeaux d’entreprise',
    metaDescription: 'Des cadeaux d’entreprise utiles : coffrets prêts à offrir, broderie du logo et campagnes où chacun choisit son cadeau avec un code.',
    content: `<p>Un bon cadeau sert vraiment au lieu de finir dans un tiroir. C'est pourquoi nous composons nos cadeaux d'entreprise avec des produits que nous utilisons nous-mêmes chaque semaine.</p>
<h2 id="coffrets">Coffrets prêts à offrir</h2>
<table>
<tr><th>Coffret</th><th>Contenu</th><th>À partir de</th></tr>
<tr><td>Feu de camp</td><td>mug isotherme, pierre à feu et coussin d'assise</td><td>39 €</td></tr>
<tr><td>Chaleur d'hiver</td><td>bonnet Merino, tour de cou et chaussettes en laine</td><td>59 €</td></tr>
<tr><td>Randonnée</td><td>lampe frontale, gourde et sac à dos léger</td><td>89 €</td></tr>
</table>
<p>Nous brodons ou imprimons votre logo à partir de 20 pièces.</p>
<h2 id="campagnes-cadeaux">Campagnes cadeaux : chacun choisit</h2>
<p>Créez une campagne cadeaux et chaque bénéficiaire reçoit un code personnel. Il choisit son cadeau – dans la bonne taille – parmi la sélection que vous avez définie, et nous le livrons directement chez lui. Vous ne payez que les cadeaux effectivement choisis.</p>
<p>Demandez un devis à notre <a href="${fr.corporateContact}">service entreprises</a> ou découvrez nos <a href="${fr.corporateGiftCards}">cartes cadeaux</a>.</p>`,
  },
  ru: {
    slug: PAGE_SLUGS.corporateGifts.ru,
    title: 'Корпоративные подарки',
    metaDescription: 'Практичные корпоративные подарки для любителей природы: готовые наборы, вышивка логотипа и подарочные акции, где получатель сам выбирает подарок по коду.',
    content: `<p>Хороший подарок используют, а не убирают в ящик. Поэтому мы собираем корпоративные подарки из вещей, которыми сами пользуемся в походах каждую неделю.</p>
<h2 id="nabory">Готовые подарочные наборы</h2>
<table>
<tr><th>Набор</th><th>Состав</th><th>Цена от</th></tr>
<tr><td>У костра</td><td>термокружка, огниво и коврик-сидушка</td><td>39 €</td></tr>
<tr><td>Зимнее тепло</td><td>шапка из Merino, баф и шерстяные носки</td><td>59 €</td></tr>
<tr><td>Однодневный поход</td><td>налобный фонарь, бутылка для воды и лёгкий рюкзак</td><td>89 €</td></tr>
</table>
<p>Нанесём или вышьем ваш логотип на изделия от 20 штук.</p>
<h2 id="podarochnye-aktsii">Подарочные акции: получатель выбирает сам</h2>
<p>Создайте подарочную акцию, и каждый получатель получит персональный код. С ним он выберет подарок нужного размера из подобранного вами ассортимента, а мы доставим его прямо получателю. Вы платите только за полученные подарки.</p>
<p>Запросите предложение в <a href="${ru.corporateContact}">отделе корпоративных продаж</a> или посмотрите наши <a href="${ru.corporateGiftCards}">подарочные карты</a>.</p>`,
  },
};
