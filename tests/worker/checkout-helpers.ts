import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { CheckoutRequest, CheckoutResponse } from '../../shared/types/checkout.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { app } from '../../worker/app.ts';
import { translatorFor } from '../../worker/i18n.ts';
import { checkoutCatalogue } from '../fixtures/checkout-catalogue.ts';

export const en = translatorFor('en');

/** POST /api/checkout/ with a JSON body (a string is sent as it is); staff send their session cookie in `headers` (staff-helpers.ts). */
export function postCheckout(body: unknown, headers: Record<string, string> = {}, query = ''): Promise<Response> {
  const request = new Request(`http://localhost/api/checkout/${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return app.fetch(request, env);
}

/** A Finnish guest's empty cart in English, with the fields given. */
export function cart(fields: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    validate_hash: 'hash-1', country_code: 'fi', language_code: 'en', products: [], gift_card_products: [], discount_codes: [],
    repack: false, pikanouto: false, ...fields,
  };
}

/** The 200 answer for the cart. */
export async function priced(fields: Partial<CheckoutRequest> = {}): Promise<CheckoutResponse> {
  const response = await postCheckout(cart(fields));
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<CheckoutResponse>;
}

export const row = (productId: number | string, amount = 1, bundleHash?: string) => (bundleHash ? { productId, amount, bundleHash } : { productId, amount });

/** Discount codes and gift cards for every case (cat 5); dates far from today so the tests never age. */
const CODES_SQL = [
  `INSERT INTO discount_codes (id, code, kind, value, min_basket, starts_at, ends_at, usage_limit, used_count, is_enabled) VALUES
    (1, 'WELCOME10', 'percent', 10, 50, NULL, NULL, NULL, 0, 1),
    (2, 'SAVE20', 'fixed', 20, 100, '2020-01-01', '2999-12-31', 100, 3, 1),
    (3, 'FREESHIP', 'free_delivery', 0, 0, NULL, NULL, NULL, 0, 1),
    (4, 'HUGE', 'fixed', 5000, 0, NULL, NULL, NULL, 0, 1),
    (5, 'EXPIRED5', 'percent', 5, 0, '2020-06-01', '2020-08-31', NULL, 0, 1),
    (6, 'USEDUP', 'percent', 15, 0, NULL, NULL, 10, 10, 1),
    (7, 'LATER', 'percent', 5, 0, '2999-01-01', NULL, NULL, 0, 1),
    (8, 'SWITCHEDOFF', 'percent', 50, 0, NULL, NULL, NULL, 0, 0)`,
  `INSERT INTO gift_cards (id, code, balance, expires_at, is_enabled) VALUES
    (11, 'GIFT-50', 50, NULL, 1), (12, 'GIFT-200', 200, '2999-12-31', 1), (13, 'GIFT-OLD', 100, '2020-12-31', 1),
    (14, 'GIFT-EMPTY', 0, NULL, 1), (15, 'GIFT-OFF', 100, NULL, 0)`,
];

/** The checkout catalogue, codes and gift cards, once per test file. */
export async function setUpCheckout(): Promise<void> {
  const result = await importCatalogue(env.DB, checkoutCatalogue());
  expect(result.ok, JSON.stringify(result)).toBe(true);
  await env.DB.batch(CODES_SQL.map((sql) => env.DB.prepare(sql)));
  forgetMemoisedCatalogue();
}

/**
 * The sentences the engine answers for these, each once (it drops repeats):
 * written so, a test reads the same before and after the locale files gain
 * the checkoutReason keys (until then every sentence is its bare key).
 */
export const sentences = (...list: string[]): string[] => [...new Set(list)];
