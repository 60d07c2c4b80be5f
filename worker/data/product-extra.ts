/**
 * GET /api/product/extra/ type 2 (cat 3 Extra data, cat 7): bundles, size
 * tables, recommendations and also-bought of one model, in a language and
 * tax area. Loaded after the page is shown; the route turns a failure into
 * the page's "An unexpected error(#2664)" without failing the page (cat 8).
 */
import type { Language } from '../../shared/languages.ts';
import type { ProductExtraResponse } from '../../shared/types/product-extra.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { alsoBoughtQueries, toAlsoBought } from './product-extra-also-bought.ts';
import { BUNDLE_QUERIES, toBundleViews, type BundleRows } from './product-extra-bundles.ts';
import { SIZE_TABLES_QUERY, toSizeTableViews, type SizeTableRow } from './product-extra-size-tables.ts';
import { getProductListFirstPage } from './product-list-first-page.ts';
import { boundCount } from './product-list-sql.ts';

/** As many best sellers as the group page's row (worker/api/recommendations.ts). */
const PRODUCT_RECOMMENDATION_COUNT = 12;

interface ProductExtraInput { modelId: number; language: Language; taxAreaId: number; lastGroupId: number | null }

/** The cached part: everything but the recommendations, which come from the group's cached best-seller page. */
type ModelExtra = Omit<ProductExtraResponse, 'recommendations'> & { mainGroupId: number };

const empty = (): ProductExtraResponse => ({ bundles: [], sizetables: [], recommendations: [], also_bought: [] });
const isId = (value: number) => Number.isSafeInteger(value) && value > 0;

// Bound values of every statement: ?1 the model, ?2 the tax area, ?3 the language.
const MODEL = `SELECT m.main_group_id, EXISTS (SELECT 1 FROM tax_areas WHERE id = ?2) AS tax_area_found FROM product_models m WHERE m.id = ?1`;

function statements(): Array<[string, string]> {
  return [['model', MODEL], ...Object.entries(BUNDLE_QUERIES), ['sizeTables', SIZE_TABLES_QUERY], ...alsoBoughtQueries()];
}

async function loadModelExtra(source: CatalogueSource, modelId: number, language: Language, taxAreaId: number): Promise<ModelExtra | null> {
  const { db } = source;
  const queries = statements();
  const params = [modelId, taxAreaId, language];
  const results = await db.batch(queries.map(([, sql]) => db.prepare(sql).bind(...params.slice(0, boundCount(sql)))));
  const named = Object.fromEntries(queries.map(([name], index) => [name, results[index].results as unknown[]]));
  const model = named.model[0] as { main_group_id: number; tax_area_found: number } | undefined;
  // An unknown model or tax area is a miss, never cached (anyone can ask for endless ids).
  if (!model || !model.tax_area_found) return null;
  return {
    mainGroupId: model.main_group_id,
    bundles: toBundleViews(modelId, named as unknown as BundleRows),
    sizetables: toSizeTableViews(named.sizeTables as SizeTableRow[]),
    also_bought: toAlsoBought(named),
  };
}

/** The best sellers of the page's last group, else of the model's main group, without the model itself. */
async function recommendationsFor(source: CatalogueSource, input: ProductExtraInput, mainGroupId: number): Promise<ProductListItem[]> {
  const groups = [...new Set([input.lastGroupId, mainGroupId])].filter((id): id is number => id !== null && isId(id));
  for (const id of groups) {
    // The 'popular' sort is by sold amount; its cached first page (60 or 120) holds more than enough.
    const first = await getProductListFirstPage(source, { kind: 'ProductGroup', id }, input.language, input.taxAreaId, 'popular');
    if (first) return first.items.filter((item) => item.id !== input.modelId).slice(0, PRODUCT_RECOMMENDATION_COUNT);
  }
  return [];
}

/**
 * Extra type 2 of a model; empty lists for an unknown model or tax area (the
 * route resolves the slug and answers its 404 before calling this).
 *
 * Cached per model, language and tax area under the catalogue version, like
 * every catalogue read: which bundle variants are in stock is therefore as
 * fresh as the product lists' stock (a version bump, or the TTL), never
 * fresher. The checkout re-checks stock in D1 (architecture decision 5).
 */
export async function getProductExtra(source: CatalogueSource, input: ProductExtraInput): Promise<ProductExtraResponse> {
  const { modelId, language, taxAreaId } = input;
  if (!isId(modelId) || !isId(taxAreaId)) return empty();
  const extra = await readThrough(source, `product-extra:${modelId}:${language}:${taxAreaId}`, () => loadModelExtra(source, modelId, language, taxAreaId));
  if (!extra) return empty();
  const { mainGroupId, ...cached } = extra;
  return { ...cached, recommendations: await recommendationsFor(source, input, mainGroupId) };
}
