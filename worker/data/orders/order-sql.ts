/**
 * The statements of the order batches (architecture decision 5). A D1
 * batch is one transaction: when any statement fails, nothing of it stays.
 * Conditions that plain UPDATEs cannot fail on (not enough stock, a code
 * over its limit) insert a row into order_guards whose CHECK (ok = 1)
 * fails, which aborts and rolls back the whole batch.
 * Bound values: ?1 is always the order id.
 */

/**
 * Stores in the order units are taken from (brief): the pickup store of an
 * express or store pickup first (?4, its slug), then the central warehouse
 * 20, the web store, then the rest by their stock display order.
 */
const STORE_PREFERENCE = `CASE WHEN s.slug = ?4 THEN 0 WHEN s.id = 20 THEN 1 WHEN s.slug = 'product' THEN 2 ELSE 3 END, s.stock_display_order, s.id`;

/**
 * Takes ?3 units of variant ?2 from the stores, in preference order, each
 * store giving what it can sell now (quantity less blocked), reading stock
 * as it is inside the transaction: a concurrent order is already counted.
 * ?5 = 1 (express pickup: the goods are on that shelf within hours) takes
 * units only from the pickup store ?4, so when it emptied after pricing the
 * guard fails rather than the order quietly reserving warehouse stock.
 */
export const RESERVE_VARIANT = `INSERT INTO stock_reservations (order_id, variant_id, store_id, quantity)
  SELECT ?1, variant_id, store_id, MIN(available, ?3 - taken_before) FROM (
    SELECT vs.variant_id, vs.store_id, vs.quantity - vs.blocked AS available,
      COALESCE(SUM(vs.quantity - vs.blocked) OVER (ORDER BY ${STORE_PREFERENCE} ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS taken_before
    FROM variant_stocks vs JOIN stores s ON s.id = vs.store_id
    WHERE vs.variant_id = ?2 AND vs.quantity - vs.blocked > 0 AND (?5 = 0 OR s.slug = ?4)
  ) WHERE taken_before < ?3`;

/** Fails the batch unless the stores gave all ?3 units of variant ?2. */
export const GUARD_VARIANT = `INSERT INTO order_guards (order_id, what, ok)
  SELECT ?1, 'stock ' || ?2, COALESCE((SELECT SUM(quantity) FROM stock_reservations WHERE order_id = ?1 AND variant_id = ?2), 0) = ?3`;

/** Takes the reserved units off the shelves; the condition holds by construction and is kept as a second lock. */
export const TAKE_RESERVED = `UPDATE variant_stocks
  SET quantity = quantity - (SELECT r.quantity FROM stock_reservations r WHERE r.order_id = ?1 AND r.variant_id = variant_stocks.variant_id AND r.store_id = variant_stocks.store_id)
  WHERE (variant_id, store_id) IN (SELECT variant_id, store_id FROM stock_reservations WHERE order_id = ?1)
    AND quantity - blocked >= (SELECT r.quantity FROM stock_reservations r WHERE r.order_id = ?1 AND r.variant_id = variant_stocks.variant_id AND r.store_id = variant_stocks.store_id)`;

/** ?2 the code: one more use, then the guard fails the batch if that went over the limit. */
export const USE_DISCOUNT_CODE = `UPDATE discount_codes SET used_count = used_count + 1 WHERE code = ?2`;
export const GUARD_DISCOUNT_CODE = `INSERT INTO order_guards (order_id, what, ok)
  SELECT ?1, 'code', is_enabled = 1 AND (usage_limit IS NULL OR used_count <= usage_limit) FROM discount_codes WHERE code = ?2`;

/** ?2 the card's code, ?3 the amount: gift_cards' CHECK (balance >= 0) fails the batch on an overdraft. */
export const GIFT_CARD_EVENT = `INSERT INTO order_payment_events (order_id, gift_card_id, amount)
  SELECT ?1, id, ?3 FROM gift_cards WHERE code = ?2 AND is_enabled = 1`;
export const CHARGE_GIFT_CARD = `UPDATE gift_cards SET balance = round(balance - ?3, 2) WHERE id = (SELECT gift_card_id FROM order_payment_events e JOIN gift_cards g ON g.id = e.gift_card_id WHERE e.order_id = ?1 AND g.code = ?2)`;
export const GUARD_GIFT_CARD = `INSERT INTO order_guards (order_id, what, ok)
  SELECT ?1, 'gift card', EXISTS (SELECT 1 FROM order_payment_events e JOIN gift_cards g ON g.id = e.gift_card_id WHERE e.order_id = ?1 AND g.code = ?2)`;

/**
 * ?2 the gift campaign code's id, ?3 the time (decision 026): the code's one
 * redemption row; when another order holds it, nothing is inserted and the
 * guard fails the batch, so of two carts replaying a code one order wins.
 */
export const RESERVE_GIFT_CAMPAIGN_CODE = `INSERT OR IGNORE INTO gift_campaign_redemptions (code_id, order_id, reserved_at) VALUES (?2, ?1, ?3)`;
export const GUARD_GIFT_CAMPAIGN_CODE = `INSERT INTO order_guards (order_id, what, ok)
  SELECT ?1, 'gift campaign code', EXISTS (SELECT 1 FROM gift_campaign_redemptions WHERE code_id = ?2 AND order_id = ?1)`;

/** Guards that passed leave nothing behind. */
export const CLEAR_GUARDS = `DELETE FROM order_guards WHERE order_id = ?1`;

/**
 * Only an order that is cancelled (by the shopper, the timeout or the desk's
 * manual_cancellation) or failed and not yet released gives anything back.
 */
const RELEASED_STATUSES = `('cancelled', 'payment_failed', 'manual_cancellation')`;
const RELEASABLE = `EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND released_at IS NULL AND status IN ${RELEASED_STATUSES})`;

/** The reserved units back on the shelves they came from (an upsert: a stock row may have gone to 0 and away). */
export const RETURN_STOCK = `INSERT INTO variant_stocks (variant_id, store_id, quantity)
  SELECT r.variant_id, r.store_id, r.quantity FROM stock_reservations r
  WHERE r.order_id = ?1 AND ${RELEASABLE}
    AND EXISTS (SELECT 1 FROM variants v WHERE v.id = r.variant_id) AND EXISTS (SELECT 1 FROM stores s WHERE s.id = r.store_id)
  ON CONFLICT (variant_id, store_id) DO UPDATE SET quantity = quantity + excluded.quantity`;
export const RETURN_GIFT_CARDS = `UPDATE gift_cards
  SET balance = round(balance + (SELECT e.amount FROM order_payment_events e WHERE e.order_id = ?1 AND e.gift_card_id = gift_cards.id), 2)
  WHERE id IN (SELECT gift_card_id FROM order_payment_events WHERE order_id = ?1) AND ${RELEASABLE}`;
export const RETURN_CODE_USE = `UPDATE discount_codes SET used_count = used_count - 1
  WHERE id = (SELECT discount_code_id FROM orders WHERE id = ?1) AND used_count > 0 AND ${RELEASABLE}`;
/** The gift campaign code the order reserved (or redeemed, for a cancelled paid order) is free again. */
export const RETURN_GIFT_CAMPAIGN_CODE = `DELETE FROM gift_campaign_redemptions WHERE order_id = ?1 AND ${RELEASABLE}`;
/** The web gift cards a cancelled paid order bought are no longer valid (decision 028). */
export const DISABLE_ISSUED_GIFT_CARDS = `UPDATE gift_cards SET is_enabled = 0 WHERE order_id = ?1 AND is_enabled = 1 AND ${RELEASABLE}`;
/** ?2 the time: the order's redemption is paid once its payment is (decision 026). */
export const MARK_GIFT_CAMPAIGN_CODE_PAID = `UPDATE gift_campaign_redemptions SET paid_at = ?2
  WHERE order_id = ?1 AND paid_at IS NULL AND EXISTS (SELECT 1 FROM payments WHERE order_id = ?1 AND status = 'paid')`;
/** ?2 the time. Last in the batch: the statements above read released_at IS NULL. */
export const MARK_RELEASED = `UPDATE orders SET released_at = ?2 WHERE id = ?1 AND released_at IS NULL AND status IN ${RELEASED_STATUSES}`;
