import type { OrderResultKind } from '../checkout/order-links.ts';
import type { OrderSummary } from './order.ts';

/**
 * Props of the issue 6 pages. The payment page, the club info and the lookup
 * carry no per-user data (the cart lives in localStorage); a result page
 * carries the order its secret link names.
 */
export type CheckoutPaymentPageProps = Record<string, never>;
export type ClubInfoPageProps = Record<string, never>;
export type ViewOrderPageProps = Record<string, never>;

export interface OrderResultPageProps {
  kind: OrderResultKind;
  /** From the path (payment_*) or the query (process); null on /order/process/ without one. */
  orderNumber: string | null;
  token: string | null;
  /** Read by the loader; null when the page reads it after hydration. */
  order: OrderSummary | null;
}
