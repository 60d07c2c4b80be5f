import { describe, expect, it } from 'vitest';
import { amountView } from '../../../shared/checkout/cart-display.ts';
import { row } from '../../../tests/unit-helpers/test-checkout.ts';
import { modalRow } from './added-to-cart-modal.tsx';

describe('the added-to-cart modal\'s line (cat 4)', () => {
  it('edits the cart\'s own row when there is one', () => {
    const rows = [row(5, { amount: 2, max_amount: 4, frozen: true })];
    expect(modalRow(rows, 5, false, 9)).toBe(rows[0]);
    expect(amountView(modalRow(rows, 5, false, 9), 2)).toEqual({ max: 4, available: 4, locked: true });
  });

  it('falls back to what the product page knew: unlimited on order', () => {
    expect(modalRow([], 5, true, 3)).toEqual({ productId: 5, amount: 1, on_order: true, max_amount: null });
    expect(modalRow([], 5, false, 3).max_amount).toBe(3);
  });
});
