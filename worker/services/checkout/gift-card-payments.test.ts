import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../shared/i18n.ts';
import type { GiftCardRow } from '../../data/cart-data.ts';
import { giftCardPayments } from './gift-card-payments.ts';

const t: Translate = (key, params) => `${key} ${params?.code}`;
const now = new Date('2026-06-15T12:00:00Z');
const card = (id: number, balance: number): GiftCardRow => ({ id, code: `C${id}`, balance, expires_at: null, is_enabled: 1 });

describe('gift card payment events', () => {
  it('lets each card pay what is left, at most its balance, stamped with the time', () => {
    const paid = giftCardPayments([card(1, 30), card(2, 100)], 99.9, now, t);
    expect(paid.events).toEqual([
      { payment_id: 'C1', processor_slug: 'giftcard', amount: 30, creation_time: '2026-06-15T12:00:00.000Z' },
      { payment_id: 'C2', processor_slug: 'giftcard', amount: 69.9, creation_time: '2026-06-15T12:00:00.000Z' },
    ]);
    expect([paid.paid, paid.errors]).toEqual([99.9, []]);
  });

  it('leaves a card unused once the order is paid, and uses none on a free order', () => {
    expect(giftCardPayments([card(1, 200), card(2, 5)], 50, now, t)).toMatchObject({ paid: 50, errors: ['checkoutReason.giftCardNotNeeded C2'] });
    expect(giftCardPayments([card(1, 200)], 0, now, t)).toMatchObject({ events: [], paid: 0 });
  });
});
