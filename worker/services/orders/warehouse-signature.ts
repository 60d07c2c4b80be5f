/**
 * The warehouse webhook's signature (issue 16 item 5, decision 024): the
 * warehouse signs `${timestamp}.${rawBody}` with HMAC-SHA256 and the shared
 * secret WAREHOUSE_WEBHOOK_SECRET, and sends
 * `X-Warehouse-Signature: t=<unix seconds>,v1=<hex>` (more than one v1 while
 * the secret is being rotated). A delivery is taken only when a v1 matches
 * (compared in constant time) and the timestamp is within 5 minutes of the
 * shop's clock either way: a captured delivery cannot be replayed later,
 * and within those minutes its event id is refused the second time.
 */
import { sameSecret } from '../same-secret.ts';

export const WAREHOUSE_SIGNATURE_HEADER = 'x-warehouse-signature';
/** How far the timestamp may be from the shop's clock, either way. */
export const WAREHOUSE_TOLERANCE_SECONDS = 5 * 60;

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

interface SignatureHeader { timestamp: number; signatures: string[] }

/** `t=<seconds>,v1=<64 hex>[,v1=…]`; other keys are ignored (a later scheme version), anything else is malformed. */
export function parseSignatureHeader(header: string): SignatureHeader | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (value === undefined || rest.length > 0) return null;
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value) || timestamp !== null) return null;
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) return null;
      signatures.push(value.toLowerCase());
    }
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The hex HMAC-SHA256 of `${timestamp}.` followed by the body's very bytes (no decoding on the way). */
export async function signWarehouseBody(secret: string, timestamp: number, body: Uint8Array): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const prefix = new TextEncoder().encode(`${timestamp}.`);
  const signed = new Uint8Array(prefix.byteLength + body.byteLength);
  signed.set(prefix);
  signed.set(body, prefix.byteLength);
  return hex(await crypto.subtle.sign('HMAC', key, signed));
}

/** Whether the header signs this body with the secret, at a time close enough to `now`. */
export async function checkWarehouseSignature(secret: string, header: string | undefined, body: Uint8Array, now: Date): Promise<SignatureCheck> {
  if (!header) return { ok: false, reason: 'missing' };
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const expected = await signWarehouseBody(secret, parsed.timestamp, body);
  // Every candidate is compared, so the time taken says nothing about which one came close.
  const matches = parsed.signatures.map((signature) => sameSecret(signature, expected));
  if (!matches.includes(true)) return { ok: false, reason: 'mismatch' };
  if (Math.abs(Math.floor(now.getTime() / 1000) - parsed.timestamp) > WAREHOUSE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  return { ok: true };
}
