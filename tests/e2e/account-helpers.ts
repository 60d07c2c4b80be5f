/**
 * Browser-test helpers for accounts (issue 15): a customer made through the
 * API (the browser context shares its cookies), the link of the latest mail
 * to an address from the dev outbox, and the console noise of expected
 * refusals (a wrong password is a 401 the browser logs as a failed load).
 */
import { expect, type APIRequestContext } from '@playwright/test';

export const PASSWORD = 'correct horse battery';

interface OutboxMail { to_email: string; body_text: string; kind: string }

/** A mail link with a one-time token (its path segments are localised, so only the token's shape is matched). */
const TOKEN_LINK = /https?:\/\/\S+\/[A-Za-z0-9_-]{43}\//;

/** The token link of the newest mail of the kind to the address, as a local path; waits for the mail to be written. */
export async function mailedLink(request: APIRequestContext, email: string, kind: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const { emails } = (await (await request.get('/api/dev/outbox/')).json()) as { emails: OutboxMail[] };
    const mail = emails.find((entry) => entry.to_email.toLowerCase() === email.toLowerCase() && entry.kind === kind);
    expect(mail, `a ${kind} mail to ${email}`).toBeTruthy();
    link = new URL(TOKEN_LINK.exec(mail!.body_text)![0]).pathname;
  }).toPass({ timeout: 15_000 });
  return link;
}

export const ACTIVATION_MAIL = 'account_activation';
export const RESET_MAIL = 'account_password_reset';
export const DELETE_MAIL = 'account_delete_account';

/** Registers and activates an account through the API, in the language given. */
export async function activeAccount(request: APIRequestContext, email: string, language = 'en'): Promise<void> {
  const registered = await request.post(`/api/auth/register/?lang=${language}`, { data: { email, password: PASSWORD, first_name: 'Aino', last_name: 'Virtanen' } });
  expect(registered.status()).toBe(200);
  const link = await mailedLink(request, email, ACTIVATION_MAIL);
  const token = link.split('/').filter(Boolean).pop();
  expect((await request.post('/api/auth/activate/', { data: { token } })).status()).toBe(200);
}

/** Console lines a test may see: the browser logs an expected 4xx answer (a wrong password, a logged-out user check) as a failed load. */
export function unexpectedProblems(problems: readonly string[]): string[] {
  return problems.filter((text) => !/Failed to load resource: the server responded with a status of (400|401)/.test(text));
}
