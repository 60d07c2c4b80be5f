import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { SEARCH_QUERY_MAX_LENGTH } from '../../shared/search/query.ts';
import type { SearchSuggestions } from '../../shared/search/types.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { SEARCH_MODELS, searchCatalogue } from '../fixtures/search-catalogue.ts';
import { fetchShop } from './helpers.ts';
import { apiFailure, postShop } from './list-api-helpers.ts';

const M = SEARCH_MODELS;
const suggest = (q: string, lang = 'fi') => fetchShop(`/api/search/suggestions/?q=${encodeURIComponent(q)}&lang=${lang}`);
const answerOf = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as SearchSuggestions;
};

beforeAll(async () => {
  expect((await importCatalogue(env.DB, searchCatalogue())).ok).toBe(true);
});
beforeEach(() => forgetMemoisedCatalogue());

describe('GET /api/search/suggestions/ (issue 18)', () => {
  it('suggests products with image and price, groups and brands, cacheable for a minute', async () => {
    const response = await suggest('routa');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const answer = await answerOf(response);
    expect(answer).toMatchObject({ query: 'routa', approximate: false, brands: [{ name: 'Routa', path: '/routa/' }], groups: [] });
    expect(answer.products.map((product) => product.id)).toEqual([M.skylineShoes, M.saanaJacket]);
    expect(answer.products[0]).toEqual({
      id: M.skylineShoes, name: 'Routa Skyline GTX miesten polkujuoksukengät', manufacturer: 'Routa', path: '/routa/routa-skyline-gtx/',
      image: '', price: { active: 100, reference: 100, type: 'normal', club: null }, fromPrefix: false,
    });
  });

  it('suggests groups by their names in the language, a compound found by its last part', async () => {
    expect((await answerOf(await suggest('polku'))).groups).toEqual([{ name: 'Polkujuoksukengät', path: '/jalkineet-fi/polkujuoksukengat-fi/' }]);
    expect((await answerOf(await suggest('kengät'))).groups).toEqual([{ name: 'Polkujuoksukengät', path: '/jalkineet-fi/polkujuoksukengat-fi/' }]);
    expect((await answerOf(await suggest('trail', 'en'))).groups).toEqual([{ name: 'Trail shoes', path: '/jalkineet-en/polkujuoksukengat-en/' }]);
  });

  it('suggests a brand and its products through a typo, marked approximate', async () => {
    expect(await answerOf(await suggest('rossingol'))).toMatchObject({
      approximate: true, brands: [{ name: 'Rossignol', path: '/rossignol/' }], products: [{ id: M.heroSkis }],
    });
  });

  it('suggests only groups and brands for a single letter', async () => {
    expect(await answerOf(await suggest('r'))).toMatchObject({
      products: [], brands: [{ name: 'Routa', path: '/routa/' }, { name: 'Rossignol', path: '/rossignol/' }],
    });
  });

  it('answers the first letters from the cache with the query as typed', async () => {
    const first = await answerOf(await suggest('ROS'));
    const again = await answerOf(await suggest('rös'));
    expect(first.query).toBe('ROS');
    expect(again).toEqual({ ...first, query: 'rös' });
    expect(again.brands).toEqual([{ name: 'Rossignol', path: '/rossignol/' }]);
  });

  it('answers the request\'s language when lang is left out, and refuses a language the shop does not have', async () => {
    expect((await answerOf(await fetchShop('/api/search/suggestions/?q=polku'))).groups[0].name).toBe('Polkujuoksukengät');
    expect((await answerOf(await fetchShop('/api/search/suggestions/?q=trail&lang=en&tax_area=1'))).groups[0].name).toBe('Trail shoes');
    const failure = await apiFailure(await fetchShop('/api/search/suggestions/?q=polku&lang=xx'));
    expect(failure).toMatchObject({ status: 400, error: { code: 'invalid_query', fields: { lang: expect.any(String) } } });
    expect((await apiFailure(await fetchShop('/api/search/suggestions/?q=polku&tax_area=999'))).status).toBe(400);
  });

  it('answers 405 naming GET to any other method', async () => {
    const response = await postShop('/api/search/suggestions/?q=ross', '{}');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
  });
});

describe('search input that must never fail (issue 18 bad input)', () => {
  const hostile = [
    '', ' ', 'a', 'ä', 'x'.repeat(500), 'ö'.repeat(500), '😀'.repeat(300),
    '"', '""', '"ross', '*', 'ross*', '**', 'NEAR', 'NEAR(ross hero)', 'ross NEAR/2 hero', '-', '-ross', 'ross -hero', ':', 'name:ross', '{name}: ross',
    '(', ')', '(ross', 'ross OR hero', 'ross AND', 'NOT ross', 'AND OR NOT', '^ross', 'ross +hero', '.',
    "'; DROP TABLE product_models; --", "' OR 1=1 --", 'ross" OR rowid > 0 --', '%', '_', '\\', '\u0000ross',
    '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '&amp;&lt;', '\u202e\u200bross',
  ];

  it('answers every query of 0, 1 and 500 characters, FTS syntax, SQL and HTML with 200 and a well-formed answer', async () => {
    for (const q of hostile) {
      const response = await suggest(q);
      expect(response.status, JSON.stringify(q)).toBe(200);
      const answer = await answerOf(response);
      expect([...answer.query].length).toBeLessThanOrEqual(SEARCH_QUERY_MAX_LENGTH);
      expect(answer).toEqual({ query: expect.any(String), approximate: expect.any(Boolean), products: expect.any(Array), groups: expect.any(Array), brands: expect.any(Array) });
    }
  });

  it('cuts a 500-character query to the maximum and answers empty lists for an empty one', async () => {
    expect((await answerOf(await suggest('ross'.repeat(125)))).query).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    expect(await answerOf(await suggest('  '))).toEqual({ query: '', approximate: false, products: [], groups: [], brands: [] });
    expect(await answerOf(await fetchShop('/api/search/suggestions/'))).toEqual({ query: '', approximate: false, products: [], groups: [], brands: [] });
  });

  it('sends HTML back only as JSON text, never as markup', async () => {
    const response = await suggest('<script>alert(1)</script>');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await response.text();
    expect(JSON.parse(text).query).toBe('<script>alert(1)</script>');
    expect(response.headers.get('content-type')).not.toMatch(/html/);
  });

  it('treats FTS syntax and SQL as words', async () => {
    // As operators they would be a syntax error; as words nothing has them, so only the any-word fallback finds the skis.
    expect(await answerOf(await suggest('rossignol OR NOT'))).toMatchObject({ approximate: true, products: [{ id: M.heroSkis }] });
    expect((await answerOf(await suggest('"rossignol"'))).products.map((product) => product.id)).toEqual([M.heroSkis]);
    expect((await answerOf(await suggest('rossignol*'))).products.map((product) => product.id)).toEqual([M.heroSkis]);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM product_models').first<number>('n'))).toBeGreaterThan(0);
  });
});
