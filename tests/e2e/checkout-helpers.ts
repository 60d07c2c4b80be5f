import { expect, type APIRequestContext, type Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import type { CheckoutResponse } from '../../shared/types/checkout.ts';
import { tabTo } from './keyboard.ts';
import { findProduct, inStockVariants } from './product-helpers.ts';

type Texts = typeof en;

/** A buyer for the checkout form of core 3; the Helsinki one unless a test needs another country. */
export interface Buyer { first_name: string; last_name: string; address: string; postal_code: string; city: string; phone: string; email: string }

export const HELSINKI_BUYER: Omit<Buyer, 'email'> = {
  first_name: 'Aino', last_name: 'Virtanen', address: 'Mannerheimintie 1', postal_code: '00100', city: 'Helsinki', phone: '+358 40 123 4567',
};

/** Types the buyer into the payment page's text fields, found by their exact labels. */
export async function fillBuyer(page: Page, texts: Texts, buyer: Buyer): Promise<void> {
  const fields = texts.checkoutForm.fields;
  for (const field of ['first_name', 'last_name', 'address', 'postal_code', 'city', 'phone', 'email'] as const) {
    await page.getByRole('textbox', { name: fields[field], exact: true }).fill(buyer[field]);
  }
}

/** The test provider's page, where the payment page's form and an order's redirect_url lead. */
export const TEST_PROVIDER_PAGE = /\/payments\/test\//;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name of the test provider's pay button in the texts' language, whatever amount it names ("Pay 12.00 €", "12,00 € bezahlen"). */
export function payButtonName(texts: Texts): RegExp {
  const [before, after = ''] = texts.testPayment.pay.split('{{amount}}');
  return new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`);
}

/**
 * Pays on the test provider's page (served by the shop, styled as a bank's)
 * once the browser is there: a click on Pay, or with `keyboard` Tab to it and
 * Enter (the shop does not style that page, so no focus ring is asked for).
 * Waits for the shop's payment_ok page in the texts' language.
 */
export async function payWithTestProvider(page: Page, texts: Texts, { keyboard = false } = {}): Promise<void> {
  await expect(page).toHaveURL(TEST_PROVIDER_PAGE, { timeout: 15_000 });
  const pay = page.getByRole('button', { name: payButtonName(texts) });
  if (keyboard) {
    await tabTo(page, pay, { checkRing: false });
    await page.keyboard.press('Enter');
  } else {
    await pay.click();
  }
  await expect(page).toHaveURL(new RegExp(`/${texts.routeSegments.payment_ok}/`));
}

/**
 * A paid order of one in-stock product for home delivery in Finland, placed
 * through the shop's API as the payment page would and paid on the test
 * provider's page (the browser ends on payment_ok); answers its number.
 */
export async function placePaidOrder(page: Page, request: APIRequestContext, email: string): Promise<string> {
  const { detail } = await findProduct(request, ({ detail }) => inStockVariants(detail).length > 0 && !detail.is_bundle);
  const cart = {
    validate_hash: '', country_code: 'fi', language_code: 'en', products: [{ productId: inStockVariants(detail)[0].id, amount: 1 }],
    gift_card_products: [], discount_codes: [], repack: false, pikanouto: false,
  };
  const priced = await (await page.request.post('/api/checkout/', { data: cart })).json() as CheckoutResponse;
  const home = priced.delivery_methods.find((method) => method.kind === 'home');
  expect(home, 'a home delivery method for Finland').toBeDefined();
  const created = await page.request.post('/api/orders/?lang=en', {
    data: {
      checkout: { ...cart, delivery_method: home!.id },
      form: { ...HELSINKI_BUYER, delivery_method: home!.id, delivery_location: '', country_code: 'fi', email },
      payment_method: 'card',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { order_number: orderNumber, redirect_url: redirectUrl } = await created.json() as { order_number: string; redirect_url: string };
  await page.goto(redirectUrl);
  await payWithTestProvider(page, en);
  return orderNumber;
}
