/**
 * The order result pages' addresses (core 2): /order/payment_ok/{orderNumber}/{token}/
 * and its cancelled, error and address siblings. The token is the order's
 * random secret from the provider's return URL: only the buyer has it.
 * Shared by the worker's loader and the pages, so both refuse the same input.
 */

export type OrderResultKind = 'ok' | 'cancelled' | 'error' | 'address' | 'process';

/** Route id → the result the page shows. */
export const ORDER_RESULT_ROUTES: Record<string, OrderResultKind> = {
  orderPaymentOk: 'ok',
  orderPaymentCancelled: 'cancelled',
  orderPaymentError: 'error',
  orderPaymentAddress: 'address',
  orderProcess: 'process',
};

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,32}$/;
/** At least 24 characters (brief: a per-order random secret); url-safe base64 or hex. */
const TOKEN = /^[A-Za-z0-9_-]{24,128}$/;

export interface OrderReference { orderNumber: string; token: string }

export function orderReference(orderNumber: unknown, token: unknown): OrderReference | null {
  if (typeof orderNumber !== 'string' || typeof token !== 'string') return null;
  return ORDER_NUMBER.test(orderNumber) && TOKEN.test(token) ? { orderNumber, token } : null;
}

/** The `:slug*` of a payment_* route: exactly '{orderNumber}/{token}'. */
export function parseOrderSlug(slug: string | undefined): OrderReference | null {
  const parts = (slug ?? '').split('/').filter(Boolean);
  return parts.length === 2 ? orderReference(parts[0], parts[1]) : null;
}

/** GET /api/orders/{orderNumber}/?token= */
export function orderApiUrl({ orderNumber, token }: OrderReference): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/?token=${encodeURIComponent(token)}`;
}
