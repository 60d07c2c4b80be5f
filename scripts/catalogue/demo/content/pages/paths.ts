import { LANGUAGES, productionHost, type Language } from '../../../../../shared/languages.ts';

/**
 * Every demo page's slug per language, in one place: the page modules take
 * their own slug from here and link to each other through `linksFor`, so a
 * renamed slug cannot leave a dead internal link behind. Slugs are ASCII
 * (Russian transliterated) because the import format only accepts [a-z0-9-].
 */
const CORPORATE = { fi: 'yritysmyynti', en: 'enterprise', sv: 'foretagsforsaljning', de: 'firmenkunden', fr: 'entreprises', ru: 'korporativnym-klientam' } as const;

/** Corporate subpages nest under the localised `enterprise` route segment, as the fixed menu groups them (core 2). */
function corporate(sub: Record<Language, string>): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, `${CORPORATE[language]}/${sub[language]}`])) as Record<Language, string>;
}

export const PAGE_SLUGS = {
  terms: { fi: 'tilausehdot', en: 'terms-of-service', sv: 'kopvillkor', de: 'agb', fr: 'conditions-generales-de-vente', ru: 'usloviya-prodazhi' },
  delivery: { fi: 'toimitukset', en: 'delivery', sv: 'leveranser', de: 'lieferung', fr: 'livraison', ru: 'dostavka' },
  // Not the `returns` route segment: that route is the return form itself, which this page links to.
  returns: { fi: 'palautusoikeus', en: 'return-policy', sv: 'returratt', de: 'rueckgaberecht', fr: 'politique-de-retour', ru: 'usloviya-vozvrata' },
  paymentMethods: { fi: 'maksutavat', en: 'payment-methods', sv: 'betalsatt', de: 'zahlungsarten', fr: 'moyens-de-paiement', ru: 'sposoby-oplaty' },
  memberDiscounts: { fi: 'jasenedut', en: 'member-benefits', sv: 'medlemsformaner', de: 'mitgliedervorteile', fr: 'avantages-membres', ru: 'privilegii-kluba' },
  repairService: { fi: 'korjauspalvelu', en: 'repair-service', sv: 'reparationsservice', de: 'reparaturservice', fr: 'service-de-reparation', ru: 'remont-snaryazheniya' },
  // The next three equal the route segments `responsibility`, `history` and `faq` of locales/*.json: those routes show these pages.
  sustainability: { fi: 'vastuullisuus', en: 'responsibility', sv: 'ansvar', de: 'verantwortung', fr: 'responsabilite', ru: 'otvetstvennost' },
  history: { fi: 'historia', en: 'history', sv: 'historia', de: 'geschichte', fr: 'histoire', ru: 'istoriya' },
  faq: { fi: 'ukk', en: 'faq', sv: 'fragor', de: 'faq', fr: 'faq', ru: 'voprosy' },
  // The `faq` and `frequently-asked-questions` route segments: /faq/frequently-asked-questions/ shows this page.
  rentalFaq: { fi: 'ukk/usein-kysytyt-kysymykset', en: 'faq/frequently-asked-questions', sv: 'fragor/vanliga-fragor', de: 'faq/haeufige-fragen', fr: 'faq/questions-frequentes', ru: 'voprosy/chastye-voprosy' },
  productTests: { fi: 'tuotetestit', en: 'product-tests', sv: 'produkttester', de: 'produkttests', fr: 'tests-produits', ru: 'testy-snaryazheniya' },
  events: { fi: 'tapahtumat', en: 'events', sv: 'evenemang', de: 'veranstaltungen', fr: 'evenements', ru: 'meropriyatiya' },
  guides: { fi: 'oppaat', en: 'guides', sv: 'guider', de: 'ratgeber', fr: 'guides', ru: 'sovety' },
  // The bare parent path is the fixed `enterprise` route, so every corporate page, the overview too, sits one level below it.
  corporateSales: corporate({ fi: 'yritysasiakkaille', en: 'business-customers', sv: 'for-foretag', de: 'geschaeftskunden', fr: 'ventes-aux-entreprises', ru: 'korporativnye-prodazhi' }),
  corporateGiftCards: corporate({ fi: 'lahjakortit', en: 'gift-cards', sv: 'presentkort', de: 'gutscheine', fr: 'cartes-cadeaux', ru: 'podarochnye-karty' }),
  corporateStaffBenefits: corporate({ fi: 'henkilostoedut', en: 'staff-benefits', sv: 'personalformaner', de: 'mitarbeitervorteile', fr: 'avantages-salaries', ru: 'lgoty-dlya-sotrudnikov' }),
  corporateGifts: corporate({ fi: 'yrityslahjat', en: 'corporate-gifts', sv: 'foretagsgavor', de: 'firmengeschenke', fr: 'cadeaux-d-entreprise', ru: 'korporativnye-podarki' }),
  corporateEvents: corporate({ fi: 'virkistyspaivat', en: 'team-events', sv: 'personalaktiviteter', de: 'firmenevents', fr: 'evenements-d-equipe', ru: 'korporativnye-meropriyatiya' }),
  corporateRental: corporate({ fi: 'vuokraus', en: 'equipment-rental', sv: 'utrustningsuthyrning', de: 'ausruestungsverleih', fr: 'location-de-materiel', ru: 'prokat-snaryazheniya' }),
  corporateContact: corporate({ fi: 'yhteystiedot', en: 'contact', sv: 'kontakt', de: 'kontakt', fr: 'contact', ru: 'kontakty' }),
} satisfies Record<string, Record<Language, string>>;
export type PageKey = keyof typeof PAGE_SLUGS;

/** Tab slugs of the guides page (single segments): top tabs, then their nested tabs. */
export const GUIDE_SLUGS = {
  skiing: { fi: 'hiihto-ja-laskettelu', en: 'skiing', sv: 'skidakning', de: 'skifahren', fr: 'ski', ru: 'lyzhi' },
  alpineSkis: { fi: 'laskettelusuksen-valinta', en: 'choosing-alpine-skis', sv: 'valja-alpinskidor', de: 'alpinski-kaufberatung', fr: 'choisir-ses-skis-alpins', ru: 'vybor-gornykh-lyzh' },
  nordicSkis: { fi: 'murtomaasuksen-valinta', en: 'choosing-cross-country-skis', sv: 'valja-langdskidor', de: 'langlaufski-kaufberatung', fr: 'choisir-ses-skis-de-fond', ru: 'vybor-begovykh-lyzh' },
  waxing: { fi: 'suksien-voitelu', en: 'ski-waxing', sv: 'vallning', de: 'ski-wachsen', fr: 'fartage', ru: 'smazka-lyzh' },
  hiking: { fi: 'retkeily', en: 'hiking', sv: 'vandring', de: 'wandern', fr: 'randonnee', ru: 'pokhody' },
  hikingBoots: { fi: 'vaelluskenkien-valinta', en: 'choosing-hiking-boots', sv: 'valja-vandringskangor', de: 'wanderschuhe-kaufberatung', fr: 'choisir-ses-chaussures-de-randonnee', ru: 'vybor-pokhodnoy-obuvi' },
  packing: { fi: 'rinkan-pakkaaminen', en: 'packing-a-backpack', sv: 'packa-ryggsacken', de: 'rucksack-packen', fr: 'preparer-son-sac-a-dos', ru: 'kak-upakovat-ryukzak' },
  everymansRight: { fi: 'jokamiehenoikeudet', en: 'everymans-right', sv: 'allemansratten', de: 'jedermannsrecht', fr: 'droit-d-acces-a-la-nature', ru: 'pravo-svobodnogo-dostupa' },
  camping: { fi: 'leiriytyminen', en: 'camping', sv: 'talta', de: 'zelten', fr: 'camping', ru: 'kemping' },
  tent: { fi: 'teltan-valinta', en: 'choosing-a-tent', sv: 'valja-talt', de: 'zelt-kaufberatung', fr: 'choisir-sa-tente', ru: 'vybor-palatki' },
  sleeping: { fi: 'makuupussi-ja-makuualusta', en: 'sleeping-bags-and-mats', sv: 'sovsack-och-liggunderlag', de: 'schlafsack-und-isomatte', fr: 'sac-de-couchage-et-matelas', ru: 'spalnik-i-kovrik' },
  clothing: { fi: 'vaatetus', en: 'clothing', sv: 'kladsel', de: 'bekleidung', fr: 'vetements', ru: 'odezhda' },
  layering: { fi: 'kerrospukeutuminen', en: 'layering', sv: 'lager-pa-lager', de: 'zwiebelprinzip', fr: 'systeme-des-trois-couches', ru: 'mnogosloynaya-odezhda' },
  clothingCare: { fi: 'kuoritakin-huolto', en: 'caring-for-waterproof-clothing', sv: 'skotsel-av-skalplagg', de: 'pflege-von-funktionsbekleidung', fr: 'entretien-des-vetements-impermeables', ru: 'ukhod-za-membrannoy-odezhdoy' },
  merino: { fi: 'merinovilla', en: 'merino-wool', sv: 'merinoull', de: 'merinowolle', fr: 'laine-merinos', ru: 'sherst-merinosa' },
} satisfies Record<string, Record<Language, string>>;
export type GuideKey = keyof typeof GUIDE_SLUGS;

/**
 * Localised paths of the fixed routes the pages link to (shared/route-table.ts
 * with locales/*.json `routeSegments`). Written out rather than computed so the
 * content stays free of JSON imports; content.test.ts checks them against the router.
 */
export const ROUTE_PATHS = {
  stores: { fi: '/myymalat/', en: '/stores/', sv: '/butiker/', de: '/filialen/', fr: '/magasins/', ru: '/magaziny/' },
  clubOffers: { fi: '/kampanjat/klubitarjoukset/', en: '/campaigns/club-offers/', sv: '/kampanjer/klubberbjudanden/', de: '/aktionen/clubangebote/', fr: '/promotions/offres-club/', ru: '/aktsii/predlozheniya-kluba/' },
  returnsForm: { fi: '/palautukset/', en: '/returns/', sv: '/returer/', de: '/ruecksendungen/', fr: '/retours/', ru: '/vozvrat/' },
  reclamation: { fi: '/reklamaatio/', en: '/reclamation/', sv: '/reklamation/', de: '/reklamation/', fr: '/reclamation/', ru: '/reklamatsiya/' },
  login: { fi: '/tili/kirjaudu/', en: '/accounts/login/', sv: '/konto/logga-in/', de: '/konto/anmelden/', fr: '/compte/connexion/', ru: '/akkaunt/vhod/' },
  secondHand: { fi: '/kaytetyt/', en: '/second-hand/', sv: '/begagnat/', de: '/gebraucht/', fr: '/occasion/', ru: '/b-u/' },
  rental: { fi: '/vuokraamo/', en: '/rental/', sv: '/uthyrning/', de: '/verleih/', fr: '/location/', ru: '/prokat/' },
  giftCards: { fi: '/palvelutuotteet/lahjakortit/', en: '/service-products/giftcards/', sv: '/tjanster/presentkort/', de: '/serviceprodukte/gutscheine/', fr: '/services/cartes-cadeaux/', ru: '/uslugi/podarochnye-karty/' },
  corporateInfoForm: { fi: '/yritystiedot/', en: '/corporate-info-form/', sv: '/foretagsuppgifter/', de: '/firmendaten/', fr: '/infos-entreprise/', ru: '/dannye-kompanii/' },
  corporateNewsletter: { fi: '/yritysuutiskirje/', en: '/corporate-newsletter/', sv: '/foretagsnyhetsbrev/', de: '/firmen-newsletter/', fr: '/newsletter-entreprise/', ru: '/rassylka-dlya-kompaniy/' },
  blog: { fi: '/elama-ulkona/blogi/', en: '/life-outdoors/blog/', sv: '/livet-ute/blogg/', de: '/leben-draussen/blog/', fr: '/vie-en-plein-air/blog/', ru: '/zhizn-na-prirode/blog/' },
  skiWizard: { fi: '/suksivelho/', en: '/ski-wizard/', sv: '/skidguide/', de: '/ski-berater/', fr: '/assistant-ski/', ru: '/podbor-lyzh/' },
  viewOrder: { fi: '/tilauksen-tiedot/', en: '/view-order/', sv: '/visa-bestallning/', de: '/bestellung-ansehen/', fr: '/voir-commande/', ru: '/prosmotr-zakaza/' },
  ask: { fi: '/kysy/', en: '/ask/', sv: '/fraga/', de: '/fragen/', fr: '/question/', ru: '/vopros/' },
  experiences: { fi: '/elamykset/tuotteet/', en: '/experiences/products/', sv: '/upplevelser/produkter/', de: '/erlebnisse/produkte/', fr: '/experiences/produits/', ru: '/vpechatleniya/tovary/' },
} satisfies Record<string, Record<Language, string>>;
/** Route ids of shared/route-table.ts behind each ROUTE_PATHS entry. */
export const ROUTE_IDS: Record<keyof typeof ROUTE_PATHS, string> = {
  stores: 'stores', clubOffers: 'campaignsClubOffers', returnsForm: 'returns', reclamation: 'reclamation', login: 'accountsLogin',
  secondHand: 'secondHand', rental: 'rental', giftCards: 'serviceProductsGiftcards', corporateInfoForm: 'corporateInfoForm',
  corporateNewsletter: 'corporateNewsletter', blog: 'lifeOutdoorsBlog', skiWizard: 'skiWizard', viewOrder: 'viewOrder', ask: 'ask',
  experiences: 'experiencesProducts',
};

export type Links = Record<PageKey | keyof typeof ROUTE_PATHS, string> & {
  /** Path of a guide tab, e.g. guide('clothing', 'layering') → /oppaat/vaatetus/kerrospukeutuminen/. */
  guide(...tabs: GuideKey[]): string;
  /** The same path on the language's production host: the sanitiser turns it relative (core 5). */
  absolute(path: string): string;
};

/**
 * Root-relative link targets in one language, without a language prefix: the
 * storefront adds the prefix its locale strategy needs when it renders a link.
 */
export function linksFor(language: Language): Links {
  const pages = Object.fromEntries(Object.entries(PAGE_SLUGS).map(([key, slugs]) => [key, `/${slugs[language]}/`]));
  const routes = Object.fromEntries(Object.entries(ROUTE_PATHS).map(([key, paths]) => [key, paths[language]]));
  return {
    ...(pages as Record<PageKey, string>),
    ...(routes as Record<keyof typeof ROUTE_PATHS, string>),
    guide: (...tabs) => `/${[PAGE_SLUGS.guides[language], ...tabs.map((tab) => GUIDE_SLUGS[tab][language])].join('/')}/`,
    absolute: (path) => `https://${productionHost('kaira', language)}${path}`,
  };
}

/** Anchor ids of the FAQ answers per language (ASCII, in the language), so other pages can deep-link with a hash. */
export const FAQ_ANCHORS = {
  deliveryTime: { fi: 'toimitusaika', en: 'delivery-time', sv: 'leveranstid', de: 'lieferzeit', fr: 'delai-de-livraison', ru: 'srok-dostavki' },
  expressPickup: { fi: 'pikanouto', en: 'express-pickup', sv: 'expressupphamtning', de: 'express-abholung', fr: 'retrait-express', ru: 'ekspress-samovyvoz' },
  abroad: { fi: 'ulkomaat', en: 'international-orders', sv: 'utlandet', de: 'ausland', fr: 'international', ru: 'za-rubezh' },
  returning: { fi: 'palauttaminen', en: 'returning', sv: 'returnera', de: 'ruecksendung', fr: 'retourner', ru: 'kak-vernut' },
  refund: { fi: 'hyvitys', en: 'refund', sv: 'aterbetalning', de: 'erstattung', fr: 'remboursement', ru: 'vozvrat-deneg' },
  exchange: { fi: 'vaihto', en: 'exchange', sv: 'byte', de: 'umtausch', fr: 'echange', ru: 'obmen' },
  payment: { fi: 'maksaminen', en: 'payment', sv: 'betalning', de: 'bezahlung', fr: 'paiement', ru: 'oplata' },
  discountCodes: { fi: 'alennuskoodit', en: 'discount-codes', sv: 'rabattkoder', de: 'rabattcodes', fr: 'codes-promo', ru: 'promokody' },
  club: { fi: 'kaira-club', en: 'kaira-club', sv: 'kaira-club', de: 'kaira-club', fr: 'kaira-club', ru: 'kaira-club' },
  contact: { fi: 'asiakaspalvelu', en: 'customer-service', sv: 'kundservice', de: 'kundenservice', fr: 'service-client', ru: 'sluzhba-podderzhki' },
} satisfies Record<string, Record<Language, string>>;
