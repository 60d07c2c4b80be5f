import { t, type Texts } from './localised.ts';

export interface HeroText { title: Texts; heading: Texts; subText: Texts; buttonText: Texts }

export const HERO_TEXTS: Record<'skis' | 'shells' | 'down' | 'camping' | 'outlet', HeroText> = {
  skis: {
    title: t('Uuden kauden laskettelusukset', 'New season alpine skis', 'Säsongens nya alpinskidor', 'Neue Alpinski der Saison', 'Les skis alpins de la saison', 'Горные лыжи нового сезона'),
    heading: t('Talvi alkaa nyt', 'Winter starts now', 'Vintern börjar nu', 'Der Winter beginnt jetzt', "L'hiver commence maintenant", 'Зима начинается сейчас'),
    subText: t('Tutustu kauden uutuussuksiin ja varaa suksihuolto samalla käynnillä.', "Explore this season's new skis and book a ski service on the same visit.", 'Upptäck säsongens nya skidor och boka skidservice vid samma besök.', 'Entdecke die neuen Ski der Saison und buche gleich den Skiservice dazu.', "Découvrez les nouveaux skis de la saison et réservez l'entretien lors de la même visite.", 'Посмотрите новые лыжи сезона и запишитесь на сервис за один визит.'),
    buttonText: t('Katso sukset', 'Shop skis', 'Se skidorna', 'Zu den Ski', 'Voir les skis', 'Смотреть лыжи'),
  },
  shells: {
    title: t('Kuoritakit', 'Shell jackets', 'Skaljackor', 'Hardshelljacken', 'Vestes imperméables', 'Мембранные куртки'),
    heading: t('Sää ei määrää', "Don't let the weather decide", 'Vädret bestämmer inte', 'Das Wetter entscheidet nicht', 'Ne laissez pas la météo décider', 'Погода вам не помеха'),
    subText: t('Vedenpitävät ja hengittävät kuoritakit vaellukselle ja rinteeseen.', 'Waterproof, breathable shells for the trail and the slope.', 'Vattentäta och andningsbara skaljackor för stigen och backen.', 'Wasserdichte, atmungsaktive Hardshells für Trail und Piste.', 'Des vestes imperméables et respirantes pour le sentier et la piste.', 'Непромокаемые дышащие куртки для троп и склонов.'),
    buttonText: t('Katso takit', 'Shop jackets', 'Se jackorna', 'Zu den Jacken', 'Voir les vestes', 'Смотреть куртки'),
  },
  down: {
    title: t('Untuvatakit', 'Down jackets', 'Dunjackor', 'Daunenjacken', 'Doudounes', 'Пуховики'),
    heading: t('Lämpöä kaamokseen', 'Warmth for the polar night', 'Värme för polarnatten', 'Wärme für die Polarnacht', 'De la chaleur pour la nuit polaire', 'Тепло для полярной ночи'),
    subText: t('Kevyet untuvatakit pakkasiin – nyt myös klubihinnoin.', 'Light down jackets for freezing days – now also at club prices.', 'Lätta dunjackor för kalla dagar – nu även till klubbpris.', 'Leichte Daunenjacken für frostige Tage – jetzt auch zu Clubpreisen.', 'Des doudounes légères pour les grands froids, désormais aussi à prix club.', 'Лёгкие пуховики для морозных дней – теперь и по клубным ценам.'),
    buttonText: t('Katso untuvatakit', 'Shop down jackets', 'Se dunjackorna', 'Zu den Daunenjacken', 'Voir les doudounes', 'Смотреть пуховики'),
  },
  camping: {
    title: t('Retkeily', 'Hiking & camping', 'Vandring & camping', 'Wandern & Camping', 'Randonnée & camping', 'Туризм и кемпинг'),
    heading: t('Yö teltassa järven rannalla', 'A night in a tent by the lake', 'En natt i tält vid sjön', 'Eine Nacht im Zelt am See', 'Une nuit sous la tente au bord du lac', 'Ночь в палатке у озера'),
    subText: t('Teltat, makuupussit ja retkikeittimet seuraavalle retkelle.', 'Tents, sleeping bags and stoves for your next trip.', 'Tält, sovsäckar och kök för nästa tur.', 'Zelte, Schlafsäcke und Kocher für die nächste Tour.', 'Tentes, sacs de couchage et réchauds pour votre prochaine sortie.', 'Палатки, спальники и горелки для следующего похода.'),
    buttonText: t('Retkeilyvarusteisiin', 'Shop camping', 'Till campingutrustningen', 'Zur Campingausrüstung', 'Voir le camping', 'К снаряжению'),
  },
  outlet: {
    title: t('Outlet', 'Outlet', 'Outlet', 'Outlet', 'Déstockage', 'Аутлет'),
    heading: t('Outlet-löydöt jopa -60 %', 'Outlet finds up to 60% off', 'Outletfynd upp till 60 % rabatt', 'Outlet-Schnäppchen bis zu 60 %', "Bonnes affaires jusqu'à -60 %", 'Находки аутлета со скидкой до 60%'),
    subText: t('Edellisten kausien malleja rajoitetusti – nopeimmat ehtivät.', "Previous seasons' models in limited numbers – be quick.", 'Tidigare säsongers modeller i begränsat antal – var snabb.', 'Modelle vergangener Saisons in begrenzter Stückzahl – schnell sein lohnt sich.', 'Modèles des saisons passées en quantité limitée : ne tardez pas.', 'Модели прошлых сезонов в ограниченном количестве – успейте купить.'),
    buttonText: t('Outletiin', 'Shop outlet', 'Till outlet', 'Zum Outlet', "Voir l'outlet", 'В аутлет'),
  },
};

/** Finland's free home delivery threshold (shared/delivery/content-tokens.ts). */
const FREE_FROM = '{{delivery:fi:free_from}}';

export const TEXT_BANNERS = {
  delivery: {
    // The threshold is a placeholder filled from the delivery methods in the visitor's currency (decision 018).
    title: t(`Ilmainen toimitus vähintään ${FREE_FROM} tilauksiin`, `Free delivery on orders of ${FREE_FROM} or more`, `Fri frakt vid köp från ${FREE_FROM}`,
      `Kostenloser Versand ab ${FREE_FROM}`, `Livraison gratuite dès ${FREE_FROM}`, `Бесплатная доставка при заказе от ${FREE_FROM}`),
    subText: t('Koskee toimituksia Suomeen.', 'Applies to deliveries within Finland.', 'Gäller leveranser inom Finland.', 'Gilt für Lieferungen innerhalb Finnlands.', "Valable pour les livraisons en Finlande.", 'Действует для доставки по Финляндии.'),
  },
  returns: {
    title: t('100 päivän palautusoikeus', '100-day returns', '100 dagars öppet köp', '100 Tage Rückgaberecht', "100 jours pour changer d'avis", '100 дней на возврат'),
    subText: t('Käyttämättömän tuotteen voit palauttaa 100 päivän ajan.', 'Return unused products within 100 days.', 'Oanvända produkter kan returneras inom 100 dagar.', 'Unbenutzte Produkte kannst du innerhalb von 100 Tagen zurückgeben.', 'Retournez les produits non utilisés sous 100 jours.', 'Неиспользованный товар можно вернуть в течение 100 дней.'),
    buttonText: t('Palautusohjeet', 'How to return', 'Så returnerar du', 'So funktioniert die Rückgabe', 'Comment retourner', 'Как вернуть'),
  },
  club: {
    title: t('Klubihinnat jäsenille', 'Club prices for members', 'Klubbpriser för medlemmar', 'Clubpreise für Mitglieder', 'Prix club pour les membres', 'Клубные цены для участников'),
    subText: t('Liity maksutta Kaira-klubiin ja saat jäsenhinnat heti.', 'Join the Kaira club for free and get member prices straight away.', 'Gå med i Kaira-klubben gratis och få medlemspriser direkt.', 'Tritt dem Kaira-Club kostenlos bei und erhalte sofort Mitgliederpreise.', 'Rejoignez gratuitement le club Kaira et profitez tout de suite des prix membres.', 'Вступите в клуб Kaira бесплатно и сразу получите клубные цены.'),
    buttonText: t('Klubitarjoukset', 'Club offers', 'Klubberbjudanden', 'Clubangebote', 'Offres club', 'Предложения клуба'),
  },
};

export const DYNAMIC_TITLES: Record<'tents' | 'classic' | 'boots', Texts> = {
  tents: t('Kevyet teltat vaellukselle', 'Light tents for trekking', 'Lätta tält för vandring', 'Leichte Zelte fürs Trekking', 'Des tentes légères pour le trek', 'Лёгкие палатки для треккинга'),
  classic: t('Perinteisen hiihdon kausi alkaa', 'The classic skiing season begins', 'Säsongen för klassisk stil börjar', 'Die Klassik-Saison beginnt', 'La saison du ski classique commence', 'Сезон классического хода начинается'),
  boots: t('Ruska-ajan vaelluskengät', 'Hiking boots for the autumn colours', 'Vandringskängor för höstfärgerna', 'Wanderschuhe für die Herbstfarben', "Chaussures de randonnée pour les couleurs d'automne", 'Треккинговые ботинки для золотой осени'),
};

export const EXPLORE = t('Tutustu', 'Explore', 'Utforska', 'Entdecken', 'Découvrir', 'Подробнее');
