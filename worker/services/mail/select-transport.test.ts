import { describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../env.ts';
import { mailSettings, RESEND_API_URL } from './mail-settings.ts';
import { selectMailTransport } from './select-transport.ts';

const env = (vars: Partial<Bindings>) => vars as Bindings;
const noFetch = vi.fn(async () => new Response(null, { status: 500 }));

describe('choosing the mail transport', () => {
  it('takes the dev outbox when MAIL_TRANSPORT says so', async () => {
    const choice = await selectMailTransport(env({ MAIL_TRANSPORT: 'dev-outbox' }), noFetch);
    expect(choice.transport?.name).toBe('dev-outbox');
  });

  it('reads the name in any case and with spaces around it', async () => {
    expect((await selectMailTransport(env({ MAIL_TRANSPORT: ' Dev-Outbox ' }), noFetch)).transport?.name).toBe('dev-outbox');
  });

  it('takes the HTTP API when its key is set, and refuses it without the key', async () => {
    expect((await selectMailTransport(env({ MAIL_TRANSPORT: 'http', MAIL_API_KEY: 're_test' }), noFetch)).transport?.name).toBe('http');
    const refused = await selectMailTransport(env({ MAIL_TRANSPORT: 'http' }), noFetch);
    expect(refused).toEqual({ transport: null, problem: expect.stringContaining('MAIL_API_KEY') });
  });

  it('refuses the Cloudflare binding when there is no MAILER binding', async () => {
    const refused = await selectMailTransport(env({ MAIL_TRANSPORT: 'cloudflare' }), noFetch);
    expect(refused).toEqual({ transport: null, problem: expect.stringContaining('MAILER') });
  });

  it('chooses none when MAIL_TRANSPORT is empty or unknown, and says why (a deploy never pretends)', async () => {
    expect(await selectMailTransport(env({ MAIL_TRANSPORT: '' }), noFetch)).toEqual({ transport: null, problem: 'MAIL_TRANSPORT is not set' });
    expect(await selectMailTransport(env({}), noFetch)).toEqual({ transport: null, problem: 'MAIL_TRANSPORT is not set' });
    const unknown = await selectMailTransport(env({ MAIL_TRANSPORT: 'smtp' }), noFetch);
    expect(unknown).toEqual({ transport: null, problem: 'MAIL_TRANSPORT "smtp" is not one of dev-outbox, cloudflare, http' });
  });
});

describe('the mail settings', () => {
  it('sends from the brand at noreply@ its default host unless MAIL_FROM names a sender', () => {
    expect(mailSettings(env({})).from).toBe('Kaira Outdoor <noreply@kaira.fi>');
    expect(mailSettings(env({ BRAND_NAME: 'Fjäll Sport', BRAND_DOMAIN: 'fjall' })).from).toBe('Fjäll Sport <noreply@fjall.fi>');
    expect(mailSettings(env({ MAIL_FROM: 'Kaira <shop@kaira.se>' })).from).toBe('Kaira <shop@kaira.se>');
  });

  it('falls back to the default sender for a MAIL_FROM that is no mailbox', () => {
    expect(mailSettings(env({ MAIL_FROM: 'Kaira <nobody>' })).from).toBe('Kaira Outdoor <noreply@kaira.fi>');
  });

  it('posts to Resend unless MAIL_API_URL names another http(s) address', () => {
    expect(mailSettings(env({})).apiUrl).toBe(RESEND_API_URL);
    expect(mailSettings(env({ MAIL_API_URL: 'https://mail.test.invalid/emails' })).apiUrl).toBe('https://mail.test.invalid/emails');
    expect(mailSettings(env({ MAIL_API_URL: 'ftp://mail.example.com' })).apiUrl).toBe(RESEND_API_URL);
  });
});
