/**
 * Live stock for a cached product model detail: read per request from D1
 * (stock changes with every sale; the catalogue cache only with an import).
 */
import type { DetailedStock, ProductModelDetail, StockData } from '../../shared/types/product-detail.ts';
import type { CatalogueSource } from './catalogue-cache.ts';
import { MODEL_STOCK } from './product-model-sql.ts';

interface StockRow { variant_id: number; store_id: number; quantity: number; blocked: number; shelf_code: string }
/** MODEL_STOCK's rows, in its column order. */
type StockTuple = [number, number, number, number, string];

export function stockData(rows: StockRow[], teksoNumber: string, staff: boolean): StockData {
  const detailed: Record<string, DetailedStock> = {};
  let sellable = 0;
  let held = 0;
  for (const row of rows) {
    // Shelf codes are staff data (cat 6).
    detailed[String(row.store_id)] = { quantity: row.quantity, blocked: Math.min(row.blocked, row.quantity), shelf_code: staff ? row.shelf_code : '' };
    sellable += Math.max(0, row.quantity - row.blocked);
    held += row.quantity;
  }
  return {
    in_stock: sellable > 0,
    blocked_stock: held > 0 && sellable === 0,
    detailed_stocks: detailed,
    has_stock_tekso_ids: sellable > 0 && teksoNumber ? [teksoNumber] : [],
  };
}

/** The detail with each variant's stock_data filled from D1; shelf codes only for staff. */
export async function withStock(source: CatalogueSource, detail: ProductModelDetail, staff: boolean): Promise<ProductModelDetail> {
  const answer = await source.db.prepare(MODEL_STOCK).bind(detail.id).first<{ rows: string }>();
  const byVariant = new Map<number, StockRow[]>();
  for (const [variant_id, store_id, quantity, blocked, shelf_code] of JSON.parse(answer?.rows ?? '[]') as StockTuple[]) {
    const row = { variant_id, store_id, quantity, blocked, shelf_code };
    const rows = byVariant.get(variant_id);
    if (rows) rows.push(row);
    else byVariant.set(variant_id, [row]);
  }
  return {
    ...detail,
    shelf_code: staff ? detail.shelf_code : '',
    products: detail.products.map((variant) => ({ ...variant, stock_data: stockData(byVariant.get(variant.id) ?? [], variant.teksonumber, staff) })),
  };
}
