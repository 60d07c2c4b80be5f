import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { ReviewsResponse } from '../../shared/types/product-extra.ts';
import { productCatalogue } from '../fixtures/product-catalogue.ts';
import { fetchShop } from './helpers.ts';
import { apiFailure } from './list-api-helpers.ts';

const reviews = async (query: string): Promise<ReviewsResponse> => {
  const response = await fetchShop(`/api/product_reviews/?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ReviewsResponse;
};
const ids = (body: ReviewsResponse) => body.results.map((review) => review.id);

beforeAll(async () => {
  expect((await importCatalogue(env.DB, productCatalogue())).ok).toBe(true);
});

describe('a page of reviews', () => {
  it('lists the newest first, ten a page, with the count, max_pages and a cache header that revalidates (votes change)', async () => {
    const response = await fetchShop('/api/product_reviews/?model_id=100');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    const body = (await response.json()) as ReviewsResponse;
    expect(ids(body)).toEqual([11, 13, 12, 14, 10]);
    expect(body).toMatchObject({ count: 5, max_pages: 1 });
  });

  it('carries each review\'s fields, images and vote totals', async () => {
    const body = await reviews('model_id=100');
    expect(body.results.find((review) => review.id === 14)).toEqual({
      id: 14, created: '2026-01-02', rating: 8, visible_name: 'Eve', comment: 'Warm', language: 'fr', size: 8,
      images: [], votes_up: 7, votes_down: 6, votes_total: 13,
    });
    expect(body.results.find((review) => review.id === 10)!.images).toEqual(['/images/r10-a.jpg', '/images/r10-b.jpg']);
  });

  it('pages by size and page, and answers a page past the last with no results', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => reviews(`model_id=100&size=2&page=${page}`)));
    expect(pages.map(ids)).toEqual([[11, 13], [12, 14], [10], []]);
    expect(pages.map((page) => page.max_pages)).toEqual([3, 3, 3, 3]);
    expect(pages[3].count).toBe(5);
  });

  it('orders by votes up minus down, then by stars, ties newest first', async () => {
    expect(ids(await reviews('model_id=100&ordering=votes'))).toEqual([11, 13, 14, 10, 12]);
    expect(ids(await reviews('model_id=100&ordering=stars'))).toEqual([10, 12, 14, 13, 11]);
    expect(ids(await reviews('model_id=100&ordering=date&size=1000'))).toEqual([11, 13, 12, 14, 10]);
  });

  it('gives every review image of the model for the strip, whatever the page', async () => {
    const body = await reviews('model_id=100&size=1&page=1');
    expect(body.images).toEqual([
      { url: '/images/r12.jpg', reviewId: 12 },
      { url: '/images/r10-a.jpg', reviewId: 10 },
      { url: '/images/r10-b.jpg', reviewId: 10 },
    ]);
  });

  it('answers a public model without reviews with an empty first page', async () => {
    expect(await reviews('model_id=110')).toEqual({ results: [], count: 0, max_pages: 0, images: [] });
  });
});

describe('a review query that cannot be answered', () => {
  it.each([
    ['an unknown model', 'model_id=99999'],
    ['a model that is not public', 'model_id=102'],
  ])('answers %s with a 404', async (_, query) => {
    const { status, error } = await apiFailure(await fetchShop(`/api/product_reviews/?${query}`));
    expect(status).toBe(404);
    expect(error).toEqual({ code: 'not_found', message: 'Product not found.' });
  });

  it.each([
    ['model_id', ''],
    ['model_id', 'model_id=abc'],
    ['model_id', 'model_id=0'],
    ['size', 'model_id=100&size=0'],
    ['size', 'model_id=100&size=1001'],
    ['size', 'model_id=100&size=2.5'],
    ['page', 'model_id=100&page=0'],
    ['page', 'model_id=100&page=-1'],
    ['ordering', 'model_id=100&ordering=helpful'],
  ])('answers a bad %s (%s) with a 400 naming it', async (field, query) => {
    const { status, error } = await apiFailure(await fetchShop(`/api/product_reviews/?${query}`));
    expect(status).toBe(400);
    expect(error.code).toBe('invalid_query');
    expect(Object.keys(error.fields!)).toEqual([field]);
  });
});
