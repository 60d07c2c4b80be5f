import { describe, expect, it, vi } from 'vitest';
import { postAccount, readAccountAnswer } from './account-call.ts';

const refusal = (code: string, message: string, fields: Record<string, unknown> = {}) => ({ error: { code, message, fields } });

describe('readAccountAnswer', () => {
  it('hands a 2xx body on', () => {
    expect(readAccountAnswer(200, { ok: true, message: 'Check your email' })).toEqual({ kind: 'ok', body: { ok: true, message: 'Check your email' } });
  });

  it('reads the API error with its code, message and the fields that have a text', () => {
    expect(readAccountAnswer(400, refusal('invalid_request', 'Enter a valid email address.', { email: 'Enter a valid email address.', other: 3, none: '' })))
      .toEqual({ kind: 'refused', status: 400, code: 'invalid_request', message: 'Enter a valid email address.', fields: { email: 'Enter a valid email address.' } });
    expect(readAccountAnswer(401, refusal('wrong_credentials', 'Wrong username or password.'))).toMatchObject({ kind: 'refused', status: 401, fields: {} });
  });

  it('takes a server failure, an unreadable answer or an empty 2xx as unexpected', () => {
    expect(readAccountAnswer(500, refusal('internal', 'TypeError: x is undefined'))).toEqual({ kind: 'unexpected' });
    expect(readAccountAnswer(400, '<html>')).toEqual({ kind: 'unexpected' });
    expect(readAccountAnswer(403, refusal('not_activated', ''))).toEqual({ kind: 'unexpected' });
    expect(readAccountAnswer(200, null)).toEqual({ kind: 'unexpected' });
  });
});

describe('postAccount', () => {
  it('POSTs JSON with the page language for the server\'s messages', async () => {
    const send = vi.fn(async () => new Response(JSON.stringify({ ok: true, message: 'Sent' }), { status: 200 }));
    await expect(postAccount('/api/auth/password-reset/', { email: 'a@b.fi' }, 'sv', send)).resolves.toEqual({ kind: 'ok', body: { ok: true, message: 'Sent' } });
    expect(send).toHaveBeenCalledWith('/api/auth/password-reset/?lang=sv', expect.objectContaining({ method: 'POST', body: '{"email":"a@b.fi"}' }));
  });

  it('answers unexpected when no answer comes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = vi.fn(async () => { throw new TypeError('Failed to fetch'); });
    await expect(postAccount('/api/auth/login/', {}, 'fi', send)).resolves.toEqual({ kind: 'unexpected' });
  });
});
