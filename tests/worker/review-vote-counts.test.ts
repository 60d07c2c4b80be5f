/**
 * Review reads count customers' votes (issue 15 item 5, cat 4 Reviews): a
 * review's votes_up and votes_down are the imported counts plus the rows of
 * review_votes, the votes ordering sorts by that sum, and a voter reading the
 * reviews again sees their vote counted at once.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { ReviewsResponse, ReviewView } from '../../shared/types/product-extra.ts';
import { productCatalogue } from '../fixtures/product-catalogue.ts';
import { callApi, loggedInCustomer } from './account-helpers.ts';

beforeAll(async () => {
  expect((await importCatalogue(env.DB, productCatalogue())).ok).toBe(true);
});

async function reviews(ordering = 'date'): Promise<ReviewsResponse> {
  const response = await callApi(`/product_reviews/?model_id=100&size=1000&ordering=${ordering}`);
  expect(response.status).toBe(200);
  return response.json<ReviewsResponse>();
}

const countsOf = (review: ReviewView | undefined) => review && { up: review.votes_up, down: review.votes_down, total: review.votes_total };
const reviewCounts = async (id: number) => countsOf((await reviews()).results.find((review) => review.id === id));

async function vote(token: string, reviewId: number, choice: 'up' | 'down' | null): Promise<void> {
  const response = await callApi('/review_votes/', { review_id: reviewId, review_vote: choice }, { token });
  expect(response.status).toBe(200);
}

describe('review counts with customers\' votes', () => {
  it('adds each customer\'s vote to the imported counts and follows a changed or cleared vote', async () => {
    // Review 13 was imported with 2 up, 0 down.
    const [first, second] = [await loggedInCustomer(), await loggedInCustomer()];
    await vote(first.token, 13, 'up');
    await vote(second.token, 13, 'down');
    expect(await reviewCounts(13)).toEqual({ up: 3, down: 1, total: 4 });
    await vote(second.token, 13, 'up');
    expect(await reviewCounts(13)).toEqual({ up: 4, down: 0, total: 4 });
    await vote(first.token, 13, null);
    await vote(second.token, 13, null);
    expect(await reviewCounts(13)).toEqual({ up: 2, down: 0, total: 2 });
  });

  it('counts the same on every page size and in every ordering', async () => {
    const customer = await loggedInCustomer();
    await vote(customer.token, 10, 'down');
    const pages = await Promise.all(['date', 'votes', 'stars'].map(async (ordering) => countsOf((await reviews(ordering)).results.find((review) => review.id === 10))));
    expect(pages).toEqual([{ up: 1, down: 1, total: 2 }, { up: 1, down: 1, total: 2 }, { up: 1, down: 1, total: 2 }]);
    await vote(customer.token, 10, null);
  });

  it('orders by votes up minus down with the customers\' votes included', async () => {
    // Imported: 11 is 5-1, 13 is 2-0, 14 is 7-6, 10 is 1-0, 12 is 0-3.
    expect((await reviews('votes')).results.map((review) => review.id)).toEqual([11, 13, 14, 10, 12]);
    const voters = await Promise.all([1, 2, 3].map(() => loggedInCustomer()));
    for (const voter of voters) await vote(voter.token, 11, 'down');
    for (const voter of voters) await vote(voter.token, 12, 'up');
    // Now 11 is 5-4 (1, newest of the ties) and 12 is 3-3 (0).
    expect((await reviews('votes')).results.map((review) => review.id)).toEqual([13, 11, 14, 10, 12]);
    const paged = await callApi('/product_reviews/?model_id=100&size=2&page=1&ordering=votes');
    expect((await paged.json<ReviewsResponse>()).results.map((review) => review.id)).toEqual([13, 11]);
  });

  it('answers the reviews so that no cache keeps the counts from before a vote', async () => {
    const response = await callApi('/product_reviews/?model_id=100');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
  });
});
