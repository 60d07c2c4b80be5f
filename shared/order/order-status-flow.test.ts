import { describe, expect, it } from 'vitest';
import { canMoveOrder, hasShipped, isFulfilmentStatus, isNotShipped } from './order-status-flow.ts';

describe('order status flow', () => {
  it('lets a paid order move through packing to shipped and delivered', () => {
    expect(canMoveOrder('processing', 'ready_for_packing')).toBe(true);
    expect(canMoveOrder('ready_for_packing', 'shipped')).toBe(true);
    expect(canMoveOrder('shipped', 'delivered')).toBe(true);
  });

  it('cancels only what has not left the shop', () => {
    expect(canMoveOrder('processing', 'manual_cancellation')).toBe(true);
    expect(canMoveOrder('shipped', 'manual_cancellation')).toBe(false);
    expect(isNotShipped('ready_for_packing')).toBe(true);
    expect(isNotShipped('shipped')).toBe(false);
  });

  it('moves an unpaid, delivered or cancelled order nowhere', () => {
    expect(canMoveOrder('awaiting_payment', 'processing')).toBe(false);
    expect(canMoveOrder('delivered', 'shipped')).toBe(false);
    expect(canMoveOrder('manual_cancellation', 'processing')).toBe(false);
  });

  it('never sends a shipped order back to packing', () => {
    expect(canMoveOrder('shipped', 'ready_for_packing')).toBe(false);
    expect(canMoveOrder('shipped', 'processing')).toBe(false);
  });

  it('knows which statuses mean the goods have left', () => {
    expect(hasShipped('shipped')).toBe(true);
    expect(hasShipped('delivered')).toBe(true);
    expect(hasShipped('processing')).toBe(false);
    expect(isFulfilmentStatus('awaiting_payment')).toBe(false);
  });
});
