import { describe, expect, it } from 'vitest';
import { nextStatuses, shopDayStart } from './order-desk-view.ts';

describe('the staff list\'s days', () => {
  it('begin at midnight in Finland, winter (UTC+2) and summer (UTC+3) alike', () => {
    expect(shopDayStart('2025-01-15').toISOString()).toBe('2025-01-14T22:00:00.000Z');
    expect(shopDayStart('2025-06-11').toISOString()).toBe('2025-06-10T21:00:00.000Z');
  });

  it('take the offset of the night itself on the days the clocks change', () => {
    // Summer time starts at 03:00 on 30 March 2025 and ends at 04:00 on 26 October 2025, after midnight both times.
    expect(shopDayStart('2025-03-30').toISOString()).toBe('2025-03-29T22:00:00.000Z');
    expect(shopDayStart('2025-03-31').toISOString()).toBe('2025-03-30T21:00:00.000Z');
    expect(shopDayStart('2025-10-26').toISOString()).toBe('2025-10-25T21:00:00.000Z');
    expect(shopDayStart('2025-10-27').toISOString()).toBe('2025-10-26T22:00:00.000Z');
  });
});

describe('the moves staff are offered', () => {
  it('are the flow\'s moves without the cancel, which is its own action', () => {
    expect(nextStatuses('processing')).not.toContain('manual_cancellation');
    expect(nextStatuses('processing')).toContain('shipped');
    expect(nextStatuses('shipped')).toEqual(['ready_for_pick_up', 'transported_to_pickuplocation', 'delivered']);
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('awaiting_payment')).toEqual([]);
  });
});
