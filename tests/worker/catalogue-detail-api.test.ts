import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { RECOMMENDATION_COUNT } from '../../worker/api/recommendations.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { fixtureModel, LIST_MODELS, listCatalogue } from '../fixtures/list-catalogue.ts';
import { fetchShop } from './helpers.ts';
import { apiFailure } from './list-api-helpers.ts';

const POLES = 5;
const EXTRA = RECOMMENDATION_COUNT + 3;
const FIRST_EXTRA_ID = 3000;
// Sold amounts out of id order, so ordering by id would not pass for ordering by sales.
const soldAmountOf = (index: number) => (index * 7) % EXTRA;

beforeAll(async () => {
  const catalogue = listCatalogue();
  for (let i = 0; i < EXTRA; i++) {
    const id = FIRST_EXTRA_ID + i;
    catalogue.models!.push(fixtureModel(id, `pole-${id}`, { mainGroupId: POLES, soldAmount: soldAmountOf(i), variants: [{ id: id * 10 }] }));
  }
  expect((await importCatalogue(env.DB, catalogue)).ok).toBe(true);
});
beforeEach(() => forgetMemoisedCatalogue());

describe('the product group call (cat 7)', () => {
  it('answers a one-element list with the group found by its path', async () => {
    const response = await fetchShop('/api/products/productgroup/?path=skiing-en/skis-en&lang=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const body = (await response.json()) as any[];
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      id: 2, name: 'Skis en', path: '/skiing-en/skis-en/', meta_title: 'Buy skis en', group_sorting: 'popular',
      filterable_properties: ['waterproof', 'weight'],
      parents: [{ id: 1, name: 'Skiing en', path: '/skiing-en/' }],
      children: [{ id: 4, name: 'Touring en', slug: 'touring-en', path: '/skiing-en/skis-en/touring-en/' }],
      paths: { fi: '/skiing-fi/skis-fi/', en: '/skiing-en/skis-en/', sv: '/skiing-sv/skis-sv/', de: '/skiing-de/skis-de/', fr: '/skiing-fr/skis-fr/', ru: '/skiing-ru/skis-ru/' },
    });
    expect(body[0].description_html).not.toContain('<script');
  });

  it('reads the path in the host\'s language when lang is left out, with outer slashes', async () => {
    const body = (await (await fetchShop('/api/products/productgroup/?path=/skiing-fi/skis-fi/')).json()) as any[];
    expect(body[0]).toMatchObject({ id: 2, name: 'Skis fi' });
  });

  it('answers an unknown path with a 404 and a bad path or language with a 400', async () => {
    expect(await apiFailure(await fetchShop('/api/products/productgroup/?path=skiing-en/nope&lang=en')))
      .toEqual({ status: 404, error: { code: 'not_found', message: 'Product group not found.' } });
    const badPath = await apiFailure(await fetchShop('/api/products/productgroup/?path=../etc&lang=en'));
    expect(badPath).toMatchObject({ status: 400, error: { fields: { path: expect.any(String) } } });
    const missing = await apiFailure(await fetchShop('/api/products/productgroup/?lang=en'));
    expect(missing).toMatchObject({ status: 400, error: { fields: { path: expect.any(String) } } });
    const badLanguage = await apiFailure(await fetchShop('/api/products/productgroup/?path=skiing-en&lang=xx'));
    expect(badLanguage).toMatchObject({ status: 400, error: { fields: { lang: expect.any(String) } } });
  });
});

describe('the brand call (cat 7)', () => {
  it('answers the brand with its texts and promo images', async () => {
    const response = await fetchShop('/api/brand/?slug=tundra-peak&lang=en');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: 2, slug: 'tundra-peak', name: 'Tundra Peak', logo: '/images/brands/tundra.svg', title: 'Tundra en',
      promoImages: [{ image: '/images/promo/tundra-1.jpg', cropPoint: 'faces' }, { image: '/images/promo/tundra-2.jpg', cropPoint: expect.any(String) }],
    });
  });

  it('answers an unknown slug with a 404 and a missing slug with a 400', async () => {
    expect(await apiFailure(await fetchShop('/api/brand/?slug=no-such-brand&lang=en')))
      .toEqual({ status: 404, error: { code: 'not_found', message: 'Manufacturer not found.' } });
    expect(await apiFailure(await fetchShop('/api/brand/?lang=en'))).toMatchObject({ status: 400, error: { fields: { slug: expect.any(String) } } });
  });
});

describe('the recommendations call (issue 4 item 7)', () => {
  const recommend = (query: string) => fetchShop(`/api/recommendations/?${query}`);

  it(`answers at most ${RECOMMENDATION_COUNT} of the group's models, best sellers first`, async () => {
    const response = await recommend(`group=${POLES}&lang=en&taxAreaId=1`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: ProductListItem[] };
    expect(data).toHaveLength(RECOMMENDATION_COUNT);
    const sold = data.map((item) => item.soldAmount);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(sold[0]).toBe(EXTRA - 1);
    // The three worst sellers are the ones left out.
    expect(Math.min(...sold)).toBe(3);
  });

  it('orders a small group by sold amount, not by id', async () => {
    const { data } = (await (await recommend('group=2&lang=en&taxAreaId=1')).json()) as { data: ProductListItem[] };
    expect(data[0].id).toBe(LIST_MODELS.trail);
    expect(data.map((item) => item.id).sort()).toEqual([LIST_MODELS.summit, LIST_MODELS.trail, LIST_MODELS.used]);
  });

  it('answers an unknown group with a 404', async () => {
    expect(await apiFailure(await recommend('group=999&lang=en&taxAreaId=1')))
      .toEqual({ status: 404, error: { code: 'not_found', message: 'Product group not found.' } });
  });

  it.each(['abc', '0', '999', ''])('answers the tax area "%s" with a 400 naming taxAreaId', async (taxAreaId) => {
    const { status, error } = await apiFailure(await recommend(`group=2&lang=en&taxAreaId=${taxAreaId}`));
    expect(status).toBe(400);
    expect(error.fields).toEqual({ taxAreaId: expect.any(String) });
  });

  it('answers a bad group id or language with a 400 naming it', async () => {
    expect((await apiFailure(await recommend('group=1.5&lang=en&taxAreaId=1'))).error.fields).toEqual({ group: expect.any(String) });
    expect((await apiFailure(await recommend('group=2&lang=xx&taxAreaId=1'))).error.fields).toEqual({ lang: expect.any(String) });
  });
});
