import { LANGUAGES, type Language } from '../../../../shared/languages.ts';
import type { CatalogueImportInput } from '../../import-format.ts';

type GeneralSettingInput = NonNullable<CatalogueImportInput['generalSettings']>[number];

/** Texts of the per-language settings: one row per language, no shared fallback, since every storefront is fully translated. */
const TEXTS: Record<'search_bar_placeholder' | 'frontpage_title' | 'frontpage_meta_description' | 'blocked_stock_text', Record<Language, string>> = {
  search_bar_placeholder: {
    fi: 'Hae tuotteita, merkkejä ja oppaita',
    en: 'Search products, brands and guides',
    sv: 'Sök produkter, varumärken och guider',
    de: 'Produkte, Marken und Ratgeber suchen',
    fr: 'Rechercher des produits, marques et guides',
    ru: 'Поиск товаров, брендов и советов',
  },
  frontpage_title: {
    fi: 'Retkeily-, ulkoilu- ja hiihtovarusteet verkosta ja myymälöistä',
    en: 'Outdoor, hiking and ski gear online and in store',
    sv: 'Friluftsutrustning, vandring och skidor på nätet och i butik',
    de: 'Outdoor-, Wander- und Skiausrüstung online und in der Filiale',
    fr: 'Matériel outdoor, randonnée et ski en ligne et en magasin',
    ru: 'Снаряжение для туризма, активного отдыха и лыж онлайн и в магазинах',
  },
  // About 150 characters: core 9 truncates meta descriptions there.
  frontpage_meta_description: {
    fi: 'Kaira Outdoor: retkeily-, vaellus- ja hiihtovarusteet, vuokraamo ja käytetyt tuotteet. Ilmainen toimitus alkaen {{delivery:fi:free_from}}, 100 päivän palautusoikeus.',
    en: 'Kaira Outdoor: hiking, camping and ski gear, rentals and second-hand. Free delivery from {{delivery:fi:free_from}}, 100-day returns and stores across Finland.',
    sv: 'Kaira Outdoor: utrustning för vandring, camping och skidåkning, uthyrning och begagnat. Fri frakt från {{delivery:fi:free_from}} och 100 dagars returrätt.',
    de: 'Kaira Outdoor: Ausrüstung für Wandern, Camping und Ski, Verleih und Gebrauchtes. Kostenloser Versand ab {{delivery:fi:free_from}} und 100 Tage Rückgaberecht.',
    fr: 'Kaira Outdoor : matériel de randonnée, de camping et de ski, location et occasion. Livraison offerte dès {{delivery:fi:free_from}} et retour sous 100 jours.',
    ru: 'Kaira Outdoor: снаряжение для походов, кемпинга и лыж, прокат и б/у товары. Бесплатная доставка от {{delivery:fi:free_from}} и возврат в течение 100 дней.',
  },
  blocked_stock_text: {
    fi: 'Verkko-ostaminen näistä myymälöistä on tilapäisesti estetty inventaarion vuoksi.',
    en: 'Online purchases from these stores are temporarily blocked during stocktaking.',
    sv: 'Webbköp från dessa butiker är tillfälligt spärrade på grund av inventering.',
    de: 'Online-Käufe aus diesen Filialen sind wegen Inventur vorübergehend gesperrt.',
    fr: 'Les achats en ligne depuis ces magasins sont temporairement bloqués pour cause d’inventaire.',
    ru: 'Онлайн-покупки из этих магазинов временно недоступны из-за инвентаризации.',
  },
};

/** Settings without a language (language null: the value for every storefront). JSON values are strings, parsed on read (core 5). */
const SHARED: Record<string, string> = {
  // The blog's category keys (decision 034), in the menu's order: guides, product tests, events.
  blog_category_order: JSON.stringify(['guides', 'product-tests', 'events']),
  price_ending_max_days: '30',
  rental_enabled: 'true',
  // The shopper chooses at the checkout whether in-stock rows ship first (isDeliverySplittingSelected, core 3).
  part_delivery_mode: 'optional',
  // Brands whose products are experiences (courses, guided trips) rather than goods.
  experience_manufacturer_list: JSON.stringify(['kaira-experiences']),
  auto_translations_disabled: 'false',
  // Empty: model ids belong to the product demo data, which this module does not know.
  quick_add_products: JSON.stringify([]),
  feature_flags: JSON.stringify({ fast_shipping_product_page: true, brand_strip: true }),
  default_search_engine: 'frosmo',
  hidden_dynamic_page_menu_items: JSON.stringify([]),
  // Working days added to the warehouse's shipping time per delivery country (cat 9), matching the delivery page.
  target_country_delivery_added_days: JSON.stringify({
    countries: [
      { code: 'se', days: 1 }, { code: 'ee', days: 1 }, { code: 'no', days: 2 }, { code: 'dk', days: 2 },
      { code: 'de', days: 2 }, { code: 'fr', days: 3 }, { code: 'gb', days: 3 }, { code: 'ch', days: 3 }, { code: 'us', days: 5 },
    ],
  }),
  frosmo_search_sort_by: 'relevance',
  frosmo_category_strategy: 'sort-product-group',
  // RePack reusable packaging at the checkout: its price in euro, and the products' total at or above which it is free.
  repack_cost: '2.90',
  repack_threshold: '150',
  // The company history's employee figure (cat 9: over 100); stores and delivery countries are counted from their data.
  company_employee_count: '112',
};

/** The general settings of core 3 with believable values for the demo shop. */
export function demoGeneralSettings(): NonNullable<CatalogueImportInput['generalSettings']> {
  const perLanguage = Object.entries(TEXTS).flatMap(([key, values]) =>
    LANGUAGES.map((language): GeneralSettingInput => ({ key, language, value: values[language] })));
  const shared = Object.entries(SHARED).map(([key, value]): GeneralSettingInput => ({ key, language: null, value }));
  return [...perLanguage, ...shared];
}
