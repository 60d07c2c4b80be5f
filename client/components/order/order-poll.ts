import type { OrderStatus, OrderSummary } from '../../../shared/types/order.ts';

/** /order/process/ (issue 6): ask every 2 s, for at most 30 s, while the payment is not settled. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 30_000;

export const isSettled = (status: OrderStatus): boolean => status !== 'awaiting_payment';

/** Where the buyer goes from a settled order: paid → the confirmation; failed or cancelled → back to the cart. */
export function nextStepOf(status: OrderStatus): 'confirmation' | 'checkout' | 'wait' {
  if (status === 'awaiting_payment') return 'wait';
  return status === 'payment_failed' || status === 'cancelled' || status === 'manual_cancellation' ? 'checkout' : 'confirmation';
}
