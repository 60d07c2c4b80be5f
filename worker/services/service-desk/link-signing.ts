/**
 * The HMAC-SHA256 machinery of the service desk's signed links (decisions
 * 023 and 025): the case page's signed token (case-links.ts) and the
 * complaint attachments' expiring links (attachment-links.ts). Each kind has
 * its own random key, made on first use and kept in D1 (signing_keys,
 * migration 0018), and signs a message that names its purpose, so a
 * signature made for one never opens the other.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { signingKeySecret } from '../../data/signing-keys.ts';
import { randomToken } from '../orders/secrets.ts';

/** Bytes as base64url without padding (what a link carries). */
export const base64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

/** The bytes of a base64url text, or null for anything that is not one. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The HMAC key of the signing key `name`, made at random when there is none yet. */
export async function linkSigningKey(db: D1Database, name: string, now: Date): Promise<CryptoKey> {
  const secret = fromBase64url(await signingKeySecret(db, name, () => randomToken(32), now));
  if (!secret) throw new Error(`the signing key ${name} is not base64url`);
  return crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}
