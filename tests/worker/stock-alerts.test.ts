/**
 * Issue 14 item 3, decision 017: a back-in-stock sign-up is confirmed by a
 * double opt-in mail before it counts, is removable by a link, and sign-ups
 * are limited per client and per address.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { app } from '../../worker/app.ts';
import { escapeHtml } from '../../worker/html/html-escape.ts';
import { translatorFor } from '../../worker/i18n.ts';
import { STOCK_ALERT_EMAIL_LIMIT, STOCK_ALERT_LIMIT } from '../../worker/services/rate-limit.ts';
import { purgeUnconfirmedStockAlerts } from '../../worker/services/stock-alerts/purge-unconfirmed.ts';
import { productCatalogue } from '../fixtures/product-catalogue.ts';

const VARIANT = 1001;

beforeAll(async () => {
  expect((await importCatalogue(env.DB, productCatalogue())).ok).toBe(true);
});

let clients = 0;
/** A client of the test's own (TEST-NET-3), so counts never carry over between tests. */
const newClient = () => `203.0.113.${++clients}`;
let addresses = 0;
const newAddress = () => `shopper.${++addresses}@example.com`;

function signUp(email: string, language = 'en', client = newClient(), variantId = VARIANT): Promise<Response> {
  return app.fetch(new Request('http://localhost/api/product_availability_email_notify/', {
    method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': client },
    body: JSON.stringify({ email, product_id: variantId, lang_code: language }),
  }), env);
}

const visit = (url: string, method = 'GET') => app.fetch(new Request(url, { method, headers: method === 'POST' ? { origin: 'http://localhost' } : {} }), env);

interface Row { token: string; confirmed_at: string | null; language: string }
const rowOf = (email: string) => env.DB.prepare('SELECT token, confirmed_at, language FROM stock_notifications WHERE email = ?').bind(email).first<Row>();

interface Mail { kind: string; to_email: string; language: string; subject: string; body_text: string }
async function mailsTo(email: string): Promise<Mail[]> {
  const { emails } = await (await app.fetch(new Request('http://localhost/api/dev/outbox/'), env)).json<{ emails: Mail[] }>();
  return emails.filter((mail) => mail.to_email === email);
}

/** The rows the back-in-stock sender mails when stock arrives: confirmed and still waiting (index stock_notifications_pending). */
const waiting = async (email: string) => Number(await env.DB.prepare(
  'SELECT COUNT(*) AS n FROM stock_notifications WHERE email = ? AND notified_at IS NULL AND confirmed_at IS NOT NULL').bind(email).first('n'));

const linkIn = (mail: Mail, action: 'confirm' | 'remove') => mail.body_text.split('\n').find((line) => line.endsWith(`/${action}/`))!;

describe('the confirmation mail', () => {
  it('goes to the outbox in the sign-up\'s language, naming the product, with a confirm and a remove link', async () => {
    const email = newAddress();
    expect((await signUp(email, 'sv')).status).toBe(200);
    const row = (await rowOf(email))!;
    expect(row).toMatchObject({ confirmed_at: null, language: 'sv' });
    expect(row.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [mail] = await mailsTo(email);
    const sv = translatorFor('sv');
    expect(mail).toMatchObject({ kind: 'stock_alert_confirmation', language: 'sv', subject: sv('stockAlert.subject', { brand: 'Kaira Outdoor' }) });
    const name = await env.DB.prepare(`SELECT t.name FROM product_model_texts t JOIN variants v ON v.model_id = t.model_id WHERE v.id = ? AND t.language = 'sv'`)
      .bind(VARIANT).first<string>('name');
    expect(mail.body_text).toContain(name!);
    expect(mail.body_text).toContain(sv('stockAlert.mailIgnore'));
    expect(linkIn(mail, 'confirm')).toBe(`http://localhost/sv/stock-alerts/${row.token}/confirm/`);
    expect(linkIn(mail, 'remove')).toBe(`http://localhost/sv/stock-alerts/${row.token}/remove/`);
  });

  it('is sent again for a sign-up still unconfirmed, with the same links, and not for one confirmed', async () => {
    const email = newAddress();
    await signUp(email);
    await signUp(email);
    const [again, first] = await mailsTo(email);
    expect(linkIn(again, 'confirm')).toBe(linkIn(first, 'confirm'));
    await visit(linkIn(first, 'confirm'), 'POST');
    expect((await signUp(email)).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
  });
});

describe('the confirm link', () => {
  it('does not count a sign-up until its link is followed and its button pressed', async () => {
    const email = newAddress();
    await signUp(email, 'de');
    expect(await waiting(email)).toBe(0);
    const [mail] = await mailsTo(email);
    // Opening the link (as a mail scanner does) shows the page and changes nothing.
    const page = await visit(linkIn(mail, 'confirm'));
    expect(page.status).toBe(200);
    const html = await page.text();
    const de = translatorFor('de');
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(escapeHtml(de('stockAlert.confirmTitle')));
    expect(html).toContain(`<form method="post" action="/de/stock-alerts/${(await rowOf(email))!.token}/confirm/">`);
    expect(await waiting(email)).toBe(0);
    const confirmed = await visit(linkIn(mail, 'confirm'), 'POST');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(escapeHtml(de('stockAlert.confirmedTitle')));
    expect(await waiting(email)).toBe(1);
    // Followed again later, it says so.
    expect(await (await visit(linkIn(mail, 'confirm'))).text()).toContain(escapeHtml(de('stockAlert.confirmedTitle')));
  });
});

describe('the remove link', () => {
  it('removes the sign-up with its button, and says it is removed however often it is followed', async () => {
    const email = newAddress();
    await signUp(email, 'fr');
    const [mail] = await mailsTo(email);
    await visit(linkIn(mail, 'confirm'), 'POST');
    const fr = translatorFor('fr');
    const page = await visit(linkIn(mail, 'remove'));
    expect(await page.text()).toContain(escapeHtml(fr('stockAlert.removeTitle')));
    expect(await rowOf(email)).not.toBeNull();
    const removed = await visit(linkIn(mail, 'remove'), 'POST');
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain(escapeHtml(fr('stockAlert.removedTitle')));
    expect(await rowOf(email)).toBeNull();
    expect(await (await visit(linkIn(mail, 'remove'), 'POST')).text()).toContain(escapeHtml(fr('stockAlert.removedTitle')));
    expect(await (await visit(linkIn(mail, 'remove'))).text()).toContain(escapeHtml(fr('stockAlert.removedTitle')));
    // The confirm link of a removed sign-up no longer works, and says so in the link's language.
    const gone = await visit(linkIn(mail, 'confirm'));
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain(escapeHtml(fr('stockAlert.goneTitle')));
  });

  it('answers unknown and malformed tokens with a page, never the 404 page', async () => {
    const en = translatorFor('en');
    const unknown = 'A'.repeat(32);
    for (const token of [unknown, 'x', '%3Cscript%3E']) {
      const confirm = await visit(`http://localhost/en/stock-alerts/${token}/confirm/`);
      expect(confirm.status).toBe(410);
      expect(await confirm.text()).toContain(escapeHtml(en('stockAlert.goneTitle')));
      const remove = await visit(`http://localhost/stock-alerts/${token}/remove/`);
      expect(remove.status).toBe(200);
      expect(await remove.text()).toContain(escapeHtml(translatorFor('fi')('stockAlert.removedTitle')));
    }
  });

  it('refuses a cross-site POST to a link, whatever the token', async () => {
    const email = newAddress();
    await signUp(email);
    const [mail] = await mailsTo(email);
    const forged = await app.fetch(new Request(linkIn(mail, 'remove'), { method: 'POST', headers: { origin: 'https://evil.example' } }), env);
    expect(forged.status).toBe(403);
    expect(await rowOf(email)).not.toBeNull();
  });
});

describe('sign-up limits', () => {
  it('answers the 21st sign-up of a client in an hour 429 with Retry-After and a message in the form\'s language', async () => {
    const client = newClient();
    for (let i = 0; i < STOCK_ALERT_LIMIT.limit; i++) expect((await signUp(newAddress(), 'en', client)).status).toBe(200);
    const email = newAddress();
    const refused = await signUp(email, 'ru', client);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(STOCK_ALERT_LIMIT.windowSeconds);
    expect(await refused.json()).toEqual({ error: { code: 'too_many_requests', message: translatorFor('ru')('stockAlert.tooMany', { minutes: Math.ceil(seconds / 60) }) } });
    expect(await rowOf(email)).toBeNull();
    expect(await mailsTo(email)).toEqual([]);
    expect((await signUp(newAddress(), 'en', newClient())).status).toBe(200);
  });

  it('sends one address at most 5 confirmation mails a day, from however many clients', async () => {
    const email = newAddress();
    for (let i = 0; i < STOCK_ALERT_EMAIL_LIMIT.limit; i++) expect((await signUp(i % 2 ? email.toUpperCase() : email, 'en', newClient(), 1000 + (i % 2))).status).toBe(200);
    expect((await signUp(email, 'en', newClient())).status).toBe(429);
    expect(await mailsTo(email)).toHaveLength(STOCK_ALERT_EMAIL_LIMIT.limit);
    expect((await signUp(newAddress(), 'en', newClient())).status).toBe(200);
  });
});

describe('sign-ups never confirmed', () => {
  it('are deleted after a week, and confirmed ones are kept', async () => {
    const [pending, confirmed] = [newAddress(), newAddress()];
    await signUp(pending);
    await signUp(confirmed);
    await visit(linkIn((await mailsTo(confirmed))[0], 'confirm'), 'POST');
    await purgeUnconfirmedStockAlerts(env, new Date(Date.now() + 6 * 86_400_000));
    expect(await rowOf(pending)).not.toBeNull();
    await purgeUnconfirmedStockAlerts(env, new Date(Date.now() + 8 * 86_400_000));
    expect(await rowOf(pending)).toBeNull();
    expect(await rowOf(confirmed)).not.toBeNull();
  });
});
