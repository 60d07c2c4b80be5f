import { describe, expect, it } from 'vitest';
import { fetchShop } from './helpers.ts';

describe('redirects', () => {
  it('adds the trailing slash with a 301 and keeps the query', async () => {
    const response = await fetchShop('/sv/kassa?step=2&x=%20y');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/sv/kassa/?step=2&x=%20y');
  });

  it('adds the trailing slash to API paths too', async () => {
    const response = await fetchShop('/api/init-config');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/api/init-config/');
  });

  it('sends a browser asking for /favicon.ico to the shop\'s SVG icon, on every host (issue 14: it answered 404)', async () => {
    for (const url of ['/favicon.ico', 'https://www.kaira.se/favicon.ico']) {
      const response = await fetchShop(url);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/favicon.svg');
    }
  });

  it('leaves file paths alone', async () => {
    const response = await fetchShop('/missing.png');
    expect(response.status).not.toBe(301);
  });

  it('drops a prefix for the default language on localhost', async () => {
    const response = await fetchShop('/fi/kassa/?a=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/kassa/?a=1');
  });

  it('adds the default language prefix under the prefix strategy', async () => {
    const response = await fetchShop('/kassa/', { vars: { LOCALE_STRATEGY: 'prefix' } });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/fi/kassa/');
  });

  it('removes the locale query parameters after applying them, keeping the rest', async () => {
    const response = await fetchShop('/sv/?delivery_country=de&currency=eur&utm_source=mail');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sv/?utm_source=mail');
  });

  it('redirects the front page to the configured root redirect', async () => {
    const response = await fetchShop('/sv/', { vars: { ROOT_REDIRECT: '/kampanjer/klubberbjudanden/' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sv/kampanjer/klubberbjudanden/');
  });

  it('ignores a root redirect that would leave the shop', async () => {
    const response = await fetchShop('/', { vars: { ROOT_REDIRECT: '//evil.example/' } });
    expect(response.status).toBe(200);
  });
});

describe('paths that could leave the shop', () => {
  it.each([
    ['//evil.example/x', '/evil.example/x'],
    ['//evil.example/x/?currency=eur', '/evil.example/x/?currency=eur'],
    ['/fi//evil.example/x/', '/fi/evil.example/x/'],
    ['/\\evil.example/x', '/evil.example/x'],
  ])('collapse repeated slashes in %s before any redirect', async (path, location) => {
    const response = await fetchShop(`http://localhost${path}`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });
});

describe('health probe', () => {
  it('answers without a language prefix under every strategy', async () => {
    for (const strategy of ['prefix', 'prefix_except_default', 'no_prefix']) {
      const response = await fetchShop('/healthz/', { vars: { LOCALE_STRATEGY: strategy } });
      expect(response.status, strategy).toBe(200);
    }
  });
});
