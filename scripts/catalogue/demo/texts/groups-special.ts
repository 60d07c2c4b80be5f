import type { GroupDefinition } from './group-definition.ts';
import { same, t } from './localised.ts';

// Cat 2 forces the Outlet ribbon on any path containing /outlet/, so the segment is the same in every language.
const OUTLET_SLUGS = same('outlet');

export const SPECIAL_GROUPS: GroupDefinition[] = [
  { id: 8, parentId: null, silhouette: 'jacket', isTop: true, slugs: OUTLET_SLUGS, sorting: 'offers', filters: ['gender', 'waterproof'],
    names: t('Outlet-tarjoukset', 'Outlet', 'Outletfynd', 'Outlet-Angebote', 'Déstockage', 'Аутлет'),
    shortNames: t('Outlet', 'Outlet', 'Outlet', 'Outlet', 'Outlet', 'Аутлет'),
    pitch: t('Edellisten kausien malleja ja viimeisiä kokoja outlet-hintaan – niin kauan kuin tavaraa riittää.', "Previous seasons' models and last sizes at outlet prices – while stocks last.", 'Tidigare säsongers modeller och sista storlekar till outletpris – så länge lagret räcker.', 'Modelle vergangener Saisons und Restgrößen zu Outlet-Preisen – solange der Vorrat reicht.', "Modèles des saisons précédentes et dernières tailles à prix d'outlet, dans la limite des stocks.", 'Модели прошлых сезонов и последние размеры по ценам аутлета – пока есть в наличии.') },
  { id: 100, parentId: 8, silhouette: 'alpine-ski', hidden: true, sorting: 'offers',
    names: t('Laskettelu ja hiihto', 'Skiing', 'Skidåkning', 'Skisport', 'Ski', 'Лыжи'),
    pitch: t('Edellisten kausien sukset, monot ja lasketteluvaatteet alennettuun hintaan.', 'Skis, boots and ski wear from previous seasons at reduced prices.', 'Skidor, pjäxor och skidkläder från tidigare säsonger till sänkta priser.', 'Ski, Skischuhe und Skibekleidung vergangener Saisons zu reduzierten Preisen.', 'Skis, chaussures et vêtements de ski des saisons passées à prix réduits.', 'Лыжи, ботинки и горнолыжная одежда прошлых сезонов по сниженным ценам.') },
  { id: 101, parentId: 8, silhouette: 'jacket', hidden: true, sorting: 'offers',
    names: t('Vaatteet', 'Clothing', 'Kläder', 'Bekleidung', 'Vêtements', 'Одежда'),
    pitch: t('Takkeja, housuja ja kerrastoja aiemmista mallistoista.', 'Jackets, trousers and layers from previous collections.', 'Jackor, byxor och lager från tidigare kollektioner.', 'Jacken, Hosen und Layer aus früheren Kollektionen.', 'Vestes, pantalons et couches des collections précédentes.', 'Куртки, брюки и слои из прошлых коллекций.') },
  { id: 102, parentId: 8, silhouette: 'shoe', hidden: true, sorting: 'offers',
    names: t('Jalkineet', 'Footwear', 'Skor', 'Schuhe', 'Chaussures', 'Обувь'),
    pitch: t('Vaelluskenkiä ja polkujuoksukenkiä viimeisissä koissa.', 'Hiking boots and trail shoes in last sizes.', 'Vandringskängor och terrängskor i sista storlekarna.', 'Wanderschuhe und Trailschuhe in Restgrößen.', 'Chaussures de randonnée et de trail dans les dernières tailles.', 'Треккинговая обувь и кроссовки в последних размерах.') },
  { id: 103, parentId: 8, silhouette: 'backpack', hidden: true, sorting: 'offers',
    names: t('Retkeilyvarusteet', 'Outdoor gear', 'Friluftsutrustning', 'Ausrüstung', 'Équipement', 'Снаряжение'),
    pitch: t('Reppuja, telttoja ja retkeilyvarusteita outlet-hintaan.', 'Backpacks, tents and camping gear at outlet prices.', 'Ryggsäckar, tält och campingutrustning till outletpris.', 'Rucksäcke, Zelte und Campingausrüstung zu Outlet-Preisen.', "Sacs à dos, tentes et matériel de camping à prix d'outlet.", 'Рюкзаки, палатки и туристическое снаряжение по ценам аутлета.') },
  // The app has its own /second-hand/ and /rental/ pages: these group slugs differ from those route segments.
  { id: 9, parentId: null, silhouette: 'backpack', sorting: 'newest',
    names: t('Käytetyt tuotteet', 'Pre-owned', 'Begagnade produkter', 'Gebrauchtware', 'Seconde main', 'Товары б/у'),
    pitch: t('Tarkastettuja, puhdistettuja ja kuntoluokiteltuja käytettyjä varusteita – edullinen ja ympäristöä säästävä valinta.', 'Checked, cleaned and graded pre-owned gear: a good buy and a smaller footprint.', 'Kontrollerad, rengjord och klassad begagnad utrustning – ett bra köp med mindre klimatavtryck.', 'Geprüfte, gereinigte und bewertete Gebrauchtausrüstung – günstig und ressourcenschonend.', "Du matériel d'occasion contrôlé, nettoyé et classé : une bonne affaire à moindre impact.", 'Проверенное, очищенное снаряжение б/у с оценкой состояния – выгодно и бережно к природе.') },
  { id: 10, parentId: null, silhouette: 'alpine-ski',
    names: t('Vuokravälineet', 'Rental gear', 'Hyrutrustning', 'Mietausrüstung', 'Matériel de location', 'Прокат снаряжения'),
    pitch: t('Vuokraa sukset, lumikengät ja retkeilyvarusteet päiväksi tai viikoksi myymälöistämme.', 'Rent skis, snowshoes and camping gear by the day or the week from our shops.', 'Hyr skidor, snöskor och campingutrustning per dag eller vecka i våra butiker.', 'Ski, Schneeschuhe und Campingausrüstung tage- oder wochenweise in unseren Filialen mieten.', 'Louez skis, raquettes et matériel de camping à la journée ou à la semaine en magasin.', 'Прокат лыж, снегоступов и туристического снаряжения на день или неделю в наших магазинах.') },
  { id: 110, parentId: 10, silhouette: 'alpine-ski',
    names: t('Vuokrasukset', 'Rental skis', 'Hyrskidor', 'Mietski', 'Skis de location', 'Прокат лыж'),
    pitch: t('Laskettelu- ja murtomaasukset, jotka huolletaan jokaisen vuokrauksen jälkeen.', 'Alpine and cross-country skis serviced after every rental.', 'Alpin- och längdskidor som servas efter varje uthyrning.', 'Alpin- und Langlaufski, nach jeder Miete gewartet.', 'Skis alpins et de fond entretenus après chaque location.', 'Горные и беговые лыжи, которые обслуживаются после каждого проката.') },
  { id: 111, parentId: 10, silhouette: 'tent',
    names: t('Vuokrattavat retkivarusteet', 'Rental camping gear', 'Campingutrustning att hyra', 'Campingausrüstung zum Mieten', 'Matériel de camping en location', 'Прокат туристического снаряжения'),
    shortNames: t('Retkivarusteet', 'Camping gear', 'Campingutrustning', 'Campingausrüstung', 'Camping', 'Туризм'),
    pitch: t('Telttoja, makuupusseja ja lumikenkiä vuokralle seuraavalle retkellesi.', 'Tents, sleeping bags and snowshoes to rent for your next trip.', 'Tält, sovsäckar och snöskor att hyra till nästa tur.', 'Zelte, Schlafsäcke und Schneeschuhe zum Mieten für die nächste Tour.', 'Tentes, sacs de couchage et raquettes à louer pour votre prochaine sortie.', 'Палатки, спальники и снегоступы напрокат для следующего похода.') },
];
