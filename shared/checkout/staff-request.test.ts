import { describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../types/checkout.ts';
import { asksForStaffMode } from './staff-request.ts';

const request = (fields: Partial<CheckoutRequest>): CheckoutRequest => ({
  validate_hash: '', country_code: 'fi', language_code: 'en', products: [], gift_card_products: [], discount_codes: [],
  repack: false, pikanouto: false, ...fields,
});

describe('whether a checkout request asks for a staff mode', () => {
  it('reads empty per-store maps on a row, as core 3 rows may carry them, as no transfer request', () => {
    expect(asksForStaffMode(request({ products: [{ productId: 1, amount: 1, transferAmounts: {}, transferAmountsFrom: {} }] }))).toBe(false);
  });

  it('reads units per store on a row as a transfer request', () => {
    expect(asksForStaffMode(request({ products: [{ productId: 1, amount: 1, transferAmountsFrom: { 20: 1 } }] }))).toBe(true);
  });
});
