/**
 * Issue 16 item 6: newsletter sign-ups are a double opt-in. The sign-up
 * stores the consent (text version, language, time) pending and mails a
 * confirm link; only the link page's button confirms (a mail scanner
 * opening the link changes nothing); every newsletter mail carries an
 * unsubscribe link; the answer never tells whether an address is subscribed.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { currentConsentVersion } from '../../shared/service/newsletter-schema.ts';
import { app } from '../../worker/app.ts';
import { purgeUnconfirmedSubscriptions } from '../../worker/data/newsletter-subscriptions.ts';
import { embeddedPayload } from './helpers.ts';
import { formAddress, mailsOfAddress, postForm, type ErrorBody } from './service-forms-helpers.ts';

const CONFIRM_LINK = /\/newsletter\/confirm\/([A-Za-z0-9_-]{43})\//;
const UNSUBSCRIBE_LINK = /\/newsletter\/unsubscribe\/([A-Za-z0-9_-]{43})\//;

interface Subscription { id: number; status: string; language: string; consent_version: string; consent_language: string; consented_at: string; confirmed_at: string | null; unsubscribed_at: string | null; name: string; company: string }

const subscriptionOf = (list: string, email: string) =>
  env.DB.prepare('SELECT * FROM newsletter_subscriptions WHERE list = ? AND email = ?').bind(list, email).first<Subscription>();
const consentEvents = async (id: number) =>
  (await env.DB.prepare('SELECT action, consent_version, language FROM newsletter_consent_events WHERE subscription_id = ? ORDER BY id').bind(id).all()).results;

const subscribe = (email: string, list = 'corporate', lang = 'en', extra: Record<string, unknown> = {}) =>
  postForm('/newsletters/subscribe/', { list, email, name: 'Aino', company: 'Tunturi Oy', consent: true, ...extra }, { lang });

function lastToken(mails: Array<{ body_text: string }>, pattern: RegExp): string {
  const match = pattern.exec(mails[mails.length - 1].body_text);
  if (!match) throw new Error(`no link ${pattern} in the last mail`);
  return match[1];
}

describe('a newsletter sign-up', () => {
  it('is stored pending with the consent version, language and time, and mails a confirm link and an unsubscribe link', async () => {
    const email = formAddress('news');
    const before = new Date().toISOString();
    const response = await subscribe(email, 'corporate', 'en');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: 'Almost there: we sent a confirmation link to the address. The subscription starts when you open the link and press its button.' });
    const row = await subscriptionOf('corporate', email);
    expect(row).toMatchObject({ status: 'pending', language: 'en', consent_version: 'corporateV1', consent_language: 'en', confirmed_at: null, name: 'Aino', company: 'Tunturi Oy' });
    expect(row!.consented_at >= before).toBe(true);
    expect(await consentEvents(row!.id)).toEqual([{ action: 'given', consent_version: 'corporateV1', language: 'en' }]);
    const [mail] = await mailsOfAddress(email);
    expect(mail.kind).toBe('newsletter_confirm');
    expect(mail.subject).toBe('Kaira Outdoor, Corporate newsletter: confirm your subscription');
    expect(mail.body_text).toMatch(CONFIRM_LINK);
    expect(mail.body_text).toMatch(UNSUBSCRIBE_LINK);
    // Only hashes are kept.
    const token = lastToken([mail], CONFIRM_LINK);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM newsletter_tokens WHERE token_hash = ?').bind(token).first('n')).toBe(0);
  });

  it('is confirmed only by the button: opening the link (a mail scanner) changes nothing', async () => {
    const email = formAddress('scanner');
    await subscribe(email, 'forest', 'fi');
    const token = lastToken(await mailsOfAddress(email), /\/uutiskirje\/vahvista\/([A-Za-z0-9_-]{43})\//);
    const page = await app.fetch(new Request(`http://localhost/uutiskirje/vahvista/${token}/`), env);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(embeddedPayload(html)).toMatchObject({ page: 'newsletterConfirm', props: { token } });
    expect(html).toContain('Vahvista tilaus');
    const head = await app.fetch(new Request(`http://localhost/uutiskirje/vahvista/${token}/`, { method: 'HEAD' }), env);
    expect(head.status).toBeLessThan(500);
    expect((await subscriptionOf('forest', email))!.status).toBe('pending');
    expect(await mailsOfAddress(email)).toHaveLength(1);

    const confirmed = await postForm('/newsletters/confirm/', { token }, { lang: 'fi' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ ok: true, message: 'Tilauksesi on vahvistettu. Tervetuloa!' });
    const row = await subscriptionOf('forest', email);
    expect(row!.status).toBe('confirmed');
    expect(row!.confirmed_at).not.toBeNull();
    expect(await consentEvents(row!.id)).toEqual([
      { action: 'given', consent_version: currentConsentVersion('forest'), language: 'fi' },
      { action: 'confirmed', consent_version: currentConsentVersion('forest'), language: 'fi' },
    ]);
    const mails = await mailsOfAddress(email);
    expect(mails.map((mail) => mail.kind)).toEqual(['newsletter_confirm', 'newsletter_welcome']);
    expect(mails[1].body_text).toMatch(/\/uutiskirje\/peru\/[A-Za-z0-9_-]{43}\//);
    // Confirming again is "confirmed", with no second welcome.
    expect((await postForm('/newsletters/confirm/', { token })).status).toBe(200);
    expect(await mailsOfAddress(email)).toHaveLength(2);
  });

  it('unsubscribes by the link of any of its mails, and a confirm link of before cannot subscribe it again', async () => {
    const email = formAddress('leaving');
    await subscribe(email);
    const confirm = lastToken(await mailsOfAddress(email), CONFIRM_LINK);
    await postForm('/newsletters/confirm/', { token: confirm });
    const unsubscribe = lastToken(await mailsOfAddress(email), UNSUBSCRIBE_LINK);
    const page = await app.fetch(new Request(`http://localhost/en/newsletter/unsubscribe/${unsubscribe}/`), env);
    expect(embeddedPayload(await page.text())).toMatchObject({ page: 'newsletterUnsubscribe', props: { token: unsubscribe } });
    expect((await subscriptionOf('corporate', email))!.status).toBe('confirmed');

    const response = await postForm('/newsletters/unsubscribe/', { token: unsubscribe });
    expect(response.status).toBe(200);
    expect((await response.json<{ message: string }>()).message).toMatch(/^You have unsubscribed/);
    const row = await subscriptionOf('corporate', email);
    expect(row).toMatchObject({ status: 'unsubscribed' });
    expect(row!.unsubscribed_at).not.toBeNull();
    expect((await consentEvents(row!.id)).map((event) => (event as { action: string }).action)).toEqual(['given', 'confirmed', 'withdrawn']);
    // Again: still "unsubscribed". The old confirm link: refused, and nothing changes.
    expect((await postForm('/newsletters/unsubscribe/', { token: unsubscribe })).status).toBe(200);
    const old = await postForm('/newsletters/confirm/', { token: confirm });
    expect(old.status).toBe(400);
    expect((await old.json<ErrorBody>()).error.code).toBe('token_invalid');
    expect((await subscriptionOf('corporate', email))!.status).toBe('unsubscribed');
  });

  it('can be made again after unsubscribing: pending with the new consent, then confirmed', async () => {
    const email = formAddress('returning');
    await subscribe(email, 'forest');
    await postForm('/newsletters/unsubscribe/', { token: lastToken(await mailsOfAddress(email), UNSUBSCRIBE_LINK) });
    expect((await subscriptionOf('forest', email))!.status).toBe('unsubscribed');
    const again = await subscribe(email, 'forest', 'de', { name: 'Aino V.' });
    expect(again.status).toBe(200);
    const pending = await subscriptionOf('forest', email);
    expect(pending).toMatchObject({ status: 'pending', language: 'de', consent_language: 'de', name: 'Aino V.' });
    const mails = await mailsOfAddress(email);
    expect(mails[mails.length - 1].language).toBe('de');
    const confirm = lastToken(mails, /\/de\/newsletter\/bestaetigen\/([A-Za-z0-9_-]{43})\//);
    expect((await postForm('/newsletters/confirm/', { token: confirm })).status).toBe(200);
    expect((await subscriptionOf('forest', email))!.status).toBe('confirmed');
    expect((await consentEvents(pending!.id)).map((event) => (event as { action: string }).action)).toEqual(['given', 'withdrawn', 'given', 'confirmed']);
  });

  it('of an address already confirmed answers the same and changes nothing; the inbox alone hears of it', async () => {
    const email = formAddress('known');
    const unknown = await (await subscribe(formAddress('stranger'))).json();
    await subscribe(email);
    await postForm('/newsletters/confirm/', { token: lastToken(await mailsOfAddress(email), CONFIRM_LINK) });
    const before = await subscriptionOf('corporate', email);
    const second = await subscribe(email, 'corporate', 'en', { name: 'Someone else', company: 'Other Ltd' });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(unknown);
    expect(await subscriptionOf('corporate', email)).toEqual(before);
    const mails = await mailsOfAddress(email);
    expect(mails[mails.length - 1].kind).toBe('newsletter_already_subscribed');
    expect(mails[mails.length - 1].body_text).toMatch(UNSUBSCRIBE_LINK);
    expect(mails[mails.length - 1].body_text).not.toMatch(CONFIRM_LINK);
  });

  it('needs the ticked consent box and a consent version of its own list', async () => {
    const email = formAddress('no-consent');
    const none = await postForm('/newsletters/subscribe/', { list: 'forest', email });
    expect(none.status).toBe(400);
    expect((await none.json<ErrorBody>()).error.fields).toEqual({ consent: 'Tick the box to give your consent: we cannot send the newsletter without it.' });
    const unticked = await subscribe(email, 'forest', 'sv', { consent: false });
    expect((await unticked.json<ErrorBody>()).error.fields).toEqual({ consent: 'Kryssa i rutan för att ge ditt samtycke: utan det kan vi inte skicka nyhetsbrevet.' });
    const otherList = await subscribe(email, 'forest', 'en', { consent_version: 'corporateV1' });
    expect(otherList.status).toBe(400);
    expect(await subscriptionOf('forest', email)).toBeNull();
  });

  it('with a filled honeypot answers like any other and stores and mails nothing', async () => {
    const email = formAddress('bot');
    const response = await subscribe(email, 'corporate', 'en', { website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await subscriptionOf('corporate', email)).toBeNull();
    expect(await mailsOfAddress(email)).toEqual([]);
  });

  it('sends one confirmation for a double click with the same idempotency key', async () => {
    const email = formAddress('double');
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([subscribe(email, 'forest', 'en', { idempotency_key: key }), subscribe(email, 'forest', 'en', { idempotency_key: key })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await mailsOfAddress(email)).toHaveLength(1);
  });

  it('is limited per address: the sixth sign-up of one address in a day is refused', async () => {
    const email = formAddress('flood');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await subscribe(email)).status).toBe(200);
    const refused = await subscribe(email);
    expect(refused.status).toBe(429);
    expect((await refused.json<ErrorBody>()).error.message).toMatch(/^Too many sign-ups/);
  });
});

describe('the links', () => {
  it('refuse a forged token and an expired confirm link with their messages', async () => {
    const forged = await postForm('/newsletters/confirm/', { token: 'A'.repeat(43) });
    expect(forged.status).toBe(400);
    expect(await forged.json<ErrorBody>()).toMatchObject({ error: { code: 'token_invalid', fields: { token: 'This link no longer works. If you want the newsletter, sign up again.' } } });
    expect((await postForm('/newsletters/unsubscribe/', { token: 'B'.repeat(43) })).status).toBe(400);
    expect((await postForm('/newsletters/confirm/', { token: '../x' })).status).toBe(400);

    const email = formAddress('late');
    await subscribe(email);
    const token = lastToken(await mailsOfAddress(email), CONFIRM_LINK);
    await env.DB.prepare("UPDATE newsletter_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE purpose = 'confirm' AND subscription_id = (SELECT id FROM newsletter_subscriptions WHERE email = ?)").bind(email).run();
    const expired = await postForm('/newsletters/confirm/', { token });
    expect((await expired.json<ErrorBody>()).error.code).toBe('token_expired');
    expect((await subscriptionOf('corporate', email))!.status).toBe('pending');
  });

  it('render their pages, not for search results, in every language', async () => {
    for (const path of ['/en/newsletter/confirm/x/', '/uutiskirje/vahvista/x/', '/sv/nyhetsbrev/avsluta/x/', '/fr/newsletter/desabonnement/x/', '/ru/rassylka/podtverdit/x/']) {
      const response = await app.fetch(new Request(`http://localhost${path}`), env);
      expect(response.status, path).toBe(200);
      expect(embeddedPayload(await response.text()).head.robots, path).toBe('noindex, nofollow');
    }
  });
});

describe('the weekly clean-up', () => {
  it('deletes sign-ups never confirmed within a week, and returns a lapsed re-subscription to unsubscribed with its record', async () => {
    const never = formAddress('never');
    await subscribe(never);
    const lapsed = formAddress('lapsed');
    await subscribe(lapsed);
    await postForm('/newsletters/confirm/', { token: lastToken(await mailsOfAddress(lapsed), CONFIRM_LINK) });
    await postForm('/newsletters/unsubscribe/', { token: lastToken(await mailsOfAddress(lapsed), UNSUBSCRIBE_LINK) });
    await subscribe(lapsed);
    await purgeUnconfirmedSubscriptions(env.DB, new Date(Date.now() + 8 * 86_400_000));
    expect(await subscriptionOf('corporate', never)).toBeNull();
    const kept = await subscriptionOf('corporate', lapsed);
    expect(kept!.status).toBe('unsubscribed');
    expect(await consentEvents(kept!.id)).toHaveLength(4);
  });
});
