import { describe, expect, it } from 'vitest';
import { isStorableQuery, pageCacheKey, pageQueryOf, type PageVariant } from './cache-key.ts';

const variant: PageVariant = {
  language: 'en', deliveryCountry: 'fi', currency: 'EUR', taxAreaId: 1, geoCountry: 'fi',
  cardSize: 'default', json: false, crawler: false, deployment: 'b1', catalogueVersion: 7,
};

describe('the edge HTML cache key', () => {
  it('drops tracking parameters and sorts the rest', () => {
    expect(pageQueryOf('?utm_source=news&page=2&gclid=x&fbclid=y&sort=price')).toBe('?page=2&sort=price');
    expect(pageQueryOf('?utm_campaign=a&msclkid=b')).toBe('');
    expect(pageQueryOf('')).toBe('');
  });

  it('is the same for two URLs that differ only in tracking parameters', () => {
    expect(pageCacheKey('https://shop.test/en/skis/?utm_source=a', variant)).toBe(pageCacheKey('https://shop.test/en/skis/?fbclid=b', variant));
  });

  it('differs by every value that changes the HTML', () => {
    const base = pageCacheKey('https://shop.test/en/skis/', variant);
    const changes: Array<Partial<PageVariant>> = [
      { language: 'fi' }, { deliveryCountry: 'se' }, { currency: 'SEK' }, { taxAreaId: 2 }, { geoCountry: null },
      { cardSize: 'extended' }, { json: true }, { crawler: true }, { deployment: 'b2' }, { catalogueVersion: 8 },
    ];
    const keys = changes.map((change) => pageCacheKey('https://shop.test/en/skis/', { ...variant, ...change }));
    expect(new Set([base, ...keys]).size).toBe(changes.length + 1);
  });

  it('keeps the host and path, so two shops or two pages never share a key', () => {
    expect(pageCacheKey('https://a.test/en/skis/', variant)).not.toBe(pageCacheKey('https://b.test/en/skis/', variant));
    expect(pageCacheKey('https://a.test/en/skis/', variant)).not.toBe(pageCacheKey('https://a.test/en/boots/', variant));
  });

  it('cannot be shaped by a page parameter named like its own', () => {
    const forged = pageCacheKey('https://shop.test/en/?__page_variant=en.fi.EUR.1.fi.default.html.browser.b1.v7', variant);
    expect(forged).not.toBe(pageCacheKey('https://shop.test/en/', variant));
  });

  it('stores a page only under the query that shaped it', () => {
    expect(isStorableQuery('?sort=price&page=2&utm_source=x', '?page=2&sort=price')).toBe(true);
    expect(isStorableQuery('', '')).toBe(true);
    expect(isStorableQuery('?made-up=1', '')).toBe(false);
    expect(isStorableQuery('?page=2', '')).toBe(false);
  });
});
