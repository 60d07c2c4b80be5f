/**
 * Helpers of the return tests (issue 16 item 1): a paid order of the checkout
 * catalogue moved to a fulfilment status as the order desk would (orders.status
 * and delivered_at set directly), the return link asked for and read from the
 * mail, and calls with a client address of their own.
 */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { Bindings } from '../../worker/env.ts';
import { app } from '../../worker/app.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { lastLinkToken, newClient } from './account-helpers.ts';
import { row } from './checkout-helpers.ts';
import { form, orderBody, paymentOf, payTest, post, setStock, storedOrder } from './order-helpers.ts';

export interface ReturnTestOrder { id: number; number: string; email: string }

/** The jacket in red size 1 (ordered), red size 2 (its own, dearer price), red size 3 and blue size 1 (same price as the ordered one). */
export const JACKET = { ordered: CHECKOUT.jacketInHelsinki, dearer: CHECKOUT.jacketOwnPrice, sameSize3: CHECKOUT.jacketUnavailable, blue: CHECKOUT.jacketOnOrder } as const;

/**
 * Two red jackets (position 0) and one pair of poles (position 1), ordered in
 * Finnish, paid with the test provider, then moved to `status` with
 * `deliveredAt` (null leaves delivered_at unset).
 */
export async function returnableOrder(status = 'delivered', deliveredAt: string | null = new Date().toISOString(), email?: string): Promise<ReturnTestOrder> {
  await setStock(JACKET.ordered, { 1: 5 });
  await setStock(CHECKOUT.polesVariant, { 1: 4 });
  const buyer = form(email ? { email } : {});
  const response = await post('/api/orders/?lang=fi', orderBody(
    { products: [row(JACKET.ordered, 2), row(CHECKOUT.polesVariant, 1)], language_code: 'fi' }, { form: buyer },
  ));
  expect(response.status, await response.clone().text()).toBe(200);
  const { order_number: number } = await response.json<{ order_number: string }>();
  const payment = await paymentOf(number);
  await payTest(payment.id, 'pay', payment.callback_secret);
  const stored = await storedOrder(number);
  await env.DB.prepare('UPDATE orders SET status = ?2, delivered_at = ?3, shipped_at = ?3 WHERE id = ?1').bind(stored.id, status, deliveredAt).run();
  return { id: stored.id, number, email: buyer.email };
}

export interface CallOptions { client?: string; token?: string; lang?: string; vars?: Partial<Bindings> }

/** A JSON call to the API from the shop's own origin, in `lang` (Finnish by default), with bindings overridden by `vars`. */
export async function returnsCall(path: string, body?: unknown, { client = newClient(), token, lang = 'fi', vars }: CallOptions = {}): Promise<Response> {
  const url = `http://localhost/api${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
  return app.fetch(new Request(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': client, origin: 'http://localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }), vars ? { ...env, ...vars } : env);
}

/** The form link's token of the latest return-link mail to the address (the Finnish path /palautukset/lomake/{token}/). */
export const FORM_LINK = /\/(?:returns|palautukset)\/(?:form|lomake)\/([A-Za-z0-9_-]{43})\//;
/** The case page's token in the confirmation mail: its only token link (the segment is localised). */
export const CASE_LINK = /https?:\/\/\S+\/([A-Za-z0-9_-]{43})\//;

/** Asks for the return link of the order and answers the token from the mail. */
export async function returnLinkOf(order: ReturnTestOrder): Promise<string> {
  const response = await returnsCall('/returns/request/', { email: order.email, order_number: order.number });
  expect(response.status, await response.clone().text()).toBe(200);
  return lastLinkToken(order.email, FORM_LINK);
}

export interface ErrorBody { error: { code: string; message: string; fields?: Record<string, string> } }

export async function errorOf(response: Response): Promise<ErrorBody['error']> {
  return (await response.json<ErrorBody>()).error;
}

export const casesOf = (orderId: number) => env.DB.prepare('SELECT * FROM service_cases WHERE order_id = ?1 ORDER BY created_at').bind(orderId).all<any>().then((rows) => rows.results);
export const caseRowsOf = (caseId: number) => env.DB.prepare('SELECT * FROM service_case_rows WHERE case_id = ?1 ORDER BY position').bind(caseId).all<any>().then((rows) => rows.results);
export const caseEventsOf = (caseId: number) => env.DB.prepare(`SELECT actor, action, from_status, to_status, visible FROM desk_events WHERE subject = 'case' AND subject_id = ?1 ORDER BY id`)
  .bind(caseId).all<any>().then((rows) => rows.results);
