import { LANGUAGES } from '../../../shared/languages.ts';
import { seedFromText } from '../art/prng.ts';
import type { BannerTheme } from '../art/landscape.ts';
import type { CatalogueImportInput } from '../import-format.ts';
import { createImageRegistry } from './image-jobs.ts';
import { modelPrices } from './prices.ts';
import { eanFor } from './random.ts';
import { STANDARD_TAX_CLASS } from './tax.ts';
import { paragraphs } from './texts/html.ts';
import { t, type Texts } from './texts/localised.ts';
import type { DemoBrand, DemoGroup, DemoModel, ImageJob } from './types.ts';

/**
 * The experiences of core 2 (/experiences/products/): courses and guided trips
 * sold as products of one brand, the one general setting
 * experience_manufacturer_list names. A generator of its own, apart from the
 * product catalogue: fixed ids far above any generated model's or variant's
 * (even with --models 50000), fixed texts, so adding it changes no generated
 * model, id or count.
 */
export const EXPERIENCE_BRAND = { id: 900, slug: 'kaira-experiences', name: 'Kaira Experiences' } as const;
export const EXPERIENCE_GROUP_ID = 900;
const FIRST_MODEL_ID = 9_000_001;
const FIRST_VARIANT_ID = 90_000_001;
const PUBLISHED = '2026-10-15T08:00:00Z';
const HELSINKI = 1;
const TAMPERE = 2;
const OULU = 4;
const ROVANIEMI = 7;

interface Experience {
  slug: string;
  theme: BannerTheme;
  /** Euro without VAT; each tax area adds its own. */
  net: number;
  /** The store that runs it; its places are that store's stock. */
  storeId: number;
  places: number;
  names: Texts;
  pitch: Texts;
  details: Texts;
}

const EXPERIENCES: readonly Experience[] = [
  {
    slug: 'cross-country-skiing-course-for-beginners', theme: 'snowy-slope', net: 64, storeId: TAMPERE, places: 16,
    names: t('Murtomaahiihdon alkeiskurssi', 'Cross-country skiing course for beginners', 'Nybörjarkurs i längdskidåkning', 'Langlauf-Anfängerkurs', 'Cours de ski de fond pour débutants', 'Курс беговых лыж для начинающих'),
    pitch: t('Kaksi kahden tunnin harjoituskertaa perinteisellä tyylillä Kaupin laduilla Tampereella.', 'Two two-hour sessions in the classic style on the Kauppi trails in Tampere.', 'Två pass på två timmar i klassisk stil i Kaupinspåren i Tammerfors.', 'Zwei Einheiten zu je zwei Stunden im klassischen Stil auf den Loipen von Kauppi in Tampere.', 'Deux séances de deux heures en style classique sur les pistes de Kauppi à Tampere.', 'Два двухчасовых занятия классическим ходом на трассах Кауппи в Тампере.'),
    details: t('Opit tasapainon, potkun ja luistoa parantavan rytmin. Vuokrasukset, monot ja sauvat sisältyvät hintaan.', 'You learn balance, the kick and the rhythm that makes skis glide. Rental skis, boots and poles are included.', 'Du lär dig balans, frånskjut och rytmen som får skidorna att glida. Hyrskidor, pjäxor och stavar ingår.', 'Sie lernen Gleichgewicht, Abstoß und den Rhythmus, der die Ski gleiten lässt. Leihski, Schuhe und Stöcke sind inbegriffen.', 'Vous apprenez l’équilibre, la poussée et le rythme qui fait glisser les skis. Skis, chaussures et bâtons de location inclus.', 'Вы освоите равновесие, толчок и ритм скольжения. Прокатные лыжи, ботинки и палки включены в стоимость.'),
  },
  {
    slug: 'guided-day-hike-in-nuuksio', theme: 'forest-lake', net: 56, storeId: HELSINKI, places: 12,
    names: t('Opastettu päivävaellus Nuuksiossa', 'Guided day hike in Nuuksio', 'Guidad dagsvandring i Noux', 'Geführte Tageswanderung in Nuuksio', 'Randonnée guidée d’une journée à Nuuksio', 'Однодневный поход с гидом в Нууксио'),
    pitch: t('Noin 12 kilometrin retki Nuuksion kansallispuiston järvimaisemiin oppaan kanssa.', 'A walk of about 12 kilometres through the lakes of Nuuksio National Park with a guide.', 'En tur på cirka 12 kilometer bland sjöarna i Noux nationalpark med en guide.', 'Eine Wanderung von etwa 12 Kilometern durch die Seenlandschaft des Nationalparks Nuuksio mit einem Guide.', 'Une marche d’environ 12 kilomètres parmi les lacs du parc national de Nuuksio avec un guide.', 'Прогулка около 12 километров среди озёр национального парка Нууксио с гидом.'),
    details: t('Opas kertoo jokamiehenoikeuksista ja retkieväiden valmistamisesta. Lähtö Espoosta, ja retkikeitin lainataan sinulle.', 'The guide explains everyman’s right and cooks a trail lunch with you. The walk starts in Espoo, and we lend you a camping stove.', 'Guiden berättar om allemansrätten och lagar turlunch med dig. Start i Esbo, och vi lånar ut ett friluftskök.', 'Der Guide erklärt das Jedermannsrecht und kocht mit Ihnen ein Mittagessen unterwegs. Start in Espoo; einen Kocher leihen wir Ihnen.', 'Le guide présente le droit d’accès à la nature et cuisine un repas avec vous. Départ d’Espoo ; nous vous prêtons un réchaud.', 'Гид расскажет о праве свободного доступа к природе и приготовит с вами обед на маршруте. Старт в Эспоо, горелку мы дадим.'),
  },
  {
    slug: 'introduction-to-ski-touring', theme: 'alpine-peaks', net: 96, storeId: ROVANIEMI, places: 8,
    names: t('Retkihiihdon tutustumispäivä', 'Introduction to ski touring', 'Introduktion till turskidåkning', 'Einführung ins Skitourengehen', 'Initiation au ski de randonnée', 'Знакомство со ски-туром'),
    pitch: t('Päivä tunturissa: nousut karvojen kanssa, käännökset ja laskut puuterilumessa.', 'A day on the fells: climbing on skins, kick turns and descents in powder.', 'En dag på fjället: stigning med stighudar, kickturns och åk i puder.', 'Ein Tag im Fjell: Aufstieg mit Fellen, Spitzkehren und Abfahrten im Pulverschnee.', 'Une journée sur les fjells : montée avec peaux, conversions et descentes dans la poudreuse.', 'День на сопках: подъём на камусах, развороты и спуски по пухляку.'),
    details: t('Pienryhmä, korkeintaan kahdeksan osallistujaa. Retkisukset, nousukarvat ja lumivyörylähetin sisältyvät hintaan.', 'A small group of eight at most. Touring skis, skins and an avalanche transceiver are included.', 'En liten grupp på högst åtta. Turskidor, stighudar och lavinsändare ingår.', 'Kleine Gruppe mit höchstens acht Personen. Tourenski, Felle und ein LVS-Gerät sind inbegriffen.', 'Petit groupe de huit personnes au plus. Skis de randonnée, peaux et DVA inclus.', 'Небольшая группа, не больше восьми человек. Туровые лыжи, камусы и лавинный датчик включены.'),
  },
  {
    slug: 'avalanche-safety-basics', theme: 'night-sky', net: 120, storeId: ROVANIEMI, places: 10,
    names: t('Lumivyöryturvallisuuden peruskurssi', 'Avalanche safety basics', 'Grundkurs i lavinsäkerhet', 'Grundkurs Lawinensicherheit', 'Bases de la sécurité en avalanche', 'Основы лавинной безопасности'),
    pitch: t('Iltaluento ja maastopäivä: lumipeitteen arviointi, reitinvalinta ja toverin pelastus.', 'An evening lecture and a day outdoors: reading the snowpack, choosing a route and rescuing a companion.', 'En kvällsföreläsning och en dag i fält: bedöma snötäcket, välja väg och kamraträddning.', 'Ein Vortragsabend und ein Tag im Gelände: Schneedecke beurteilen, Route wählen, Kameradenrettung.', 'Une soirée théorique et une journée sur le terrain : lire le manteau neigeux, choisir son itinéraire, secourir un compagnon.', 'Вечерняя лекция и день на склоне: оценка снежного покрова, выбор маршрута и спасение товарища.'),
    details: t('Harjoittelet lähettimen, sondin ja lapion käyttöä. Kurssi sopii kaikille, jotka liikkuvat talvella tunturissa.', 'You practise with a transceiver, probe and shovel. The course suits anyone who goes to the fells in winter.', 'Du övar med sändare, sond och spade. Kursen passar alla som rör sig på fjället vintertid.', 'Sie üben mit LVS-Gerät, Sonde und Schaufel. Der Kurs passt für alle, die im Winter im Fjell unterwegs sind.', 'Vous vous entraînez avec DVA, sonde et pelle. Le cours convient à tous ceux qui vont en montagne l’hiver.', 'Вы потренируетесь с датчиком, щупом и лопатой. Курс подойдёт всем, кто зимой ходит в горы.'),
  },
  {
    slug: 'winter-camping-overnight-trip', theme: 'autumn-fell', net: 152, storeId: OULU, places: 8,
    names: t('Talviretki yön yli', 'Winter camping overnight trip', 'Vinterövernattning i tält', 'Winter-Zelttour mit Übernachtung', 'Bivouac d’hiver d’une nuit', 'Зимний поход с ночёвкой'),
    pitch: t('Hiihtoretki, leiri lumen keskelle ja yö teltassa – turvallisesti oppaan kanssa.', 'A ski trip, a camp in the snow and a night in a tent – safely, with a guide.', 'En skidtur, ett läger i snön och en natt i tält – tryggt med en guide.', 'Eine Skitour, ein Lager im Schnee und eine Nacht im Zelt – sicher mit einem Guide.', 'Une sortie à ski, un camp dans la neige et une nuit sous tente, en sécurité avec un guide.', 'Лыжный переход, лагерь в снегу и ночь в палатке — безопасно, с гидом.'),
    details: t('Teltat, talvimakuupussit ja ruoat sisältyvät hintaan. Lähtö Oulusta, ja opas käy varusteesi läpi ennen retkeä.', 'Tents, winter sleeping bags and meals are included. The trip starts in Oulu, and the guide checks your gear before you go.', 'Tält, vintersovsäckar och mat ingår. Start i Uleåborg, och guiden går igenom din utrustning före turen.', 'Zelte, Winterschlafsäcke und Mahlzeiten sind inbegriffen. Start in Oulu; der Guide prüft vorher Ihre Ausrüstung.', 'Tentes, sacs de couchage d’hiver et repas inclus. Départ d’Oulu ; le guide vérifie votre équipement avant le départ.', 'Палатки, зимние спальники и питание включены. Старт в Оулу, гид заранее проверит ваше снаряжение.'),
  },
];

const BOOKING = t(
  'Maksa kassalla, niin lähetämme kokoontumispaikan, aikataulun ja varusteluettelon sähköpostitse.',
  'Pay at the checkout and we email you the meeting place, the schedule and a packing list.',
  'Betala i kassan så mejlar vi mötesplats, schema och packlista.',
  'Bezahlen Sie an der Kasse; Treffpunkt, Ablauf und Packliste senden wir Ihnen per E-Mail.',
  'Payez à la caisse : nous vous envoyons par e-mail le lieu de rendez-vous, le programme et la liste du matériel.',
  'Оплатите при оформлении заказа, и мы пришлём место встречи, расписание и список снаряжения по электронной почте.',
);

const GROUP = {
  slugs: t('kurssit-ja-retket', 'courses-and-guided-trips', 'kurser-och-guidade-turer', 'kurse-und-gefuehrte-touren', 'cours-et-sorties-guidees', 'kursy-i-pokhody-s-gidom'),
  names: t('Kurssit ja opastetut retket', 'Courses and guided trips', 'Kurser och guidade turer', 'Kurse und geführte Touren', 'Cours et sorties guidées', 'Курсы и походы с гидом'),
  pitch: t('Opi uusi laji tai lähde retkelle kokeneen oppaan kanssa.', 'Learn a new sport or head out with an experienced guide.', 'Lär dig en ny sport eller ge dig ut med en erfaren guide.', 'Lernen Sie eine neue Sportart oder gehen Sie mit einem erfahrenen Guide los.', 'Apprenez un nouveau sport ou partez avec un guide expérimenté.', 'Освойте новый вид спорта или отправьтесь в поход с опытным гидом.'),
};

const BRAND_TEXTS = {
  title: t('Kaira Experiences – kurssit ja opastetut retket', 'Kaira Experiences – courses and guided trips', 'Kaira Experiences – kurser och guidade turer', 'Kaira Experiences – Kurse und geführte Touren', 'Kaira Experiences – cours et sorties guidées', 'Kaira Experiences — курсы и походы с гидом'),
  description: t(
    'Kaira Experiences on Kaira Outdoorin oma kurssi- ja retkitoiminta. Ohjaajamme ja oppaamme opettavat hiihtoa, retkeilyä ja turvallista liikkumista talvitunturissa.',
    'Kaira Experiences runs Kaira Outdoor’s own courses and trips. Our instructors and guides teach skiing, hiking and moving safely on the winter fells.',
    'Kaira Experiences är Kaira Outdoors egna kurser och turer. Våra instruktörer och guider lär ut skidåkning, vandring och säker färd på vinterfjället.',
    'Kaira Experiences sind die eigenen Kurse und Touren von Kaira Outdoor. Unsere Lehrer und Guides vermitteln Skifahren, Wandern und sicheres Unterwegssein im winterlichen Fjell.',
    'Kaira Experiences regroupe les cours et sorties de Kaira Outdoor. Nos moniteurs et guides enseignent le ski, la randonnée et la sécurité sur les fjells en hiver.',
    'Kaira Experiences — собственные курсы и походы Kaira Outdoor. Наши инструкторы и гиды учат лыжам, походам и безопасности на зимних сопках.',
  ),
};

export interface DemoExperiences {
  catalogue: Required<Pick<CatalogueImportInput, 'manufacturers' | 'productGroups' | 'models'>>;
  images: ImageJob[];
}

function experienceModel(experience: Experience, index: number, image: string): DemoModel {
  const id = FIRST_MODEL_ID + index;
  const variantId = FIRST_VARIANT_ID + index;
  const texts = {} as DemoModel['texts'];
  for (const language of LANGUAGES) {
    texts[language] = {
      name: experience.names[language],
      shortDescription: experience.pitch[language],
      descriptionHtml: paragraphs([experience.pitch[language], experience.details[language], BOOKING[language]]),
      metaDescription: experience.pitch[language],
      tagline: '', modelNotice: '', quoteText: '', blockInfoText: '', isManual: true,
    };
  }
  const uuidHex = (900_000_000_000 + id).toString(16).padStart(12, '0');
  return {
    id,
    uuid: `e0e0e0e0-0000-4000-8000-${uuidHex}`,
    slug: experience.slug,
    manufacturerId: EXPERIENCE_BRAND.id,
    mainGroupId: EXPERIENCE_GROUP_ID,
    groupIds: [],
    modelNumber: `KEX-${String(index + 1).padStart(3, '0')}`,
    taxClassId: STANDARD_TAX_CLASS,
    originalLanguage: 'fi',
    published: PUBLISHED,
    soldAmount: 40 + index * 7,
    viewCount: 900 + index * 130,
    texts,
    images: [{ url: image, title: experience.names.fi, caption: '' }],
    prices: modelPrices(experience.net, 'ninety', { discount: 0, outlet: false, club: false }),
    variants: [{
      id: variantId, teksoNumber: eanFor(variantId), image, shippingTime: 999,
      stocks: [{ storeId: experience.storeId, quantity: experience.places }],
    }],
  } as DemoModel;
}

/** The experience brand, its product group and its products, with the images they refer to. */
export function demoExperiences(): DemoExperiences {
  const images = createImageRegistry();
  const promo = (slug: string, theme: BannerTheme, title: string) => images.add(`images/experiences/${slug}.svg`, 'promo', { theme, seed: seedFromText(slug), title });
  const brand: DemoBrand = {
    id: EXPERIENCE_BRAND.id,
    slug: EXPERIENCE_BRAND.slug,
    name: EXPERIENCE_BRAND.name,
    logo: images.logo(EXPERIENCE_BRAND.slug, EXPERIENCE_BRAND.name),
    isFinnish: true,
    isFeatured: false,
    sortOrder: 900,
    texts: Object.fromEntries(LANGUAGES.map((language) => [language, {
      title: BRAND_TEXTS.title[language], description: BRAND_TEXTS.description[language], metaDescription: `${BRAND_TEXTS.description[language].split('. ')[0]}.`,
    }])) as DemoBrand['texts'],
    promoImages: [{ image: promo('kaira-experiences-promo', 'alpine-peaks', EXPERIENCE_BRAND.name), cropPoint: 'center' }],
  };
  const groupTexts = {} as DemoGroup['texts'];
  for (const language of LANGUAGES) {
    groupTexts[language] = {
      slug: GROUP.slugs[language], name: GROUP.names[language], shortName: GROUP.names[language],
      description: GROUP.pitch[language], descriptionHtml: paragraphs([GROUP.pitch[language]]),
      metaTitle: `${GROUP.names[language]} | Kaira Outdoor`, metaDescription: GROUP.pitch[language],
    };
  }
  const group: DemoGroup = {
    id: EXPERIENCE_GROUP_ID, parentId: null, sortOrder: 900, showInMenu: false, isTop: false, groupSorting: 'default',
    image: images.group('courses-and-guided-trips', 'trekking-pole', GROUP.names.en), silhouette: 'trekking-pole',
    texts: groupTexts, filterPropertyTypeIds: [],
  };
  const models = EXPERIENCES.map((experience, index) =>
    experienceModel(experience, index, promo(experience.slug, experience.theme, experience.names.en)));
  return { catalogue: { manufacturers: [brand], productGroups: [group], models }, images: images.jobs() };
}

type CatalogueDocument = Pick<CatalogueImportInput, 'manufacturers' | 'productGroups' | 'models'>;

/** The catalogue document with the experiences appended after its own brands, groups and models. */
export function withExperiences<T extends CatalogueDocument>(document: T, experiences: DemoExperiences): T {
  return {
    ...document,
    manufacturers: [...(document.manufacturers ?? []), ...experiences.catalogue.manufacturers],
    productGroups: [...(document.productGroups ?? []), ...experiences.catalogue.productGroups],
    models: [...(document.models ?? []), ...experiences.catalogue.models],
  };
}
