import { describe, expect, it } from 'vitest';
import type { OrderStatus, OrderSummary } from '../../../shared/types/order.ts';
import { nextStepOf, pollOrder } from './order-poll.ts';

/** Timers run by hand: each `tick` fires the pending callback and lets its fetch settle. */
function harness(answers: Array<OrderStatus | null>) {
  let pending: (() => void) | null = null;
  const seen: OrderStatus[] = [];
  let gaveUp = false;
  let asked = 0;
  const stop = pollOrder({
    fetchOrder: async () => {
      const status = answers[Math.min(asked++, answers.length - 1)];
      return status ? ({ status } as OrderSummary) : null;
    },
    setTimer: (callback) => { pending = callback; return 1; },
    clearTimer: () => { pending = null; },
    onOrder: (order) => seen.push(order.status),
    onGiveUp: () => { gaveUp = true; },
  }, 6000, 2000);
  const tick = async () => {
    const run = pending;
    pending = null;
    run?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { tick, stop, seen, gaveUp: () => gaveUp, asked: () => asked, waiting: () => pending !== null };
}

describe('pollOrder', () => {
  it('stops asking once the order is settled', async () => {
    const poll = harness(['awaiting_payment', 'processing']);
    await poll.tick();
    await poll.tick();
    expect(poll.seen).toEqual(['awaiting_payment', 'processing']);
    expect(poll.waiting()).toBe(false);
    expect(poll.gaveUp()).toBe(false);
  });

  it('gives up after the time limit while the payment is still open', async () => {
    const poll = harness(['awaiting_payment']);
    for (let round = 0; round < 5; round++) await poll.tick();
    expect(poll.asked()).toBe(3);
    expect(poll.gaveUp()).toBe(true);
  });

  it('keeps asking after a failed request', async () => {
    const poll = harness([null, 'processing']);
    await poll.tick();
    await poll.tick();
    expect(poll.seen).toEqual(['processing']);
  });

  it('asks nothing more once stopped', async () => {
    const poll = harness(['awaiting_payment']);
    poll.stop();
    await poll.tick();
    expect(poll.asked()).toBe(0);
  });
});

describe('nextStepOf', () => {
  it('sends a paid order to the confirmation and a failed one back to the cart', () => {
    expect(nextStepOf('processing')).toBe('confirmation');
    expect(nextStepOf('payment_failed')).toBe('checkout');
    expect(nextStepOf('cancelled')).toBe('checkout');
    expect(nextStepOf('awaiting_payment')).toBe('wait');
  });
});
