import { describe, expect, it } from 'vitest';
import { canPackOrder, decidePackTogether, type PackOrder } from './pack-together.ts';

let ids = 0;
function order(fields: Partial<PackOrder> = {}): PackOrder {
  return {
    id: ++ids, status: 'processing', createdAt: `2025-05-0${ids % 9 + 1}T10:00:00.000Z`, customerId: null, email: 'aino@example.fi',
    deliveryMethodId: 1, deliveryLocation: '', countryCode: 'fi', address: 'Mannerheimintie 1', postalCode: '00100', packWithOrderId: null, ...fields,
  };
}

describe('pack together', () => {
  it('lets the later order name the earlier one, whichever of the two asks', () => {
    const earlier = order({ createdAt: '2025-05-01T10:00:00.000Z' });
    const later = order({ createdAt: '2025-05-02T10:00:00.000Z' });
    for (const decision of [decidePackTogether(later, earlier), decidePackTogether(earlier, later)]) {
      expect(decision).toEqual({ ok: true, later, earlier });
    }
  });

  it('orders two orders of the same instant by id', () => {
    const a = order({ createdAt: '2025-05-01T10:00:00.000Z' });
    const b = order({ createdAt: '2025-05-01T10:00:00.000Z' });
    expect(decidePackTogether(b, a)).toEqual({ ok: true, later: b, earlier: a });
  });

  it('treats letter case and spacing of the address, email and postal code as the same door', () => {
    const a = order({ email: 'Aino@Example.fi', address: 'Mannerheimintie  1 ', postalCode: '00 100', countryCode: 'FI' });
    expect(decidePackTogether(a, order({ address: 'mannerheimintie 1' })).ok).toBe(true);
  });

  it('refuses an order with itself', () => {
    const a = order();
    expect(decidePackTogether(a, { ...a })).toEqual({ ok: false, reason: 'same_order' });
  });

  it('refuses when either order has shipped, is unpaid or is cancelled', () => {
    for (const status of ['shipped', 'ready_for_pick_up', 'delivered', 'awaiting_payment', 'cancelled', 'manual_cancellation'] as const) {
      expect(decidePackTogether(order(), order({ status }))).toEqual({ ok: false, reason: 'shipped' });
      expect(decidePackTogether(order({ status }), order())).toEqual({ ok: false, reason: 'shipped' });
    }
  });

  it('accepts every not-yet-shipped status of fulfilment', () => {
    for (const status of ['processing', 'skis_in_installation', 'transfer_to_packing', 'ready_for_packing'] as const) {
      expect(decidePackTogether(order({ status }), order()).ok).toBe(true);
    }
  });

  it('refuses another buyer: another email for guests, another account whatever the email', () => {
    expect(decidePackTogether(order(), order({ email: 'someone@example.fi' }))).toEqual({ ok: false, reason: 'other_buyer' });
    expect(decidePackTogether(order({ customerId: 1 }), order({ customerId: 2 }))).toEqual({ ok: false, reason: 'other_buyer' });
    expect(decidePackTogether(order({ email: '' }), order({ email: '' }))).toEqual({ ok: false, reason: 'other_buyer' });
  });

  it('takes the same account as the same buyer even with another email, and a guest order of the account\'s email', () => {
    expect(decidePackTogether(order({ customerId: 7 }), order({ customerId: 7, email: 'work@example.fi' })).ok).toBe(true);
    expect(decidePackTogether(order({ customerId: 7 }), order()).ok).toBe(true);
  });

  it('refuses another delivery method, pickup point, country, address or postal code', () => {
    const differences: Array<Partial<PackOrder>> = [
      { deliveryMethodId: 2 }, { deliveryMethodId: null }, { deliveryLocation: 'helsinki-store' }, { countryCode: 'se' },
      { address: 'Mannerheimintie 2' }, { postalCode: '00101' },
    ];
    for (const difference of differences) {
      expect(decidePackTogether(order(), order(difference))).toEqual({ ok: false, reason: 'other_delivery' });
    }
    expect(decidePackTogether(order({ address: '', postalCode: '' }), order({ address: '', postalCode: '' }))).toEqual({ ok: false, reason: 'other_delivery' });
  });

  it('refuses when the later order already ships with an earlier one', () => {
    const earlier = order({ createdAt: '2025-05-01T10:00:00.000Z' });
    const later = order({ createdAt: '2025-05-03T10:00:00.000Z', packWithOrderId: 99 });
    expect(decidePackTogether(earlier, later)).toEqual({ ok: false, reason: 'already_packed' });
    // The earlier one may itself ship with an even earlier order: the later one joins that parcel.
    expect(decidePackTogether(order({ createdAt: '2025-05-05T10:00:00.000Z' }), { ...earlier, packWithOrderId: 98 }).ok).toBe(true);
  });

  it('offers packing only for an order that has not shipped and names no earlier order yet', () => {
    expect(canPackOrder({ status: 'processing', packWithOrderId: null })).toBe(true);
    expect(canPackOrder({ status: 'processing', packWithOrderId: 3 })).toBe(false);
    expect(canPackOrder({ status: 'shipped', packWithOrderId: null })).toBe(false);
  });
});
