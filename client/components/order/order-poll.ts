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

export interface PollHost {
  fetchOrder: () => Promise<OrderSummary | null>;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  onOrder: (order: OrderSummary) => void;
  onGiveUp: () => void;
}

/**
 * Polls until the order is settled or the time is up; a failed request just
 * waits for the next round. Returns a stop function (the page unmounting).
 */
export function pollOrder(host: PollHost, limitMs = POLL_LIMIT_MS, intervalMs = POLL_INTERVAL_MS): () => void {
  let waited = 0;
  let stopped = false;
  let handle: unknown = null;
  const round = () => {
    handle = null;
    waited += intervalMs;
    void host.fetchOrder().then((order) => {
      if (stopped) return;
      if (order) host.onOrder(order);
      if (order && isSettled(order.status)) return;
      if (waited >= limitMs) host.onGiveUp();
      else handle = host.setTimer(round, intervalMs);
    });
  };
  handle = host.setTimer(round, intervalMs);
  return () => {
    stopped = true;
    if (handle !== null) host.clearTimer(handle);
  };
}
