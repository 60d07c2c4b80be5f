import type { Context } from 'hono';
import type { AppEnv } from '../hono-env.ts';
import { BadInputError } from './bad-input.ts';

/** JSON bodies of the shop's calls are small; anything larger is refused before parsing. */
export const MAX_JSON_BODY_BYTES = 32 * 1024;

/** The body's text, read in chunks and given up past the limit: a chunked upload declares no length. */
async function readLimitedText(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string | null> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The request's JSON body, or a 400 naming `body` when it is too large or not JSON. */
export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_JSON_BODY_BYTES) throw tooLarge();
  const text = await readLimitedText(c.req.raw.body, MAX_JSON_BODY_BYTES);
  if (text === null) throw tooLarge();
  try {
    return JSON.parse(text);
  } catch {
    throw new BadInputError('invalid_json', 'The request body is not valid JSON.', { body: 'Send a JSON object.' });
  }
}

const tooLarge = () => new BadInputError('body_too_large', 'The request body is too large.', { body: `At most ${MAX_JSON_BODY_BYTES} bytes.` });
