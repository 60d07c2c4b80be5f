/**
 * Runs a valibot schema over a JSON body and answers the fields of the
 * 400 (architecture: `{ error: { code, message, fields } }`), one message
 * per field path ('products.2.amount'); 'body' when the body is not an object.
 */
import * as v from 'valibot';

export type ObjectValidation<T> = { ok: true; request: T } | { ok: false; fields: Record<string, string> };

/** A missing key is reported by valibot with the type's own text: say "Required." instead. */
function message(issue: v.BaseIssue<unknown>): string {
  return issue.input === undefined && (issue.path?.length ?? 0) > 0 ? 'Required.' : issue.message;
}

export function validateJsonObject<T>(schema: v.GenericSchema<unknown, T>, value: unknown): ObjectValidation<T> {
  // valibot's object schema takes an array for an object with its keys missing: say what is wrong instead.
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, fields: { body: 'Send a JSON object.' } };
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, request: result.output };
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    fields[path || 'body'] ??= message(issue);
  }
  return { ok: false, fields };
}
