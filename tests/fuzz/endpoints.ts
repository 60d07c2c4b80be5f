/**
 * Every /api/* endpoint and every page family of the shop (worker/app.ts,
 * shared/route-table.ts) with a valid request for each: the fuzzer breaks
 * these, so most cases reach the handler's own checks instead of stopping at
 * the first 404. Adding an endpoint to the app means adding it here.
 */
import fc from 'fast-check';
import { METHODS, contentType, mutated, mutatedQuery, pathSegment, rawBody } from './arbitraries.ts';

/** Real values of the fuzz database, so that valid requests find something (the test seeds them). */
export interface KnownValues {
  /** The `so.auth` cookie of a logged-in staff account (decision 021): staff endpoints and views get it now and then. */
  staffCookie: string;
  /** The `so.auth` cookie of a verified company's organisation user and a campaign of that company (issue 17 item 2). */
  orgCookie: string;
  campaignId: number;
  variantId: number;
  modelId: number;
  modelSlug: string;
  brandSlug: string;
  groupPath: string;
  staticSlug: string;
  tabbedSlug: string;
  orderNumber: string;
  orderToken: string;
  paymentId: string;
  enterpriseOrderId: number;
  /** Compressed product-list requests (the `q` of the list GET): a valid one, broken ones and a deflate bomb. */
  listQueries: string[];
}

export interface FuzzRequest {
  method: string;
  /** The host the request is addressed to: the language and the payment links follow it. */
  host: string;
  /** Path and query, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export interface FuzzEndpoint {
  /** 'POST /api/checkout/', 'page: product'. */
  name: string;
  request: fc.Arbitrary<FuzzRequest>;
}

interface EndpointSpec {
  method: string;
  /** ':name' segments are filled from `params` (valid values) or hostile segments. */
  path: string;
  params?: Record<string, string[]>;
  query?: Record<string, string>;
  /** Several starting queries instead of one, e.g. encoded bodies the fuzzer cannot build synchronously. */
  queries?: Array<Record<string, string>>;
  /** A valid JSON body. */
  json?: unknown;
  /** A valid form body (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  name?: string;
  /** Staff data or a staff call: the staff session's cookie is one of the cookies sent. */
  staff?: true;
  /** Campaign management: the organisation user's cookie is one of the cookies sent. */
  org?: true;
}

/** The path with each ':name' a valid value or a hostile segment. */
function pathOf(spec: EndpointSpec): fc.Arbitrary<string> {
  const parts = spec.path.split('/').map((part) => {
    if (!part.startsWith(':')) return fc.constant(part);
    const valid = spec.params?.[part.slice(1)] ?? [];
    return valid.length ? fc.oneof(fc.constantFrom(...valid), pathSegment) : pathSegment;
  });
  return fc.tuple(...parts).map((segments) => segments.join('/'));
}

/** The valid product-list body (cat 7); the test also sends broken copies of it compressed in `q`. */
export const listBody = { source: 'ProductGroup', id: 2, language: 'en', taxAreaId: 1, sortIds: [1, 2] };

const validBody = (spec: EndpointSpec) => (spec.json !== undefined ? JSON.stringify(spec.json) : new URLSearchParams(spec.form).toString());

/** The body: the valid one, a broken copy of it, or something else entirely. */
function bodyOf(spec: EndpointSpec): fc.Arbitrary<string | Uint8Array | undefined> {
  if (spec.json !== undefined) {
    return fc.oneof({ weight: 6, arbitrary: mutated(spec.json).map((value) => JSON.stringify(value) ?? '') }, { weight: 3, arbitrary: rawBody }, fc.constant(undefined));
  }
  if (spec.form !== undefined) {
    return fc.oneof({ weight: 4, arbitrary: mutatedQuery(spec.form).map((query) => query.slice(1)) }, rawBody, fc.constant(validBody(spec)));
  }
  return fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, rawBody);
}

/** Headers a browser, a script or an attacker may send. */
const headers = (spec: EndpointSpec, known: KnownValues) => fc.record({
  // A fresh client address most of the time: the per-IP limits would otherwise answer every later case with a 429.
  ip: fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom('', 'unknown', '::ffff:192.0.2.1', '999.1.1.1')),
  type: fc.oneof({ weight: 3, arbitrary: fc.constant(spec.json !== undefined ? 'application/json' : spec.form ? 'application/x-www-form-urlencoded' : undefined) }, contentType),
  origin: fc.constantFrom(undefined, undefined, undefined, 'http://localhost', 'https://evil.example', 'null'),
  language: fc.constantFrom(undefined, 'sv', 'en-GB,en;q=0.9', '*', 'xx-YY;q=abc'),
  cookie: fc.constantFrom(undefined, 'so_delivery_country_code=se; so_currency_code=sek', 'so_delivery_country_code=%ff; so_currency_code=<x>', 'so.auth=Bearer x',
    ...(spec.staff ? [known.staffCookie, known.staffCookie] : []), ...(spec.org ? [known.orgCookie, known.orgCookie] : [])),
}).map(({ ip, type, origin, language, cookie }) => {
  const list: Record<string, string> = { 'cf-connecting-ip': ip };
  if (type !== undefined) list['content-type'] = type;
  if (origin !== undefined) list.origin = origin;
  if (language !== undefined) list['accept-language'] = language;
  if (cookie !== undefined) list.cookie = cookie;
  return list;
});

/** Mostly the local host; now and then a brand domain of another language, or a stranger's. */
const host = fc.oneof({ weight: 6, arbitrary: fc.constant('localhost') },
  fc.constantFrom('www.kaira.fi', 'kaira.se', 'www.kaira.com', 'kaira.ru', 'kaira.xyz', 'evil.example', '127.0.0.1:8787', 'xn--kaira-xxa.fi'));

function endpoint(spec: EndpointSpec, known: KnownValues): FuzzEndpoint {
  const method = fc.oneof({ weight: 5, arbitrary: fc.constant(spec.method) }, fc.constantFrom(...METHODS));
  const request = fc.tuple(method, host, pathOf(spec), (spec.queries?.length ? fc.constantFrom(...spec.queries).chain(mutatedQuery) : mutatedQuery(spec.query ?? {})), headers(spec, known), bodyOf(spec)).map(([verb, where, path, query, list, body]): FuzzRequest => ({
    method: verb, host: where, url: `${path}${query}`, headers: list,
    // fetch refuses a body on GET and HEAD.
    ...(verb === 'GET' || verb === 'HEAD' || body === undefined ? {} : { body }),
  }));
  return { name: spec.name ?? `${spec.method} ${spec.path}`, request };
}

/** The valid checkout body (core 7), for the checkout and the calls that embed it. */
const checkoutBody = (known: KnownValues) => ({
  validate_hash: 'h', country_code: 'fi', language_code: 'en', products: [{ productId: known.variantId, amount: 1 }, { productId: '1-1767225600', amount: 1, bundleHash: `${known.variantId},3030` }],
  gift_card_products: [{ uid: 'g1', productId: 2427, amount: 50, recipient_name: 'Anna', message: 'Enjoy', template: 'aurora' }], discount_codes: ['WELCOME10'], repack: true, pikanouto: false, delivery_method: 1,
  delivery_extra_data: { part_delivery: true, giosg_chatter: 'x' }, special_request: 'Ring twice', giftcampaign_data: null, pageName: 'checkout',
});

const orderForm = { delivery_method: 1, delivery_location: '', first_name: 'Aino', last_name: 'Virtanen', address: 'Katu 1', postal_code: '00100', city: 'Helsinki', phone: '+358401234567', email: 'aino@example.fi' };

function apiEndpoints(known: KnownValues): EndpointSpec[] {
  const staff = { lang: 'en' };
  return [
    { method: 'GET', path: '/api/init-config/', query: { 'delivery-country-code': 'se', 'currency-code': 'sek', 'language-code': 'sv' } },
    { method: 'GET', path: '/api/locale_by_ip/', query: { language: 'en' } },
    { method: 'GET', path: '/api/delivery-countries/', query: { language: 'de' } },
    { method: 'GET', path: '/api/resources/', query: { lang: 'en' } },
    { method: 'GET', path: '/api/product-groups/', query: { lang: 'en' } },
    { method: 'GET', path: '/api/banners/', query: { lang: 'en' } },
    { method: 'GET', path: '/api/brands/', query: { lang: 'en' } },
    { method: 'GET', path: '/api/keyword-popups/', query: { lang: 'en' } },
    { method: 'GET', path: '/api/keyword-popup/', query: { id: '1', lang: 'en' } },
    { method: 'GET', path: '/api/route-slugs/', query: { lang: 'en' } },
    { method: 'GET', path: '/api/general-settings/', query: { lang: 'en' } },
    { method: 'GET', path: '/api/static-page/', query: { slug: known.staticSlug } },
    { method: 'GET', path: '/api/static-page-with-tabs/', query: { slug: known.tabbedSlug } },
    { method: 'GET', path: '/api/products/productgroup/', query: { path: known.groupPath } },
    { method: 'GET', path: '/api/brand/', query: { slug: known.brandSlug } },
    { method: 'POST', path: '/api/products/productmodellist/', json: { source: 'ProductGroup', slug: known.groupPath, language: 'fi', taxAreaId: 1, sortIds: [known.modelId] } },
    { method: 'GET', path: '/api/products/productmodellist/', queries: known.listQueries.map((q) => ({ q })) },
    { method: 'GET', path: '/api/products/productmodel/:slug/', params: { slug: [known.modelSlug] }, query: { taxAreaId: '1', lang: 'en' }, staff: true },
    { method: 'GET', path: '/api/product/extra/', query: { slug: known.modelSlug, 'delivery-country-code': 'fi', type: '2', group: '2', taxAreaId: '1', lang: 'en' }, staff: true },
    { method: 'GET', path: '/api/get_fast_shipping/', query: { postal_code: '00100', price: '49.90', variant_id: String(known.variantId), lang: 'en' } },
    { method: 'GET', path: '/api/pickup-points/', query: { method: '2', postal_code: '00100', country: 'fi' } },
    { method: 'GET', path: '/api/product_reviews/', query: { model_id: String(known.modelId), size: '10', page: '1', ordering: 'votes' } },
    { method: 'GET', path: '/api/recommendations/', query: { group: '2', taxAreaId: '1', lang: 'en' } },
    { method: 'GET', path: '/api/compatible_products/', query: { ski_id: String(known.variantId), binding_id: '', boot_id: '', tax_area: '1', ski_type: 'laskettelu' } },
    { method: 'GET', path: '/api/ski-wizard/products/', query: { sport: 'alpine', group: 'bindings', ski_id: String(known.variantId), tax_area: '1', page: '1', lang: 'en' } },
    // Issue 18 item 1: the header box's suggestions (decision 032); any q is a query.
    { method: 'GET', path: '/api/search/suggestions/', query: { q: 'checkout jack', lang: 'fi', tax_area: '1' } },
    { method: 'POST', path: '/api/product_availability_email_notify/', json: { email: 'a@example.com', product_id: known.variantId, lang_code: 'en' } },
    // Issue 17 item 1: a gift campaign code checked for a variant in a category (decision 026).
    { method: 'POST', path: '/api/giftcampaigns/validate_code/', query: { lang: 'en' }, json: { code: 'WARM-XMAS-2222', product_id: known.variantId, category_slug: 'kaira-christmas-gift' } },
    // Issue 17 item 3: a gift card's balance by its code (decision 028).
    { method: 'POST', path: '/api/giftcards/balance/', query: { lang: 'en' }, json: { code: 'GIFT-50' } },
    { method: 'POST', path: '/api/checkout/', json: checkoutBody(known) },
    { method: 'POST', path: '/api/orders/', json: { checkout: checkoutBody(known), form: orderForm, payment_method: 'card' } },
    { method: 'POST', path: '/api/orders/lookup/', json: { email: 'aino@example.fi', order_number: known.orderNumber } },
    { method: 'GET', path: '/api/orders/:number/', params: { number: [known.orderNumber] }, query: { token: known.orderToken } },
    // Issue 16 item 4: the customer's cancel and pack together (proven by the fuzz database's order), and one order of the account.
    { method: 'POST', path: '/api/orders/cancel/', json: { order_number: known.orderNumber, email: 'aino@example.fi' } },
    { method: 'POST', path: '/api/orders/pack-together/', json: { order_number: known.orderNumber, with_order_number: 'K12345678', token: known.orderToken } },
    { method: 'GET', path: '/api/customer/orders/:number/', params: { number: [known.orderNumber, 'K12345678'] } },
    { method: 'POST', path: '/api/customer/enterprise/order/', query: staff, staff: true,
      json: { enterprise_data: { id: known.enterpriseOrderId }, checkout_data: { products: [{ productId: known.variantId, amount: 1 }] } } },
    { method: 'GET', path: '/api/customer/enterprise/orders/', query: staff, staff: true },
    { method: 'GET', path: '/api/staff/admin/', query: staff, staff: true },
    // Issue 16 item 3: the case desk (no case is filed in the fuzz database: a case number and tokens of the right shape).
    { method: 'GET', path: '/api/staff/cases/', query: { kind: 'return', status: 'new-return', store: '1', page: '1', lang: 'en' }, staff: true },
    { method: 'GET', path: '/api/staff/cases/:caseNumber/', params: { caseNumber: ['R12345678', 'C00000001'] }, query: staff, staff: true },
    { method: 'POST', path: '/api/staff/cases/:caseNumber/:action/', params: { caseNumber: ['R12345678'], action: ['status', 'comment', 'question', 'refund', 'received'] },
      query: staff, staff: true, json: { status: 'processing-return', note: 'Checked.', amount: '12,50', position: 0 } },
    // Issue 16 item 5: the order desk (the fuzz database's order and one of no order), and the warehouse webhook (off without its secret: 404).
    { method: 'GET', path: '/api/staff/orders/', query: { status: 'processing', store: '1', delivery_method: '1', from: '2026-01-01', to: '2026-12-31', page: '1', lang: 'en' }, staff: true },
    { method: 'GET', path: '/api/staff/orders/:orderNumber/', params: { orderNumber: [known.orderNumber, 'K12345678'] }, query: staff, staff: true },
    { method: 'POST', path: '/api/staff/orders/:orderNumber/:action/', params: { orderNumber: [known.orderNumber, 'K12345678'], action: ['status', 'tracking', 'cancel'] },
      query: staff, staff: true, json: { status: 'ready_for_packing', note: 'Packed.', code: 'JJFI123456', carrier: 'Posti', refund: true } },
    { method: 'POST', path: '/api/warehouse/order-status/', json: { order_number: known.orderNumber, status: 'shipped', tracking_code: 'JJFI123456', carrier: 'Posti', event_id: 'evt-1' } },
    { method: 'GET', path: '/api/service-cases/:token/', params: { token: ['A'.repeat(43), `${'B'.repeat(43)}1z`] }, query: { lang: 'en' } },
    { method: 'POST', path: '/api/service-cases/:token/:action/', params: { token: ['A'.repeat(43)], action: ['answer', 'withdraw'] }, json: { answer: 'Size 43, please.' } },
    { method: 'GET', path: '/api/customer/enterprise/order/:id/', params: { id: [String(known.enterpriseOrderId)] }, query: staff, staff: true },
    { method: 'POST', path: '/api/customer/transfer-request/', query: staff, staff: true,
      json: { validate_hash: 'h', country_code: 'fi', language_code: 'en', products: [{ productId: known.variantId, amount: 1, transferAmountsFrom: { 1: 1 } }],
        transfer_request_from: [1], transfer_request_to: [20] } },
    // Issue 16 item 6: the questions and corporate forms, and the newsletters' sign-up and links.
    { method: 'POST', path: '/api/forms/ask/', json: { name: 'Aino', email: 'aino@example.fi', topic: 'order', subject: 'Parcel', message: 'Where is it?', order_number: 'K12345678' } },
    { method: 'POST', path: '/api/forms/corporate-info/',
      json: { company: 'Fuzz Oy', country: 'fi', vat_number: 'FI01120389', contact_name: 'Aino', email: 'aino@example.fi', phone: '+358401234567', interests: ['events'] } },
    { method: 'POST', path: '/api/forms/enterprise/', json: { company: 'Fuzz Oy', contact_name: 'Aino', email: 'aino@example.fi', phone: '0401234567', needs: 'Jackets', quantity: '40' } },
    { method: 'POST', path: '/api/newsletters/subscribe/', json: { list: 'forest', email: 'aino@example.fi', consent: true, consent_version: 'forestV1' } },
    { method: 'POST', path: '/api/newsletters/:action/', params: { action: ['confirm', 'unsubscribe'] }, json: { token: 'A'.repeat(43) } },
    // Issue 16 item 1: the return link, the form it opens and the return (link tokens of the right shape; the order is the fuzz database's).
    { method: 'POST', path: '/api/returns/request/', json: { email: 'aino@example.fi', order_number: known.orderNumber } },
    { method: 'GET', path: '/api/returns/form/', query: { token: 'A'.repeat(43), lang: 'en' } },
    { method: 'POST', path: '/api/returns/', json: {
      token: 'A'.repeat(43), idempotency_key: 'fuzz-key-0123456789',
      rows: [{ position: 0, amount: 1, reason: 'too_small', action: 'exchange', exchange_variant_id: known.variantId, tracking_code: 'RR123' }],
    } },
    // Issue 16 item 2: the complaint, its uploads (the raw body is the fuzzer's), the order it fills from, and its attachments' links.
    { method: 'POST', path: '/api/reclamations/', json: {
      customerName: 'Aino', email: 'aino@example.fi', phone: '+358401234567', address: 'Katu 1', postNumber: '00100', city: 'Helsinki', salesChannel: 'S',
      store: '', targetStore: '1', orderNumber: known.orderNumber, receipt: '', timeOfPurchase: '2026-01-10', price: '49,90', used: false,
      manufacturer: 'Norrvik', model: 'Binding', color: '', size: 'M', noSize: false, complaint: 'It broke on the first day.', rowId: '0',
      upload_session: 'fuzz-upload-session-01', upload_ids: ['fuzz-upload-id-000001'], idempotency_key: 'fuzz-key-0123456789',
    } },
    { method: 'POST', path: '/api/reclamations/uploads/', json: { not: 'a picture' } },
    { method: 'GET', path: '/api/reclamations/order/', query: { order: known.orderNumber, lang: 'en' } },
    { method: 'GET', path: '/api/reclamations/attachments/:id/', params: { id: ['1', '999999'] }, query: { expires: '9999999999', signature: 'A'.repeat(43) } },
    { method: 'GET', path: '/api/staff/cases/attachments/:id/', params: { id: ['1', '0'] }, query: staff, staff: true },
    // Issue 17 item 2: company registration, staff's verification and campaign management (decision 027).
    { method: 'POST', path: '/api/company/', query: { lang: 'en' }, json: { name: 'Fuzz Oy', country: 'fi', vat_number: 'FI01120389', contact_name: 'Aino', contact_email: 'aino@example.fi', contact_phone: '+358401234567' }, org: true },
    { method: 'POST', path: '/api/staff/companies/:id/:decision/', params: { id: ['1', '999999'], decision: ['verify', 'reject'] }, json: {}, staff: true },
    { method: 'GET', path: '/api/staff/companies/', query: { status: 'pending' }, staff: true },
    { method: 'POST', path: '/api/org/campaigns/', query: { lang: 'en' }, json: { name: 'Fuzz', starts_on: '2026-01-01', ends_on: '2026-12-31', recipient_price: '0', free_delivery: true }, org: true },
    { method: 'GET', path: '/api/org/models/', query: { q: 'jacket', lang: 'en' }, org: true },
    { method: 'POST', path: '/api/org/campaigns/:id/categories/', params: { id: [String(known.campaignId)] }, json: { name: 'Fuzz', model_ids: [known.modelId] }, org: true },
    { method: 'POST', path: '/api/org/campaigns/:id/codes/', params: { id: [String(known.campaignId)] }, json: { category_id: 1, count: '2' }, org: true },
    { method: 'POST', path: '/api/org/campaigns/:id/recipients/', params: { id: [String(known.campaignId)] }, json: { category_id: 1, language: 'en', emails: 'a@example.fi, nope' }, org: true },
    { method: 'POST', path: '/api/org/campaigns/:id/codes/:code/:field/', params: { id: [String(known.campaignId)], code: ['1'], field: ['comment', 'category'] }, json: { comment: 'x', category_id: 1 }, org: true },
    { method: 'GET', path: '/api/org/campaigns/:id/:part/', params: { id: [String(known.campaignId)], part: ['codes'] }, query: { lang: 'en' }, org: true },
    { method: 'GET', path: '/api/org/campaigns/:id/codes/xlsx/', params: { id: [String(known.campaignId)] }, query: { lang: 'fi' }, org: true },
    { method: 'GET', path: '/api/dev/outbox/', query: {} },
    { method: 'GET', path: '/api/', query: { err: 'Loading chunk 1 failed' } },
    { method: 'GET', path: '/api/:unknown/', name: 'any other /api/* path' },
  ];
}

function providerEndpoints(known: KnownValues): EndpointSpec[] {
  const payment = { id: [known.paymentId] };
  return [
    { method: 'GET', path: '/payments/test/:id/', params: payment },
    { method: 'POST', path: '/payments/test/:id/', params: payment, form: { outcome: 'pay', secret: 'not-the-secret' } },
    { method: 'GET', path: '/payments/klarna/:id/', params: payment },
    { method: 'POST', path: '/payments/klarna/:id/validate/', params: payment, json: { order_id: 'k1', order_amount: 100 } },
    { method: 'GET', path: '/payments/klarna/:id/confirm/', params: payment, query: { klarna_order_id: 'k1' } },
    { method: 'POST', path: '/payments/klarna/:id/push/', params: payment, query: { klarna_order_id: 'k1' } },
    { method: 'GET', path: '/payments/paypal/:id/return/', params: payment, query: { token: 'EC-1' } },
    { method: 'GET', path: '/payments/paypal/:id/cancel/', params: payment, query: { token: 'EC-1' } },
    { method: 'POST', path: '/payments/paypal/webhook/', json: { id: 'WH-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'O-1' } } },
    { method: 'GET', path: '/en/checkout/klarna/confirm/', query: { klarna_order_id: 'k1' }, name: 'page: Klarna confirm' },
  ];
}

/** Page families: one spec per page module of shared/route-table.ts, plus images and the probe. */
function pageEndpoints(known: KnownValues): EndpointSpec[] {
  const [brand, model] = [known.brandSlug, known.modelSlug];
  const locale = { delivery_country: 'se', currency: 'sek' };
  const page = (name: string, path: string, params: Record<string, string[]> = {}, query: Record<string, string> = {}, staff?: true): EndpointSpec =>
    ({ name: `page: ${name}`, method: 'GET', path, params, query, staff });
  return [
    page('front', '/:lang/', { lang: ['en', 'sv', 'de', 'fr', 'ru'] }),
    page('locale query', '/en/:slug/', { slug: [known.staticSlug.replace('-fi', '-en')] }, locale),
    page('menu', '/en/menu/'),
    page('product group', '/:group/:sub/', { group: [known.groupPath.split('/')[0]], sub: [known.groupPath.split('/')[1] ?? ''] },
      { sort: 'price', text: 'ski', price: '10-500', manufacturer: brand, color: 'red', size: 'M', page: '2', weight: '1-2' }),
    page('brand', '/:brand/', { brand: [brand] }, { page: '1', sort: 'newest' }),
    page('product', '/:brand/:model/', { brand: [brand], model: [model] }, { color: 'red', size: 'm', type: 'x', 'select-color': 'red' }, true),
    page('old product', '/en/old/:brand/:model/', { brand: [brand], model: [model] }),
    page('gift campaign product', '/en/giftcampaigns/:campaign/:model/', { campaign: ['winter-sale'], model: [model] }),
    page('gift campaign category', '/en/giftcampaigns/:category/', { category: ['kaira-christmas-gift', 'winter-sale'] }),
    page('static', '/:slug/', { slug: [known.staticSlug] }),
    page('tabbed', '/:slug/:tab/', { slug: [known.tabbedSlug], tab: [known.tabbedSlug.replace('guides', 'skiing')] }),
    page('content under /page/', '/en/page/:slug/', { slug: ['delivery-en'] }),
    page('listing', '/en/:listing/', { listing: ['newest', 'second-hand', 'manufacturers'] }, { page: '2', sort: 'popular' }),
    page('campaign listing', '/en/campaigns/:slug/', { slug: ['winter-sale', 'club-offers'] }),
    page('checkout', '/en/checkout/:step/', { step: ['payment', 'club-info'] }),
    page('order result', '/en/order/:result/:number/:token/',
      { result: ['payment_ok', 'payment_cancelled', 'payment_error', 'payment_address'], number: [known.orderNumber], token: [known.orderToken] }),
    page('order process', '/en/order/process/', {}, { order: known.orderNumber, token: known.orderToken }),
    page('view order', '/en/view-order/', {}, { order: known.orderNumber, token: known.orderToken }),
    page('gift cards', '/:lang/service-products/giftcards/', { lang: ['en', 'sv'] }),
    page('printable gift card', '/:lang/service-products/giftcards/card/:token/', { lang: ['en', 'fi'], token: ['A'.repeat(32), 'x'] }),
    page('company and campaign management', '/en/accounts/:page/', { page: ['company', 'gift-campaigns'] }),
    page('a campaign\'s management', '/en/accounts/gift-campaigns/:id/', { id: [String(known.campaignId), '0'] }),
    page('staff company verification', '/en/staff/companies/', {}, { status: 'pending' }, true),
    page('back-in-stock link', '/:lang/stock-alerts/:token/:action/', { lang: ['en', 'sv'], token: ['A'.repeat(32), 'x'], action: ['confirm', 'remove'] }),
    { name: 'back-in-stock link button', method: 'POST', path: '/stock-alerts/:token/:action/', params: { token: ['A'.repeat(32)], action: ['confirm', 'remove'] }, form: {} },
    page('case desk', '/en/staff/:list/', { list: ['returns', 'complaints'] }, { status: 'new-return', store: '1', page: '2' }, true),
    page('staff case', '/en/staff/cases/:caseNumber/', { caseNumber: ['R12345678'] }, {}, true),
    page('order desk', '/en/staff/orders/', {}, { status: 'processing', store: '1', delivery_method: '1', from: '2026-01-01', to: '2026-12-31', page: '2' }, true),
    page('staff order', '/en/staff/orders/:orderNumber/', { orderNumber: [known.orderNumber, 'K12345678'] }, {}, true),
    page('service case', '/en/service-cases/:token/', { token: ['A'.repeat(43)] }),
    page('questions, corporate and newsletter forms', '/en/:form/', { form: ['ask', 'corporate-info-form', 'enterprise', 'corporate-newsletter', 'forest-newsletter'] }),
    page('newsletter link', '/en/newsletter/:action/:token/', { action: ['confirm', 'unsubscribe'], token: ['A'.repeat(43), 'x'] }),
    page('returns', '/en/returns/', {}, { order: known.orderNumber }),
    page('return form', '/en/returns/form/:token/', { token: ['A'.repeat(43), 'x'] }),
    page('complaint', '/en/reclamation/', {}, { order: known.orderNumber, row: '0' }),
    page('route without a page', '/en/:route/', { route: ['accounts', 'search', 'stores', 'wishlist', 'ski-wizard', 'rental'] }),
    page('any path', '/:a/:b/:c'),
    page('image', '/images/:dir/:file', { dir: ['models', 'banners'], file: [`${known.modelId}.svg`, '1.jpg'] }, { w: '320' }),
    page('health probe', '/healthz/'),
  ];
}

/** Every endpoint and page family, each with its request arbitrary. */
export function fuzzEndpoints(known: KnownValues): FuzzEndpoint[] {
  return [...apiEndpoints(known), ...providerEndpoints(known), ...pageEndpoints(known)].map((spec) => endpoint(spec, known));
}
