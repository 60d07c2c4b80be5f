import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { ProductPageProps } from '../../shared/types/product-page.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { productPageCatalogue } from '../fixtures/product-page-catalogue.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';
import { sessionCookie, type Caller } from './staff-helpers.ts';

// Tax area 1, where the fixture's models are priced.
const FINLAND = { cookie: 'so_delivery_country_code=fi; so_currency_code=eur' };
const JACKET = '/en/norrvik/norrvik-storm-jacket/';

const page = async (url: string, as: Caller = 'guest') => {
  const session = await sessionCookie(as);
  const cookie = [FINLAND.cookie, session.cookie].filter(Boolean).join('; ');
  const response = await fetchShop(url, { headers: { cookie } });
  return { status: response.status, text: await response.text(), location: response.headers.get('location'), cacheControl: response.headers.get('cache-control') };
};
const propsOf = (text: string) => embeddedPayload(text).props as ProductPageProps;
const jsonLdOf = (text: string) => [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]));
const robotsOf = (text: string) => /<meta name="robots" content="([^"]*)">/.exec(text)?.[1];
const canonicalOf = (text: string) => /<link rel="canonical" href="([^"]*)">/.exec(text)?.[1];

beforeAll(async () => {
  expect((await importCatalogue(env.DB, productPageCatalogue())).ok).toBe(true);
  await env.DB.batch([
    env.DB.prepare("INSERT INTO gift_campaigns (id, slug, company_name) VALUES (1, 'xmas', 'Acme Oy')"),
    env.DB.prepare("INSERT INTO gift_campaign_texts (campaign_id, language, name) VALUES (1, 'en', 'Acme Christmas')"),
    // migrations/0022: a campaign offers its models through a category; the campaign's own slug is the first category's.
    env.DB.prepare("INSERT INTO gift_campaign_categories (id, campaign_id, slug) VALUES (1, 1, 'xmas')"),
    env.DB.prepare('INSERT INTO gift_campaign_category_models (category_id, model_id) VALUES (1, 200)'),
  ]);
});
beforeEach(() => forgetMemoisedCatalogue());

describe('the product page (cat 2)', () => {
  it('renders the model for the visitor tax area with breadcrumbs from its group path', async () => {
    const { status, text } = await page(JACKET);
    expect(status).toBe(200);
    const props = propsOf(text);
    expect(props.product).toMatchObject({ modelId: 200, name: 'Storm jacket en', price: { active: 150, reference: 200 } });
    expect(props.product.breadcrumbs).toEqual([
      { name: 'Skiing en', path: '/skiing-en/' },
      { name: 'Skis en', path: '/skiing-en/skis-en/' },
      { name: 'Storm jacket en', path: '/norrvik/norrvik-storm-jacket/' },
    ]);
    expect(props.product.colors.map((colour) => colour.slug)).toEqual(['red', 'blue']);
    expect(props.product.sizes).toEqual(['S', 'M']);
    expect(props.vatPercent).toBe(25.5);
    expect(text).toContain('<title>Norrvik Storm jacket en');
  });

  it('describes the product and an offer per variant in Product JSON-LD', async () => {
    const { text } = await page(JACKET);
    const product = jsonLdOf(text).find((entry) => entry['@type'] === 'Product');
    expect(product.name).toBe('Norrvik Storm jacket en');
    expect(product.offers).toHaveLength(4);
    const availability = Object.fromEntries(product.offers.map((offer: any) => [offer.url.split('?')[1], offer.availability]));
    expect(availability['color=red&size=M']).toBe('https://schema.org/InStock');
    expect(availability['color=red&size=S']).toBe('https://schema.org/OutOfStock');
    expect(availability['color=blue&size=M']).toBe('https://schema.org/BackOrder');
    expect(product.offers.find((offer: any) => offer.url.endsWith('color=blue&size=S'))).toMatchObject({ price: '180.00', priceCurrency: 'EUR' });
    expect(jsonLdOf(text).some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
    // Images are served without the language prefix, pages with it.
    expect(product.image).toEqual(['http://localhost/images/models/200-red.svg', 'http://localhost/images/models/200-blue.svg', 'http://localhost/images/models/200-1.svg']);
    expect(product.url).toBe('http://localhost/en/norrvik/norrvik-storm-jacket/');
  });

  it('hydrates from a payload without the JSON-LD the head already carries, while navigation\'s page data keeps it', async () => {
    const { text } = await page(JACKET);
    expect(embeddedPayload(text).head.jsonLd).toBeUndefined();
    const pageData = await (await fetchShop(JACKET, { headers: { 'x-page-data': '1', cookie: FINLAND.cookie } })).json() as any;
    expect(pageData.head.jsonLd.map((entry: any) => entry['@type'])).toEqual(jsonLdOf(text).map((entry) => entry['@type']));
  });

  it('matches the product on the last segment and keeps one canonical URL', async () => {
    const { status, text } = await page('/en/norrvik/skiing-en/skis-en/norrvik-storm-jacket/');
    expect(status).toBe(200);
    expect(canonicalOf(text)).toBe('http://localhost/en/norrvik/norrvik-storm-jacket/');
    const moved = await page('/en/tundra-peak/norrvik-storm-jacket/?color=blue');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/en/norrvik/norrvik-storm-jacket/?color=blue');
  });

  it('hands the variant query to the page so the server renders the chosen variant', async () => {
    const { text } = await page(`${JACKET}?color=blue&size=S&select-color=red`);
    expect(propsOf(text).initialQuery).toEqual({ color: 'blue', size: 'S', selectColor: 'red' });
  });

  it('answers "Product not found." for an unknown model and a hidden one', async () => {
    for (const path of ['/en/norrvik/no-such-model/', '/en/norrvik/norrvik-hidden/']) {
      const { status, text } = await page(path);
      expect(status).toBe(404);
      expect(text).toContain('Product not found.');
    }
  });

  it('shows a hidden model to a staff session, out of search engines and never stored by any cache', async () => {
    const { status, text, cacheControl } = await page('/en/norrvik/norrvik-hidden/', 'staff');
    expect(status).toBe(200);
    expect(propsOf(text).staff).toBe(true);
    expect(robotsOf(text)).toBe('noindex,nofollow');
    expect(cacheControl).toBe('private, no-store');
  });

  it('renders shelf codes only for staff and admin sessions, and a customer or the old preview link sees the guest page', async () => {
    const shelfCodes = (text: string) => propsOf(text).product.variants.flatMap((variant) => variant.storeStocks.map((stock) => stock.shelfCode)).filter(Boolean);
    for (const as of ['staff', 'admin'] as const) expect(shelfCodes((await page(JACKET, as)).text), as).not.toEqual([]);
    for (const as of ['guest', 'customer', 'org'] as const) {
      const guest = await page(JACKET, as);
      expect(shelfCodes(guest.text), as).toEqual([]);
      expect(propsOf(guest.text).staff).toBe(false);
      expect(guest.cacheControl).toBe('private, no-cache');
      expect((await page('/en/norrvik/norrvik-hidden/', as)).status, as).toBe(404);
    }
    expect((await page('/en/norrvik/norrvik-hidden/?preview=test-staff-preview-secret-0123456789')).status).toBe(404);
  });

  it('keeps campaign-only products out of search engines', async () => {
    expect(robotsOf((await page('/en/norrvik/norrvik-campaign-only/')).text)).toBe('noindex,nofollow');
    expect(robotsOf((await page(JACKET)).text)).not.toBe('noindex,nofollow');
  });

  it('serves bundles and gift cards under /old/ and redirects the other form', async () => {
    expect((await page('/en/norrvik/norrvik-ski-bundle/')).location).toBe('/en/old/norrvik/norrvik-ski-bundle/');
    expect((await page('/en/norrvik/web-gift-card/')).location).toBe('/en/old/norrvik/web-gift-card/');
    const bundle = await page('/en/old/norrvik/norrvik-ski-bundle/');
    expect(bundle.status).toBe(200);
    // Its own URL everywhere: structured data and the last breadcrumb never point at the redirect.
    expect(jsonLdOf(bundle.text).find((entry) => entry['@type'] === 'Product').url).toBe('http://localhost/en/old/norrvik/norrvik-ski-bundle/');
    expect(propsOf(bundle.text).product.breadcrumbs.at(-1)?.path).toBe('/old/norrvik/norrvik-ski-bundle/');
    expect((await page('/en/old/norrvik/norrvik-storm-jacket/')).location).toBe('/en/norrvik/norrvik-storm-jacket/');
    expect((await page('/en/old/norrvik/')).status).toBe(404);
  });

  it('opens a running gift campaign product in gift-campaign mode and 404s any other', async () => {
    const { status, text } = await page('/en/giftcampaigns/xmas/norrvik-storm-jacket/');
    expect(status).toBe(200);
    const props = propsOf(text);
    expect(props.mode).toBe('giftcampaign');
    expect(props.giftCampaign).toEqual({ slug: 'xmas', name: 'Acme Christmas', recipientPrice: 0, freeDelivery: true });
    expect(robotsOf(text)).toBe('noindex,nofollow');
    expect((await page('/en/giftcampaigns/xmas/norrvik-summit/')).status).toBe(404);
    expect((await page('/en/giftcampaigns/nope/norrvik-storm-jacket/')).status).toBe(404);
  });

  it('answers the page payload for client navigation', async () => {
    const response = await fetchShop(JACKET, { headers: { ...FINLAND, 'x-page-data': '1' } });
    const body = (await response.json()) as any;
    expect(body.page).toBe('product');
    expect(body.props.product.modelId).toBe(200);
  });
});
