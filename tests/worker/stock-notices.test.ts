/**
 * Issue 15 item 8, decision 020: a back-in-stock notice goes once per
 * confirmed sign-up when the variant can be ordered again, localised, in
 * text and HTML, linking to the product on the sign-up's host and to the
 * remove page.
 */
import { createExecutionContext, createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { app } from '../../worker/app.ts';
import { translatorFor } from '../../worker/i18n.ts';
import { scheduled } from '../../worker/scheduled.ts';
import { sendStockNotices } from '../../worker/services/stock-alerts/send-notices.ts';
import { productCatalogue } from '../fixtures/product-catalogue.ts';

/** Out of stock in the fixture (shipping time 999, no stock); 1000 beside it is in stock. */
const VARIANT = 1001;
/** The queue is left out of sign-ups: their confirmation mails are not this file's subject. */
const quiet = { ...env, OUTBOX: undefined };

let productPath = '';
beforeAll(async () => {
  expect((await importCatalogue(env.DB, productCatalogue())).ok).toBe(true);
  const slugs = await env.DB.prepare(`SELECT m.slug AS model, mf.slug AS manufacturer FROM variants v JOIN product_models m ON m.id = v.model_id
    JOIN manufacturers mf ON mf.id = m.manufacturer_id WHERE v.id = ?`).bind(VARIANT).first<{ model: string; manufacturer: string }>();
  productPath = `/${slugs!.manufacturer}/${slugs!.model}/`;
});

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM stock_notifications'),
    env.DB.prepare('DELETE FROM variant_stocks WHERE variant_id = ?').bind(VARIANT),
    env.DB.prepare('UPDATE variants SET shipping_time = 999 WHERE id = ?').bind(VARIANT),
    env.DB.prepare(`DELETE FROM outbox_emails WHERE kind = 'stock_notice'`),
  ]);
});

let clients = 0;
async function signUp(email: string, language: string, origin = 'http://localhost'): Promise<string> {
  const response = await app.fetch(new Request(`${origin}/api/product_availability_email_notify/`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${++clients}` },
    body: JSON.stringify({ email, product_id: VARIANT, lang_code: language }),
  }), quiet);
  expect(response.status).toBe(200);
  return (await env.DB.prepare('SELECT token FROM stock_notifications WHERE email = ?').bind(email).first<string>('token'))!;
}

async function confirmedSignUp(email: string, language: string, origin?: string): Promise<string> {
  const token = await signUp(email, language, origin);
  await env.DB.prepare('UPDATE stock_notifications SET confirmed_at = ? WHERE token = ?').bind(new Date().toISOString(), token).run();
  return token;
}

const stockArrives = (quantity = 2, blocked = 0) =>
  env.DB.prepare('INSERT INTO variant_stocks (variant_id, store_id, quantity, blocked) VALUES (?, 1, ?, ?)').bind(VARIANT, quantity, blocked).run();

interface Notice { id: number; to_email: string; language: string; subject: string; body_text: string; body_html: string }
const notices = async () => (await env.DB.prepare(`SELECT id, to_email, language, subject, body_text, body_html FROM outbox_emails WHERE kind = 'stock_notice' ORDER BY id`).all<Notice>()).results;
const notifiedAt = (token: string) => env.DB.prepare('SELECT notified_at FROM stock_notifications WHERE token = ?').bind(token).first<string | null>('notified_at');

function recordingQueue() {
  const sent: number[] = [];
  return { sent, env: { ...env, OUTBOX: { send: async ({ emailId }: { emailId: number }) => { sent.push(emailId); }, sendBatch: async () => {} } as never } };
}

describe('the back-in-stock notice', () => {
  it('is not sent while the variant cannot be ordered', async () => {
    const token = await confirmedSignUp('waiting@example.com', 'en');
    expect(await sendStockNotices(quiet, new Date())).toBe(0);
    expect(await notices()).toEqual([]);
    expect(await notifiedAt(token)).toBeNull();
  });

  it('goes once to each confirmed sign-up when stock arrives, in its language, to the Queue, and never again', async () => {
    const fi = await confirmedSignUp('aino@example.fi', 'fi');
    const sv = await confirmedSignUp('bea@example.se', 'sv');
    const unconfirmed = await signUp('cai@example.com', 'en');
    await stockArrives();
    const queue = recordingQueue();
    expect(await sendStockNotices(queue.env, new Date())).toBe(2);
    const mails = await notices();
    expect(mails.map((mail) => [mail.to_email, mail.language])).toEqual([['aino@example.fi', 'fi'], ['bea@example.se', 'sv']]);
    expect(queue.sent).toEqual(mails.map((mail) => mail.id));
    expect(await notifiedAt(fi)).not.toBeNull();
    expect(await notifiedAt(sv)).not.toBeNull();
    expect(await notifiedAt(unconfirmed)).toBeNull();
    // The next runs find nothing to send.
    expect(await sendStockNotices(queue.env, new Date())).toBe(0);
    expect(await notices()).toHaveLength(2);
  });

  it('names the product and links to its page on the sign-up\'s host and to the remove page, in text and HTML', async () => {
    const token = await confirmedSignUp('dag@example.se', 'sv');
    await stockArrives();
    await sendStockNotices(quiet, new Date());
    const [mail] = await notices();
    const sv = translatorFor('sv');
    const name = await env.DB.prepare(`SELECT t.name FROM product_model_texts t JOIN variants v ON v.model_id = t.model_id WHERE v.id = ? AND t.language = 'sv'`)
      .bind(VARIANT).first<string>('name');
    expect(mail.subject).toContain(name!);
    expect(mail.subject).toContain('Kaira Outdoor');
    expect(mail.body_text).toContain(sv('mail.stockNotice.heading'));
    const productUrl = `http://localhost/sv${productPath}`;
    const removeUrl = `http://localhost/sv/stock-alerts/${token}/remove/`;
    expect(mail.body_text.split('\n')).toEqual(expect.arrayContaining([productUrl, removeUrl]));
    expect(mail.body_html).toContain('<html lang="sv">');
    expect(mail.body_html).toContain(`href="${productUrl}"`);
    expect(mail.body_html).toContain(`href="${removeUrl}"`);
    // The remove link works: it names this sign-up.
    const removePage = await app.fetch(new Request(removeUrl), quiet);
    expect(removePage.status).toBe(200);
  });

  it('links a Finnish sign-up on localhost without a prefix, and one on a brand host to its language\'s brand host', async () => {
    await confirmedSignUp('eero@example.fi', 'fi');
    await confirmedSignUp('frida@example.se', 'sv', 'https://kaira.fi');
    await confirmedSignUp('gustav@example.de', 'de', 'https://kaira.de');
    await stockArrives();
    await sendStockNotices(quiet, new Date());
    const byAddress = Object.fromEntries((await notices()).map((mail) => [mail.to_email, mail.body_text.split('\n')]));
    expect(byAddress['eero@example.fi']).toContain(`http://localhost${productPath}`);
    expect(byAddress['frida@example.se']).toContain(`https://kaira.se${productPath}`);
    expect(byAddress['gustav@example.de']).toContain(`https://kaira.de${productPath}`);
  });

  it('is sent once when two runs overlap', async () => {
    await confirmedSignUp('hilla@example.fi', 'fi');
    await stockArrives();
    const [first, second] = await Promise.all([sendStockNotices(quiet, new Date()), sendStockNotices(quiet, new Date())]);
    expect(first + second).toBe(1);
    expect(await notices()).toHaveLength(1);
  });

  it('counts a variant on supplier order as orderable, but not one whose only stock is blocked from sale', async () => {
    await confirmedSignUp('ilona@example.fi', 'fi');
    await stockArrives(2, 2);
    expect(await sendStockNotices(quiet, new Date())).toBe(0);
    await env.DB.prepare('UPDATE variants SET shipping_time = 10 WHERE id = ?').bind(VARIANT).run();
    expect(await sendStockNotices(quiet, new Date())).toBe(1);
  });

  it('goes again to a sign-up made anew after its notice, when the variant comes back once more', async () => {
    await confirmedSignUp('juho@example.fi', 'fi');
    await stockArrives();
    expect(await sendStockNotices(quiet, new Date())).toBe(1);
    // Sold out again; the shopper signs up again (the row is re-armed, still confirmed).
    await env.DB.prepare('DELETE FROM variant_stocks WHERE variant_id = ?').bind(VARIANT).run();
    await signUp('juho@example.fi', 'fi');
    expect(await sendStockNotices(quiet, new Date())).toBe(0);
    await stockArrives();
    expect(await sendStockNotices(quiet, new Date())).toBe(1);
    expect(await notices()).toHaveLength(2);
  });

  it('is sent by the cron job', async () => {
    await confirmedSignUp('kaisa@example.fi', 'fi');
    await stockArrives();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await scheduled(createScheduledController({ scheduledTime: new Date(), cron: '*/5 * * * *' }), quiet, createExecutionContext());
    log.mockRestore();
    expect((await notices()).map((mail) => mail.to_email)).toEqual(['kaisa@example.fi']);
  });
});
