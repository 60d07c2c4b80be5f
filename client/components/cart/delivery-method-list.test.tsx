import { describe, expect, it } from 'vitest';
import type { CheckoutDeliveryMethod } from '../../../shared/types/checkout.ts';
import { cart } from '../../../tests/unit-helpers/test-checkout.ts';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { DeliveryMethodList } from './delivery-method-list.tsx';
import { DeliveryOptions } from './delivery-options.tsx';

const methods: CheckoutDeliveryMethod[] = [
  { id: 101, kind: 'express_pickup', name: 'Express pickup: Helsinki', storeSlug: 'helsinki', price: 0, selected: false },
  { id: 1, kind: 'home', name: 'Home delivery (Posti)', storeSlug: '', price: 0, selected: true },
];
const EXPLANATION = 'Express pickup: orders placed by 09:00 on weekdays are ready after 11:00, orders by 14:00 after 16:00.';

describe('the delivery methods of the cart and the payment page', () => {
  it('does not explain express pickup under the home delivery chosen (issue 14)', () => {
    const html = renderWithSite(<DeliveryOptions state={cart([], { deliveryMethods: methods, deliveryMethod: 1 })} />);
    expect(html).toContain('Home delivery (Posti)');
    expect(html).not.toContain(EXPLANATION);
  });

  it('explains the cut-offs beside the express pickup chosen, tied to its radio button', () => {
    const html = renderWithSite(<DeliveryMethodList state={cart([], { deliveryMethods: methods, deliveryMethod: 101 })} legend="Delivery" />);
    expect(html).toContain(EXPLANATION);
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<p id="${describedBy}" class="cart-delivery__hint">${EXPLANATION}</p>`);
  });

  it('prices each method in the visitor\'s currency, free as "Free"', () => {
    const paid = methods.map((method) => (method.id === 1 ? { ...method, price: 9.9 } : method));
    const html = renderWithSite(<DeliveryMethodList state={cart([], { deliveryMethods: paid, deliveryMethod: 1 })} legend="Delivery" />,
      { currencyCode: 'usd', currencyRate: 1.08, currencyFormat: '$#' });
    expect(html).toContain('$10.69');
    expect(html).toContain('Free');
  });
});
