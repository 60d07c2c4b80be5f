import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { encodeListRequest, GET_QUERY_LIMIT, MAX_ENCODED_LENGTH } from '../../shared/grid/list-request.ts';
import type { ProductListRequest } from '../../shared/types/product-list.ts';
import { MAX_BODY_BYTES as MAX_JSON_BODY_BYTES } from '../../worker/middleware/validate.ts';
import { app } from '../../worker/app.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { listCatalogue } from '../fixtures/list-catalogue.ts';
import { fetchShop } from './helpers.ts';
import { apiFailure, deflatedQuery, postShop } from './list-api-helpers.ts';

const LIST = '/api/products/productmodellist/';
const valid = { source: 'ProductGroup', id: 1, language: 'en', taxAreaId: 1 } as const;
const getQ = (q: string) => fetchShop(`${LIST}?q=${q}`);

beforeAll(async () => {
  expect((await importCatalogue(env.DB, listCatalogue())).ok).toBe(true);
});
beforeEach(() => forgetMemoisedCatalogue());

describe('a product list GET whose q cannot be read', () => {
  it('answers a missing q with a 400 naming q', async () => {
    const { status, error } = await apiFailure(await fetchShop(LIST));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'invalid_query', fields: { q: expect.any(String) } });
  });

  it.each([
    ['not base64', async () => 'not-base64'],
    ['longer than the limit', async () => 'A'.repeat(MAX_ENCODED_LENGTH + 1)],
    ['inflating to something other than JSON', () => deflatedQuery('source=ProductGroup&id=1')],
    ['inflating past the size limit', () => deflatedQuery(JSON.stringify({ ...valid, slug: ' '.repeat(64 * 1024) }))],
  ])('answers a q %s with a 400 naming q', async (_, make) => {
    const q = await make();
    const { status, error } = await apiFailure(await getQ(q));
    expect(status).toBe(400);
    expect(error.fields).toEqual({ q: expect.any(String) });
  });

  it('still answers a valid q longer than the client sends by GET but within the server limit', async () => {
    const q = await encodeListRequest({ ...valid, sortIds: Array.from({ length: 500 }, (_, i) => 7919 * (i + 1) % 2_000_003 + 1) });
    expect(q.length).toBeGreaterThanOrEqual(GET_QUERY_LIMIT);
    expect(q.length).toBeLessThanOrEqual(MAX_ENCODED_LENGTH);
    expect((await getQ(q)).status).toBe(200);
  });
});

describe('a product list POST whose body cannot be read', () => {
  it('answers a body that is not JSON with a 400 naming body', async () => {
    const { status, error } = await apiFailure(await postShop(LIST, '{"source": "ProductGroup",'));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'invalid_json', fields: { body: expect.any(String) } });
  });

  it('answers a body over 32 KiB with a 400 naming body, even when it is valid JSON', async () => {
    const body = JSON.stringify({ ...valid, padding: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const { status, error } = await apiFailure(await postShop(LIST, body));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'body_too_large', fields: { body: expect.any(String) } });
  });

  it('stops reading a streamed body that declares no length once it passes 32 KiB', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(' '.repeat(4096));
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk); // never closes: only the limit ends the read
      },
    });
    const request = new Request(`http://localhost${LIST}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: endless });
    const { status, error } = await apiFailure(await app.fetch(request, env));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'body_too_large' });
    expect(sent).toBeLessThan(MAX_JSON_BODY_BYTES * 2);
  });

  it('answers a body whose declared length is over 32 KiB with a 400 naming body', async () => {
    const headers = { 'content-type': 'application/json', 'content-length': String(MAX_JSON_BODY_BYTES + 1) };
    const { status, error } = await apiFailure(await postShop(LIST, JSON.stringify(valid), headers));
    expect(status).toBe(400);
    expect(error.fields).toEqual({ body: expect.any(String) });
  });
});

describe('a product list request with a bad field', () => {
  it.each([
    ['an unknown source', { ...valid, source: 'Everything' }, 'source'],
    ['neither id nor slug', { source: 'ProductGroup', language: 'en', taxAreaId: 1 }, 'id'],
    ['an id that is not a whole number', { ...valid, id: 1.5 }, 'id'],
    ['a tax area no country belongs to', { ...valid, taxAreaId: 999 }, 'taxAreaId'],
    ['a tax area out of range', { ...valid, taxAreaId: 0 }, 'taxAreaId'],
    ['a language the shop does not have', { ...valid, language: 'xx' }, 'language'],
    ['a sortIds entry that is not an id', { ...valid, sortIds: [1, 'two'] }, 'sortIds'],
    ['a campaign without a slug', { source: 'Campaign', id: 1, language: 'en', taxAreaId: 1 }, 'slug'],
    ['a search without its query', { source: 'Search', id: 1, language: 'en', taxAreaId: 1 }, 'slug'],
  ])('answers %s with a 400 naming the field, by GET and by POST', async (_, request, field) => {
    const byGet = await apiFailure(await getQ(await encodeListRequest(request as unknown as ProductListRequest)));
    const byPost = await apiFailure(await postShop(LIST, JSON.stringify(request)));
    for (const { status, error } of [byGet, byPost]) {
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'invalid_request', message: expect.any(String) });
      expect(Object.keys(error.fields ?? {})).toContain(field);
    }
  });

  it('answers a JSON body that is not an object with a 400, not a 500', async () => {
    for (const body of ['null', '[]', '"ProductGroup"', '42']) {
      const { status, error } = await apiFailure(await postShop(LIST, body));
      expect(status).toBe(400);
      expect(error.fields).toBeDefined();
    }
  });
});
