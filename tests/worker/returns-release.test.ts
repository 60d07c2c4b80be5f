/**
 * Issue 16 item 1, cat 4 "Exchange": a replacement reserved for an exchange
 * goes back on sale when the returned product has not been received 3 weeks
 * (21 days) after the return was filed, once, with the audit trail's event.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { releaseExchanges } from '../../worker/services/service-desk/release-exchanges.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { setStock, stockOf } from './order-helpers.ts';
import { caseEventsOf, caseRowsOf, casesOf, JACKET, returnableOrder, returnLinkOf, returnsCall } from './return-helpers.ts';

beforeAll(setUpCheckout);

const DAY = 86_400_000;

/** A return of the order exchanging one red jacket to the blue one, filed `daysAgo` days ago; answers the case id. */
async function exchangeFiled(daysAgo: number): Promise<number> {
  const order = await returnableOrder();
  const token = await returnLinkOf(order);
  const response = await returnsCall('/returns/', { token, rows: [{ position: 0, amount: 1, reason: 'too_small', action: 'exchange', exchange_variant_id: JACKET.blue }] });
  expect(response.status, await response.clone().text()).toBe(200);
  const [stored] = await casesOf(order.id);
  await env.DB.prepare('UPDATE service_cases SET created_at = ?2 WHERE id = ?1').bind(stored.id, new Date(Date.now() - daysAgo * DAY).toISOString()).run();
  return stored.id;
}

describe('the exchange release job', () => {
  it('puts the reserved replacement back on its shelf after 21 days without the return, once, with a system event', async () => {
    await setStock(JACKET.blue, { 20: 5 });
    const caseId = await exchangeFiled(22);
    expect(await stockOf(JACKET.blue)).toEqual({ 20: 4 });
    const now = new Date();
    expect(await releaseExchanges(env, now)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(JACKET.blue)).toEqual({ 20: 5 });
    const [row] = await caseRowsOf(caseId);
    expect(row.released_at).toBe(now.toISOString());
    expect((await caseEventsOf(caseId)).map((event) => [event.actor, event.action])).toEqual([['customer', 'created'], ['system', 'released']]);
    // Another run, and one overlapping it, change nothing.
    await Promise.all([releaseExchanges(env, new Date()), releaseExchanges(env, new Date())]);
    expect(await stockOf(JACKET.blue)).toEqual({ 20: 5 });
    expect((await caseEventsOf(caseId)).filter((event) => event.action === 'released')).toHaveLength(1);
  });

  it('keeps the replacement of a return filed less than 21 days ago, and of one already received', async () => {
    await setStock(JACKET.blue, { 20: 5 });
    const recent = await exchangeFiled(20);
    const received = await exchangeFiled(30);
    await env.DB.prepare('UPDATE service_case_rows SET received_at = ?2 WHERE case_id = ?1').bind(received, new Date().toISOString()).run();
    await releaseExchanges(env, new Date());
    expect(await stockOf(JACKET.blue)).toEqual({ 20: 3 });
    expect((await caseRowsOf(recent))[0].released_at).toBeNull();
    expect((await caseRowsOf(received))[0].released_at).toBeNull();
    expect((await caseEventsOf(received)).map((event) => event.action)).toEqual(['created']);
  });
});
