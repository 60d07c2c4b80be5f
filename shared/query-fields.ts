/**
 * Query values of the API calls, for the schemas that worker/middleware/validate.ts
 * runs over `c.req.query()`: every value arrives as text.
 */
import * as v from 'valibot';

/** A positive whole number (ids): text in, number out. */
export const idValue = (message = 'Must be a positive whole number.') =>
  v.pipe(v.string(message), v.nonEmpty('Required.'), v.regex(/^[1-9]\d{0,9}$/, message), v.transform(Number));

/** A slug path as the catalogue stores it: outer slashes dropped, lower case. */
export const normaliseSlugPath = (value: string) => value.trim().replace(/^\/+|\/+$/g, '').toLowerCase();

/** A page path such as "delivery" or "guides/skiing": letters, digits, hyphens and slashes; outer slashes dropped. */
export const slugPathValue = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Required.'),
  v.transform(normaliseSlugPath),
  v.check((path) => path.length <= 300 && /^[\p{L}\p{N}_-]+(?:\/[\p{L}\p{N}_-]+)*$/u.test(path), 'Must be a page path such as "delivery" or "guides/skiing".'),
);
