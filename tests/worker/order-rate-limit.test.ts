import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { app } from '../../worker/app.ts';
import { translatorFor } from '../../worker/i18n.ts';
import { countRequest, ORDER_LOOKUP_EMAIL_LIMIT, ORDER_LOOKUP_LIMIT, ORDER_VIEW_LIMIT } from '../../worker/services/rate-limit.ts';
import { row, setUpCheckout } from './checkout-helpers.ts';
import { form, orderBody, placeOrder, setStock, storedOrder } from './order-helpers.ts';

beforeAll(setUpCheckout);

let clients = 0;
/** A client address of its own for each test, so counts never carry over. */
const newClient = () => `198.51.100.${++clients}`;

function lookup(ip: string, body: unknown, query = '') {
  return app.fetch(new Request(`http://localhost/api/orders/lookup/${query}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip }, body: JSON.stringify(body),
  }), env);
}

const view = (ip: string, path: string) => app.fetch(new Request(`http://localhost${path}`, { headers: { 'cf-connecting-ip': ip } }), env);

async function anOrder() {
  await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
  const created = await placeOrder(orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)] }, { form: form({ email: 'aino@example.fi' }) }));
  return storedOrder(created.order_number);
}

describe('order lookups per client', () => {
  it('answers the 11th lookup in a window 429 with Retry-After and a message in the page\'s language', async () => {
    const ip = newClient();
    const guess = { email: 'aino@example.fi', order_number: 'K00000000' };
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.limit; i++) expect((await lookup(ip, guess)).status).toBe(404);
    const refused = await lookup(ip, guess, '?lang=sv');
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(ORDER_LOOKUP_LIMIT.windowSeconds);
    expect(refused.headers.get('cache-control')).toContain('no-store');
    expect(await refused.json()).toEqual({ error: { code: 'too_many_requests', message: translatorFor('sv')('orderError.tooManyLookups') } });
  });

  it('refuses even a right guess once over the limit, and leaves another client alone', async () => {
    const order = await anOrder();
    const ip = newClient();
    const wrong = { email: 'someone@example.fi', order_number: order.order_number };
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.limit; i++) await lookup(ip, wrong);
    const right = { email: 'aino@example.fi', order_number: order.order_number };
    expect((await lookup(ip, right)).status).toBe(429);
    expect((await lookup(newClient(), right)).status).toBe(200);
  });

  it('limits the lookups of one email from many addresses, whatever its letter case', async () => {
    const guess = (index: number) => ({ email: index % 2 ? 'Many.Addresses@Example.fi' : 'many.addresses@example.fi', order_number: `K${String(index).padStart(8, '0')}` });
    for (let i = 0; i < ORDER_LOOKUP_EMAIL_LIMIT.limit; i++) expect((await lookup(newClient(), guess(i))).status).toBe(404);
    expect((await lookup(newClient(), guess(99))).status).toBe(429);
    // Another shopper's lookups go on.
    expect((await lookup(newClient(), { email: 'someone.else@example.fi', order_number: 'K00000001' })).status).toBe(404);
  });

  it('does not count a cross-site lookup it refuses', async () => {
    const ip = newClient();
    const crossSite = () => app.fetch(new Request('http://localhost/api/orders/lookup/', {
      method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, origin: 'https://evil.example' }, body: '{}',
    }), env);
    for (let i = 0; i <= ORDER_LOOKUP_LIMIT.limit; i++) expect((await crossSite()).status).toBe(403);
    expect((await lookup(ip, { email: 'aino@example.fi', order_number: 'K00000000' })).status).toBe(404);
  });
});

describe('order views by token per client', () => {
  it('answers 429 past the view limit, for a right token too', async () => {
    const order = await anOrder();
    const ip = newClient();
    for (let i = 0; i < ORDER_VIEW_LIMIT.limit; i++) await view(ip, `/api/orders/${order.order_number}/?token=${'x'.repeat(32)}`);
    const refused = await view(ip, `/api/orders/${order.order_number}/?token=${order.view_token}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await view(newClient(), `/api/orders/${order.order_number}/?token=${order.view_token}`)).status).toBe(200);
  });
});

describe('countRequest', () => {
  const rule = { name: 'test-rule', limit: 3, windowSeconds: 600 };
  const at = (iso: string) => new Date(iso);
  const never = () => 1;

  it('counts within a fixed window and starts again in the next one', async () => {
    const client = newClient();
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push(await countRequest(env.DB, rule, client, at('2030-01-01T10:01:00Z'), never));
    expect(counts.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    expect(counts[3]).toMatchObject({ count: 4, retryAfterSeconds: 540 });
    expect(await countRequest(env.DB, rule, client, at('2030-01-01T10:10:00Z'), never)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 600 });
  });

  it('deletes windows over a day old (the longest rule\'s window) when the clean-up comes round, and only those', async () => {
    const old = newClient();
    const recent = newClient();
    await countRequest(env.DB, rule, old, at('2030-01-01T08:00:00Z'), never);
    await countRequest(env.DB, rule, recent, at('2030-01-01T11:30:00Z'), never);
    await countRequest(env.DB, rule, newClient(), at('2030-01-02T10:05:00Z'), () => 0);
    const keys = await env.DB.prepare('SELECT key FROM rate_limits WHERE key IN (?, ?)').bind(`test-rule:${old}`, `test-rule:${recent}`).all<{ key: string }>();
    expect(keys.results.map((entry) => entry.key)).toEqual([`test-rule:${recent}`]);
  });
});
