import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isLanguage, type Language } from '../../shared/languages.ts';
import type { AppEnv } from '../hono-env.ts';

/** A 400 carrying per-field messages; app.onError answers `{ error: { code, message, fields } }`. */
export class BadInputError extends HTTPException {
  readonly code: string;
  readonly fields: Record<string, string>;
  constructor(code: string, message: string, fields: Record<string, string>) {
    super(400, { message });
    this.code = code;
    this.fields = fields;
  }
}

export function badQuery(field: string, message: string): BadInputError {
  return new BadInputError('invalid_query', `Invalid query parameter: ${field}.`, { [field]: message });
}

/** The `lang` query when given (it must be a shop language), else the language of the host or prefix. */
export function queryLanguage(c: Context<AppEnv>): Language {
  const value = c.req.query('lang');
  if (value === undefined) return c.get('language');
  if (!isLanguage(value)) throw badQuery('lang', 'Use one of fi, en, sv, de, fr, ru.');
  return value;
}

/** A required positive integer id in the query. */
export function queryId(c: Context<AppEnv>, field: string): number {
  const value = c.req.query(field);
  if (value === undefined || value === '') throw badQuery(field, 'Required.');
  if (!/^[1-9]\d{0,9}$/.test(value)) throw badQuery(field, 'Must be a positive whole number.');
  return Number(value);
}

/** A required slug path in the query: lower-case letters, digits, hyphens and slashes; outer slashes dropped. */
export function querySlugPath(c: Context<AppEnv>, field: string): string {
  const value = c.req.query(field);
  if (value === undefined || value.trim() === '') throw badQuery(field, 'Required.');
  const path = value.trim().replace(/^\/+|\/+$/g, '').toLowerCase();
  if (path.length > 300 || !/^[\p{L}\p{N}_-]+(?:\/[\p{L}\p{N}_-]+)*$/u.test(path)) throw badQuery(field, 'Must be a page path such as "delivery" or "guides/skiing".');
  return path;
}
