/**
 * cat 7 POST /api/customer/wishlist_toggle/ and POST /api/review_votes/
 * (issue 15 items 4 and 5): login required, the customer from the session
 * only, counts that add customer votes to the imported ones.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { LIST_MODELS } from '../fixtures/list-catalogue.ts';
import { productCatalogue } from '../fixtures/product-catalogue.ts';
import { callApi, loggedInCustomer } from './account-helpers.ts';

const SUMMIT = 100;
/** Review 11 of the Summit was imported with 5 up and 1 down. */
const REVIEW = 11;

beforeAll(async () => {
  expect((await importCatalogue(env.DB, productCatalogue())).ok).toBe(true);
});

const customerOf = async (token: string) => (await callApi('/customer/', undefined, { token })).json<{ customer: { wishlist_model_ids: number[]; voted_reviews: unknown[] } }>();

describe('the wishlist toggle', () => {
  it('adds a model, lists it on the customer, and removes it on the second toggle', async () => {
    const { token } = await loggedInCustomer();
    expect(await (await callApi('/customer/wishlist_toggle/', { model_id: SUMMIT }, { token })).json()).toEqual({ added: true });
    expect((await customerOf(token)).customer.wishlist_model_ids).toEqual([SUMMIT]);
    expect(await (await callApi('/customer/wishlist_toggle/', { model_id: SUMMIT }, { token })).json()).toEqual({ added: false });
    expect((await customerOf(token)).customer.wishlist_model_ids).toEqual([]);
  });

  it('answers 401 to a guest and 404 for a model the shop does not show', async () => {
    const { token } = await loggedInCustomer();
    expect((await callApi('/customer/wishlist_toggle/', { model_id: SUMMIT })).status).toBe(401);
    expect((await callApi('/customer/wishlist_toggle/', { model_id: LIST_MODELS.notPublic }, { token })).status).toBe(404);
    expect((await callApi('/customer/wishlist_toggle/', { model_id: 'x' }, { token })).status).toBe(400);
  });

  it('refuses a toggle sent from another site', async () => {
    const { token } = await loggedInCustomer();
    const response = await callApi('/customer/wishlist_toggle/', { model_id: SUMMIT }, { token, headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect((await customerOf(token)).customer.wishlist_model_ids).toEqual([]);
  });
});

describe('review votes', () => {
  it('counts an up vote, turns it into a down vote, and clears it with null', async () => {
    const { token, id } = await loggedInCustomer();
    const up = await (await callApi('/review_votes/', { review_id: REVIEW, review_vote: 'up', customer_id: 1 }, { token })).json();
    expect(up).toEqual({ review_id: REVIEW, review_vote: 'up', votes_up: 6, votes_down: 1, votes_total: 7 });
    expect((await customerOf(token)).customer.voted_reviews).toEqual([{ id: REVIEW, vote: true }]);
    const down = await (await callApi('/review_votes/', { review_id: REVIEW, review_vote: 'down' }, { token })).json();
    expect(down).toMatchObject({ votes_up: 5, votes_down: 2 });
    const cleared = await (await callApi('/review_votes/', { review_id: REVIEW, review_vote: null }, { token })).json();
    expect(cleared).toMatchObject({ review_vote: null, votes_up: 5, votes_down: 1 });
    // The body's customer_id is never read: the vote was the session customer's.
    expect(await env.DB.prepare('SELECT count(*) AS n FROM review_votes WHERE customer_id = 1').first('n')).toBe(0);
    expect(id).not.toBe(1);
  });

  it('answers 401 to a guest, 404 for an unknown review and 400 for another vote value', async () => {
    const { token } = await loggedInCustomer();
    expect((await callApi('/review_votes/', { review_id: REVIEW, review_vote: 'up' })).status).toBe(401);
    expect((await callApi('/review_votes/', { review_id: 999_999, review_vote: 'up' }, { token })).status).toBe(404);
    expect((await callApi('/review_votes/', { review_id: REVIEW, review_vote: 'sideways' }, { token })).status).toBe(400);
  });

  it('answers 405 naming POST to a GET', async () => {
    const response = await callApi('/review_votes/');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
