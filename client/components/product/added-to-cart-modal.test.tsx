import { describe, expect, it } from 'vitest';
import { amountView } from '../../../shared/checkout/cart-display.ts';
import { row } from '../../../tests/unit-helpers/test-checkout.ts';
import type { VariantView } from '../../../shared/types/product-page.ts';
import { chosenOptions, modalRow } from './added-to-cart-modal.tsx';

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

describe('the added-to-cart modal\'s chosen options (issue 14)', () => {
  const t = (key: string) => ({ 'product.colour': 'Colour', 'product.size': 'Size', 'product.type': 'Type' })[key] ?? key;
  const product = {
    colors: [{ slug: 'coral', name: 'Coral', control: 'orange', hex: '#f06f5c', images: [] }],
    types: [{ slug: 'men', name: 'Men', title: 'Fit' }, { slug: 'women', name: 'Women', title: 'Fit' }],
  };
  const variant = (colorSlug: string, sizeSlug: string, typeSlug: string) => ({ colorSlug, sizeSlug, typeSlug }) as VariantView;

  it('names the colour, size and type of the variant that went in, as the product page labels them', () => {
    expect(chosenOptions(product, variant('coral', 'XS', 'women'), t)).toEqual([
      { label: 'Colour', value: 'Coral' }, { label: 'Size', value: 'XS' }, { label: 'Fit', value: 'Women' },
    ]);
  });

  it('leaves out the axes the model does not have', () => {
    expect(chosenOptions(product, variant('', 'M', ''), t)).toEqual([{ label: 'Size', value: 'M' }]);
    expect(chosenOptions({ colors: [], types: [] }, variant('', '', ''), t)).toEqual([]);
  });
});
