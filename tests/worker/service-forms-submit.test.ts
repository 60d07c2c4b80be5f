/**
 * Issue 16 item 6: the question and corporate forms store what was sent,
 * mail customer service and the sender, refuse bad input field by field,
 * ignore a filled honeypot, write one submission for a double click, limit
 * each client and sender, and keep the submission when the mail cannot go.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { retryOutbox } from '../../worker/services/orders/outbox-retry.ts';
import { SERVICE_FORM_ADDRESS_LIMIT, SERVICE_FORM_CLIENT_LIMIT } from '../../worker/services/service-forms/form-limits.ts';
import {
  failingQueue, formAddress, formClient, mailsAbout, mailsOfAddress, postForm, submissionsOf, type ErrorBody,
} from './service-forms-helpers.ts';

const CONTACT_EMAIL = 'asiakaspalvelu@kaira.fi';

const question = (email: string) => ({ name: 'Aino Virtanen', email, topic: 'delivery', subject: 'Where is my parcel?', message: 'Ordered last week.\nNo parcel yet.', order_number: 'k1234 5678' });
const company = (email: string) => ({
  company: 'Tunturi Oy', country: 'fi', vat_number: '0112038-9', contact_name: 'Mikko Laine', email, phone: '+358 40 123 4567', interests: ['events', 'staff_clothing'], message: '',
});
const request = (email: string) => ({ company: 'Tunturi Oy', contact_name: 'Mikko Laine', email, phone: '040 123 4567', needs: 'Shell jackets for our 40 guides', quantity: '40' });

interface Sent { ok: true; reference: string; message: string }

describe('POST /api/forms/ask/', () => {
  it('stores the question, mails customer service in Finnish and the sender a copy in their language, and answers its reference', async () => {
    const email = formAddress('ask');
    const response = await postForm('/forms/ask/', question(email), { lang: 'sv' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const sent = await response.json<Sent>();
    expect(sent.reference).toMatch(/^Q\d{8}$/);
    expect(sent.message).toContain(sent.reference);
    expect(sent.message).toMatch(/Tack!/);
    const [stored] = await submissionsOf(email);
    expect(stored).toMatchObject({ form: 'ask', reference: sent.reference, name: 'Aino Virtanen', language: 'sv' });
    expect(JSON.parse(stored.fields)).toEqual({ name: 'Aino Virtanen', email, topic: 'delivery', subject: 'Where is my parcel?', message: 'Ordered last week.\nNo parcel yet.', order_number: 'K12345678' });
    const mails = await mailsAbout(sent.reference);
    expect(mails.map((mail) => [mail.kind, mail.to_email, mail.language])).toEqual([
      ['form_ask_service', CONTACT_EMAIL, 'fi'], ['form_ask_receipt', email, 'sv'],
    ]);
    expect(mails[0].subject).toBe(`Kysymys ${sent.reference}: Where is my parcel?`);
    expect(mails[0].body_text).toContain(`Vastaa lähettäjälle osoitteeseen ${email}.`);
    expect(mails[0].body_text).toContain('Aihe: Toimitus');
    expect(mails[0].body_text).toContain('Kieli: Svenska');
    expect(mails[1].subject).toBe(`Kaira Outdoor: vi har tagit emot din fråga (${sent.reference})`);
    expect(mails[1].body_text).toContain('Hej Aino Virtanen,');
    expect(mails[1].body_text).toContain('Ämne: Leverans');
    expect(mails[1].body_text).toContain('Ordernummer: K12345678');
    expect(mails[1].body_text).toContain('Din fråga:\nOrdered last week.\nNo parcel yet.');
  });

  it('says "This is a required field." for each empty field and the format for a bad order number, in the request\'s language, storing nothing', async () => {
    const email = formAddress('bad');
    const response = await postForm('/forms/ask/', { name: '', email, subject: ' ', message: '', order_number: '123' });
    expect(response.status).toBe(400);
    const body = await response.json<ErrorBody>();
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.fields).toEqual({
      name: 'This is a required field.', topic: 'This is a required field.', subject: 'This is a required field.', message: 'This is a required field.',
      order_number: 'Check the order number: K and 8 digits, such as K12345678.',
    });
    const finnish = await (await postForm('/forms/ask/', { ...question(email), topic: 'weather' }, { lang: 'fi' })).json<ErrorBody>();
    expect(finnish.error.fields).toEqual({ topic: 'Valitse aihe.' });
    expect(await submissionsOf(email)).toEqual([]);
  });

  it('refuses a body that is not an object, and a call from another site, before anything is stored', async () => {
    expect((await postForm('/forms/ask/', ['x'])).status).toBe(400);
    const email = formAddress('cross');
    const crossSite = await postForm('/forms/ask/', question(email), { headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(await submissionsOf(email)).toEqual([]);
  });

  it('answers a filled honeypot like a success, and stores and mails nothing', async () => {
    const email = formAddress('bot');
    const response = await postForm('/forms/ask/', { ...question(email), website: 'https://spam.example' });
    expect(response.status).toBe(200);
    expect((await response.json<Sent>()).reference).toMatch(/^Q\d{8}$/);
    expect(await submissionsOf(email)).toEqual([]);
    expect(await mailsOfAddress(email)).toEqual([]);
  });

  it('writes one submission and one pair of mails for a double click with the same idempotency key', async () => {
    const email = formAddress('double');
    const body = { ...question(email), idempotency_key: crypto.randomUUID() };
    const client = formClient();
    const [first, second] = await Promise.all([postForm('/forms/ask/', body, { client }), postForm('/forms/ask/', body, { client })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = [await first.json<Sent>(), await second.json<Sent>()];
    expect(a.reference).toBe(b.reference);
    expect(await submissionsOf(email)).toHaveLength(1);
    expect(await mailsOfAddress(email)).toHaveLength(1);
    const later = await (await postForm('/forms/ask/', body, { client })).json<Sent>();
    expect(later.reference).toBe(a.reference);
    expect(await submissionsOf(email)).toHaveLength(1);
  });

  it('keeps the submission when the Queue is down, and the outbox hands its mails on later', async () => {
    const email = formAddress('queue-down');
    const errors = console.error;
    console.error = () => {};
    const response = await postForm('/forms/ask/', question(email), { vars: { OUTBOX: failingQueue } });
    console.error = errors;
    expect(response.status).toBe(200);
    const { reference } = await response.json<Sent>();
    expect(await submissionsOf(email)).toHaveLength(1);
    const mails = await mailsAbout(reference);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.sent_at === null)).toBe(true);
    const handed: number[] = [];
    const queue = { send: async () => {}, sendBatch: async (messages: Array<{ body: { emailId: number } }>) => { handed.push(...messages.map((message) => message.body.emailId)); } };
    await retryOutbox({ ...env, OUTBOX: queue as never }, new Date(Date.now() + 11 * 60_000));
    expect(handed).toEqual(expect.arrayContaining(mails.map((mail) => mail.id)));
  });
});

describe('POST /api/forms/corporate-info/', () => {
  it('stores the company with its VAT number as the register writes it and its interests, and mails both sides', async () => {
    const email = formAddress('company');
    const response = await postForm('/forms/corporate-info/', company(email), { lang: 'de' });
    expect(response.status).toBe(200);
    const sent = await response.json<Sent>();
    expect(sent.reference).toMatch(/^B\d{8}$/);
    const [stored] = await submissionsOf(email);
    expect(stored).toMatchObject({ form: 'corporate_info', name: 'Mikko Laine', language: 'de' });
    expect(JSON.parse(stored.fields)).toMatchObject({ vat_number: 'FI01120389', country: 'fi', interests: ['staff_clothing', 'events'] });
    const [service, receipt] = await mailsAbout(sent.reference);
    expect(service.subject).toBe(`Yritystiedot ${sent.reference}: Tunturi Oy`);
    expect(service.body_text).toContain('ALV-numero: FI01120389');
    expect(service.body_text).toContain('Kiinnostuksen kohteet: Henkilöstön vaatetus ja työvaatteet, Tapahtumat ja virkistyspäivät');
    expect(receipt.language).toBe('de');
    expect(receipt.body_text).toContain('USt-IdNr.: FI01120389');
    expect(receipt.body_text).toContain('Land: Finnland');
  });

  it("refuses a VAT number that does not fit the chosen country's format, with the field's message", async () => {
    const email = formAddress('vat');
    const response = await postForm('/forms/corporate-info/', { ...company(email), country: 'se' });
    expect(response.status).toBe(400);
    expect((await response.json<ErrorBody>()).error.fields).toEqual({ vat_number: 'Check the VAT number: it does not match the format of the chosen country.' });
    const missing = await postForm('/forms/corporate-info/', { email });
    expect(Object.keys((await missing.json<ErrorBody>()).error.fields ?? {}).sort()).toEqual(['company', 'contact_name', 'country', 'phone', 'vat_number']);
    expect(await submissionsOf(email)).toEqual([]);
  });
});

describe('POST /api/forms/enterprise/', () => {
  it('stores the request with its estimated quantity and answers an E reference', async () => {
    const email = formAddress('enterprise');
    const response = await postForm('/forms/enterprise/', request(email), { lang: 'fi' });
    expect(response.status).toBe(200);
    const sent = await response.json<Sent>();
    expect(sent.reference).toMatch(/^E\d{8}$/);
    expect(sent.message).toMatch(/^Kiitos!/);
    expect(JSON.parse((await submissionsOf(email))[0].fields)).toMatchObject({ needs: 'Shell jackets for our 40 guides', quantity: 40 });
    const [service, receipt] = await mailsAbout(sent.reference);
    expect(service.body_text).toContain('Arvioitu määrä (kpl): 40');
    expect(receipt.body_text).toContain('Mitä tarvitsette?:\nShell jackets for our 40 guides');
  });

  it('refuses a quantity that is not a whole number', async () => {
    const response = await postForm('/forms/enterprise/', { ...request(formAddress()), quantity: 'about forty' });
    expect((await response.json<ErrorBody>()).error.fields).toEqual({ quantity: 'Give the quantity as a whole number, or leave the field empty.' });
  });

  it('answers another method with 405 naming POST', async () => {
    const get = await app.fetch(new Request('http://localhost/api/forms/enterprise/'), env);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('limits of the forms', () => {
  it('refuses a client past its limit with 429, Retry-After and a translated message, after counting only valid submissions', async () => {
    const client = formClient();
    expect((await postForm('/forms/ask/', { email: 'not valid' }, { client })).status).toBe(400);
    for (let sent = 0; sent < SERVICE_FORM_CLIENT_LIMIT.limit; sent += 1) {
      expect((await postForm('/forms/enterprise/', request(formAddress('limit')), { client })).status).toBe(200);
    }
    const refused = await postForm('/forms/ask/', question(formAddress('limit')), { client, lang: 'fi' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json<ErrorBody>()).error.message).toMatch(/^Olet lähettänyt useita viestejä lyhyessä ajassa/);
  });

  it("limits the submissions in one sender's name from any client, since each mails that address", async () => {
    const email = formAddress('victim');
    for (let sent = 0; sent < SERVICE_FORM_ADDRESS_LIMIT.limit; sent += 1) {
      expect((await postForm('/forms/ask/', question(email.toUpperCase()))).status).toBe(200);
    }
    expect((await postForm('/forms/ask/', question(email))).status).toBe(429);
    expect(await submissionsOf(email)).toHaveLength(SERVICE_FORM_ADDRESS_LIMIT.limit);
  });
});
