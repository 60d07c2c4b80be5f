/**
 * Back-in-stock subscriptions (cat 4 Out-of-stock variant, cat 5): one row
 * per email and variant in stock_notifications (migration 0004). A sender
 * (not in this issue) mails pending rows when stock arrives and sets
 * notified_at.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { Language } from '../../shared/languages.ts';

interface StockSubscription { email: string; variantId: number; language: Language }

type SubscribeOutcome = 'subscribed' | 'already-subscribed' | 'unknown-variant';

/** The stored form of an address: trimmed and lower-cased, so one shopper is one row. */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Subscribes an address to a variant of a public model. A pending
 * subscription is kept as it was (first language and time); one already
 * notified is re-armed, since the variant has sold out again. A variant that
 * can be ordered right now is still accepted: the form is shown only for
 * out-of-stock variants, so this is a race with arriving stock, and the
 * sender simply mails soon.
 */
export async function subscribeToStock(db: D1Database, subscription: StockSubscription, now = new Date()): Promise<SubscribeOutcome> {
  const email = normaliseEmail(subscription.email);
  const [insert, known] = await db.batch([
    db.prepare(`INSERT INTO stock_notifications (email, variant_id, language, created_at)
        SELECT ?1, v.id, ?3, ?4 FROM variants v JOIN product_models m ON m.id = v.model_id AND m.is_public = 1 WHERE v.id = ?2
        ON CONFLICT (email, variant_id) DO UPDATE SET notified_at = NULL, language = excluded.language, created_at = excluded.created_at
        WHERE notified_at IS NOT NULL`)
      .bind(email, subscription.variantId, subscription.language, now.toISOString()),
    db.prepare('SELECT 1 AS found FROM variants v JOIN product_models m ON m.id = v.model_id AND m.is_public = 1 WHERE v.id = ?1')
      .bind(subscription.variantId),
  ]);
  if (known.results.length === 0) return 'unknown-variant';
  return insert.meta.changes > 0 ? 'subscribed' : 'already-subscribed';
}
