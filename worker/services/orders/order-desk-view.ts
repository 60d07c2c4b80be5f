/**
 * What the staff order desk reads (issue 16 item 5): the list with its
 * filters and an order with everything staff need to handle it. The list's
 * days are the shop's days (Finnish time, as the desk shows its times).
 */
import { FULFILMENT_STATUSES, canMoveOrder, isNotShipped } from '../../../shared/order/order-status-flow.ts';
import { ORDER_PAGE_SIZE, type OrderListQuery } from '../../../shared/order/order-desk-schema.ts';
import type { StaffOrderListResponse, StaffOrderResponse } from '../../../shared/types/order-desk.ts';
import type { OrderStatus } from '../../../shared/types/order.ts';
import type { D1Database } from '@cloudflare/workers-types';
import { listStores } from '../../data/case-desk-reads.ts';
import { listDeskEvents } from '../../data/desk-events.ts';
import { listDeliveryMethods, listDeskOrders, readDeskOrderExtras } from '../../data/orders/order-desk-reads.ts';
import { getOrderHead, getOrderSummary } from '../../data/orders/order-reads.ts';
import { WEB_GIFT_CARD_MODEL } from '../../../shared/gift-card/gift-card-rules.ts';
import { listOrderCards } from '../../data/gift-cards.ts';
import { giftCardPrintPath } from '../gift-cards/issue-gift-cards.ts';

const DAY_MS = 86_400_000;
const HELSINKI_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Helsinki', hour: '2-digit', hourCycle: 'h23' });

/** The instant a day (YYYY-MM-DD) begins in Finland: UTC midnight less Finland's offset that night (2 or 3 hours). */
export function shopDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - Number(HELSINKI_HOUR.format(utcMidnight)) * 3600_000);
}

export async function listStaffOrders(db: D1Database, query: OrderListQuery, language: string): Promise<StaffOrderListResponse> {
  const page = query.page;
  const [{ rows, total }, stores, deliveryMethods] = await Promise.all([
    listDeskOrders(db, {
      status: query.status || null,
      storeId: query.store === '' ? null : query.store,
      deliveryMethodId: query.delivery_method === '' ? null : query.delivery_method,
      from: query.from ? shopDayStart(query.from).toISOString() : null,
      // `to` is included: up to the start of the day after it.
      until: query.to ? shopDayStart(new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)).toISOString() : null,
      offset: (page - 1) * ORDER_PAGE_SIZE,
      limit: ORDER_PAGE_SIZE,
    }),
    listStores(db),
    listDeliveryMethods(db, language),
  ]);
  return { orders: rows, page, pages: Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE)), total, stores, delivery_methods: deliveryMethods };
}

/** The moves staff may make from a status; the cancel (manual_cancellation) is its own action. */
export const nextStatuses = (status: OrderStatus) =>
  FULFILMENT_STATUSES.filter((to) => to !== 'manual_cancellation' && canMoveOrder(status, to));

const TRACKABLE = new Set<OrderStatus>(FULFILMENT_STATUSES.filter((status) => status !== 'manual_cancellation'));

/** An order as staff see it; null for an unknown number. */
export async function staffOrderView(db: D1Database, orderNumber: string): Promise<StaffOrderResponse | null> {
  const head = await getOrderHead(db, orderNumber.trim().toUpperCase());
  if (!head) return null;
  const [order, extras, events, cards] = await Promise.all([
    getOrderSummary(db, head), readDeskOrderExtras(db, head.id), listDeskEvents(db, 'order', head.id), listOrderCards(db, head.id),
  ]);
  return {
    order, phone: extras.phone, customer_id: extras.customerId, payments: extras.payments, stores: extras.stores, pickup_store: extras.pickupStore,
    released_at: extras.releasedAt, next_statuses: nextStatuses(order.status), can_cancel: isNotShipped(order.status), can_track: TRACKABLE.has(order.status),
    events,
    gift_cards: cards.map((card) => ({
      position: card.position, kind: card.model === WEB_GIFT_CARD_MODEL ? 'web' : 'physical', code: card.code, value: card.initial_balance,
      balance: card.balance, enabled: card.is_enabled === 1, print_path: giftCardPrintPath(card.print_token),
    })),
  };
}
