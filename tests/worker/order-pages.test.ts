import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedPayload, fetchShop } from './helpers.ts';

const ORDER = 'K20260001';
const TOKEN = 'pages-test-token-abcdefghijklmnopqrstuv';
const OTHER_TOKEN = 'pages-test-token-abcdefghijklmnopqrstuX';
const NOW = '2026-01-15T10:00:00.000Z';

/** One written order with a row, as the orders service stores it (migrations/0006_orders.sql). */
beforeAll(async () => {
  const id = 987_654_321;
  await env.DB.batch([
    env.DB.prepare('DELETE FROM orders WHERE id = ?').bind(id),
    env.DB.prepare(`INSERT INTO orders (id, order_number, view_token, status, language, country_code, email, first_name, last_name, address,
      postal_code, city, phone, delivery_method_name, products_price, delivery_cost, total_price, to_pay, payment_method, provider, created_at, updated_at)
      VALUES (?1, ?2, ?3, 'processing', 'en', 'fi', 'aino@example.com', 'Aino', 'Virtanen', 'Mannerheimintie 1',
      '00100', 'Helsinki', '+358401234567', 'Home delivery', 100, 5.9, 105.9, 105.9, 'card', 'test', ?4, ?4)`).bind(id, ORDER, TOKEN, NOW),
    env.DB.prepare(`INSERT INTO order_rows (order_id, position, variant_id, model_id, name, variant_text, amount, unit_price, row_total)
      VALUES (?1, 0, 11, 1, 'Summit Tent', 'Green, 2 persons', 1, 100, 100)`).bind(id),
  ]);
});

const page = (path: string) => fetchShop(path, { headers: { 'x-page-data': '1' } });

describe('the payment page (issue 6)', () => {
  it('answers 200 with a page no search engine indexes and no shared cache keeps', async () => {
    const response = await fetchShop('/en/checkout/payment/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('private');
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(embeddedPayload(html).page).toBe('checkoutPayment');
  });

  it('is found under its Finnish path too', async () => {
    const response = await fetchShop('/kassa/maksu/');
    expect(response.status).toBe(200);
  });
});

describe('the order result pages', () => {
  it('shows the paid order to the holder of its token', async () => {
    const response = await page(`/en/order/payment_ok/${ORDER}/${TOKEN}/`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as any;
    expect(body.page).toBe('orderResult');
    expect(body.props).toMatchObject({ kind: 'ok', orderNumber: ORDER, order: { order_number: ORDER, total_price: 105.9 } });
    expect(body.props.order.rows).toHaveLength(1);
    expect(body.head.robots).toBe('noindex, nofollow');
  });

  it('answers 404 for a wrong token, an unknown order and a malformed path', async () => {
    expect((await page(`/en/order/payment_ok/${ORDER}/${OTHER_TOKEN}/`)).status).toBe(404);
    expect((await page(`/en/order/payment_ok/K99999999/${TOKEN}/`)).status).toBe(404);
    expect((await page(`/en/order/payment_ok/${ORDER}/`)).status).toBe(404);
    expect((await page(`/en/order/payment_cancelled/${ORDER}/${TOKEN}/extra/`)).status).toBe(404);
  });

  it('serves the cancelled, failed and address pages of the same order', async () => {
    for (const [segment, kind] of [['payment_cancelled', 'cancelled'], ['payment_error', 'error'], ['payment_address', 'address']]) {
      const response = await page(`/en/order/${segment}/${ORDER}/${TOKEN}/`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as any).props.kind).toBe(kind);
    }
  });

  it('reads the processing page\'s order from its query and answers 404 without one', async () => {
    const response = await page(`/en/order/process/?order=${ORDER}&token=${TOKEN}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as any).props).toMatchObject({ kind: 'process', orderNumber: ORDER });
    expect((await page('/en/order/process/')).status).toBe(404);
    expect((await page(`/en/order/process/?order=${ORDER}&token=${OTHER_TOKEN}`)).status).toBe(404);
  });
});

describe('the order lookup and the club info', () => {
  it('answers 200 for /view-order/ and /checkout/club-info/', async () => {
    const lookup = await page('/en/view-order/');
    expect(lookup.status).toBe(200);
    expect(((await lookup.json()) as any).page).toBe('viewOrder');
    const club = await page('/en/checkout/club-info/');
    expect(club.status).toBe(200);
    expect(((await club.json()) as any).page).toBe('checkoutClubInfo');
  });
});

describe('the confirmation page\'s HTML', () => {
  it('renders the order number and the order\'s rows on the server', async () => {
    const response = await fetchShop(`/en/order/payment_ok/${ORDER}/${TOKEN}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('class="order-result__number-value">K20260001<');
    expect(html).toContain('Summit Tent');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });
});
