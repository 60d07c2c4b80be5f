/**
 * The customer's way into their case (decision 023): the link of the mail
 * that filed it carries a random token kept only as its SHA-256
 * (case-secrets.ts), which the desk cannot write into a later mail. The
 * status and question mails therefore carry a signed token instead: an
 * HMAC-SHA256 of the case's id and number under a random key kept in D1
 * (signing_keys, as the attachment links), followed by the id in base 36.
 * Both open the same page; neither expires, and deleting the key revokes
 * every signed one. A random token is exactly 43 characters, a signed one
 * longer, so a token is read one way only.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { findCaseById, findCaseByTokenHash, type CaseRecord } from '../../data/case-desk-reads.ts';
import { sha256Hex } from '../auth/secret-token.ts';
import { isCaseToken } from './case-secrets.ts';
import { base64url, fromBase64url, linkSigningKey } from './link-signing.ts';

const KEY_NAME = 'case-links';
/** What the HMAC covers besides the case: a signature made for anything else never opens a case. */
const PURPOSE = 'case-page';
const RANDOM_TOKEN_LENGTH = 43;
const SIGNATURE_LENGTH = 43;

const hmacKey = (db: D1Database, now: Date) => linkSigningKey(db, KEY_NAME, now);

const message = (record: Pick<CaseRecord, 'id' | 'caseNumber'>) => new TextEncoder().encode(`${PURPOSE}:${record.id}:${record.caseNumber}`);

/** The signed token of a case's page, for a mail. */
export async function caseLinkToken(db: D1Database, record: Pick<CaseRecord, 'id' | 'caseNumber'>, now: Date): Promise<string> {
  const signature = base64url(await crypto.subtle.sign('HMAC', await hmacKey(db, now), message(record)));
  return `${signature}${record.id.toString(36)}`;
}

/** The case a link's token opens, or null for anything else (checked in constant time: crypto.subtle.verify). */
export async function findCaseByLinkToken(db: D1Database, token: string, now: Date): Promise<CaseRecord | null> {
  if (!isCaseToken(token)) return null;
  if (token.length === RANDOM_TOKEN_LENGTH) return findCaseByTokenHash(db, await sha256Hex(token));
  const idText = token.slice(SIGNATURE_LENGTH);
  // Case ids may be random safe integers (up to 2^53: 11 base-36 digits).
  const id = /^[0-9a-z]{1,11}$/.test(idText) ? parseInt(idText, 36) : 0;
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const record = await findCaseById(db, id);
  if (!record) return null;
  const signature = fromBase64url(token.slice(0, SIGNATURE_LENGTH));
  if (!signature) return null;
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(db, now), signature, message(record));
  return valid ? record : null;
}
