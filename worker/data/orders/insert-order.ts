/**
 * One D1 batch writes the order, its rows, gift card payments and payment,
 * and reserves its stock, code use, gift campaign code and gift card balances (architecture
 * decision 5, issue 6 item 6): the last unit is sold once, and a batch that
 * fails on any of it leaves nothing written.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { NewOrder } from './new-order.ts';
import {
  CHARGE_GIFT_CARD, CLEAR_GUARDS, GIFT_CARD_EVENT, GUARD_DISCOUNT_CODE, GUARD_GIFT_CAMPAIGN_CODE, GUARD_GIFT_CARD, GUARD_VARIANT,
  RESERVE_GIFT_CAMPAIGN_CODE, RESERVE_VARIANT, TAKE_RESERVED, USE_DISCOUNT_CODE,
} from './order-sql.ts';

const INSERT_ORDER = `INSERT INTO orders (id, order_number, view_token, status, language, country_code, tax_area_id, email,
    first_name, last_name, address, postal_code, city, phone, seller_name, seller_number,
    delivery_method_id, delivery_method_name, delivery_method_kind, delivery_location, special_request, repack,
    products_price, discount, delivery_cost, repack_cost, total_price, gift_card_paid, to_pay,
    discount_code_id, discount_code, payment_method, provider, created_at, updated_at,
    display_currency, display_rate, display_format, charged_amount, charged_currency, delivery_time, customer_id)
  VALUES (?, ?, ?, ?, ?, ?, (SELECT tax_area_id FROM countries WHERE code = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
    (SELECT id FROM discount_codes WHERE code = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

const INSERT_ROW = `INSERT INTO order_rows (order_id, position, variant_id, bundle_id, bundle_hash, model_id, name, variant_text,
    amount, unit_price, row_total, on_order, image, path, gift_card_template, gift_card_recipient, gift_card_message)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** The payment's amount is the charge, in the charge's currency (decision 016). */
const INSERT_PAYMENT = `INSERT INTO payments (id, order_id, provider, status, amount, currency, callback_secret, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;

interface ReservationInput {
  /** Units to take per variant (on-order variants are not in it). */
  demand: Map<number, number>;
  /** Slug of the store the goods are picked up from, first to give units; '' for none. */
  pickupStoreSlug: string;
  /** Express pickup: only the pickup store may give units (order-sql.ts RESERVE_VARIANT). */
  pickupStoreOnly: boolean;
}

/** The batch's statements; the service runs them as one batch() and retries a number collision. */
export function insertOrderBatch(db: D1Database, order: NewOrder, reservation: ReservationInput): D1PreparedStatement[] {
  const { priced, form } = order;
  const code = priced.cart_discount?.code ?? '';
  const statements: D1PreparedStatement[] = [
    db.prepare(INSERT_ORDER).bind(
      order.id, order.orderNumber, order.viewToken, order.status, order.language, order.countryCode, order.countryCode, form.email,
      form.first_name, form.last_name, form.address, form.postal_code, form.city, form.phone, form.seller_name ?? '', form.seller_number ?? '',
      order.delivery.id, order.delivery.name, order.delivery.kind, order.delivery.location, order.specialRequest, order.repack ? 1 : 0,
      priced.products_price, order.discount, priced.delivery_cost, priced.repack_cost, priced.total_price, order.giftCardPaid, order.toPay,
      code, code, order.paymentMethod, order.provider, order.createdAt, order.createdAt,
      order.display.code, order.display.rate, order.display.format, order.charge.amount, order.charge.currency.code,
      // The delivery time the checkout promised (decision 018): the mail repeats it.
      priced.shipping_time_str,
      order.customerId,
    ),
    ...order.rows.map((row, position) => db.prepare(INSERT_ROW).bind(
      order.id, position, row.variantId, row.bundleId, row.bundleHash, row.modelId, row.name, row.variantText,
      row.amount, row.unitPrice, row.rowTotal, row.onOrder ? 1 : 0, row.image, row.path,
      row.giftCard?.template ?? '', row.giftCard?.recipient ?? '', row.giftCard?.message ?? '',
    )),
    db.prepare(INSERT_PAYMENT).bind(
      order.payment.id, order.id, order.provider, 'pending', order.charge.amount, order.charge.currency.code, order.payment.secret, order.createdAt, order.createdAt,
    ),
  ];
  for (const [variantId, amount] of reservation.demand) {
    statements.push(db.prepare(RESERVE_VARIANT).bind(order.id, variantId, amount, reservation.pickupStoreSlug, reservation.pickupStoreOnly ? 1 : 0));
    statements.push(db.prepare(GUARD_VARIANT).bind(order.id, variantId, amount));
  }
  if (reservation.demand.size > 0) statements.push(db.prepare(TAKE_RESERVED).bind(order.id));
  if (code) statements.push(db.prepare(USE_DISCOUNT_CODE).bind(order.id, code), db.prepare(GUARD_DISCOUNT_CODE).bind(order.id, code));
  for (const event of priced.payment_events) {
    statements.push(
      db.prepare(GIFT_CARD_EVENT).bind(order.id, event.payment_id, event.amount),
      db.prepare(GUARD_GIFT_CARD).bind(order.id, event.payment_id),
      db.prepare(CHARGE_GIFT_CARD).bind(order.id, event.payment_id, event.amount),
    );
  }
  if (order.giftCampaignCodeId) {
    statements.push(
      db.prepare(RESERVE_GIFT_CAMPAIGN_CODE).bind(order.id, order.giftCampaignCodeId, order.createdAt),
      db.prepare(GUARD_GIFT_CAMPAIGN_CODE).bind(order.id, order.giftCampaignCodeId),
    );
  }
  statements.push(db.prepare(CLEAR_GUARDS).bind(order.id));
  return statements;
}

/** A guard or a CHECK (stock, code limit, gift card balance) stopped the batch: someone else got there first. */
export function isReservationFailure(error: unknown): boolean {
  const text = String((error as Error)?.message ?? error);
  return /CHECK constraint failed/i.test(text);
}

/** Two orders drew the same random order number (one in 10^8): the batch is tried again with a new one. */
export function isNumberCollision(error: unknown): boolean {
  return /UNIQUE constraint failed: orders\.(order_number|id)/i.test(String((error as Error)?.message ?? error));
}
