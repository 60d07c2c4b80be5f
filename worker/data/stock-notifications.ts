/**
 * Back-in-stock subscriptions (cat 4 Out-of-stock variant, cat 5): one row
 * per email and variant in stock_notifications (migrations 0004, 0012). A
 * row counts once confirmed by the link in its confirmation mail (double
 * opt-in, decision 017); its random token names it in the confirm and remove
 * links. The notice sender (stock-notices.ts, decision 020) mails
 * confirmed rows still waiting (the partial index
 * stock_notifications_pending) once their variant can be ordered, and sets
 * notified_at in the same batch.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { Language } from '../../shared/languages.ts';
import { productTitle } from '../../shared/product/product-title.ts';
import { VARIANT_TEXT_COLUMNS, variantText, variantTextJoins, type VariantTextRow } from './variant-text-sql.ts';

interface StockSubscription {
  email: string; variantId: number; language: Language;
  /** The origin the sign-up came to: the notice links there (migration 0015). */
  origin: string;
}

/** A subscription as its mail and link pages show it: the product in the row's language. */
export interface StockAlert {
  token: string;
  confirmed: boolean;
  language: string;
  /** 'Norrvik Jacket (Red, M)'; '' when the catalogue no longer has the variant. */
  product: string;
}

type SubscribeOutcome = { kind: 'unknown-variant' } | { kind: 'stored'; alert: StockAlert };

/** The stored form of an address: trimmed and lower-cased, so one shopper is one row. */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * A pending subscription keeps its first language, time and origin (and
 * token); one already notified is re-armed with the new ones, since the
 * variant has sold out again; a row from before tokens gets one. A variant
 * that can be ordered right now is still accepted: the form shows only for
 * out-of-stock variants, so this is a race with arriving stock, and the
 * sender simply mails soon.
 */
const SUBSCRIBE = `INSERT INTO stock_notifications (email, variant_id, language, created_at, token, site_origin)
  SELECT ?1, v.id, ?3, ?4, ?5, ?6 FROM variants v JOIN product_models m ON m.id = v.model_id AND m.is_public = 1 WHERE v.id = ?2
  ON CONFLICT (email, variant_id) DO UPDATE SET
    token = COALESCE(token, excluded.token),
    language = CASE WHEN notified_at IS NULL THEN language ELSE excluded.language END,
    site_origin = CASE WHEN notified_at IS NULL THEN COALESCE(site_origin, excluded.site_origin) ELSE excluded.site_origin END,
    created_at = CASE WHEN notified_at IS NULL THEN created_at ELSE excluded.created_at END,
    notified_at = NULL`;

/** The row with its product's title and variant names in the row's own language. */
const ALERT_SELECT = `SELECT n.token, n.confirmed_at, n.language, COALESCE(t.name, m.slug, '') AS name, COALESCE(mf.name, '') AS manufacturer,
    ${VARIANT_TEXT_COLUMNS}
  FROM stock_notifications n
  LEFT JOIN variants v ON v.id = n.variant_id
  LEFT JOIN product_models m ON m.id = v.model_id
  LEFT JOIN manufacturers mf ON mf.id = m.manufacturer_id
  LEFT JOIN product_model_texts t ON t.model_id = m.id AND t.language = n.language
  ${variantTextJoins('n.language')}`;

type AlertRecord = VariantTextRow & { token: string; confirmed_at: string | null; language: string; name: string; manufacturer: string };

/** 'Norrvik Jacket (Red, M)' from the model's name, its brand and the variant's names; '' without a name. */
export function alertProduct(row: VariantTextRow & { name: string; manufacturer: string }): string {
  const names = variantText(row);
  return row.name ? `${productTitle(row.manufacturer, row.name)}${names ? ` (${names})` : ''}` : '';
}

function alertOf(row: AlertRecord): StockAlert {
  return { token: row.token, confirmed: row.confirmed_at !== null, language: row.language, product: alertProduct(row) };
}

/** Subscribes an address to a variant of a public model, unconfirmed until its link is followed; `token` names a new row. */
export async function subscribeToStock(db: D1Database, subscription: StockSubscription, token: string, now = new Date()): Promise<SubscribeOutcome> {
  const email = normaliseEmail(subscription.email);
  const [, known, stored] = await db.batch([
    db.prepare(SUBSCRIBE).bind(email, subscription.variantId, subscription.language, now.toISOString(), token, subscription.origin),
    db.prepare('SELECT 1 AS found FROM variants v JOIN product_models m ON m.id = v.model_id AND m.is_public = 1 WHERE v.id = ?1')
      .bind(subscription.variantId),
    db.prepare(`${ALERT_SELECT} WHERE n.email = ?1 AND n.variant_id = ?2`).bind(email, subscription.variantId),
  ]);
  const row = (stored.results as AlertRecord[])[0];
  return known.results.length > 0 && row ? { kind: 'stored', alert: alertOf(row) } : { kind: 'unknown-variant' };
}

/** The subscription a link names, or null (removed, expired, or never). */
export async function getStockAlert(db: D1Database, token: string): Promise<StockAlert | null> {
  const row = await db.prepare(`${ALERT_SELECT} WHERE n.token = ?1`).bind(token).first<AlertRecord>();
  return row ? alertOf(row) : null;
}

/** Confirms the subscription once (a second confirm keeps the first time); false when the token names none. */
export async function confirmStockAlert(db: D1Database, token: string, now: Date): Promise<boolean> {
  const result = await db.prepare('UPDATE stock_notifications SET confirmed_at = COALESCE(confirmed_at, ?2) WHERE token = ?1')
    .bind(token, now.toISOString()).run();
  return result.meta.changes > 0;
}

/** Deletes the subscription the token names (the address goes with it); removing twice changes nothing. */
export async function removeStockAlert(db: D1Database, token: string): Promise<void> {
  await db.prepare('DELETE FROM stock_notifications WHERE token = ?1').bind(token).run();
}

/** Deletes up to `limit` subscriptions never confirmed and created before `before` (an address nobody vouched for is not kept). */
export async function deleteUnconfirmedStockAlerts(db: D1Database, before: string, limit: number): Promise<number> {
  const result = await db.prepare(`DELETE FROM stock_notifications WHERE id IN (
      SELECT id FROM stock_notifications WHERE confirmed_at IS NULL AND created_at < ?1 ORDER BY created_at LIMIT ?2)`).bind(before, limit).run();
  return result.meta.changes;
}
