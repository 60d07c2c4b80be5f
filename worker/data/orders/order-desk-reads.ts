/**
 * Reads of the order desk (issue 16 item 5): the staff list with its
 * filters, newest first, and what staff see of an order beside its summary
 * (phone, account, payments, the stores its goods come from). An order's
 * store is one its units are reserved from (stock_reservations) or its
 * pickup store (the delivery method's store).
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { DeskStore } from '../../../shared/types/case-desk.ts';
import type { DeskDeliveryMethod, StaffOrderListRow, StaffOrderPayment, StaffOrderStore } from '../../../shared/types/order-desk.ts';

export interface OrderListFilter {
  status: string | null;
  storeId: number | null;
  deliveryMethodId: number | null;
  /** ISO times: created at or after `from`, before `until`. */
  from: string | null;
  until: string | null;
  offset: number;
  limit: number;
}

const WHERE = `WHERE (?1 IS NULL OR o.status = ?1)
  AND (?2 IS NULL OR EXISTS (SELECT 1 FROM stock_reservations r WHERE r.order_id = o.id AND r.store_id = ?2)
    OR EXISTS (SELECT 1 FROM delivery_methods d WHERE d.id = o.delivery_method_id AND d.store_id = ?2))
  AND (?3 IS NULL OR o.delivery_method_id = ?3)
  AND (?4 IS NULL OR o.created_at >= ?4) AND (?5 IS NULL OR o.created_at < ?5)`;

const STORE_NAMES = `(SELECT group_concat(short_name, ', ') FROM (
    SELECT s.short_name FROM stores s WHERE s.id IN (SELECT store_id FROM stock_reservations WHERE order_id = o.id)
      OR s.id = (SELECT d.store_id FROM delivery_methods d WHERE d.id = o.delivery_method_id)
    ORDER BY s.stock_display_order, s.id))`;

type ListRow = Omit<StaffOrderListRow, 'display_currency' | 'stores'> & { stores: string | null; display_code: string; display_rate: number; display_format: string };

/** One page of the list and how many orders the filter matches. */
export async function listDeskOrders(db: D1Database, filter: OrderListFilter): Promise<{ rows: StaffOrderListRow[]; total: number }> {
  const binds = [filter.status, filter.storeId, filter.deliveryMethodId, filter.from, filter.until];
  const [page, count] = await db.batch<ListRow | { n: number }>([
    db.prepare(`SELECT o.order_number, o.status, o.created_at, trim(o.first_name || ' ' || o.last_name) AS customer_name, o.email,
        o.delivery_method_name AS delivery_method, ${STORE_NAMES} AS stores, o.total_price,
        o.display_currency AS display_code, o.display_rate, o.display_format
      FROM orders o ${WHERE} ORDER BY o.created_at DESC, o.id DESC LIMIT ?6 OFFSET ?7`).bind(...binds, filter.limit, filter.offset),
    db.prepare(`SELECT COUNT(*) AS n FROM orders o ${WHERE}`).bind(...binds),
  ]);
  const rows = (page.results as ListRow[]).map(({ display_code, display_rate, display_format, stores, ...row }) => ({
    ...row, stores: stores ?? '', display_currency: { code: display_code, rate: display_rate, format: display_format },
  }));
  return { rows, total: (count.results[0] as { n: number }).n };
}

/** The delivery methods for the filter, named in the language (the first name any language gives, else its kind). */
export async function listDeliveryMethods(db: D1Database, language: string): Promise<DeskDeliveryMethod[]> {
  const { results } = await db.prepare(`SELECT m.id, COALESCE(
      (SELECT name FROM delivery_method_texts WHERE method_id = m.id AND language = ?1),
      (SELECT name FROM delivery_method_texts WHERE method_id = m.id ORDER BY language LIMIT 1), m.kind) AS name
    FROM delivery_methods m ORDER BY m.sort_order, m.id`).bind(language).all<DeskDeliveryMethod>();
  return results;
}

export interface DeskOrderExtras {
  phone: string;
  customerId: number | null;
  releasedAt: string | null;
  payments: StaffOrderPayment[];
  stores: StaffOrderStore[];
  pickupStore: DeskStore | null;
}

/** What staff see of an order beside its summary. */
export async function readDeskOrderExtras(db: D1Database, orderId: number): Promise<DeskOrderExtras> {
  const [order, payments, stores, pickup] = await db.batch<any>([
    db.prepare('SELECT phone, customer_id, released_at FROM orders WHERE id = ?1').bind(orderId),
    db.prepare(`SELECT provider, status, amount, currency, created_at, refunded_at, refunded_amount, needs_refund_at FROM payments
      WHERE order_id = ?1 ORDER BY created_at, id`).bind(orderId),
    db.prepare(`SELECT s.id, s.name, SUM(r.quantity) AS quantity FROM stock_reservations r JOIN stores s ON s.id = r.store_id
      WHERE r.order_id = ?1 GROUP BY s.id ORDER BY s.stock_display_order, s.id`).bind(orderId),
    db.prepare(`SELECT s.id, s.name FROM orders o JOIN delivery_methods d ON d.id = o.delivery_method_id JOIN stores s ON s.id = d.store_id
      WHERE o.id = ?1`).bind(orderId),
  ]);
  const head = order.results[0] ?? { phone: '', customer_id: null, released_at: null };
  return {
    phone: head.phone, customerId: head.customer_id ?? null, releasedAt: head.released_at ?? null,
    payments: payments.results as StaffOrderPayment[], stores: stores.results as StaffOrderStore[], pickupStore: (pickup.results[0] as DeskStore | undefined) ?? null,
  };
}
