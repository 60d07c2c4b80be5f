import type { Context } from 'hono';
import { readBounded } from '../../shared/read-bounded.ts';
import type { AppEnv } from '../hono-env.ts';
import { BadInputError } from './bad-input.ts';

/** JSON bodies of the shop's calls are small; anything larger is refused before parsing. */
export const MAX_JSON_BODY_BYTES = 32 * 1024;

/** The request's JSON body, or a 400 naming `body` when it is too large or not JSON. */
export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_JSON_BODY_BYTES) throw tooLarge();
  // Read in chunks and given up past the limit: a chunked upload declares no length.
  const bytes = c.req.raw.body ? await readBounded(c.req.raw.body, MAX_JSON_BODY_BYTES) : new Uint8Array();
  if (bytes === null) throw tooLarge();
  const text = new TextDecoder().decode(bytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new BadInputError('invalid_json', 'The request body is not valid JSON.', { body: 'Send a JSON object.' });
  }
}

const tooLarge = () => new BadInputError('body_too_large', 'The request body is too large.', { body: `At most ${MAX_JSON_BODY_BYTES} bytes.` });
