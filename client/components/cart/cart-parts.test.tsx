import { describe, expect, it } from 'vitest';
import { cart, row } from '../../../tests/unit-helpers/test-checkout.ts';
import CheckoutPage from '../../pages/checkout-page.tsx';
import { renderWithKeys } from '../../../tests/unit-helpers/test-site.tsx';
import { CartRowItem } from './cart-row-item.tsx';
import { CartTotals, FreeDeliveryProgressBar } from './cart-totals.tsx';

const KEYS = {
  'cartPage.problemOverQuantity': 'Only {{max}} left',
  'cartPage.free': 'Free',
  'cartPage.freeDeliveryMissing': 'Add {{amount}} more',
  'cartPage.freeDeliveryReached': 'Ships free',
  'cartPage.loading': 'Loading the cart',
};
const details = {
  name: 'Trail shoe', modelId: 40, manufacturer: 'Kaira', path: '/kaira-trail-shoe/', image: '/img/40.svg', variant_text: 'Black, 42',
  price: { active: 99.9, regular: 129.9 }, row_total: 199.8, problem: null,
};

describe('the cart page parts', () => {
  it('shows a row with its name, variant, unit price in the visitor\'s currency and amount', () => {
    const html = renderWithKeys(<CartRowItem row={row(7, { amount: 2, details })} />, KEYS);
    expect(html).toContain('Kaira Trail shoe');
    expect(html).toContain('Black, 42');
    expect(html).toContain('99.90\u00a0€');
    expect(html).toContain('value="2"');
  });

  it('names a member\'s club price as the row\'s price, and a regular row\'s price plainly', () => {
    const club = renderWithKeys(<CartRowItem row={row(7, { details: { ...details, price: { active: 89.9, regular: 129.9, type: 'club' } } })} />, KEYS);
    expect(club).toMatch(/<p class="cart-row__price"><span class="cart-row__club">Club price <\/span>89.90\u00a0€<\/p>/);
    expect(renderWithKeys(<CartRowItem row={row(7, { details })} />, KEYS)).not.toContain('Club price');
  });

  it('says a row\'s problem from the last answer', () => {
    const html = renderWithKeys(<CartRowItem row={row(7, { amount: 4, max_amount: 3, details: { ...details, problem: 'over_quantity' } })} />, KEYS);
    expect(html).toContain('Only 3 left');
  });

  it('locks the amount of a frozen row', () => {
    const html = renderWithKeys(<CartRowItem row={row(7, { frozen: true, details })} />, KEYS);
    expect(html.match(/disabled=""/g)?.length).toBe(3);
  });

  it('shows free delivery as "Free" and what is left to pay after gift cards', () => {
    const state = cart([row(7)], { productsPrice: 100, deliveryTotalPrice: 0, totalPrice: 100, giftCards: [{ payment_id: 'G', processor_slug: 'giftcard', amount: 40, creation_time: '' }] });
    const html = renderWithKeys(<CartTotals state={state} />, KEYS);
    expect(html).toContain('Free');
    expect(html).toContain('60\u00a0€');
  });

  it('tells how much more brings free delivery, and when it is reached', () => {
    const below = cart([row(7)], { productsPrice: 60, thresholds: { delivery: 100, repack: null } });
    expect(renderWithKeys(<FreeDeliveryProgressBar state={below} />, KEYS)).toContain('Add 40\u00a0€ more');
    const above = { ...below, productsPrice: 120 };
    expect(renderWithKeys(<FreeDeliveryProgressBar state={above} />, KEYS)).toContain('Ships free');
  });

  it('renders only a loading note on the server: the cart is in the browser', () => {
    expect(renderWithKeys(<CheckoutPage />, KEYS)).toContain('Loading the cart');
  });
});
