/**
 * Helpers of the question, corporate and newsletter tests (issue 16 item 6):
 * a call with a client of its own and, when a test needs it, other bindings
 * (a Queue that fails), and what the forms stored.
 */
import { env } from 'cloudflare:workers';
import { app } from '../../worker/app.ts';

let clients = 0;
/** A client of the test's own (TEST-NET-1), so rate-limit counts never carry over between tests. */
export const formClient = () => `192.0.2.${(++clients % 250) + 1}`;
let addresses = 0;
export const formAddress = (name = 'sender') => `${name}.${Date.now().toString(36)}.${++addresses}@example.com`;

interface CallOptions { client?: string; lang?: string; vars?: Record<string, unknown>; headers?: Record<string, string> }

/** POSTs a JSON body to /api{path} from the shop's own origin. */
export function postForm(path: string, body: unknown, { client = formClient(), lang = 'en', vars, headers = {} }: CallOptions = {}): Promise<Response> {
  return app.fetch(new Request(`http://localhost/api${path}?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': client, origin: 'http://localhost', ...headers },
    body: JSON.stringify(body),
  }), vars ? { ...env, ...vars } : env);
}

export interface ErrorBody { error: { code: string; message: string; fields?: Record<string, string> } }

/** A Queue whose send fails, as when the Queue is down: the rows stay for the outbox's retries. */
export const failingQueue = { send: async () => { throw new Error('Queue unavailable'); }, sendBatch: async () => { throw new Error('Queue unavailable'); } };

export interface SubmissionRow { id: number; form: string; reference: string; email: string; name: string; language: string; fields: string; client_key: string }

export async function submissionsOf(email: string): Promise<SubmissionRow[]> {
  return (await env.DB.prepare('SELECT * FROM form_submissions WHERE email = ? ORDER BY id').bind(email).all<SubmissionRow>()).results;
}

export interface MailRow { id: number; kind: string; to_email: string; language: string; subject: string; body_text: string; sent_at: string | null }

/** Mails whose subject names the reference (customer service's and the sender's receipt). */
export async function mailsAbout(reference: string): Promise<MailRow[]> {
  return (await env.DB.prepare("SELECT * FROM outbox_emails WHERE subject LIKE '%' || ? || '%' ORDER BY id").bind(reference).all<MailRow>()).results;
}

export async function mailsOfAddress(email: string): Promise<MailRow[]> {
  return (await env.DB.prepare('SELECT * FROM outbox_emails WHERE lower(to_email) = lower(?) ORDER BY id').bind(email).all<MailRow>()).results;
}
