import type { CheckoutState } from '../../../shared/checkout/checkout-core.ts';
import type { Translate } from '../../../shared/i18n.ts';
import { giftCardShare } from '../../../shared/money.ts';
import type { OrderSummary } from '../../../shared/types/order.ts';
import type { SummaryRow, SummaryTotal } from './summary-table.tsx';

/**
 * The lines of the summary table, as pure functions: an order read from the
 * server (confirmation, lookup) or the cart's last validated answer (the
 * payment page). Reductions show as negative amounts; lines that are zero
 * and optional (discount, RePack, gift cards) are left out.
 */

export function orderRows(order: Pick<OrderSummary, 'order_number' | 'rows'>): SummaryRow[] {
  return order.rows.map((row, index) => ({
    key: `${order.order_number}-${index}`,
    name: row.name,
    detail: row.variant_text,
    amount: row.amount,
    unitPrice: row.unit_price,
    total: row.row_total,
    image: row.image,
  }));
}

export function orderTotals(order: OrderSummary, t: Translate): SummaryTotal[] {
  const totals: SummaryTotal[] = [{ key: 'products', label: t('orderPages.productsPrice'), euro: order.products_price }];
  if (order.discount > 0) totals.push({ key: 'discount', label: t('orderPages.discount'), euro: -order.discount });
  totals.push({ key: 'delivery', label: t('orderPages.deliveryCost'), euro: order.delivery_cost });
  if (order.repack_cost > 0) totals.push({ key: 'repack', label: t('orderPages.repackCost'), euro: order.repack_cost });
  totals.push({ key: 'total', label: t('orderPages.totalPrice'), euro: order.total_price, strong: order.gift_card_paid <= 0 });
  if (order.gift_card_paid > 0) {
    totals.push({ key: 'giftCards', label: t('orderPages.giftCardPaid'), euro: -order.gift_card_paid });
    totals.push({ key: 'toPay', label: t('orderPages.toPay'), euro: order.to_pay, strong: true });
  }
  return totals;
}

/** Rows of the cart as the server last priced them; gift card products are rows of their own value. */
export function cartRows(state: Pick<CheckoutState, 'products' | 'giftCardProducts'>, t: Translate): SummaryRow[] {
  const rows: SummaryRow[] = state.products.map((row) => ({
    key: String(row.productId),
    name: row.details?.name ?? t('orderPages.product'),
    detail: row.details?.variant_text ?? '',
    amount: row.amount,
    unitPrice: row.details?.price.active ?? 0,
    total: row.details?.row_total ?? 0,
    image: row.details?.image ?? '',
  }));
  for (const card of state.giftCardProducts) {
    rows.push({ key: card.uid, name: t('orderPages.giftCard'), detail: card.recipient_name ?? '', amount: 1, unitPrice: card.amount, total: card.amount, image: '' });
  }
  return rows;
}

type CartMoney = Pick<CheckoutState, 'productsPrice' | 'cartDiscount' | 'deliveryTotalPrice' | 'repackCost' | 'totalPrice' | 'giftCards'>;

/** Totals of the cart's last answer; empty until one has come (then the table shows rows only). */
export function cartTotals(state: CartMoney, t: Translate): SummaryTotal[] {
  if (state.totalPrice === null) return [];
  const totals: SummaryTotal[] = [];
  if (state.productsPrice !== null) totals.push({ key: 'products', label: t('orderPages.productsPrice'), euro: state.productsPrice });
  if (state.cartDiscount && state.cartDiscount.amount > 0) {
    totals.push({ key: 'discount', label: t('orderPages.discountCode', { code: state.cartDiscount.code }), euro: -state.cartDiscount.amount });
  }
  if (state.deliveryTotalPrice !== null) totals.push({ key: 'delivery', label: t('orderPages.deliveryCost'), euro: state.deliveryTotalPrice });
  if (state.repackCost) totals.push({ key: 'repack', label: t('orderPages.repackCost'), euro: state.repackCost });
  const { giftCardPaid, toPay } = giftCardShare(state.totalPrice, state.giftCards);
  totals.push({ key: 'total', label: t('orderPages.totalPrice'), euro: state.totalPrice, strong: giftCardPaid <= 0 });
  if (giftCardPaid > 0) {
    totals.push({ key: 'giftCards', label: t('orderPages.giftCardPaid'), euro: -giftCardPaid });
    totals.push({ key: 'toPay', label: t('orderPages.toPay'), euro: toPay, strong: true });
  }
  return totals;
}

/** cat 9: dates as DD.MM.YYYY, on the shop's (Helsinki) calendar, so the server and the browser agree. */
export function orderDate(created: string): string {
  const date = new Date(created);
  if (Number.isNaN(date.getTime())) return created;
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Helsinki' })
    .formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}.${parts.month}.${parts.year}`;
}
