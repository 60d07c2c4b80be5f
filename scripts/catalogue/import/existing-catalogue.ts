import type { D1Database } from '@cloudflare/workers-types';
import { REFERENCE_COUNTRY_CODES } from '../reference-countries.ts';

/** What the database already holds that an import may refer to or must stay consistent with. */
export interface ExistingCatalogue {
  ids: Record<IdTable, Set<number>>;
  /** Group parent and slug per language, for paths of groups the file leaves out. */
  groups: Map<number, { parentId: number | null; slugs: Record<string, string> }>;
  /** Static page slugs per language and the page that owns each, for uniqueness across imports. */
  staticPageSlugs: Map<string, number>;
  sizeNames: Map<number, string>;
  /** Page of every stored tab: tab ids are unique across pages. */
  tabPages: Map<number, number>;
  /** Owner id of every stored slug (or size name, model uuid) per table: they are unique across imports. */
  owners: Record<OwnedKey, Map<string, number>>;
  /** Model of every stored variant and review: an import may not move them to another model. */
  variantModels: Map<number, number>;
  reviewModels: Map<number, number>;
  /** Stored models that are themselves second-hand items. */
  secondHandModels: Set<number>;
  /** Delivery countries (lower-case codes) of the locale reference data: delivery sections may name only these. */
  countryCodes: Set<string>;
  /** Stored delivery methods, for pickup points of methods the file leaves out. */
  deliveryMethods: Map<number, StoredDeliveryMethod>;
}

/** What a pickup point is checked against: its method's kind and what the method serves. */
export interface StoredDeliveryMethod { kind: string; countryCodes: string[]; postalRanges: Array<{ from: string; to: string }> }

/** Unique columns besides ids that an import must not collide with, by the section that writes them. */
const OWNED_KEYS = {
  stores: 'SELECT slug AS k, id FROM stores', colours: 'SELECT slug AS k, id FROM colours',
  productTypes: 'SELECT slug AS k, id FROM product_types', propertyTypes: 'SELECT slug AS k, id FROM property_types',
  tags: 'SELECT slug AS k, id FROM tags', ribbons: 'SELECT slug AS k, id FROM ribbons',
  manufacturers: 'SELECT slug AS k, id FROM manufacturers', models: 'SELECT slug AS k, id FROM product_models',
  modelUuids: 'SELECT uuid AS k, id FROM product_models', sizes: 'SELECT lower(name) AS k, id FROM sizes',
  giftCampaigns: 'SELECT slug AS k, id FROM gift_campaigns',
  // A category's slug names its page across campaigns; its id must not move it to another campaign; a code is one category's.
  giftCampaignCategories: 'SELECT slug AS k, id FROM gift_campaign_categories',
  giftCampaignCategoryOwners: 'SELECT CAST(id AS TEXT) AS k, campaign_id AS id FROM gift_campaign_categories',
  giftCampaignCodes: 'SELECT code AS k, category_id AS id FROM gift_campaign_codes',
  // Codes match case-insensitively (COLLATE NOCASE, core 4): keyed lower-case.
  discountCodes: 'SELECT lower(code) AS k, id FROM discount_codes', giftCards: 'SELECT lower(code) AS k, id FROM gift_cards',
  pickupPoints: 'SELECT code AS k, id FROM pickup_points',
  // Companies registered in the shop as well as imported ones: a file's company must not take another's id or VAT number.
  companyVatNumbers: "SELECT country_code || ' ' || vat_number AS k, id FROM companies",
  // The blog (decision 034): a category's key and menu key, and slugs per language ('fi:slug'), name one thing across imports.
  blogCategoryKeys: 'SELECT key AS k, id FROM blog_categories',
  blogCategoryNavKeys: 'SELECT nav_key AS k, id FROM blog_categories WHERE nav_key IS NOT NULL',
  blogCategorySlugs: "SELECT language || ':' || slug AS k, category_id AS id FROM blog_category_texts",
  bloggerSlugs: 'SELECT slug AS k, id FROM bloggers',
  blogPostSlugs: "SELECT language || ':' || slug AS k, post_id AS id FROM blog_post_texts",
} as const;
export type OwnedKey = keyof typeof OWNED_KEYS;

const ID_TABLES = {
  taxAreas: 'tax_areas', taxClasses: 'tax_classes', stores: 'stores', colours: 'colours', sizes: 'sizes',
  productTypes: 'product_types', propertyTypes: 'property_types', tags: 'tags', ribbons: 'ribbons',
  manufacturers: 'manufacturers', productGroups: 'product_groups', sizeTables: 'size_tables',
  models: 'product_models', variants: 'variants', reviews: 'reviews', staticPageTabs: 'static_page_tabs',
  giftCards: 'gift_cards', companies: 'companies', blogCategories: 'blog_categories', bloggers: 'bloggers',
} as const;
export type IdTable = keyof typeof ID_TABLES;

/** Reads the ids and slugs an import is checked against (a few small queries in one batch). */
export async function readExistingCatalogue(db: D1Database): Promise<ExistingCatalogue> {
  const names = Object.keys(ID_TABLES) as IdTable[];
  const results = await db.batch([
    ...names.map((name) => db.prepare(`SELECT id FROM ${ID_TABLES[name]}`)),
    db.prepare('SELECT g.id, g.parent_id, t.language, t.slug FROM product_groups g JOIN product_group_texts t ON t.group_id = g.id'),
    db.prepare('SELECT page_id, language, slug FROM static_page_texts'),
    db.prepare('SELECT id, name FROM sizes'),
    db.prepare('SELECT id, page_id FROM static_page_tabs'),
    db.prepare('SELECT id, model_id FROM variants'),
    db.prepare('SELECT id, model_id FROM reviews'),
    db.prepare('SELECT id FROM product_models WHERE second_hand_parent_id IS NOT NULL'),
    db.prepare('SELECT code FROM countries'),
    db.prepare('SELECT id, kind FROM delivery_methods'),
    db.prepare('SELECT method_id, country_code FROM delivery_method_countries'),
    db.prepare('SELECT method_id, from_code, to_code FROM delivery_method_postal_ranges'),
    ...Object.values(OWNED_KEYS).map((sql) => db.prepare(sql)),
  ]);
  const ids = Object.fromEntries(names.map((name, index) => [
    name, new Set((results[index].results as { id: number }[]).map((row) => row.id)),
  ])) as Record<IdTable, Set<number>>;
  const [groupRows, pageRows, sizeRows, tabRows, variantRows, reviewRows, secondHandRows, countryRows, methodRows, methodCountryRows, methodRangeRows, ...ownedRows] =
    results.slice(names.length).map((result) => result.results as any[]);
  const owners = Object.fromEntries((Object.keys(OWNED_KEYS) as OwnedKey[]).map((key, index) => [
    key, new Map<string, number>(ownedRows[index].map((row: { k: string; id: number }) => [row.k, row.id])),
  ])) as Record<OwnedKey, Map<string, number>>;
  const groups = new Map<number, { parentId: number | null; slugs: Record<string, string> }>();
  for (const row of groupRows) {
    const group = groups.get(row.id) ?? { parentId: row.parent_id as number | null, slugs: {} as Record<string, string> };
    group.slugs[row.language] = row.slug;
    groups.set(row.id, group);
  }
  const deliveryMethods = new Map<number, StoredDeliveryMethod>(methodRows.map((row) => [row.id, { kind: row.kind, countryCodes: [], postalRanges: [] }]));
  for (const row of methodCountryRows) deliveryMethods.get(row.method_id)?.countryCodes.push(row.country_code);
  for (const row of methodRangeRows) deliveryMethods.get(row.method_id)?.postalRanges.push({ from: row.from_code, to: row.to_code });
  return {
    ids,
    groups,
    staticPageSlugs: new Map(pageRows.map((row) => [`${row.language}:${row.slug}`, row.page_id])),
    sizeNames: new Map(sizeRows.map((row) => [row.id, row.name])),
    tabPages: new Map(tabRows.map((row) => [row.id, row.page_id])),
    owners,
    variantModels: new Map(variantRows.map((row) => [row.id, row.model_id])),
    reviewModels: new Map(reviewRows.map((row) => [row.id, row.model_id])),
    secondHandModels: new Set(secondHandRows.map((row) => row.id)),
    countryCodes: new Set(countryRows.map((row) => row.code)),
    deliveryMethods,
  };
}

/** A database holding only the locale reference data (tax areas 1-9 and the countries of migration 0002): what a fresh seed starts from. */
export function emptyCatalogue(taxAreaIds: number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9]): ExistingCatalogue {
  const ids = Object.fromEntries((Object.keys(ID_TABLES) as IdTable[]).map((name) => [name, new Set<number>()])) as Record<IdTable, Set<number>>;
  ids.taxAreas = new Set(taxAreaIds);
  const owners = Object.fromEntries((Object.keys(OWNED_KEYS) as OwnedKey[]).map((key) => [key, new Map<string, number>()])) as Record<OwnedKey, Map<string, number>>;
  return {
    ids, groups: new Map(), staticPageSlugs: new Map(), sizeNames: new Map(), tabPages: new Map(),
    owners, variantModels: new Map(), reviewModels: new Map(), secondHandModels: new Set(), countryCodes: new Set(REFERENCE_COUNTRY_CODES),
    deliveryMethods: new Map(),
  };
}
