/**
 * Back-in-stock notices (cat 5 notifier, decision 020): confirmed sign-ups
 * still waiting (the partial index stock_notifications_pending) whose
 * variant can be ordered now, and the one batch that writes a notice to
 * the outbox and marks its sign-up notified together, so a sign-up gets
 * one notice however often or however concurrently the sender runs.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { alertProduct } from './stock-notifications.ts';
import { productPath } from './product-list-rows.ts';
import { VARIANT_TEXT_COLUMNS, variantTextJoins, type VariantTextRow } from './variant-text-sql.ts';

export interface DueStockNotice {
  id: number;
  token: string;
  email: string;
  language: string;
  /** The origin the sign-up came to; null for rows older than migration 0015. */
  siteOrigin: string | null;
  /** 'Norrvik Jacket (Red, M)' in the sign-up's language. */
  product: string;
  /** The product page, before the locale prefix. */
  productPath: string;
  /** What the shared orderability rule reads (shared/product/variant-availability.ts). */
  stock: { shippingTime: number; modelOnOrder: boolean; sellable: number; held: number };
}

/**
 * Waiting sign-ups of public variants that look orderable by cat 4's rule
 * (sellable stock, or on order without stock blocked from sale), oldest
 * confirmation first. The rule is repeated here only to pick rows; the
 * sender decides with the shared function, so the page and the mail agree.
 */
const DUE = `WITH stock AS (
    SELECT variant_id, SUM(MAX(0, quantity - blocked)) AS sellable, SUM(quantity) AS held FROM variant_stocks
    WHERE variant_id IN (SELECT variant_id FROM stock_notifications WHERE notified_at IS NULL AND confirmed_at IS NOT NULL)
    GROUP BY variant_id)
  SELECT n.id, n.token, n.email, n.language, n.site_origin, v.shipping_time, m.on_order, m.slug AS model_slug,
    mf.slug AS manufacturer_slug, COALESCE(t.name, m.slug, '') AS name, COALESCE(mf.name, '') AS manufacturer,
    COALESCE(st.sellable, 0) AS sellable, COALESCE(st.held, 0) AS held, ${VARIANT_TEXT_COLUMNS}
  FROM stock_notifications n
  JOIN variants v ON v.id = n.variant_id
  JOIN product_models m ON m.id = v.model_id AND m.is_public = 1
  JOIN manufacturers mf ON mf.id = m.manufacturer_id
  LEFT JOIN product_model_texts t ON t.model_id = m.id AND t.language = n.language
  ${variantTextJoins('n.language')}
  LEFT JOIN stock st ON st.variant_id = v.id
  WHERE n.notified_at IS NULL AND n.confirmed_at IS NOT NULL
    AND (COALESCE(st.sellable, 0) > 0 OR ((m.on_order = 1 OR v.shipping_time BETWEEN 3 AND 998)
      AND NOT (COALESCE(st.held, 0) > 0 AND (v.shipping_time <= 2 OR v.shipping_time >= 999))))
  ORDER BY n.confirmed_at, n.id
  LIMIT ?1`;

type DueRow = VariantTextRow & {
  id: number; token: string; email: string; language: string; site_origin: string | null; shipping_time: number; on_order: number;
  model_slug: string; manufacturer_slug: string; name: string; manufacturer: string; sellable: number; held: number;
};

export async function listDueStockNotices(db: D1Database, limit: number): Promise<DueStockNotice[]> {
  const { results } = await db.prepare(DUE).bind(limit).all<DueRow>();
  return results.map((row) => ({
    id: row.id, token: row.token, email: row.email, language: row.language, siteOrigin: row.site_origin,
    product: alertProduct(row), productPath: productPath(row.manufacturer_slug, row.model_slug),
    stock: { shippingTime: row.shipping_time, modelOnOrder: row.on_order === 1, sellable: row.sellable, held: row.held },
  }));
}

const WAITING = 'id = ?1 AND notified_at IS NULL AND confirmed_at IS NOT NULL';
const INSERT_NOTICE = `INSERT INTO outbox_emails (order_id, kind, to_email, language, subject, body_text, body_html, created_at)
  SELECT NULL, 'stock_notice', email, language, ?2, ?3, ?4, ?5 FROM stock_notifications WHERE ${WAITING}`;
const MARK_NOTIFIED = `UPDATE stock_notifications SET notified_at = ?2 WHERE ${WAITING}`;

/**
 * Writes the notice and marks the sign-up notified in one transaction, only
 * while it still waits; answers the outbox id, or null when another run
 * (or a removal) came first.
 */
export async function writeStockNotice(db: D1Database, id: number, mail: { subject: string; text: string; html: string }, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const [inserted] = await db.batch([
    db.prepare(INSERT_NOTICE).bind(id, mail.subject, mail.text, mail.html, at),
    db.prepare(MARK_NOTIFIED).bind(id, at),
  ]);
  return inserted.meta.changes > 0 ? Number(inserted.meta.last_row_id) : null;
}
