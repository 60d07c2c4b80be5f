import type { Language } from '../../shared/languages.ts';
import type { ProductModelDetail } from '../../shared/types/product-detail.ts';
import { sanitizeHtml } from '../html/sanitize-html.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { isCatalogueSlug } from './catalogue-slugs.ts';
import { withStock } from './product-model-stock.ts';
import { MODEL_STATEMENTS, type ModelStatementName } from './product-model-sql.ts';
import { toProductModelDetail, type ModelRows } from './product-model-rows.ts';

interface ProductModelOptions {
  /** Staff see non-public models and shelf codes (cat 6). */
  staff: boolean;
  /** Absolute links to the shop in descriptions become relative (core 5). */
  ownHosts?: string[];
}

async function loadModel(source: CatalogueSource, slug: string, language: Language, ownHosts: string[]): Promise<ProductModelDetail | null> {
  const { db } = source;
  const id = await db.prepare('SELECT id FROM product_models WHERE slug = ?1').bind(slug).first<number>('id');
  if (id === null) return null;
  const names = Object.keys(MODEL_STATEMENTS) as ModelStatementName[];
  // D1 refuses unused bindings: a statement without ?2 gets the id alone.
  const bound = (sql: string) => (sql.includes('?2') ? db.prepare(sql).bind(id, language) : db.prepare(sql).bind(id));
  const results = await db.batch(names.map((name) => bound(MODEL_STATEMENTS[name])));
  const rows = Object.fromEntries(names.map((name, index) => [name, results[index].results])) as ModelRows;
  const detail = toProductModelDetail(rows, language);
  if (!detail) return null;
  // Sanitised once per catalogue version, before caching (core 5), as group descriptions are.
  const sanitize = (html: string) => (html ? sanitizeHtml(html, { productionHosts: ownHosts }) : Promise.resolve(''));
  detail.long_description_html = await sanitize(detail.long_description_html);
  detail.translated_fields.long_description_html.original = await sanitize(detail.translated_fields.long_description_html.original);
  return detail;
}

/**
 * GET /api/products/productmodel/{slug}/ (cat 3 Product model detail): the
 * model's catalogue data cached per catalogue version and language, with its
 * stock read live. Null for an unknown slug, and for a non-public model
 * unless the viewer is staff (cat 2: "Product not found.").
 */
export async function getProductModel(source: CatalogueSource, slug: string, language: Language, options: ProductModelOptions): Promise<ProductModelDetail | null> {
  if (!isCatalogueSlug(slug)) return null;
  const detail = await readThrough(source, `product-model:${language}:${slug}`, () => loadModel(source, slug, language, options.ownHosts ?? []));
  if (!detail || (!detail.is_public && !options.staff)) return null;
  return withStock(source, detail, options.staff);
}
