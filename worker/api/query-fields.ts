import * as v from 'valibot';
import { BadInputError } from './bad-input.ts';

/** A query value that must be a positive whole number (ids): text in, number out. */
export const idValue = (message = 'Must be a positive whole number.') =>
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, message), v.transform(Number));

/** The message of a required key the query lacks, whatever the field's own schema says. */
export const REQUIRED_MESSAGE = 'Required.';

/**
 * The query parsed by a valibot schema, or a 400 `{ error: { code, message,
 * fields } }` with the first message of every bad field (worker/api/bad-input.ts).
 * A missing required key reads "Required.": the object schema reports it with
 * valibot's own text (as shared/product/notify-schema.ts notes for its MISSING).
 */
export function parseQuery<S extends v.GenericSchema>(schema: S, query: Record<string, string>, message: string): v.InferOutput<S> {
  const checked = v.safeParse(schema, query);
  if (checked.success) return checked.output;
  const fields: Record<string, string> = {};
  for (const issue of checked.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string') fields.query ??= issue.message;
    else fields[key] ??= isMissingKey(issue) ? REQUIRED_MESSAGE : issue.message;
  }
  throw new BadInputError('invalid_query', message, fields);
}

/** The object schema's issue for an absent key: its path ends at the key and nothing was given there. */
function isMissingKey(issue: v.BaseIssue<unknown>): boolean {
  return issue.type === 'object' && issue.path?.length === 1 && issue.input === undefined;
}
