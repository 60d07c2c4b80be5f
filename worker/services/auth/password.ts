/**
 * Password hashing (decision 019): scrypt from node:crypto (nodejs_compat;
 * workerd runs it natively), N = 2^14, r = 8, p = 5, one of OWASP's
 * equivalent scrypt settings that fits in 16 MiB of a Worker's 128 MB.
 * The parameters are stored with the hash, so they can be raised later and
 * old hashes still verify (and are re-hashed at the next login).
 */
import { scrypt, timingSafeEqual } from 'node:crypto';

interface ScryptParameters { N: number; r: number; p: number }

export const CURRENT_PARAMETERS: ScryptParameters = { N: 2 ** 14, r: 8, p: 5 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** scrypt needs 128 · N · r bytes (16 MiB here); room for the largest accepted parameters. */
const MAX_MEMORY = 64 * 1024 * 1024;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

function derive(password: string, salt: Uint8Array, { N, r, p }: ScryptParameters): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(new Uint8Array(key))));
  });
}

/** 'scrypt$16384$8$5$<salt>$<hash>' (base64). */
export async function hashPassword(password: string, parameters = CURRENT_PARAMETERS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const key = await derive(password, salt, parameters);
  return ['scrypt', parameters.N, parameters.r, parameters.p, toBase64(salt), toBase64(key)].join('$');
}

interface ParsedHash { parameters: ScryptParameters; salt: Uint8Array; key: Uint8Array }

function parseHash(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const parameters = { N: Number(n), r: Number(r), p: Number(p) };
  const sane = Number.isInteger(parameters.N) && parameters.N >= 2 && parameters.N <= 2 ** 16
    && Number.isInteger(parameters.r) && parameters.r >= 1 && parameters.r <= 16
    && Number.isInteger(parameters.p) && parameters.p >= 1 && parameters.p <= 16;
  try {
    return sane ? { parameters, salt: fromBase64(salt), key: fromBase64(key) } : null;
  } catch {
    return null;
  }
}

/**
 * A hash of a password nobody has, made once per isolate: checking a login
 * for an unknown address costs the same work as for a known one, so the
 * answer's timing does not tell them apart (issue 15 "Enumeration").
 */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(toBase64(crypto.getRandomValues(new Uint8Array(18))));
  return dummyHash;
}

/** Whether the password matches; a malformed stored hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.parameters);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** A hash made with older parameters is replaced at the next successful login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.parameters.N !== CURRENT_PARAMETERS.N || parsed.parameters.r !== CURRENT_PARAMETERS.r || parsed.parameters.p !== CURRENT_PARAMETERS.p;
}
