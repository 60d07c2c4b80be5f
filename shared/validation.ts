/**
 * The one way a valibot result becomes per-field messages (architecture:
 * "Validation"), for the worker's 400 `{ error: { code, message, fields } }`
 * and for the forms that show the same messages beside their fields.
 */
import * as v from 'valibot';
import { isRecord } from './is-record.ts';

export type FieldErrors = Record<string, string>;

export type Validation<T> = { ok: true; request: T } | { ok: false; fields: FieldErrors };

/** What a missing key says when the caller names nothing better. */
const REQUIRED_MESSAGE = 'Required.';
/** What an input that is not an object says when the caller names nothing better. */
const NOT_AN_OBJECT_MESSAGE = 'Send a JSON object.';

export interface FieldErrorTexts {
  /** The field that names the input as a whole (not an object, a rule with no field); 'body' by default. */
  root?: string;
  /** The root field's message when the input is not an object. */
  notAnObject?: string;
  /**
   * A key the input lacks: valibot reports it with the object's own (English)
   * text, so it says this instead. A function may name a message per field.
   */
  missing?: string | ((field: string) => string | undefined);
  /** Key fields by their top-level name only ('sortIds' for a bad entry in it), not by the whole path ('products.2.amount'). */
  topLevel?: boolean;
}

/** The object schema's issue for an absent key: its path ends at the key and nothing was there. */
function isMissingKey(issue: v.BaseIssue<unknown>): boolean {
  return issue.input === undefined && issue.path?.at(-1)?.origin === 'key';
}

function missingMessage(texts: FieldErrorTexts, field: string): string {
  const { missing } = texts;
  if (typeof missing === 'function') return missing(field) ?? REQUIRED_MESSAGE;
  return missing ?? REQUIRED_MESSAGE;
}

/** The first message of each field, keyed by its path ('products.2.amount') or its top-level key. */
function fieldErrors(issues: readonly v.BaseIssue<unknown>[], texts: FieldErrorTexts = {}): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const keys = (issue.path ?? []).map((item) => String(item.key));
    const field = (texts.topLevel ? keys.slice(0, 1) : keys).join('.') || (texts.root ?? 'body');
    fields[field] ??= isMissingKey(issue) && keys.length > 0 ? missingMessage(texts, keys[keys.length - 1]) : issue.message;
  }
  return fields;
}

/**
 * Runs an object schema over an input. valibot's object schema takes an array
 * as an object with its keys missing: such an input is refused as a whole instead.
 */
export function validateInput<S extends v.GenericSchema>(schema: S, input: unknown, texts: FieldErrorTexts = {}): Validation<v.InferOutput<S>> {
  if (!isRecord(input)) return { ok: false, fields: { [texts.root ?? 'body']: texts.notAnObject ?? NOT_AN_OBJECT_MESSAGE } };
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true, request: result.output } : { ok: false, fields: fieldErrors(result.issues, texts) };
}

/** Field errors of a part of the input, named from the whole ('checkout.products.0.amount'). */
export function prefixFields(prefix: string, fields: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [`${prefix}.${key}`, value]));
}

/** A real calendar day written YYYY-MM-DD (the date input's value): 2026-02-31 is none. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
