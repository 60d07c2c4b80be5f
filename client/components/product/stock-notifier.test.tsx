import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { NOTIFY_URL, StockNotifier, sendNotification } from './stock-notifier.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('sendNotification', () => {
  it('posts the email, the variant id and the language as JSON', async () => {
    const sent: Array<{ url: string; init: RequestInit | undefined }> = [];
    const send = (async (url: string, init?: RequestInit) => {
      sent.push({ url, init });
      return json(200, { success: true });
    }) as typeof fetch;
    expect(await sendNotification(' ann@example.com ', 1234, 'fi', send)).toEqual({ kind: 'done' });
    expect(sent[0].url).toBe(NOTIFY_URL);
    expect(sent[0].init?.method).toBe('POST');
    expect(JSON.parse(String(sent[0].init?.body))).toEqual({ email: 'ann@example.com', product_id: 1234, lang_code: 'fi' });
  });

  it('puts the server message for the email field on the field after a 400', async () => {
    const send = (async () => json(400, { error: { code: 'bad_request', message: 'Invalid input.', fields: { email: 'Enter a valid email address.' } } })) as typeof fetch;
    expect(await sendNotification('x@y', 1, 'en', send)).toEqual({ kind: 'invalid', message: 'Enter a valid email address.' });
  });

  it('falls back to the general message of a 400 without field errors', async () => {
    const send = (async () => json(400, { error: { code: 'bad_request', message: 'Unknown product.' } })) as typeof fetch;
    expect(await sendNotification('a@b.fi', 1, 'en', send)).toEqual({ kind: 'invalid', message: 'Unknown product.' });
  });

  it('shows the message of a 429 (too many sign-ups) as it shows a 400\'s', async () => {
    const send = (async () => json(429, { error: { code: 'too_many_requests', message: 'Too many sign-ups. Please try again in 12 minutes.' } })) as typeof fetch;
    expect(await sendNotification('a@b.fi', 1, 'en', send)).toEqual({ kind: 'invalid', message: 'Too many sign-ups. Please try again in 12 minutes.' });
  });

  it('reports other failures as the unexpected error', async () => {
    expect(await sendNotification('a@b.fi', 1, 'en', (async () => json(500, {})) as typeof fetch)).toEqual({ kind: 'failed' });
    expect(await sendNotification('a@b.fi', 1, 'en', (async () => { throw new TypeError('offline'); }) as typeof fetch)).toEqual({ kind: 'failed' });
  });
});

describe('StockNotifier', () => {
  it('renders a required, labelled email field and a status region', () => {
    const html = renderWithSite(<StockNotifier variantId={5} />);
    expect(html).toMatch(/<input id="([^"]+)-email"[^>]*type="email"[^>]*required=""/);
    expect(html).toMatch(/<label class="stock-notifier__label" for="[^"]+-email">/);
    expect(html).toContain('role="status"');
    expect(html).not.toContain('aria-invalid');
  });

  it('sends the server\'s form with its button disabled, so the browser cannot send it before the code has hydrated', () => {
    expect(renderWithSite(<StockNotifier variantId={5} />)).toMatch(/<button type="submit"[^>]*disabled=""/);
  });
});
