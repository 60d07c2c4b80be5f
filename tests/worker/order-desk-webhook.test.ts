import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteOldWarehouseEvents } from '../../worker/data/warehouse-events.ts';
import { app } from '../../worker/app.ts';
import { signWarehouseBody } from '../../worker/services/orders/warehouse-signature.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { mailsTo } from './account-helpers.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { eventsOf, paidOrder } from './order-desk-helpers.ts';
import { stockOf, storedOrder } from './order-helpers.ts';
import { answered } from './staff-helpers.ts';

beforeAll(setUpCheckout);

const SECRET = 'warehouse-test-secret';
const PATH = '/api/warehouse/order-status/';
let events = 0;
const nextEvent = () => `evt-${Date.now()}-${++events}`;

interface Delivery { body?: unknown; raw?: string; secret?: string; at?: number; header?: string; bindings?: Record<string, unknown> }

/** A delivery as the warehouse sends it: signed over "timestamp.body" with the secret, now unless told. */
async function deliver({ body, raw, secret = SECRET, at = Math.floor(Date.now() / 1000), header, bindings = { WAREHOUSE_WEBHOOK_SECRET: SECRET } }: Delivery): Promise<Response> {
  const text = raw ?? JSON.stringify(body);
  const signature = header ?? `t=${at},v1=${await signWarehouseBody(secret, at, new TextEncoder().encode(text))}`;
  return app.fetch(new Request(`http://localhost${PATH}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-warehouse-signature': signature }, body: text,
  }), { ...env, ...bindings });
}

const status = (number: string, value: string, extra: Record<string, unknown> = {}) => ({ order_number: number, status: value, event_id: nextEvent(), ...extra });

describe('the warehouse webhook', () => {
  it('moves an order to shipped with its tracking code, mails the customer in the order\'s language, and records the warehouse', async () => {
    const order = await paidOrder('de');
    const answer = await answered(await deliver({ body: status(order.number, 'shipped', { tracking_code: 'JJFI64512300001234', carrier: 'Posti' }) }), 200);
    expect(answer).toEqual({ order_number: order.number, status: 'shipped', result: 'moved', tracking_added: true });
    const stored = await storedOrder(order.number) as any;
    expect(stored.status).toBe('shipped');
    expect(stored.shipped_at).toEqual(expect.any(String));
    const codes = await env.DB.prepare('SELECT code, carrier FROM order_tracking_codes WHERE order_id = ?').bind(order.id).all();
    expect(codes.results).toEqual([{ code: 'JJFI64512300001234', carrier: 'Posti' }]);
    const [mail] = (await mailsTo(order.email)).filter((entry) => entry.kind === 'order_status');
    expect(mail).toMatchObject({ language: 'de', subject: `Ihre Bestellung ${order.number}: Versandt` });
    expect(mail.body_text).toContain('Sendungsnummer: JJFI64512300001234');
    expect((await eventsOf(order.id)).map((event) => [event.actor, event.action, event.to_status])).toEqual([
      ['warehouse', 'status', 'shipped'], ['warehouse', 'tracking_code', null],
    ]);
  });

  it('refuses a bad signature with 401 and changes nothing', async () => {
    const order = await paidOrder();
    for (const delivery of [{ secret: 'another-secret' }, { header: 't=123' }, { header: '' }] as Delivery[]) {
      const refused = await answered(await deliver({ ...delivery, body: status(order.number, 'shipped') }), 401);
      expect(refused.error.code).toBe('invalid_signature');
    }
    // The body changed after signing.
    const at = Math.floor(Date.now() / 1000);
    const signed = JSON.stringify(status(order.number, 'ready_for_packing'));
    const header = `t=${at},v1=${await signWarehouseBody(SECRET, at, new TextEncoder().encode(signed))}`;
    expect((await deliver({ raw: signed.replace('ready_for_packing', 'shipped'), header })).status).toBe(401);
    expect((await storedOrder(order.number)).status).toBe('processing');
  });

  it('refuses a timestamp more than 5 minutes old or ahead', async () => {
    const order = await paidOrder();
    const now = Math.floor(Date.now() / 1000);
    for (const at of [now - 6 * 60, now + 6 * 60]) {
      expect((await answered(await deliver({ body: status(order.number, 'shipped'), at }), 401)).error.code).toBe('stale_timestamp');
    }
    expect((await storedOrder(order.number)).status).toBe('processing');
  });

  it('refuses a replayed event id, even re-signed later, and applies it once', async () => {
    const order = await paidOrder();
    const body = status(order.number, 'ready_for_packing');
    await answered(await deliver({ body }), 200);
    const replay = await answered(await deliver({ body: { ...body, status: 'shipped' }, at: Math.floor(Date.now() / 1000) + 1 }), 409);
    expect(replay.error.code).toBe('duplicate_event');
    expect((await storedOrder(order.number)).status).toBe('ready_for_packing');
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it('refuses a body larger than 8 KB with 413 before looking at it', async () => {
    const order = await paidOrder();
    const raw = JSON.stringify({ ...status(order.number, 'shipped'), padding: 'x'.repeat(9000) });
    expect((await answered(await deliver({ raw }), 413)).error.code).toBe('payload_too_large');
    expect((await storedOrder(order.number)).status).toBe('processing');
  });

  it('answers 404 for an unknown order, 409 for a move the flow does not allow, 400 for a bad field', async () => {
    expect((await answered(await deliver({ body: status('K00000001', 'shipped') }), 404)).error.code).toBe('order_not_found');
    const order = await paidOrder();
    await answered(await deliver({ body: status(order.number, 'delivered') }), 200);
    const refused = await answered(await deliver({ body: status(order.number, 'processing') }), 409);
    expect(refused.error).toMatchObject({ code: 'not_movable', fields: { status: 'delivered' } });
    const bad = await answered(await deliver({ body: { order_number: order.number, status: 'lost', event_id: 'x y' } }), 400);
    expect(Object.keys(bad.error.fields).sort()).toEqual(['event_id', 'status']);
    expect((await deliver({ raw: 'not json' })).status).toBe(400);
  });

  it('cancels from the warehouse with a refund, putting the stock back', async () => {
    const order = await paidOrder();
    expect(await answered(await deliver({ body: status(order.number, 'manual_cancellation') }), 200)).toMatchObject({ status: 'manual_cancellation', result: 'cancelled' });
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2, 20: 1 });
  });

  it('is off (404) while WAREHOUSE_WEBHOOK_SECRET is not set', async () => {
    const order = await paidOrder();
    expect((await deliver({ body: status(order.number, 'shipped'), bindings: { WAREHOUSE_WEBHOOK_SECRET: '' } })).status).toBe(404);
    expect((await deliver({ body: status(order.number, 'shipped'), bindings: { WAREHOUSE_WEBHOOK_SECRET: undefined } })).status).toBe(404);
  });

  it('forgets event ids after a day, in the scheduled job', async () => {
    await env.DB.prepare(`INSERT INTO warehouse_events (event_id, received_at) VALUES ('old-event', '2020-01-01T00:00:00.000Z'), ('new-event', ?)`)
      .bind(new Date().toISOString()).run();
    await deleteOldWarehouseEvents(env.DB, new Date());
    const left = await env.DB.prepare(`SELECT event_id FROM warehouse_events WHERE event_id IN ('old-event', 'new-event')`).all();
    expect(left.results).toEqual([{ event_id: 'new-event' }]);
  });
});
