/**
 * GET /api/customer/wishlist/ (issue 15 item 4): the /wishlist/ page's cards
 * as product-list items of the customer's models, in the asked tax area and
 * language, last added first, with the models the shop no longer shows left
 * out. The page itself is a frame with nothing of the customer in it.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import type { WishlistResponse } from '../../shared/types/wishlist.ts';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { routerFor } from '../../worker/i18n.ts';
import { LIST_MODELS, listCatalogue } from '../fixtures/list-catalogue.ts';
import { callApi, loggedInCustomer } from './account-helpers.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';
import { apiFailure, postShop } from './list-api-helpers.ts';

const { summit, trail, notPublic, campaignOnly, areaTwoOnly } = LIST_MODELS;

beforeAll(async () => {
  expect((await importCatalogue(env.DB, listCatalogue())).ok).toBe(true);
});

/** The customer's wishlist rows, added in this order a minute apart (the toggle call adds the public ones). */
async function wishFor(customer: { id: number; token: string }, modelIds: number[]): Promise<void> {
  for (const [index, modelId] of modelIds.entries()) {
    const addedAt = new Date(Date.UTC(2026, 0, 1, 12, index)).toISOString();
    if (modelId === notPublic) {
      // The toggle refuses a hidden model; a model hidden after it was wished for is written directly.
      await env.DB.prepare('INSERT INTO wishlist_items (customer_id, model_id, added_at) VALUES (?1, ?2, ?3)').bind(customer.id, modelId, addedAt).run();
      continue;
    }
    const toggle = await callApi('/customer/wishlist_toggle/', { model_id: modelId }, { token: customer.token });
    expect(await toggle.json()).toEqual({ added: true });
    await env.DB.prepare('UPDATE wishlist_items SET added_at = ?3 WHERE customer_id = ?1 AND model_id = ?2').bind(customer.id, modelId, addedAt).run();
  }
}

async function wishlist(token: string, taxAreaId = 1, lang = 'en'): Promise<ProductListItem[]> {
  const response = await callApi(`/customer/wishlist/?taxAreaId=${taxAreaId}`, undefined, { token, lang });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return ((await response.json()) as WishlistResponse).items;
}

const ids = (items: ProductListItem[]) => items.map((item) => item.id);

describe('the wishlist call', () => {
  it('answers the models as the product list gives them, last added first', async () => {
    const customer = await loggedInCustomer();
    await wishFor(customer, [summit, trail]);
    const items = await wishlist(customer.token);
    expect(ids(items)).toEqual([trail, summit]);
    const list = await postShop('/api/products/productmodellist/', JSON.stringify({ source: 'ProductGroup', id: 1, language: 'en', taxAreaId: 1 }));
    const listed = new Map(((await list.json()) as ProductListItem[]).map((item) => [item.id, item]));
    expect(items).toEqual([listed.get(trail), listed.get(summit)]);
  });

  it('prices the models in the asked tax area and names them in the asked language', async () => {
    const customer = await loggedInCustomer();
    await wishFor(customer, [trail]);
    const [inAreaOne] = await wishlist(customer.token, 1, 'fi');
    const [inAreaTwo] = await wishlist(customer.token, 2, 'sv');
    expect(inAreaOne).toMatchObject({ name: 'Trail fi', price: { active: 150, reference: 200, club: 140 } });
    expect(inAreaTwo).toMatchObject({ name: 'Trail sv', price: { active: 2400, reference: 2400, club: null } });
  });

  it('leaves out a model that is hidden, campaign only or not priced in the tax area, and keeps it on the list', async () => {
    const customer = await loggedInCustomer();
    await wishFor(customer, [summit, notPublic, campaignOnly, areaTwoOnly]);
    expect(ids(await wishlist(customer.token, 1))).toEqual([summit]);
    expect(ids(await wishlist(customer.token, 2))).toEqual([areaTwoOnly]);
    const customerIds = await callApi('/customer/', undefined, { token: customer.token });
    expect((await customerIds.json<{ customer: { wishlist_model_ids: number[] } }>()).customer.wishlist_model_ids)
      .toEqual([areaTwoOnly, campaignOnly, notPublic, summit]);
  });

  it('answers an empty list for a customer with nothing on it, whatever others wished for', async () => {
    const other = await loggedInCustomer();
    await wishFor(other, [summit]);
    const customer = await loggedInCustomer();
    expect(await wishlist(customer.token)).toEqual([]);
  });

  it('answers a guest with the 401 of every customer call, never stored', async () => {
    const response = await callApi('/customer/wishlist/?taxAreaId=1');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { status, error } = await apiFailure(response);
    expect(status).toBe(401);
    expect(error).toEqual({ code: 'not_logged_in', message: 'You need to login first.' });
  });

  it.each([
    ['missing', ''],
    ['not a number', '?taxAreaId=abc'],
    ['unknown', '?taxAreaId=999'],
  ])('answers a tax area that is %s with a 400 naming taxAreaId', async (_, query) => {
    const customer = await loggedInCustomer();
    const { status, error } = await apiFailure(await callApi(`/customer/wishlist/${query}`, undefined, { token: customer.token }));
    expect(status).toBe(400);
    expect(error.code).toBe('invalid_query');
    expect(Object.keys(error.fields!)).toEqual(['taxAreaId']);
  });
});

describe('the /wishlist/ page', () => {
  it('answers a logged-in customer the same frame as everyone, with nothing of theirs in it, never indexed', async () => {
    const customer = await loggedInCustomer();
    await wishFor(customer, [trail]);
    const response = await fetchShop('/en/wishlist/', { headers: { cookie: `so.auth=${encodeURIComponent(`Bearer ${customer.token}`)}; so_logged_in=1` } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(embeddedPayload(html)).toMatchObject({ page: 'wishlist', props: {} });
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toContain('<title>Wishlist');
    expect(html).not.toContain('Trail en');
    expect(html).not.toContain(customer.email);
  });

  it('is found under its localised path in every language', async () => {
    for (const language of ['fi', 'sv', 'de', 'fr', 'ru'] as const) {
      const path = withLocalePrefix(routerFor(language).pathFor('wishlist'), language, 'prefix_except_default');
      const response = await fetchShop(path);
      expect(response.status, path).toBe(200);
      expect(embeddedPayload(await response.text()).page).toBe('wishlist');
    }
  });
});
