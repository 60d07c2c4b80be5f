import { describe, expect, it } from 'vitest';
import { fetchShop } from './helpers.ts';

/** The one error path (docs/decisions/014): every failure of /api/* is `{ error: { code, message, fields? } }`. */
describe('API errors', () => {
  it('answers a known call sent with another method with 405 and the methods it takes', async () => {
    const response = await fetchShop('/api/checkout/', { method: 'GET' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(await response.json()).toEqual({ error: { code: 'method_not_allowed', message: 'Use POST.' } });
  });

  it('names GET and HEAD for a read sent as a DELETE', async () => {
    const response = await fetchShop('/api/resources/', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
  });

  it('answers a path no call serves with 404 whatever the method', async () => {
    const response = await fetchShop('/api/no-such-call/', { method: 'POST' });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });

  it('refuses a language the shop does not speak on any call, naming the lang field', async () => {
    const response = await fetchShop('/api/brands/?lang=xx');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_query', message: 'Invalid query parameter: lang.', fields: { lang: 'Use one of fi, en, sv, de, fr, ru.' } } });
  });

  it('answers a JSON body that does not parse with a 400 on body', async () => {
    const response = await fetchShop('/api/checkout/', { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'invalid_json', fields: { body: 'Send a JSON object.' } });
  });
});
