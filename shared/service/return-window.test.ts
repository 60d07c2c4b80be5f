import { describe, expect, it } from 'vitest';
import { addDays, lastReturnDay, RETURN_DAYS, returnWindow, shopDay } from './return-window.ts';

describe('the 100-day return window (cat 9)', () => {
  it('lasts 100 days', () => {
    expect(RETURN_DAYS).toBe(100);
  });

  it('ends on the 100th calendar day after the delivery day, in the shop\'s time zone', () => {
    // 1 March 2025 in Helsinki; 9 June is 100 days later.
    expect(lastReturnDay('2025-03-01T10:00:00.000Z')).toBe('2025-06-09');
    // 23:30 UTC on 28 February is already 1 March in Helsinki (UTC+2).
    expect(lastReturnDay('2025-02-28T23:30:00.000Z')).toBe('2025-06-09');
  });

  it('keeps the window open through the whole last day, and closes it the day after', () => {
    const order = { status: 'delivered' as const, deliveredAt: '2025-03-01T10:00:00.000Z' };
    // 23:59 on 9 June in Helsinki (UTC+3 in summer) is 20:59 UTC.
    expect(returnWindow(order, new Date('2025-06-09T20:59:00.000Z'))).toEqual({ kind: 'open', lastDay: '2025-06-09' });
    expect(returnWindow(order, new Date('2025-06-09T21:01:00.000Z'))).toEqual({ kind: 'expired', lastDay: '2025-06-09' });
  });

  it('is open the day of delivery', () => {
    const order = { status: 'delivered' as const, deliveredAt: '2025-05-05T08:00:00.000Z' };
    expect(returnWindow(order, new Date('2025-05-05T09:00:00.000Z')).kind).toBe('open');
  });

  it('has not started for an order that shipped without a delivery date: returns are allowed', () => {
    expect(returnWindow({ status: 'shipped', deliveredAt: null }, new Date('2030-01-01T00:00:00.000Z'))).toEqual({ kind: 'open', lastDay: null });
    expect(returnWindow({ status: 'ready_for_pick_up', deliveredAt: null }, new Date())).toEqual({ kind: 'open', lastDay: null });
  });

  it('counts from the delivery date even while the status still says shipped', () => {
    const order = { status: 'shipped' as const, deliveredAt: '2024-01-01T12:00:00.000Z' };
    expect(returnWindow(order, new Date('2025-01-01T12:00:00.000Z')).kind).toBe('expired');
  });

  it('allows no return before the order has shipped: it can still be cancelled', () => {
    for (const status of ['processing', 'skis_in_installation', 'transfer_to_packing', 'ready_for_packing'] as const) {
      expect(returnWindow({ status, deliveredAt: null }, new Date()).kind).toBe('not_shipped');
    }
  });

  it('has nothing to return for an unpaid, failed or cancelled order', () => {
    for (const status of ['awaiting_payment', 'payment_failed', 'cancelled', 'manual_cancellation'] as const) {
      expect(returnWindow({ status, deliveredAt: null }, new Date()).kind).toBe('cancelled');
    }
  });

  it('treats an unreadable delivery date as a window not yet started', () => {
    expect(returnWindow({ status: 'delivered', deliveredAt: 'not a date' }, new Date())).toEqual({ kind: 'open', lastDay: null });
  });

  it('adds whole days across month and year ends, and names days on the shop\'s calendar', () => {
    expect(addDays('2024-12-30', 3)).toBe('2025-01-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(shopDay(new Date('2025-10-26T22:30:00.000Z'))).toBe('2025-10-27');
  });
});
