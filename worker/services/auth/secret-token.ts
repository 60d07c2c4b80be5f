/**
 * Session and mail-link tokens (issue 15 "Sessions"): 256 random bits,
 * url-safe base64, and stored only as their SHA-256, so the table alone opens
 * nothing. A token is never chosen by the client: the server makes every one.
 */
import { randomToken } from '../orders/secrets.ts';

export const TOKEN_BYTES = 32;

export function newSecretToken(): string {
  return randomToken(TOKEN_BYTES);
}

/** Hex SHA-256 of the token (or of an address, for core 3's hashed_email). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
