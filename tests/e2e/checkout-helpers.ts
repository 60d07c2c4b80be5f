import type { Page } from '@playwright/test';
import type en from '../../locales/en.json';

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
