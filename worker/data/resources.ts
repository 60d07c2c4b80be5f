import type { Language } from '../../shared/languages.ts';
import type {
  ColourResource, ManufacturerSummary, PropertyFilterResource, PropertyTypeResource, ResourcesResponse, StoreResource, TaxRateResource,
} from '../../shared/types/catalogue.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { getProductGroupTree } from './product-groups.ts';

type Base = Omit<ResourcesResponse, 'productGroups'>;

async function loadBaseResources(source: CatalogueSource, language: Language): Promise<Base> {
  const { db } = source;
  const [colours, manufacturers, properties, stores, taxRates] = await db.batch([
    db.prepare(`SELECT c.slug, t.name, c.control, c.hex FROM colours c JOIN colour_texts t ON t.colour_id = c.id AND t.language = ?1 ORDER BY t.name`).bind(language),
    db.prepare('SELECT id, slug, name, logo, is_featured FROM manufacturers ORDER BY sort_order, name'),
    db.prepare(`SELECT p.slug, t.name, p.filter, p.unit, p.bg_color, p.text_color FROM property_types p
      JOIN property_type_texts t ON t.property_type_id = p.id AND t.language = ?1 ORDER BY p.sort_order, t.name`).bind(language),
    db.prepare('SELECT id, slug, name, short_name, type, pikanouto, nouto, stock_display_order FROM stores ORDER BY stock_display_order, name'),
    db.prepare('SELECT tax_area_id, tax_class_id, percentage FROM tax_rates ORDER BY tax_area_id, tax_class_id'),
  ]);
  const propertyRows = properties.results as unknown as { slug: string; name: string; filter: 'range' | 'checkbox' | null; unit: string; bg_color: string; text_color: string }[];
  return {
    colors: colours.results as unknown as ColourResource[],
    manufacturers: (manufacturers.results as any[]).map((row): ManufacturerSummary => ({
      id: row.id, slug: row.slug, name: row.name, logo: row.logo, isFeatured: row.is_featured === 1,
    })),
    propertyFilters: propertyRows.filter((row) => row.filter !== null)
      .map((row): PropertyFilterResource => ({ slug: row.slug, name: row.name, filter: row.filter!, unit: row.unit })),
    propertyTypes: propertyRows.map((row): PropertyTypeResource => ({ slug: row.slug, name: row.name, bgColor: row.bg_color, textColor: row.text_color })),
    stores: (stores.results as any[]).map((row): StoreResource => ({
      id: row.id, slug: row.slug, name: row.name, shortName: row.short_name, type: row.type,
      pikanouto: row.pikanouto === 1, nouto: row.nouto === 1, stockDisplayOrder: row.stock_display_order,
    })),
    taxRates: (taxRates.results as any[]).map((row): TaxRateResource => ({ taxAreaId: row.tax_area_id, taxClassId: row.tax_class_id, percentage: row.percentage })),
  };
}

/** GET /api/resources/ of core 7: the base data every page may need, in the language. */
export async function getResources(source: CatalogueSource, language: Language): Promise<ResourcesResponse> {
  const [base, productGroups] = await Promise.all([
    readThrough(source, `resources:${language}`, () => loadBaseResources(source, language)),
    getProductGroupTree(source, language),
  ]);
  return { ...base, productGroups };
}

/** The stores alone (navigation's store list). */
export async function getStores(source: CatalogueSource, language: Language): Promise<StoreResource[]> {
  return (await readThrough(source, `resources:${language}`, () => loadBaseResources(source, language))).stores;
}

/** The brands list of GET /api/brands/. */
export async function listBrands(source: CatalogueSource, language: Language): Promise<ManufacturerSummary[]> {
  return (await readThrough(source, `resources:${language}`, () => loadBaseResources(source, language))).manufacturers;
}
