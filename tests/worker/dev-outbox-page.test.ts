/**
 * Issue 15 item 8, decision 020: locally mail lands in the dev outbox,
 * readable at GET /api/dev/outbox/ and on the /dev/outbox/ page.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { escapeHtml } from '../../worker/html/html-escape.ts';
import { translatorFor } from '../../worker/i18n.ts';
import { composeMail } from '../../worker/services/mail/compose-mail.ts';
import { queueMail } from '../../worker/services/mail/queue-mail.ts';

const get = (path: string, vars: Record<string, unknown> = {}) => app.fetch(new Request(`http://localhost${path}`), { ...env, ...vars });

let mails = 0;
async function outboxMail(subject = `Activate your account <${++mails}>`) {
  const mail = composeMail({
    subject, heading: 'Hello Aino,', paragraphs: ['Activate your account with the link below.'],
    action: { label: 'Activate account', url: `http://localhost/accounts/activate/token-${mails}/` }, brandName: 'Kaira Outdoor', language: 'en',
  });
  const id = await queueMail({ ...env, OUTBOX: undefined }, { kind: 'account_activation', to: `aino.${mails}@example.fi`, language: 'en', mail }, new Date());
  return { id, mail, to: `aino.${mails}@example.fi`, url: `http://localhost/accounts/activate/token-${mails}/` };
}

describe('the dev outbox page', () => {
  it('lists the latest mails with subject, recipient and time, the text with clickable links and the HTML in a sandboxed frame', async () => {
    const { mail, to, url } = await outboxMail();
    const response = await get('/en/dev/outbox/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    const en = translatorFor('en');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<title>${escapeHtml(en('mail.devOutbox.title'))} - Kaira Outdoor</title>`);
    expect(html).toMatch(/<main>.*<h1>/s);
    expect(html).toContain(`>${escapeHtml(mail.subject)}</h2>`);
    expect(html).toContain(`<dd>${to}</dd>`);
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[^"]+">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/);
    expect(html).toContain(`<a href="${url}">${url}</a>`);
    expect(html).toContain(`<iframe title="${escapeHtml(en('mail.devOutbox.htmlFrame', { subject: mail.subject }))}" sandbox="allow-scripts allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox"`);
    // The mail's own HTML, escaped into srcdoc, its links opening in the page.
    expect(html).toContain(`srcdoc="${escapeHtml(mail.html.replace('<head>', '<head><base target="_top">'))}"`);
  });

  it('says whether each mail was sent, by which transport, and why a try failed', async () => {
    const sent = await outboxMail();
    const failed = await outboxMail();
    await env.DB.batch([
      env.DB.prepare(`UPDATE outbox_emails SET sent_at = '2026-11-03T10:00:00.000Z', transport = 'dev-outbox', provider_message_id = 'x' WHERE id = ?`).bind(sent.id),
      env.DB.prepare(`UPDATE outbox_emails SET last_error = 'Mail API answered 503' WHERE id = ?`).bind(failed.id),
    ]);
    const html = await (await get('/en/dev/outbox/')).text();
    const en = translatorFor('en');
    expect(html).toContain(escapeHtml(en('mail.devOutbox.sent', { time: '2026-11-03 10:00:00 UTC', transport: 'dev-outbox' })));
    expect(html).toContain(escapeHtml(en('mail.devOutbox.unsent')));
    expect(html).toContain('Mail API answered 503');
  });

  it('speaks the language of its path', async () => {
    await outboxMail();
    const html = await (await get('/dev/outbox/')).text();
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain(escapeHtml(translatorFor('fi')('mail.devOutbox.title')));
  });

  it('is the shop\'s 404 page while DEV_OUTBOX is off, like any unknown path', async () => {
    const off = await get('/en/dev/outbox/', { DEV_OUTBOX: '' });
    expect(off.status).toBe(404);
    const html = await off.text();
    expect(html).toContain(escapeHtml(translatorFor('en')('errors.pageNotFound', { path: '/en/dev/outbox/' })));
    expect(html).not.toContain(translatorFor('en')('mail.devOutbox.title'));
  });
});

describe('GET /api/dev/outbox/', () => {
  it('gives each mail\'s HTML part and how it was delivered', async () => {
    const { id, mail } = await outboxMail();
    const { emails } = await (await get('/api/dev/outbox/')).json<{ emails: Array<Record<string, unknown>> }>();
    const listed = emails.find((email) => email.id === id)!;
    expect(listed).toMatchObject({ body_text: mail.text, body_html: mail.html, sent_at: null, transport: null, provider_message_id: null, last_error: null });
  });
});
