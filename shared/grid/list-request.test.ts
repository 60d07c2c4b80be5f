import { describe, expect, it } from 'vitest';
import type { ProductListRequest } from '../types/product-list.ts';
import {
  decodeListRequest, encodeListRequest, fitsGetQuery, GET_QUERY_LIMIT, ListRequestDecodeError, validateListRequest,
} from './list-request.ts';

const request: ProductListRequest = { source: 'ProductGroup', id: 42, language: 'fi', taxAreaId: 1 };

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function deflate(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return base64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

async function reason(encoded: string): Promise<string> {
  try {
    await decodeListRequest(encoded);
    return 'decoded';
  } catch (error) {
    return error instanceof ListRequestDecodeError ? error.reason : `other: ${String(error)}`;
  }
}

// A fixed sequence of large ids, the least compressible a client sends.
function sortIds(count: number): number[] {
  let seed = 12345;
  return Array.from({ length: count }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return 1_000_000_000 + (seed % 1_000_000_000);
  });
}

describe('encodeListRequest and decodeListRequest', () => {
  it('round-trip a request through base64url text without padding', async () => {
    const encoded = await encodeListRequest({ ...request, slug: 'takit/kuoritakit', sortIds: [3, 1, 2] });
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeListRequest(encoded)).toEqual({ ...request, slug: 'takit/kuoritakit', sortIds: [3, 1, 2] });
  });

  it('round-trip a request with 500 large sort ids, still short enough to decode', async () => {
    const big = { ...request, sortIds: sortIds(500) };
    const encoded = await encodeListRequest(big);
    expect(encoded.length).toBeLessThanOrEqual(4000);
    expect(await decodeListRequest(encoded)).toEqual(big);
  });

  it('use the GET query only under 2000 characters', async () => {
    expect(GET_QUERY_LIMIT).toBe(2000);
    expect(fitsGetQuery(await encodeListRequest(request))).toBe(true);
    expect(fitsGetQuery('a'.repeat(1999))).toBe(true);
    expect(fitsGetQuery('a'.repeat(2000))).toBe(false);
  });

  it('refuse text longer than 4000 characters before decoding it', async () => {
    expect(await reason('A'.repeat(4001))).toBe('too-long');
  });

  it('refuse text that is not base64url', async () => {
    for (const encoded of ['', 'abc+', 'abc/', 'abc=', 'ab cd', 'abcde']) expect(await reason(encoded)).toBe('not-base64url');
  });

  it('refuse bytes that do not inflate', async () => {
    const valid = await encodeListRequest(request);
    expect(await reason('____')).toBe('inflate-failed');
    expect(await reason(valid.slice(0, -6))).toBe('inflate-failed');
  });

  it('stop inflating past 16 KiB', async () => {
    const bomb = await deflate(' '.repeat(2_000_000));
    expect(bomb.length).toBeLessThan(4000);
    expect(await reason(bomb)).toBe('too-large');
    expect(await reason(await deflate(`${' '.repeat(16 * 1024 - 2)}{}`))).toBe('decoded');
    expect(await reason(await deflate(`${' '.repeat(16 * 1024 - 1)}{}`))).toBe('too-large');
  });

  it('refuse inflated text that is not JSON or not UTF-8', async () => {
    expect(await reason(await deflate('source=ProductGroup'))).toBe('not-json');
    const stream = new Blob([new Uint8Array([0x22, 0xff, 0x22])]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    expect(await reason(base64Url(new Uint8Array(await new Response(stream).arrayBuffer())))).toBe('not-json');
  });
});

describe('validateListRequest', () => {
  it('accepts a request by id and one by slug', () => {
    expect(validateListRequest(request)).toEqual({ ok: true, request });
    const bySlug = { source: 'Manufacturer', slug: 'halti', language: 'en', taxAreaId: 3, sortIds: [5, 6] };
    expect(validateListRequest(bySlug)).toEqual({ ok: true, request: bySlug });
  });

  it('accepts every list source', () => {
    for (const source of ['ProductGroup', 'Manufacturer', 'Campaign', 'Newest', 'SecondHand', 'ClubOffers']) {
      expect(validateListRequest({ ...request, source }).ok).toBe(true);
    }
  });

  it('accepts the listings without an id or slug, as their pages send them', () => {
    for (const source of ['Newest', 'SecondHand', 'ClubOffers']) {
      expect(validateListRequest({ source, language: 'fi', taxAreaId: 1 }).ok).toBe(true);
    }
    expect(validateListRequest({ source: 'ProductGroup', language: 'fi', taxAreaId: 1 }).ok).toBe(false);
  });

  it('drops fields it does not know', () => {
    expect(validateListRequest({ ...request, extra: 1 })).toEqual({ ok: true, request });
  });

  it('reports a request with neither id nor slug on the id field', () => {
    const result = validateListRequest({ source: 'ProductGroup', language: 'fi', taxAreaId: 1 });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.fields)).toEqual(['id']);
  });

  it('names the field of each bad value', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ source: 'Everything' }, 'source'],
      [{ id: 0 }, 'id'],
      [{ id: 1.5 }, 'id'],
      [{ id: 2 ** 31 + 1 }, 'id'],
      [{ id: '42' }, 'id'],
      [{ id: undefined, slug: '' }, 'slug'],
      [{ slug: 's'.repeat(301) }, 'slug'],
      [{ language: 'xx' }, 'language'],
      [{ taxAreaId: 0 }, 'taxAreaId'],
      [{ taxAreaId: 1001 }, 'taxAreaId'],
      [{ sortIds: [1, -2] }, 'sortIds'],
      [{ sortIds: [1, 2.5] }, 'sortIds'],
      [{ sortIds: sortIds(501) }, 'sortIds'],
      [{ sortIds: 'all' }, 'sortIds'],
    ];
    for (const [change, field] of cases) {
      const result = validateListRequest({ ...request, ...change });
      expect(result.ok ? [] : Object.keys(result.fields), JSON.stringify(change).slice(0, 60)).toEqual([field]);
    }
  });

  it('accepts the edges of each range', () => {
    expect(validateListRequest({ ...request, id: 2 ** 31, taxAreaId: 1000, slug: 's'.repeat(300), sortIds: sortIds(500) }).ok).toBe(true);
  });

  it('reports a value that is not an object on the body', () => {
    for (const value of [null, 'x', 42, true]) {
      const result = validateListRequest(value);
      expect(!result.ok && Object.keys(result.fields)).toEqual(['body']);
    }
  });
});
