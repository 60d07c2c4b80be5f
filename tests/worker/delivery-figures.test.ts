import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { checkoutCatalogue } from '../fixtures/checkout-catalogue.ts';
import { EURO, formatPrice } from '../../shared/money.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';

const LANGS = ['fi', 'en', 'sv', 'de', 'fr', 'ru'] as const;
const perLanguage = <T>(make: (language: (typeof LANGS)[number]) => T) => Object.fromEntries(LANGS.map((l) => [l, make(l)])) as Record<(typeof LANGS)[number], T>;

/** A page and a banner that quote delivery figures only through placeholders (decision 018). */
const CONTENT = '<table><tr><td>Home</td><td>{{delivery:fi:time}}</td><td>{{delivery:fi:price}}</td></tr>'
  + '<tr><td>Abroad</td><td>{{delivery:se,no:time}}</td><td>{{delivery:se,no:price}}</td></tr></table>'
  + '<p>{{delivery:fi/express_pickup:cutoffs}}</p><p>Typo: [{{delivery:xx:price}}]</p>';

beforeAll(async () => {
  const base = checkoutCatalogue();
  const result = await importCatalogue(env.DB, {
    ...base,
    staticPages: [...(base.staticPages ?? []), {
      id: 40, kind: 'page',
      texts: perLanguage((l) => ({ slug: `shipping-${l}`, title: `Shipping ${l}`, metaDescription: `Free from {{delivery:fi:free_from}} (${l})`, content: CONTENT })),
    }],
    banners: [...(base.banners ?? []), { id: 40, kind: 'text', position: -1, texts: perLanguage(() => ({ title: 'Free delivery from {{delivery:fi:free_from}}', url: '' })) }],
  });
  expect(result.ok, JSON.stringify(result)).toBe(true);
  forgetMemoisedCatalogue();
});

const euro = (amount: number) => formatPrice(amount, EURO, 'fi');
const US = { cookie: 'so_delivery_country_code=us; so_currency_code=usd' };

describe('delivery figures in content (issue 14, decision 018)', () => {
  it('fills a content page\'s prices and times from the delivery data, in euro for a Finnish visitor', async () => {
    const html = await (await fetchShop('/shipping-fi/')).text();
    expect(html).toContain(`<td>Home</td><td>1–3 arkipäivää</td><td>${euro(9.9)}, maksuton vähintään ${euro(99)} tilauksiin</td>`);
    // Sweden and Norway share a method without a threshold; Sweden's days are 2-5, Norway has no row of its own (3-7).
    expect(html).toContain(`<td>Abroad</td><td>2–7 arkipäivää</td><td>${euro(14.9)}</td>`);
    expect(html).toContain('<p>Pikanouto: arkisin klo 09.00 mennessä');
    // The head writes the description's spaces as plain spaces.
    expect(html).toMatch(/<meta name="description" content="Free from 99\s€ \(fi\)">/);
    expect(html).not.toContain('{{delivery:');
  });

  it("converts them into the visitor's currency, and leaves out a placeholder the data cannot fill", async () => {
    const html = await (await fetchShop('/en/shipping-en/', { headers: US })).text();
    expect(html).toContain('<td>$10.69, free for orders of $106.92 or more</td>');
    expect(html).toContain('<p>Typo: []</p>');
  });

  it('answers GET /api/static-page/ with the figures filled in the currency the client names, kept out of shared caches', async () => {
    const response = await fetchShop('/api/static-page/?slug=shipping-sv&lang=sv', { headers: { 'x-currency': 'sek' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    const body = (await response.json()) as { content: string; metaDescription: string };
    expect(body.content).toMatch(/<td>113\skr, fritt vid beställningar från 1\s131\skr<\/td>/);
    expect(body.metaDescription).toMatch(/^Free from 1\s131\skr \(sv\)$/);
  });

  it("converts the front page's free delivery banner, in the page and in GET /api/banners/", async () => {
    const html = await (await fetchShop('/en/', { headers: US })).text();
    expect(embeddedPayload(html).props.textBanners[0].title).toBe('Free delivery from $106.92');
    const banners = (await (await fetchShop('/api/banners/?lang=fi')).json()) as { textBanners: Array<{ title: string }> };
    expect(banners.textBanners[0].title).toBe(`Free delivery from ${euro(99)}`);
  });
});
