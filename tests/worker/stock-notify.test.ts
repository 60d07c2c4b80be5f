import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { MAX_BODY_BYTES as MAX_JSON_BODY_BYTES } from '../../worker/middleware/validate.ts';
import { productCatalogue } from '../fixtures/product-catalogue.ts';
import { apiFailure, postShop } from './list-api-helpers.ts';

const NOTIFY = '/api/product_availability_email_notify/';
const JSON_TYPE = { 'content-type': 'application/json' };
const notify = (body: unknown, headers: Record<string, string> = {}) =>
  postShop(NOTIFY, typeof body === 'string' ? body : JSON.stringify(body), { ...JSON_TYPE, ...headers });
const rows = async () => (await env.DB.prepare('SELECT email, variant_id, language, notified_at FROM stock_notifications ORDER BY id').all()).results;

beforeAll(async () => {
  expect((await importCatalogue(env.DB, productCatalogue())).ok).toBe(true);
});
beforeEach(async () => {
  await env.DB.prepare('DELETE FROM stock_notifications').run();
});

describe('subscribing to a variant\'s return to stock', () => {
  it('stores the subscription with the address trimmed and lower-cased and answers success', async () => {
    const response = await notify({ email: '  Aino.Virtanen@Example.FI ', product_id: 1001, lang_code: 'fi' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await rows()).toEqual([{ email: 'aino.virtanen@example.fi', variant_id: 1001, language: 'fi', notified_at: null }]);
  });

  it('keeps one row when the same address subscribes again, in any case', async () => {
    expect((await notify({ email: 'bea@example.com', product_id: 1001, lang_code: 'en' })).status).toBe(200);
    const again = await notify({ email: 'BEA@example.com', product_id: 1001, lang_code: 'sv' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true });
    expect(await rows()).toEqual([{ email: 'bea@example.com', variant_id: 1001, language: 'en', notified_at: null }]);
  });

  it('re-arms a subscription already notified, still as one row', async () => {
    await notify({ email: 'cai@example.com', product_id: 1001, lang_code: 'en' });
    await env.DB.prepare(`UPDATE stock_notifications SET notified_at = '2026-02-01T00:00:00Z'`).run();
    expect((await notify({ email: 'cai@example.com', product_id: 1001, lang_code: 'de' })).status).toBe(200);
    expect(await rows()).toEqual([{ email: 'cai@example.com', variant_id: 1001, language: 'de', notified_at: null }]);
  });

  it('accepts a variant that can be ordered right now (stock may have arrived after the page loaded)', async () => {
    expect((await notify({ email: 'dan@example.com', product_id: 1000, lang_code: 'en' })).status).toBe(200);
  });
});

describe('a subscription that cannot be stored', () => {
  it.each([
    ['fi', 'not-an-email', 'Anna kelvollinen sähköpostiosoite, esimerkiksi nimi@esimerkki.fi.'],
    ['en', 'name@', 'Enter a valid email address, for example name@example.com.'],
    ['sv', '   ', 'Ange din e-postadress.'],
    ['de', `${'a'.repeat(250)}@example.com`, 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.'],
  ])('answers a bad email in %s with a 400 whose message the form shows on the field', async (lang, email, message) => {
    const { status, error } = await apiFailure(await notify({ email, product_id: 1001, lang_code: lang }));
    expect(status).toBe(400);
    expect(error).toEqual({ code: 'invalid_request', message, fields: { email: message } });
    expect(await rows()).toEqual([]);
  });

  it('answers a missing email with the required message', async () => {
    const { status, error } = await apiFailure(await notify({ product_id: 1001, lang_code: 'fr' }));
    expect(status).toBe(400);
    expect(error.fields).toEqual({ email: 'Saisissez votre adresse e-mail.' });
  });

  it.each([
    ['an unknown variant', 999_999],
    ['a variant of a product not on public sale', 1020],
  ])('answers %s with a 400 on product_id', async (_, productId) => {
    const { status, error } = await apiFailure(await notify({ email: 'eve@example.com', product_id: productId, lang_code: 'en' }));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'unknown_product', fields: { product_id: 'This product is no longer available, so we cannot notify you about it.' } });
    expect(await rows()).toEqual([]);
  });

  it('answers a product id that is not a whole number, or an unknown language, with a 400 naming the field', async () => {
    expect((await apiFailure(await notify({ email: 'eve@example.com', product_id: '1001', lang_code: 'en' }))).error.fields).toHaveProperty('product_id');
    const { error } = await apiFailure(await notify({ email: 'eve@example.com', product_id: 1001, lang_code: 'xx' }));
    expect(Object.keys(error.fields!)).toEqual(['lang_code']);
  });

  it('answers a body that is not JSON, or over 32 KiB, with a 400 naming body', async () => {
    expect((await apiFailure(await notify('{"email":'))).error).toMatchObject({ code: 'invalid_json', fields: { body: expect.any(String) } });
    const large = JSON.stringify({ email: 'eve@example.com', product_id: 1001, lang_code: 'en', padding: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const { status, error } = await apiFailure(await notify(large));
    expect(status).toBe(400);
    expect(error.code).toBe('body_too_large');
  });
});

describe('the origin of a subscription', () => {
  const valid = { email: 'fay@example.com', product_id: 1001, lang_code: 'en' };

  it.each([
    ['another site\'s Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['a look-alike of the brand host', { origin: 'https://kaira.fi.evil.example' }],
    ['the brand host over plain http', { origin: 'http://kaira.fi' }],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with a 403 and stores nothing', async (_, headers) => {
    const { status, error } = await apiFailure(await notify(valid, headers));
    expect(status).toBe(403);
    expect(error.code).toBe('forbidden');
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['the request\'s own origin', { origin: 'http://localhost' }],
    ['another language host of the brand', { origin: 'https://www.kaira.se' }],
    ['a same-origin fetch', { 'sec-fetch-site': 'same-origin' }],
  ])('accepts %s', async (_, headers) => {
    expect((await notify(valid, headers)).status).toBe(200);
  });
});
