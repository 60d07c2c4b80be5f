/**
 * Enterprise orders (core 3 enterpriseOrder, cat 4; migrations/0007): an
 * organisation's order that staff add variants to while it is open. The
 * orders come from the catalogue import; the rows from staff at the shop.
 * "Not found" is null and the route picks the status.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { Language } from '../../shared/languages.ts';
import { productTitle } from '../../shared/product/product-title.ts';
import type { EnterpriseOrderListItem, EnterpriseOrderRow } from '../../shared/checkout/staff-order-types.ts';
import { VARIANT_TEXT_COLUMNS, variantText, variantTextJoins, type VariantTextRow } from './variant-text-sql.ts';

export interface EnterpriseOrderRecord { id: number; name: string; organisation: string; status: 'open' | 'closed' }

/** Units of one variant in a row (the migration's CHECK bound). */
const MAX_ENTERPRISE_ROW_AMOUNT = 9999;

export async function getEnterpriseOrder(db: D1Database, id: number): Promise<EnterpriseOrderRecord | null> {
  return db.prepare('SELECT id, name, organisation, status FROM enterprise_orders WHERE id = ?').bind(id).first<EnterpriseOrderRecord>();
}

export async function listOpenEnterpriseOrders(db: D1Database): Promise<EnterpriseOrderListItem[]> {
  const rows = await db.prepare("SELECT id, name, organisation FROM enterprise_orders WHERE status = 'open' ORDER BY name, id").all<EnterpriseOrderListItem>();
  return rows.results;
}

/** The ids among these that are variants of the catalogue. */
export async function knownVariantIds(db: D1Database, ids: number[]): Promise<Set<number>> {
  const rows = await db.prepare('SELECT id FROM variants WHERE id IN (SELECT value FROM json_each(?))').bind(JSON.stringify(ids)).all<{ id: number }>();
  return new Set(rows.results.map((row) => row.id));
}

/**
 * Only while the order is open, checked inside the batch: an order closed
 * after the route read it takes nothing. Adding again sums, capped at the row bound.
 */
const ADD_ROW = `INSERT INTO enterprise_order_rows (enterprise_order_id, variant_id, amount, added_at, updated_at)
  SELECT ?1, ?2, MIN(?3, ${MAX_ENTERPRISE_ROW_AMOUNT}), ?4, ?4 WHERE EXISTS (SELECT 1 FROM enterprise_orders WHERE id = ?1 AND status = 'open')
  ON CONFLICT (enterprise_order_id, variant_id) DO UPDATE SET amount = MIN(amount + excluded.amount, ${MAX_ENTERPRISE_ROW_AMOUNT}), updated_at = excluded.updated_at`;
const TOUCH_ORDER = "UPDATE enterprise_orders SET updated_at = ?2 WHERE id = ?1 AND status = 'open'";

/**
 * Adds the units to the order's rows in one batch (one transaction). A
 * variant named twice counts once with both amounts. False when the order
 * was not open, and nothing was added.
 */
export async function addToEnterpriseOrder(db: D1Database, id: number, rows: Array<{ variantId: number; amount: number }>, now = new Date()): Promise<boolean> {
  const amounts = new Map<number, number>();
  for (const row of rows) amounts.set(row.variantId, (amounts.get(row.variantId) ?? 0) + row.amount);
  const time = now.toISOString();
  const results = await db.batch([
    ...[...amounts].map(([variantId, amount]) => db.prepare(ADD_ROW).bind(id, variantId, amount, time)),
    db.prepare(TOUCH_ORDER).bind(id, time),
  ]);
  return (results.at(-1)?.meta.changes ?? 0) > 0;
}

/**
 * The order's rows with the product's title (brand first, cat 2) and the
 * variant's colour, size and type in the language. A variant the catalogue
 * no longer has keeps its row, named by its id.
 */
const ROWS_SQL = `SELECT r.variant_id, r.amount, COALESCE(t.name, m.slug, '') AS name, COALESCE(mf.name, '') AS manufacturer, ${VARIANT_TEXT_COLUMNS}
  FROM enterprise_order_rows r
  LEFT JOIN variants v ON v.id = r.variant_id
  LEFT JOIN product_models m ON m.id = v.model_id
  LEFT JOIN manufacturers mf ON mf.id = m.manufacturer_id
  LEFT JOIN product_model_texts t ON t.model_id = m.id AND t.language = ?2
  ${variantTextJoins('?2')}
  WHERE r.enterprise_order_id = ?1
  ORDER BY r.added_at, r.variant_id`;

type RowRecord = VariantTextRow & { variant_id: number; amount: number; name: string; manufacturer: string };

export async function readEnterpriseOrderRows(db: D1Database, id: number, language: Language): Promise<EnterpriseOrderRow[]> {
  const rows = await db.prepare(ROWS_SQL).bind(id, language).all<RowRecord>();
  return rows.results.map((row) => ({
    variant_id: row.variant_id,
    amount: row.amount,
    name: row.name ? productTitle(row.manufacturer, row.name) : `#${row.variant_id}`,
    variant_text: variantText(row),
  }));
}
