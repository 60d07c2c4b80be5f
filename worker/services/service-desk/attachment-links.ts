/**
 * Links to a complaint's attachments (issue 16 item 2: "readable only by
 * staff and by the link in the customer's own mail, signed and expiring,
 * never by a guessable URL"). A link names the attachment's id and an expiry
 * and carries an HMAC-SHA256 of both; only the worker can make one, and a
 * changed id or expiry breaks it. Staff read attachments through their own
 * route (staffAttachmentPath) on their session instead.
 *
 * The key is random, made on first use and kept in D1 (signing_keys,
 * migration 0018): no deploy needs a secret set, no default key exists that
 * a copy of the code would know, and deleting the row revokes every link.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { base64url, fromBase64url, linkSigningKey } from './link-signing.ts';

const KEY_NAME = 'case-attachments';
/** What the HMAC covers besides id and expiry: a signature made for anything else never opens an attachment. */
const PURPOSE = 'case-attachment';

/** A link in the complaint's confirmation mail: long enough to be opened weeks later, short of forever. */
export const MAIL_LINK_DAYS = 30;
/** A link on the customer's case page, made anew each time the page loads. */
export const PAGE_LINK_HOURS = 1;

/** The route that serves a signed link (worker/api/complaints.ts). */
export const attachmentPath = (attachmentId: number) => `/api/reclamations/attachments/${attachmentId}/`;
/** The staff route: their session opens it, no signature needed. */
export const staffAttachmentPath = (attachmentId: number) => `/api/staff/cases/attachments/${attachmentId}/`;

const hmacKey = (db: D1Database, now: Date) => linkSigningKey(db, KEY_NAME, now);

const message = (attachmentId: number, expires: number) => new TextEncoder().encode(`${PURPOSE}:${attachmentId}:${expires}`);

export interface AttachmentLinkRequest {
  /** When the link stops working. */
  expiresAt: Date;
  /** The shop's origin for an absolute link (a mail); '' for a path (a page on the same host). */
  origin?: string;
  now?: Date;
}

/** Signed, expiring links of attachments by their ids (service_case_attachments.id), in the same order. */
export async function signedAttachmentUrls(db: D1Database, attachmentIds: readonly number[], { expiresAt, origin = '', now = new Date() }: AttachmentLinkRequest): Promise<string[]> {
  if (attachmentIds.length === 0) return [];
  const key = await hmacKey(db, now);
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return Promise.all(attachmentIds.map(async (id) => {
    const signature = base64url(await crypto.subtle.sign('HMAC', key, message(id, expires)));
    return `${origin}${attachmentPath(id)}?expires=${expires}&signature=${signature}`;
  }));
}

/** One attachment's signed link; see signedAttachmentUrls. */
export async function signedAttachmentUrl(db: D1Database, attachmentId: number, request: AttachmentLinkRequest): Promise<string> {
  return (await signedAttachmentUrls(db, [attachmentId], request))[0];
}

export type AttachmentLinkCheck = 'valid' | 'expired' | 'forged';

/**
 * Whether a link's `expires` and `signature` (its query, as given) open the
 * attachment now. The signature is checked first and in constant time
 * (crypto.subtle.verify), so an expired link says so only when it was real.
 */
export async function checkAttachmentLink(db: D1Database, attachmentId: number, expires: string | undefined, signature: string | undefined, now = new Date()): Promise<AttachmentLinkCheck> {
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature || signature.length !== 43) return 'forged';
  const given = fromBase64url(signature);
  if (!given) return 'forged';
  const seconds = Number(expires);
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(db, now), given, message(attachmentId, seconds));
  if (!valid) return 'forged';
  return seconds * 1000 > now.getTime() ? 'valid' : 'expired';
}
