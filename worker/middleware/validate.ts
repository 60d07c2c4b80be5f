import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { Language } from '../../shared/languages.ts';
import { readBounded } from '../../shared/read-bounded.ts';
import { validateInput, type FieldErrors, type FieldErrorTexts } from '../../shared/validation.ts';
import { badInput } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { translatorFor } from '../i18n.ts';

/** Bodies of the shop's calls are small; anything larger is refused before parsing. */
export const MAX_BODY_BYTES = 32 * 1024;

type ValidationTarget = 'json' | 'query' | 'form';

interface ValidationFailure extends FieldErrorTexts {
  /** The 400's `code`. */
  code: string;
  /** The 400's `message`; a function may pick one of the (translated) field messages. */
  message: string | ((fields: FieldErrors) => string);
  /**
   * The schema's messages are dictionary keys: the 400's message and fields
   * are translated (the form shows the same texts), in the request's language
   * or the one this names from the input.
   */
  translate?: boolean | ((input: unknown) => Language | undefined);
}

/** A form's 400: each field keeps its message, and the first one is also the 400's message. */
export const firstFieldMessage = (fields: FieldErrors): string => Object.values(fields)[0] ?? '';

/** A query's 400 names its first bad parameter: "Invalid query parameter: taxAreaId.". */
export const INVALID_QUERY: ValidationFailure = {
  code: 'invalid_query',
  message: (fields) => `Invalid query parameter: ${Object.keys(fields)[0]}.`,
};

/**
 * A check for input that one schema cannot say (several parts with their own
 * codes, a compressed request to decode first): the input and the request in,
 * the request or the 400 out.
 */
export type InputCheck<T> = (input: unknown, c: Context<AppEnv>) => CheckResult<T> | Promise<CheckResult<T>>;
type CheckResult<T> = { ok: true; request: T } | { ok: false; error: { code: string; message: string; fields: FieldErrors } };

/** Typed like Hono's own validator, so a handler reads the output with `c.req.valid(target)`. */
type Validated<T extends ValidationTarget, Output> = {
  in: { [K in T]: unknown };
  out: { [K in T]: Output };
};

const tooLarge = () => badInput('body_too_large', 'The request body is too large.', { body: `At most ${MAX_BODY_BYTES} bytes.` });

/** The body's bytes, read in chunks and given up past the limit: a chunked upload declares no length. */
async function readBody(c: Context<AppEnv>): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(c.req.header('content-length') ?? '0') > MAX_BODY_BYTES) throw tooLarge();
  const bytes = c.req.raw.body ? await readBounded(c.req.raw.body, MAX_BODY_BYTES) : new Uint8Array();
  if (bytes === null) throw tooLarge();
  return bytes as Uint8Array<ArrayBuffer>;
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = new TextDecoder().decode(await readBody(c));
  try {
    return JSON.parse(text);
  } catch {
    throw badInput('invalid_json', 'The request body is not valid JSON.', { body: 'Send a JSON object.' });
  }
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * A url-encoded or multipart form as text fields; a repeated name keeps its
 * last value. A body that is not a form has no fields, as Hono's parseBody says.
 */
async function readForm(c: Context<AppEnv>): Promise<Record<string, string>> {
  const contentType = c.req.header('content-type') ?? '';
  const bytes = await readBody(c);
  if (!FORM_TYPES.test(contentType)) return {};
  try {
    const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    return Object.fromEntries([...form.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
  } catch {
    throw badInput('invalid_form', 'The request body is not a form.', { body: 'Send a form.' });
  }
}

function readInput(c: Context<AppEnv>, target: ValidationTarget): unknown {
  if (target === 'query') return c.req.query();
  return target === 'json' ? readJson(c) : readForm(c);
}

function translatorOf(c: Context<AppEnv>, input: unknown, translate: ValidationFailure['translate']): (text: string) => string {
  if (!translate) return (text) => text;
  const language = typeof translate === 'function' ? translate(input) : undefined;
  return language ? translatorFor(language) : c.get('t');
}

/** The shared schema as a check: its field messages, translated when asked, in the failure's 400. */
function schemaCheck<S extends v.GenericSchema>(target: ValidationTarget, schema: S, failure: ValidationFailure): InputCheck<v.InferOutput<S>> {
  const texts: FieldErrorTexts = { root: target === 'query' ? 'query' : 'body', topLevel: target !== 'json', ...failure };
  return (input, c) => {
    const checked = validateInput(schema, input, texts);
    if (checked.ok) return checked;
    const say = translatorOf(c, input, failure.translate);
    const fields = Object.fromEntries(Object.entries(checked.fields).map(([field, text]) => [field, say(text)]));
    return { ok: false, error: { code: failure.code, message: typeof failure.message === 'string' ? say(failure.message) : failure.message(fields), fields } };
  };
}

/**
 * The one validator of request input (architecture: "one validator factory
 * for bodies, queries and forms"): reads the target, runs the shared schema
 * (or a check) and throws the 400 `{ error: { code, message, fields } }`
 * through onError, or hands the output on to the handler as `c.req.valid(target)`.
 */
export function validate<T extends ValidationTarget, S extends v.GenericSchema>(
  target: T, schema: S, failure: ValidationFailure,
): MiddlewareHandler<AppEnv, string, Validated<T, v.InferOutput<S>>>;
export function validate<T extends ValidationTarget, R>(target: T, check: InputCheck<R>): MiddlewareHandler<AppEnv, string, Validated<T, R>>;
export function validate(target: ValidationTarget, schemaOrCheck: v.GenericSchema | InputCheck<unknown>, failure: ValidationFailure = INVALID_QUERY): MiddlewareHandler<AppEnv> {
  const check = typeof schemaOrCheck === 'function' ? schemaOrCheck : schemaCheck(target, schemaOrCheck, failure);
  return async (c, next) => {
    const checked = await check(await readInput(c, target), c);
    if (!checked.ok) throw badInput(checked.error.code, checked.error.message, checked.error.fields);
    c.req.addValidatedData(target, checked.request as object);
    await next();
  };
}
