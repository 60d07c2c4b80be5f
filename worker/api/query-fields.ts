import * as v from 'valibot';
import { BadInputError } from './bad-input.ts';

/** A query value that must be a positive whole number (ids): text in, number out. */
export const idValue = (message = 'Must be a positive whole number.') =>
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, message), v.transform(Number));

/**
 * The query parsed by a valibot schema, or a 400 `{ error: { code, message,
 * fields } }` with the first message of every bad field (worker/api/bad-input.ts).
 */
export function parseQuery<S extends v.GenericSchema>(schema: S, query: Record<string, string>, message: string): v.InferOutput<S> {
  const checked = v.safeParse(schema, query);
  if (checked.success) return checked.output;
  const fields: Record<string, string> = {};
  for (const issue of checked.issues) {
    const key = issue.path?.[0]?.key;
    fields[typeof key === 'string' ? key : 'query'] ??= issue.message;
  }
  throw new BadInputError('invalid_query', message, fields);
}
