import { describe, expect, it } from 'vitest';
import { productWith, testVariant } from '../../../tests/unit-helpers/test-product.ts';
import type { OrderState } from '../../../shared/product/variant-availability.ts';
import type { Selection } from '../../../shared/product/variant-selection.ts';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { AddToCartButton, addToCartAction } from './add-to-cart-button.tsx';

const red = testVariant({ colorSlug: 'red', sizeSlug: 'M', sizeSort: 2 });
const blue = testVariant({ colorSlug: 'blue', sizeSlug: 'L', sizeSort: 3 });
const product = productWith([red, blue]);
const ORDERABLE: OrderState = { orderable: true, onOrder: false, quantity: 3 };
const NOT_ORDERABLE: OrderState = { orderable: false, onOrder: false, quantity: 0 };

const render = (selection: Selection, options: { variant?: typeof red | null; orderState?: OrderState | null; disabled?: boolean; pending?: boolean } = {}) =>
  renderWithSite(
    <AddToCartButton product={product} selection={selection} variant={options.variant ?? null} orderState={options.orderState ?? null}
      disabled={options.disabled ?? true} pending={options.pending} onAdd={() => undefined} />,
  );

describe('AddToCartButton', () => {
  it('asks for the colour first, then the size, while several choices are open', () => {
    expect(render({ color: '', size: '', type: '' })).toContain('add-to-cart__button--selectColor');
    expect(render({ color: 'red', size: '', type: '' })).toContain('add-to-cart__button--selectSize');
  });

  it('keeps the button enabled while an option is still to be chosen, so a click can warn', () => {
    expect(render({ color: '', size: '', type: '' }, { disabled: true })).not.toContain('disabled=""');
  });

  it('offers adding an orderable variant', () => {
    const html = render({ color: 'red', size: 'M', type: '' }, { variant: red, orderState: ORDERABLE, disabled: false });
    expect(html).toContain('add-to-cart__button--addToCart');
    expect(html).not.toContain('disabled=""');
  });

  it('shows a disabled out-of-stock button for a variant that cannot be ordered', () => {
    const html = render({ color: 'red', size: 'M', type: '' }, { variant: red, orderState: NOT_ORDERABLE, disabled: true });
    expect(html).toContain('add-to-cart__button--outOfStock');
    expect(html).toContain('disabled=""');
  });

  it('marks the button busy while checkout validation is pending', () => {
    const html = render({ color: 'red', size: 'M', type: '' }, { variant: red, orderState: ORDERABLE, disabled: false, pending: true });
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('add-to-cart__spinner');
  });

  it('shows no warning before any click', () => {
    expect(render({ color: '', size: '', type: '' })).not.toContain('role="alert"');
  });
});

describe('addToCartAction', () => {
  it('warns instead of adding when no variant is chosen', () => {
    expect(addToCartAction(null, false)).toBe('warn');
  });

  it('adds a chosen variant', () => {
    expect(addToCartAction(red, false)).toBe('add');
  });

  it('ignores clicks while checkout validation is pending', () => {
    expect(addToCartAction(red, true)).toBe('ignore');
    expect(addToCartAction(null, true)).toBe('ignore');
  });
});
