/**
 * Helpers of the account tests (issue 15): calls with a client address of
 * their own, the mails of an address from the outbox, and a registered,
 * activated, logged-in customer in one step.
 */
import { env } from 'cloudflare:workers';
import { app } from '../../worker/app.ts';

let clients = 0;
/** A client of the test's own (TEST-NET-2), so rate-limit counts never carry over between tests. */
export const newClient = () => `198.51.100.${(++clients % 250) + 1}`;
let addresses = 0;
export const newAddress = (name = 'customer') => `${name}.${Date.now().toString(36)}.${++addresses}@example.com`;

interface CallOptions { method?: string; token?: string; client?: string; lang?: string; headers?: Record<string, string> }

/** A JSON call to the API from the shop's own origin. */
export function callApi(path: string, body?: unknown, { method = body === undefined ? 'GET' : 'POST', token, client = newClient(), lang = 'en', headers = {} }: CallOptions = {}): Promise<Response> {
  const url = `http://localhost/api${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
  return app.fetch(new Request(url, {
    method,
    headers: {
      'content-type': 'application/json', 'cf-connecting-ip': client, origin: 'http://localhost',
      ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }), env);
}

export interface OutboxMail { id: number; kind: string; to_email: string; language: string; subject: string; body_text: string; body_html: string }

export async function mailsTo(email: string): Promise<OutboxMail[]> {
  const rows = await env.DB.prepare('SELECT * FROM outbox_emails WHERE lower(to_email) = lower(?) ORDER BY id').bind(email).all<OutboxMail>();
  return rows.results;
}

/** The token of the last mail's link to a route segment ('activate', 'confirm', 'delete-account'). */
export async function lastLinkToken(email: string, pattern: RegExp): Promise<string> {
  const mails = await mailsTo(email);
  for (const mail of mails.reverse()) {
    const match = pattern.exec(mail.body_text);
    if (match) return match[1];
  }
  throw new Error(`no link matching ${pattern} in the mails to ${email}`);
}

export const ACTIVATE_LINK = /\/activate\/([A-Za-z0-9_-]{43})\//;
export const RESET_LINK = /\/confirm\/([A-Za-z0-9_-]{43})\//;
export const DELETE_LINK = /\/delete-account\/([A-Za-z0-9_-]{43})\//;
export const PASSWORD = 'correct horse battery';

export async function register(email: string, extra: Record<string, unknown> = {}): Promise<Response> {
  return callApi('/auth/register/', { email, password: PASSWORD, first_name: 'Aino', last_name: 'Virtanen', ...extra });
}

/** Registers, activates and logs in; answers the session token and the customer id. */
export async function loggedInCustomer(email = newAddress()): Promise<{ email: string; token: string; id: number }> {
  expect200(await register(email));
  expect200(await callApi('/auth/activate/', { token: await lastLinkToken(email, ACTIVATE_LINK) }));
  const login = await callApi('/auth/login/', { email, password: PASSWORD });
  expect200(login);
  const { access_token } = await login.json<{ access_token: string }>();
  const customer = await (await callApi('/customer/', undefined, { token: access_token })).json<{ id: number }>();
  return { email, token: access_token, id: customer.id };
}

function expect200(response: Response): void {
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status}`);
}
