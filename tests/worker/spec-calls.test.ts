/**
 * Issue 13 item 6: a client written from the spec's call tables (core 7,
 * cat 7) works. Each call the shop serves is sent with only the fields the
 * spec names, the body or query exactly as documented, and the answer is read
 * for the fields the spec says the client reads.
 *
 * Not served, so not here: GET /api/customer/,
 * the external recoApi, POST /api/customer/wishlist_toggle/
 * and POST /api/review_votes/ (accounts and the ski wizard come with their
 * own issues). The checkout answer's `kgco_id` and `kco_iframe` (Klarna has
 * its own page, decision 011) are answered empty, `giftcampaign_data` is
 * null outside gift-campaign mode; `bundles` answers the bundle rows the
 * body sent in `bundles`.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { encodeListRequest } from '../../shared/grid/list-request.ts';
import { app } from '../../worker/app.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { LIST_MODELS } from '../fixtures/list-catalogue.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { sessionCookie } from './staff-helpers.ts';

const ENTERPRISE_ORDER = 7101;

beforeAll(async () => {
  await setUpCheckout();
  const orders = [{ id: ENTERPRISE_ORDER, name: 'Ski school', organisation: 'Hiihtokoulu Oy' }];
  expect((await importCatalogue(env.DB, { format: 'kaira-catalogue', version: 1, enterpriseOrders: orders })).ok).toBe(true);
});

/** One call as the shop's own pages send it: same origin, JSON when there is a body. */
async function call(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { origin: 'http://localhost', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extraHeaders };
  const response = await app.fetch(new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), env);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The answer of a call that must succeed, with its body in the failure message. */
async function ok(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<any> {
  const answer = await call(method, path, body, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
}

/** A cart row as core 3 holds it: the fields the shop needs and the ones it drops. */
const specRow = (productId: number, price = 100) => ({
  productId, amount: 1, frozen: false, extra_data: {}, name: 'Jacket', modelId: CHECKOUT.jacket,
  price: { active: price }, manufacturer: 'Norrvik', main_group: 2,
});

/** The body of POST /api/checkout/ as core 7 lists it: every field, no validate_hash. */
const specCheckoutBody = (products: unknown[], bundles: unknown[] = []) => ({
  bundles, customer_id: null, country_code: 'fi', language_code: 'en', products, gift_card_products: [], discount_codes: [],
  repack: false, pikanouto: false, delivery_extra_data: { part_delivery: false, giosg_chatter: '' }, klarna_global_checkout_id: null,
  special_request: '', pageName: 'checkout', giftcampaign_data: null, enterprise_order: null, transfer_request_from: [], transfer_request_to: [],
  post_delivery: false,
});

describe('the calls of core 7', () => {
  it('answers GET /api/locale_by_ip/ with a country code and a currency', async () => {
    expect(await ok('GET', '/api/locale_by_ip/')).toEqual({ country_code: expect.any(String), currency: expect.any(String) });
  });

  it('answers GET /api/init-config/ with the currency format and rate, country name, tax area and EU membership', async () => {
    const body = await ok('GET', '/api/init-config/?delivery-country-code=se&currency-code=sek');
    expect(body).toMatchObject({ currencyFormat: expect.any(String), currencyRate: expect.any(Number), deliveryCountryName: expect.any(String),
      taxAreaId: expect.any(Number), isEuMember: true });
  });

  it('prices the POST /api/checkout/ body core 7 lists, without a validate_hash, and answers every field the client reads', async () => {
    const body = await ok('POST', '/api/checkout/', specCheckoutBody([specRow(CHECKOUT.jacketInHelsinki)]));
    expect(body).toMatchObject({
      cart_discount: null, payment_events: [], show_klarna: expect.any(Boolean), paypal_checkout: expect.any(Boolean), reason: '',
      total_price: expect.any(Number), delivery_cost: expect.any(Number), payment_methods: expect.any(Array), delivery_methods: expect.any(Array),
      delivery_thresholds: { delivery_threshold: expect.toBeOneOf([expect.any(Number), null]), repack_threshold: expect.toBeOneOf([expect.any(Number), null]) },
      repack_cost: expect.any(Number), shipping_time_str: expect.any(String), gift_card_products: [], enterprise_order: null,
      transfer_request_from: [], post_delivery: false, errors: [],
      bundles: [], kgco_id: null, kco_iframe: null, giftcampaign_data: null,
    });
    expect(body.products).toEqual([expect.objectContaining({ productId: CHECKOUT.jacketInHelsinki, amount: 1 })]);
  });

  it('prices a bundle sent in the bundles field and answers it in bundles, with the products apart (core 7)', async () => {
    const bundle = { productId: `${CHECKOUT.bundle}-1767225600`, amount: 1, bundleHash: `${CHECKOUT.jacketInHelsinki},${CHECKOUT.polesVariant}` };
    const body = await ok('POST', '/api/checkout/', specCheckoutBody([specRow(CHECKOUT.polesVariant)], [bundle]));
    // (100 + 39.95) * 0.9 = 125.955 → 125.96, plus the poles alone at 39.95.
    expect(body.bundles).toEqual([expect.objectContaining({ ...bundle, name: 'Jacket and poles en', price: { active: 125.96, regular: 139.95 }, row_total: 125.96, problem: null })]);
    expect(body.products).toEqual([expect.objectContaining({ productId: CHECKOUT.polesVariant, row_total: 39.95 })]);
    expect(body.products_price).toBe(165.91);
    expect(body.reason).toBe('');
  });

  it('prices a cart row from the database whatever price the row carries', async () => {
    const honest = await ok('POST', '/api/checkout/', specCheckoutBody([specRow(CHECKOUT.jacketInHelsinki, 100)]));
    const tampered = await ok('POST', '/api/checkout/', specCheckoutBody([specRow(CHECKOUT.jacketInHelsinki, 0.01)]));
    expect(tampered.total_price).toBe(honest.total_price);
    expect(tampered.products[0].price).toEqual(honest.products[0].price);
  });

  it('answers GET /api/compatible_products/ with the three compatibleWith flags and the package prices', async () => {
    // The query as core 7 writes it: every part named, none chosen yet.
    const body = await ok('GET', '/api/compatible_products/?ski_id=&binding_id=&boot_id=&tax_area=1&ski_type=laskettelu');
    expect(body).toMatchObject({ compatibleWithSkis: true, compatibleWithBindings: true, compatibleWithBoots: true, prices: { regular: 0, discount: 0 } });
  });

  it('answers GET /api/resources/ with colours, manufacturers, groups, property filters and types, stores and tax rates', async () => {
    expect(Object.keys(await ok('GET', '/api/resources/')).sort())
      .toEqual(['colors', 'manufacturers', 'productGroups', 'propertyFilters', 'propertyTypes', 'stores', 'taxRates']);
  });

  it('answers GET /api/product-groups/ with the product groups', async () => {
    expect((await ok('GET', '/api/product-groups/')).productGroups.length).toBeGreaterThan(0);
  });

  it('answers GET /api/banners/ with image, dynamic page and text banners', async () => {
    expect(await ok('GET', '/api/banners/')).toMatchObject({ imageBanners: expect.any(Array), dynamicPageBanners: expect.any(Array), textBanners: expect.any(Array) });
  });

  it('answers GET /api/brands/ with the brands', async () => {
    expect((await ok('GET', '/api/brands/')).brands.length).toBeGreaterThan(0);
  });

  it('answers GET /api/keyword-popups/ with the keywords', async () => {
    expect((await ok('GET', '/api/keyword-popups/')).keywords).toEqual([expect.objectContaining({ id: 1 })]);
  });

  it('answers GET /api/static-page/?slug with the title, content and id', async () => {
    expect(await ok('GET', '/api/static-page/?slug=delivery-fi')).toMatchObject({ id: 1, title: 'Delivery fi', content: expect.stringContaining('Delivered fi') });
  });

  it('answers GET /api/static-page-with-tabs/?slug with the tabs', async () => {
    const body = await ok('GET', '/api/static-page-with-tabs/?slug=guides-fi');
    expect(body.tabs.map((tab: any) => tab.slug)).toEqual(['skiing-fi', 'hiking-fi']);
  });

  it('answers GET /api/route-slugs/ with the four slug lists', async () => {
    expect(await ok('GET', '/api/route-slugs/')).toMatchObject({
      staticPageSlugs: expect.any(Array), staticPageWithTabsSlugs: expect.any(Array), navigationSlugs: expect.any(Object), manufacturerSlugs: expect.any(Array),
    });
  });

  it('takes an error report at GET /api/?err={message}', async () => {
    expect((await call('GET', '/api/?err=Loading%20chunk%2012%20failed')).status).toBe(204);
  });
});

describe('the calls of cat 7', () => {
  it('answers GET /api/products/productgroup/?path with a list whose first item is the group', async () => {
    const [group] = await ok('GET', '/api/products/productgroup/?path=skiing-fi/skis-fi');
    expect(group).toMatchObject({ id: 2, name: 'Skis fi', path: expect.any(String), children: expect.any(Array) });
  });

  it('answers GET /api/brand/?slug with the brand and its description', async () => {
    expect(await ok('GET', '/api/brand/?slug=norrvik')).toMatchObject({ name: 'Norrvik', description: expect.any(String) });
  });

  it('answers POST /api/products/productmodellist/ with source, slug, language, taxAreaId and sortIds, ordered by the ids', async () => {
    const list = await ok('POST', '/api/products/productmodellist/', { source: 'ProductGroup', slug: 'skiing-fi', language: 'fi', taxAreaId: 1, sortIds: [LIST_MODELS.trail, LIST_MODELS.summit] });
    expect(list.slice(0, 2).map((item: any) => item.id)).toEqual([LIST_MODELS.trail, LIST_MODELS.summit]);
  });

  it('answers GET /api/products/productmodellist/ with the compressed request in the query', async () => {
    const q = await encodeListRequest({ source: 'Manufacturer', id: 2, language: 'fi', taxAreaId: 1 });
    const list = await ok('GET', `/api/products/productmodellist/?q=${q}`);
    expect(list.map((item: any) => item.id)).toContain(LIST_MODELS.trail);
  });

  it('answers GET /api/product/extra/ type 1 with the delivery limits and their overrides', async () => {
    const { delivery_method_limit: limit } = await ok('GET', '/api/product/extra/?slug=norrvik-summit&delivery-country-code=no&type=1');
    expect(limit).toMatchObject({ allowedDeliveryMethods: expect.any(Array), isDeliveryCountryBlocked: true, isDeliveryMethodLimitations: expect.any(Boolean),
      perInternationalPackage: expect.any(Boolean), blockInfoText: expect.any(String), extra_data_overrides: expect.any(Object) });
  });

  it('answers GET /api/product/extra/ type 2 with bundles, size tables, recommendations and also bought', async () => {
    const body = await ok('GET', '/api/product/extra/?slug=norrvik-summit&delivery-country-code=fi&group=2&type=2');
    expect(body).toEqual({ bundles: expect.any(Array), sizetables: expect.any(Array), recommendations: expect.any(Array), also_bought: expect.any(Array) });
    expect(body.also_bought.map((item: any) => item.id)).toContain(LIST_MODELS.trail);
  });

  it('answers GET /api/products/productmodel/{slug}/ with taxAreaId as the product model of cat 3', async () => {
    const model = await ok('GET', '/api/products/productmodel/checkout-jacket/?taxAreaId=1');
    expect(model).toMatchObject({ id: CHECKOUT.jacket, slug: 'checkout-jacket', manufacturer: { slug: 'norrvik' }, products: expect.any(Array) });
    expect(Object.keys(model.prices)).toEqual(['1']);
  });

  it('adds rows to an enterprise order at POST /api/customer/enterprise/order/ for staff', async () => {
    const body = { enterprise_data: { id: ENTERPRISE_ORDER }, checkout_data: { products: [{ productId: CHECKOUT.jacketInHelsinki, amount: 2 }] } };
    // core 6: the auth cookie of a logged-in staff account (decision 021).
    const answer = await ok('POST', '/api/customer/enterprise/order/', body, await sessionCookie('staff'));
    expect(answer.enterprise_order).toMatchObject({ id: ENTERPRISE_ORDER });
  });

  it('subscribes to a variant at POST /api/product_availability_email_notify/ with email, product_id and lang_code', async () => {
    const body = { email: 'shopper@example.com', product_id: CHECKOUT.jacketUnavailable, lang_code: 'en' };
    expect(await ok('POST', '/api/product_availability_email_notify/', body)).toEqual({ success: true });
  });

  it('answers the notifier with a 400 carrying the field data for an unknown product', async () => {
    const answer = await call('POST', '/api/product_availability_email_notify/', { email: 'shopper@example.com', product_id: 999_999, lang_code: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toHaveProperty('product_id');
  });

  it('checks a gift campaign code at POST /api/giftcampaigns/validate_code/ with code, product_id and category_slug (section 4 data on success)', async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO gift_campaigns (id, slug, company_name) VALUES (901, 'spec-gift', 'Spec Oy')"),
      env.DB.prepare("INSERT INTO gift_campaign_categories (id, campaign_id, slug) VALUES (901, 901, 'spec-gift')"),
      env.DB.prepare(`INSERT INTO gift_campaign_category_models (category_id, model_id) VALUES (901, ${CHECKOUT.jacket})`),
      env.DB.prepare("INSERT INTO gift_campaign_codes (campaign_id, category_id, code, created_at) VALUES (901, 901, 'SPECSPECSPEC', '2026-01-01')"),
    ]);
    const body = { code: 'spec-spec-spec', product_id: CHECKOUT.jacketInHelsinki, category_slug: 'spec-gift' };
    expect(await ok('POST', '/api/giftcampaigns/validate_code/', body)).toEqual({
      giftcampaign_data: { code: 'SPECSPECSPEC', campaign: 'spec-gift' }, product_id: CHECKOUT.jacketInHelsinki,
    });
    // cat 5: a 400 shows its data as the field error.
    const wrong = await call('POST', '/api/giftcampaigns/validate_code/', { ...body, code: 'SPEC-SPEC-SPEE' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.code).toEqual(expect.any(String));
  });

  it('answers GET /api/keyword-popup/?id with the text and URL', async () => {
    expect(await ok('GET', '/api/keyword-popup/?id=1')).toMatchObject({ text: 'Waterproof membrane fi', url: expect.any(String) });
  });

  it('answers GET /api/product_reviews/ with model_id, size and page as results, max_pages and image URLs', async () => {
    const body = await ok('GET', `/api/product_reviews/?model_id=${LIST_MODELS.trail}&size=10&page=1`);
    expect(body).toMatchObject({ results: expect.any(Array), max_pages: 1, images: expect.any(Array) });
    expect(body.results).toHaveLength(2);
  });

  it('answers GET /api/get_fast_shipping/ with postal_code, price and variant_id as a list of name, store, estimate and price', async () => {
    const list = await ok('GET', `/api/get_fast_shipping/?postal_code=00100&price=50&variant_id=${CHECKOUT.jacketInHelsinki}`);
    expect(list.length).toBeGreaterThan(0);
    for (const option of list) expect(option).toMatchObject({ name: expect.any(String), storeSlug: expect.any(String), timeEstimate: expect.any(String), price: expect.any(Number) });
  });
});

describe('a documented call with another method', () => {
  it('answers 405 with the error body and the methods the call takes', async () => {
    const answer = await app.fetch(new Request('http://localhost/api/checkout/', { method: 'GET' }), env);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(await answer.json()).toEqual({ error: { code: 'method_not_allowed', message: expect.any(String) } });
  });
});
