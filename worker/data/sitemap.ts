import { isLanguage, LANGUAGE_DEFAULTS, LANGUAGES, type Language } from '../../shared/languages.ts';
import { productPagePath } from '../../shared/product/product-page-path.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { isCatalogueSlug } from './catalogue-slugs.ts';
import { productPath } from './product-list-rows.ts';

type PathsByLanguage = Partial<Record<Language, string>>;

/**
 * The catalogue's pages for sitemap.xml (issue 18), as local paths without
 * locale prefix. Groups and static pages have a path per language; brands,
 * campaigns and products one path in every language. Compact on purpose: with
 * 50,000 models this is cached whole under the catalogue version.
 */
export interface CatalogueSitemap {
  /** When the catalogue last changed (the import's time): the lastmod of all of it. */
  lastmod: string;
  groups: PathsByLanguage[];
  /** Static pages at their path; a tabbed page at its first tab (the page itself redirects there). */
  staticPages: PathsByLanguage[];
  brands: string[];
  campaigns: string[];
  /**
   * Product pages, each in the languages whose default country's tax area
   * prices it (a model without a price there answers 404 to that visitor;
   * `languages` is left out when it is all six).
   */
  products: Array<{ path: string; languages?: Language[] }>;
}

interface GroupRow { group_id: number; language: string; path: string }
interface PageRow { page_id: number; language: string; slug: string }
interface TabRow { page_id: number; language: string; slug: string; tab_slug: string }
interface ProductRow { id: number; slug: string; manufacturer_slug: string; is_bundle: number; tax_areas: string }

/** Rows of (id, language, path) gathered into one path map per id, in the rows' order. */
function byId<R extends { language: string }>(rows: R[], id: (row: R) => number, path: (row: R) => string): PathsByLanguage[] {
  const maps = new Map<number, PathsByLanguage>();
  for (const row of rows) {
    if (!isLanguage(row.language)) continue;
    let paths = maps.get(id(row));
    if (!paths) maps.set(id(row), (paths = {}));
    paths[row.language] ??= path(row);
  }
  return [...maps.values()];
}

// A product is listed when its page answers: public, not a campaign-only model, priced in the visitor's tax area.
const PRODUCTS = `SELECT m.id, m.slug, mf.slug AS manufacturer_slug, m.is_bundle,
    (SELECT group_concat(p.tax_area_id) FROM product_model_prices p WHERE p.model_id = m.id) AS tax_areas
  FROM product_models m JOIN manufacturers mf ON mf.id = m.manufacturer_id
  WHERE m.is_public = 1 AND m.campaign_only = 0 ORDER BY m.id`;

const BRANDS = `SELECT mf.slug FROM manufacturers mf
  WHERE EXISTS (SELECT 1 FROM product_models m WHERE m.manufacturer_id = mf.id AND m.is_public = 1 AND m.campaign_only = 0)
  ORDER BY mf.slug`;

// A tabbed page's top-level tabs with a text in the language, first tab first.
const TABS = `SELECT p.id AS page_id, t.language, t.slug, tt.slug AS tab_slug FROM static_pages p
  JOIN static_page_texts t ON t.page_id = p.id
  JOIN static_page_tabs s ON s.page_id = p.id AND s.parent_tab_id IS NULL
  JOIN static_page_tab_texts tt ON tt.tab_id = s.id AND tt.language = t.language
  WHERE p.kind = 'tabs' ORDER BY p.id, t.language, s.position`;

async function loadCatalogueSitemap(source: CatalogueSource): Promise<CatalogueSitemap> {
  const { db } = source;
  const defaultCountries = LANGUAGES.map((language) => LANGUAGE_DEFAULTS[language].country);
  const [version, countries, groups, pages, tabs, brands, campaigns, products] = await db.batch([
    db.prepare('SELECT updated_at FROM catalogue_version WHERE id = 1'),
    db.prepare(`SELECT code, tax_area_id FROM countries WHERE code IN (${defaultCountries.map(() => '?').join(', ')})`).bind(...defaultCountries),
    db.prepare('SELECT group_id, language, path FROM product_group_texts ORDER BY group_id, language'),
    db.prepare(`SELECT p.id AS page_id, t.language, t.slug FROM static_pages p JOIN static_page_texts t ON t.page_id = p.id
      WHERE p.kind = 'page' ORDER BY p.id, t.language`),
    db.prepare(TABS),
    db.prepare(BRANDS),
    db.prepare(`SELECT DISTINCT campaign_slug FROM tags WHERE campaign_slug IS NOT NULL ORDER BY campaign_slug`),
    db.prepare(PRODUCTS),
  ]);
  const updatedAt = (version.results[0] as { updated_at?: string } | undefined)?.updated_at ?? '';
  const areaOfCountry = new Map((countries.results as Array<{ code: string; tax_area_id: number }>).map((row) => [row.code, row.tax_area_id]));
  const productIn = (row: ProductRow) => {
    const areas = new Set((row.tax_areas ?? '').split(',').filter(Boolean).map(Number));
    const languages = LANGUAGES.filter((language) => areas.has(areaOfCountry.get(LANGUAGE_DEFAULTS[language].country) ?? Number.NaN));
    const path = productPagePath(row.id, row.is_bundle === 1, productPath(row.manufacturer_slug, row.slug));
    return languages.length === LANGUAGES.length ? { path } : { path, languages };
  };
  return {
    lastmod: Number.isFinite(Date.parse(updatedAt)) ? new Date(updatedAt).toISOString() : '',
    groups: byId(groups.results as GroupRow[], (row) => row.group_id, (row) => `/${row.path}/`),
    staticPages: [
      ...byId(pages.results as PageRow[], (row) => row.page_id, (row) => `/${row.slug}/`),
      ...byId(tabs.results as TabRow[], (row) => row.page_id, (row) => `/${row.slug}/${row.tab_slug}/`),
    ],
    brands: (brands.results as { slug: string }[]).map((row) => `/${row.slug}/`),
    campaigns: (campaigns.results as { campaign_slug: string }[]).map((row) => row.campaign_slug).filter(isCatalogueSlug),
    products: (products.results as ProductRow[]).map(productIn).filter((product) => product.languages?.length !== 0),
  };
}

/** The catalogue's sitemap pages, read once per catalogue version (KV and this isolate's memory). */
export function getCatalogueSitemap(source: CatalogueSource): Promise<CatalogueSitemap> {
  return readThrough(source, 'sitemap', () => loadCatalogueSitemap(source));
}
