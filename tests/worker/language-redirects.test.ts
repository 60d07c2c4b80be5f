import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { smallCatalogue } from '../fixtures/small-catalogue.ts';
import { fetchShop } from './helpers.ts';

beforeAll(async () => {
  expect((await importCatalogue(env.DB, smallCatalogue())).ok).toBe(true);
});

async function redirectOf(url: string, init?: Parameters<typeof fetchShop>[1]): Promise<{ status: number; location: string | null }> {
  const response = await fetchShop(url, init);
  return { status: response.status, location: response.headers.get('location') };
}

describe('a path in another language\'s slugs', () => {
  it('moves a product group under another language\'s path to the group in the requested language', async () => {
    expect(await redirectOf('/en/skiing-fi/')).toEqual({ status: 301, location: '/en/skiing-en/' });
    expect(await redirectOf('/en/skiing-sv/skis-sv/')).toEqual({ status: 301, location: '/en/skiing-en/skis-en/' });
    expect(await redirectOf('/skiing-de/')).toEqual({ status: 301, location: '/skiing-fi/' });
  });

  it('moves a static page, a tabbed page and a /page/ path to their slugs in the requested language', async () => {
    expect(await redirectOf('/sv/delivery-fi/')).toEqual({ status: 301, location: '/sv/delivery-sv/' });
    expect(await redirectOf('/de/guides-en/skiing-en/')).toEqual({ status: 301, location: '/de/guides-de/' });
    expect(await redirectOf('/en/page/delivery-ru/')).toEqual({ status: 301, location: '/en/page/delivery-en/' });
    expect(await redirectOf('/en/sivu/delivery-fi/')).toEqual({ status: 301, location: '/en/page/delivery-en/' });
  });

  it('moves a route named with another language\'s segments to the route in the requested language, parameters kept', async () => {
    expect(await redirectOf('/en/myymalat/')).toEqual({ status: 301, location: '/en/stores/' });
    expect(await redirectOf('/en/myymalat/helsinki/')).toEqual({ status: 301, location: '/en/stores/helsinki/' });
    expect(await redirectOf('/tili/kirjaudu/')).toEqual({ status: 200, location: null });
    expect(await redirectOf('/en/tili/kirjaudu/')).toEqual({ status: 301, location: '/en/accounts/login/' });
    expect(await redirectOf('/kasse/')).toEqual({ status: 301, location: '/kassa/' });
  });

  it('keeps the query string', async () => {
    expect(await redirectOf('/en/skiing-fi/?sort=newest&page=2')).toEqual({ status: 301, location: '/en/skiing-en/?sort=newest&page=2' });
  });

  it('lands on a page that answers', async () => {
    for (const path of ['/en/skiing-fi/', '/sv/delivery-fi/', '/en/myymalat/']) {
      const { location } = await redirectOf(path);
      const landed = await fetchShop(location!);
      expect([200, 302], `${path} → ${location}`).toContain(landed.status);
    }
  });

  it('follows the host\'s language on a brand domain', async () => {
    expect(await redirectOf('https://kaira.se/skiing-fi/')).toEqual({ status: 301, location: '/skiing-sv/' });
  });

  it('still answers 404 when no language has the path', async () => {
    for (const path of ['/en/no-such-page/', '/en/page/no-such-page/', '/en/skiing-en/no-such-group/', '/sv/%F0%9F%98%80/']) {
      expect((await fetchShop(path)).status, path).toBe(404);
    }
  });
});
