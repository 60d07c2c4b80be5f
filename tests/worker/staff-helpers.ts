import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { app } from '../../worker/app.ts';

/** The staff preview secret the worker tests run with (vitest.config.ts, decision 009). */
export const STAFF = 'test-staff-preview-secret-0123456789';

export interface StaffCall {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** true: the staff secret; false: none; a string: that secret. */
  staff?: boolean | string;
  headers?: Record<string, string>;
}

/** A request to a staff endpoint through the whole app; the path may carry its own query, e.g. '?lang=en'. */
export async function staffCall(path: string, { method = 'GET', body, staff = true, headers = {} }: StaffCall = {}): Promise<Response> {
  const secret = staff === true ? STAFF : staff === false ? '' : staff;
  const url = new URL(`http://localhost${path}`);
  if (secret) url.searchParams.set('preview', secret);
  const init: RequestInit = { method, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers } };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  return app.fetch(new Request(url, init), env);
}

/** The JSON of an answer expected to have this status, with its text in the failure message. */
export async function answered<T = any>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json() as Promise<T>;
}

export const count = async (sql: string, ...values: unknown[]) => (await env.DB.prepare(sql).bind(...values).first<number>('n'))!;
