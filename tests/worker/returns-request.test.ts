/**
 * Issue 16 item 1: POST /api/returns/request/ mails a one-time link to the
 * return form for an order named by its email and number, or picked from a
 * logged-in customer's own orders; anything else is "order not found" and
 * nothing more, and an order that cannot be returned says why at once.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { sha256Hex } from '../../worker/services/auth/secret-token.ts';
import { lastLinkToken, loggedInCustomer, mailsTo, newAddress } from './account-helpers.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { errorOf, FORM_LINK, returnableOrder, returnsCall } from './return-helpers.ts';

beforeAll(setUpCheckout);

const linkMails = async (email: string) => (await mailsTo(email)).filter((mail) => mail.kind === 'return_link');

describe('POST /api/returns/request/', () => {
  it('mails a link to the return form in Finnish, valid 7 days, and keeps only the SHA-256 of its token', async () => {
    const order = await returnableOrder();
    const response = await returnsCall('/returns/request/', { email: order.email.toUpperCase(), order_number: ` ${order.number.toLowerCase()} ` });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toEqual({ ok: true, message: `Lähetimme linkin palautuslomakkeeseen osoitteeseen ${order.email}. Linkki on voimassa 7 päivää, ja sillä voi tehdä yhden palautuksen.` });
    const [mail] = await linkMails(order.email);
    expect(mail).toMatchObject({ language: 'fi', subject: `Palautuslinkki tilaukselle ${order.number} – Kaira Outdoor` });
    const token = await lastLinkToken(order.email, FORM_LINK);
    expect(mail.body_text).toContain(`http://localhost/palautukset/lomake/${token}/`);
    const stored = await env.DB.prepare('SELECT token_hash, created_at, expires_at, used_at FROM return_links WHERE order_id = ?1').bind(order.id).all<any>();
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0].token_hash).toBe(await sha256Hex(token));
    expect(JSON.stringify(stored.results)).not.toContain(token);
    expect(Date.parse(stored.results[0].expires_at) - Date.parse(stored.results[0].created_at)).toBe(7 * 86_400_000);
    expect(stored.results[0].used_at).toBeNull();
  });

  it('answers "order not found" alike for a wrong email and an unknown number, and mails nothing', async () => {
    const order = await returnableOrder();
    const stranger = newAddress('stranger');
    const wrongEmail = await returnsCall('/returns/request/', { email: stranger, order_number: order.number }, { lang: 'en' });
    const unknown = await returnsCall('/returns/request/', { email: order.email, order_number: 'K00000000' }, { lang: 'en' });
    expect(wrongEmail.status).toBe(404);
    expect(unknown.status).toBe(404);
    const message = 'Order not found. Check the email address and the order number.';
    expect(await wrongEmail.json()).toEqual({ error: { code: 'order_not_found', message, fields: {} } });
    expect(await unknown.json()).toEqual({ error: { code: 'order_not_found', message, fields: {} } });
    expect(await mailsTo(stranger)).toEqual([]);
    expect(await linkMails(order.email)).toEqual([]);
  });

  it('lets a logged-in customer pick one of their own orders without an email, and refuses another customer\'s order number', async () => {
    const owner = await loggedInCustomer();
    const order = await returnableOrder('delivered', new Date().toISOString(), owner.email);
    const own = await returnsCall('/returns/request/', { order_number: order.number }, { token: owner.token });
    expect(own.status, await own.clone().text()).toBe(200);
    expect(await linkMails(owner.email)).toHaveLength(1);

    const other = await loggedInCustomer();
    const refused = await returnsCall('/returns/request/', { order_number: order.number }, { token: other.token, lang: 'en' });
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).code).toBe('order_not_found');
    expect(await linkMails(other.email)).toEqual([]);
    expect(await linkMails(owner.email)).toHaveLength(1);
  });

  it('asks a guest for the email with "This is a required field."', async () => {
    const response = await returnsCall('/returns/request/', { order_number: 'K12345678' }, { lang: 'en' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'invalid_request', message: 'This is a required field.', fields: { email: 'This is a required field.' } });
  });

  it('refuses an order that has not shipped, saying it can still be cancelled, and mails nothing', async () => {
    const order = await returnableOrder('processing', null);
    const response = await returnsCall('/returns/request/', { email: order.email, order_number: order.number }, { lang: 'en' });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'not_shipped', message: 'The order has not been shipped yet, so it cannot be returned. You can still cancel it on the order page.', fields: {},
    });
    expect(await linkMails(order.email)).toEqual([]);
  });

  it('refuses an order delivered more than 100 days ago: the order exceeded the 100-day return time', async () => {
    const order = await returnableOrder('delivered', new Date(Date.now() - 102 * 86_400_000).toISOString());
    const response = await returnsCall('/returns/request/', { email: order.email, order_number: order.number }, { lang: 'en' });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({ code: 'return_time_expired', message: 'The order exceeded the 100-day return time.' });
  });

  it('limits the links one address can be sent, from whatever client', async () => {
    const email = newAddress('limit');
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await returnsCall('/returns/request/', { email, order_number: 'K00000001' }, { lang: 'en' })).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(answers[10]).toBe(429);
  });

  it('refuses a cross-site request', async () => {
    const response = await app.fetch(new Request('http://localhost/api/returns/request/', {
      method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: JSON.stringify({ email: 'a@example.com', order_number: 'K12345678' }),
    }), env);
    expect(response.status).toBe(403);
  });
});
