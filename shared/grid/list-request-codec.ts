/**
 * The compressed GET form of the product-list call (cat 7): JSON, deflate-raw,
 * base64url. Apart from the schema so the browser bundle carries no validator.
 */
import { readBounded } from '../read-bounded.ts';
import type { ProductListRequest } from '../types/product-list.ts';

/** The product-list GET is used when the compressed request is under this many characters (cat 7, cat 9). */
export const GET_QUERY_LIMIT = 2000;
/** Longer encoded requests are refused before any work: twice what a client ever sends by GET. */
export const MAX_ENCODED_LENGTH = 4000;
/** Inflating stops past this: a valid request (500 ids, a 300-character slug) is far smaller, a bomb is not. */
const MAX_INFLATED_BYTES = 16 * 1024;

type ListRequestDecodeReason = 'too-long' | 'not-base64url' | 'inflate-failed' | 'too-large' | 'not-json';

export class ListRequestDecodeError extends Error {
  readonly reason: ListRequestDecodeReason;
  constructor(reason: ListRequestDecodeReason) {
    super(`Product-list request not decodable: ${reason}`);
    this.name = 'ListRequestDecodeError';
    this.reason = reason;
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep fromCharCode's argument count small.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  // Length 4n+1 cannot come from any byte string.
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) throw new ListRequestDecodeError('not-base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const bytes = await readBounded(stream, limit);
  if (bytes === null) throw new ListRequestDecodeError('too-large');
  return bytes;
}

/** JSON, deflate-raw, base64url without padding: the GET query form of a request (cat 7). */
export async function encodeListRequest(request: ProductListRequest): Promise<string> {
  const stream = new Blob([JSON.stringify(request)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(await readAll(stream, Number.POSITIVE_INFINITY));
}

/** The JSON value inside an encoded request, unvalidated; throws ListRequestDecodeError on anything else. */
export async function decodeListRequest(encoded: string): Promise<unknown> {
  if (encoded.length > MAX_ENCODED_LENGTH) throw new ListRequestDecodeError('too-long');
  const compressed = fromBase64Url(encoded);
  let bytes: Uint8Array;
  try {
    const stream = new Blob([compressed]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    // Read only up to the limit: a small bomb must not inflate to megabytes first.
    bytes = await readAll(stream, MAX_INFLATED_BYTES);
  } catch (error) {
    if (error instanceof ListRequestDecodeError) throw error;
    throw new ListRequestDecodeError('inflate-failed');
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ListRequestDecodeError('not-json');
  }
}

/** True when an encoded request may go by GET; otherwise the client POSTs (cat 7). */
export function fitsGetQuery(encoded: string): boolean {
  return encoded.length < GET_QUERY_LIMIT;
}
