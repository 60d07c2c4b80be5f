/**
 * What the account services need besides their input: the bindings, the
 * time, the brand, and the mails' links on the visitor's host (issue 15 item 8).
 */
import type { Language } from '../../../shared/languages.ts';
import type { Bindings } from '../../env.ts';

export interface AccountLinks {
  /** Absolute URL of a route (shared/route-table.ts id) in the language. */
  route(routeId: string, language: Language, params?: Record<string, string>): string;
  /** The origin the request came to, stored with a new account for the reminder job's links ('' in the job). */
  origin: string;
}

export interface AccountContext {
  env: Bindings;
  now: Date;
  brandName: string;
  links: AccountLinks;
}

export const ACTIVATION_DAYS = 7;
export const RESET_HOURS = 2;
export const DELETE_HOURS = 24;
export const STOP_REMINDERS_DAYS = 30;

export const later = (now: Date, hours: number) => new Date(now.getTime() + hours * 3600 * 1000).toISOString();
