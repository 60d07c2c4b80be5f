// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '../../../shared/types/order.ts';
import { renderHook } from '../../../tests/unit-helpers/render-hook.tsx';
import { useOrderPoll } from './use-order-poll.ts';

/** Timers run by hand: each `tick` moves one 2 s round on and lets its fetch settle. A null answer is a failed request. */
async function harness(answers: Array<OrderStatus | null>) {
  vi.useFakeTimers();
  let asked = 0;
  vi.stubGlobal('fetch', vi.fn(async () => {
    const status = answers[Math.min(asked++, answers.length - 1)];
    return status ? new Response(JSON.stringify({ status })) : new Response('{}', { status: 503 });
  }));
  const seen: OrderStatus[] = [];
  const hook = await renderHook(() => {
    const polled = useOrderPoll('/api/orders/K1/?token=t', null, 6000, 2000);
    if (polled.order && seen.at(-1) !== polled.order.status) seen.push(polled.order.status);
    return polled;
  });
  const tick = () => act(async () => { await vi.advanceTimersByTimeAsync(2000); });
  // Whether another round would still ask (SWR keeps timers of its own that ask nothing).
  const waiting = async () => {
    const before = asked;
    await act(async () => { await vi.advanceTimersByTimeAsync(60_000); });
    return asked > before;
  };
  return { tick, stop: hook.unmount, seen, gaveUp: () => hook.current.gaveUp, asked: () => asked, waiting };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useOrderPoll', () => {
  it('stops asking once the order is settled', async () => {
    const poll = await harness(['awaiting_payment', 'processing']);
    await poll.tick();
    await poll.tick();
    expect(poll.seen).toEqual(['awaiting_payment', 'processing']);
    expect(await poll.waiting()).toBe(false);
    expect(poll.gaveUp()).toBe(false);
  });

  it('gives up after the time limit while the payment is still open', async () => {
    const poll = await harness(['awaiting_payment']);
    for (let round = 0; round < 5; round++) await poll.tick();
    expect(poll.asked()).toBe(3);
    expect(poll.gaveUp()).toBe(true);
  });

  it('keeps asking after a failed request', async () => {
    const poll = await harness([null, 'processing']);
    await poll.tick();
    await poll.tick();
    expect(poll.seen).toEqual(['processing']);
  });

  it('asks nothing more once stopped', async () => {
    const poll = await harness(['awaiting_payment']);
    poll.stop();
    await poll.tick();
    expect(poll.asked()).toBe(0);
  });
});
