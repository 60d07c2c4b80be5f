/**
 * Newsletter subscriptions, their link tokens and their consent record
 * (issue 16 item 6; migration 0021). Writes are statements: the service
 * puts a change, its tokens, its consent event and its mail in one batch.
 * Tokens are looked up by their SHA-256 only.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';
export type ConsentAction = 'given' | 'confirmed' | 'withdrawn';
export type TokenPurpose = 'confirm' | 'unsubscribe';

export interface Subscription {
  id: number;
  list: string;
  email: string;
  name: string;
  language: string;
  status: SubscriptionStatus;
  consentVersion: string;
  siteOrigin: string;
}

interface SubscriptionRow {
  id: number; list: string; email: string; name: string; language: string; status: SubscriptionStatus; consent_version: string; site_origin: string;
}

const COLUMNS = 's.id, s.list, s.email, s.name, s.language, s.status, s.consent_version, s.site_origin';

const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id, list: row.list, email: row.email, name: row.name, language: row.language, status: row.status,
  consentVersion: row.consent_version, siteOrigin: row.site_origin,
});

export async function findSubscription(db: D1Database, list: string, email: string): Promise<Subscription | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM newsletter_subscriptions s WHERE s.list = ?1 AND s.email = ?2`).bind(list, email).first<SubscriptionRow>();
  return row ? toSubscription(row) : null;
}

/** The subscription a token of the purpose opens, and whether the token is past its time; null for a token that names none. */
export async function findByToken(db: D1Database, tokenHash: string, purpose: TokenPurpose, now: Date): Promise<{ subscription: Subscription; expired: boolean } | null> {
  const row = await db.prepare(`SELECT ${COLUMNS}, t.expires_at FROM newsletter_tokens t JOIN newsletter_subscriptions s ON s.id = t.subscription_id
    WHERE t.token_hash = ?1 AND t.purpose = ?2`).bind(tokenHash, purpose).first<SubscriptionRow & { expires_at: string | null }>();
  if (!row) return null;
  return { subscription: toSubscription(row), expired: row.expires_at !== null && row.expires_at <= now.toISOString() };
}

export interface SignUpRow {
  list: string; email: string; name: string; company: string; language: string; consentVersion: string; siteOrigin: string;
}

/** A new address on the list, pending its confirmation; fails the batch when the address is on the list already. */
export function insertSubscriptionStatement(db: D1Database, signUp: SignUpRow, now: Date): D1PreparedStatement {
  const at = now.toISOString();
  return db.prepare(`INSERT INTO newsletter_subscriptions (list, email, name, company, language, status, consent_version, consent_language, consented_at, site_origin, created_at, updated_at)
    VALUES (?1, ?2, ?3, ?4, ?5, 'pending', ?6, ?5, ?7, ?8, ?7, ?7)`)
    .bind(signUp.list, signUp.email, signUp.name, signUp.company, signUp.language, signUp.consentVersion, at, signUp.siteOrigin);
}

/**
 * A sign-up of an address that is pending or unsubscribed: pending again with
 * the new consent, only while its status is still the one read (a
 * confirmation in between is not undone).
 */
export function renewSubscriptionStatement(db: D1Database, id: number, from: SubscriptionStatus, signUp: SignUpRow, now: Date): D1PreparedStatement {
  const at = now.toISOString();
  return db.prepare(`UPDATE newsletter_subscriptions SET status = 'pending', name = ?3, company = ?4, language = ?5, consent_version = ?6, consent_language = ?5,
      consented_at = ?7, confirmed_at = NULL, site_origin = ?8, updated_at = ?7
    WHERE id = ?1 AND status = ?2`).bind(id, from, signUp.name, signUp.company, signUp.language, signUp.consentVersion, at, signUp.siteOrigin);
}

/** Confirms a pending subscription; no change for any other. */
export function confirmStatement(db: D1Database, id: number, now: Date): D1PreparedStatement {
  return db.prepare(`UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = ?2, updated_at = ?2 WHERE id = ?1 AND status = 'pending'`).bind(id, now.toISOString());
}

/** Takes the address off the list (pending or confirmed); its confirm links stop working. */
export function unsubscribeStatements(db: D1Database, id: number, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  return [
    db.prepare(`UPDATE newsletter_subscriptions SET status = 'unsubscribed', unsubscribed_at = ?2, updated_at = ?2 WHERE id = ?1 AND status != 'unsubscribed'`).bind(id, at),
    db.prepare(`DELETE FROM newsletter_tokens WHERE subscription_id = ?1 AND purpose = 'confirm'`).bind(id),
  ];
}

/** A token of the subscription of the list and address, written after the row in the same batch. */
export function insertTokenStatement(db: D1Database, key: { list: string; email: string }, token: { hash: string; purpose: TokenPurpose; expiresAt: string | null }, now: Date): D1PreparedStatement {
  return db.prepare(`INSERT INTO newsletter_tokens (token_hash, subscription_id, purpose, created_at, expires_at)
    SELECT ?1, id, ?2, ?3, ?4 FROM newsletter_subscriptions WHERE list = ?5 AND email = ?6`)
    .bind(token.hash, token.purpose, now.toISOString(), token.expiresAt, key.list, key.email);
}

/**
 * The consent record's entry, by list and address like the token, so it fits
 * the batch that inserts the row. `onlyIf` names the status the change just
 * set: the entry is written only when the change took place.
 */
export function consentEventStatement(
  db: D1Database, key: { list: string; email: string }, event: { action: ConsentAction; version: string; language: string; onlyIf: SubscriptionStatus }, now: Date,
): D1PreparedStatement {
  return db.prepare(`INSERT INTO newsletter_consent_events (subscription_id, action, consent_version, language, created_at)
    SELECT id, ?1, ?2, ?3, ?4 FROM newsletter_subscriptions WHERE list = ?5 AND email = ?6 AND status = ?7 AND updated_at = ?4`)
    .bind(event.action, event.version, event.language, now.toISOString(), key.list, key.email, event.onlyIf);
}

/** A mail that follows a change (the welcome after the confirmation): written, and its id returned, only when the change took place. */
export function mailIfChangedStatement(
  db: D1Database, key: { list: string; email: string }, mail: { kind: string; to: string; language: string; subject: string; text: string; html: string },
  onlyIf: SubscriptionStatus, now: Date,
): D1PreparedStatement {
  const at = now.toISOString();
  return db.prepare(`INSERT INTO outbox_emails (order_id, kind, to_email, language, subject, body_text, body_html, created_at)
    SELECT NULL, ?1, ?2, ?3, ?4, ?5, ?6, ?7 FROM newsletter_subscriptions WHERE list = ?8 AND email = ?9 AND status = ?10 AND updated_at = ?7 RETURNING id`)
    .bind(mail.kind, mail.to, mail.language, mail.subject, mail.text, mail.html, at, key.list, key.email, onlyIf);
}

const WEEK_MS = 7 * 86_400_000;

/**
 * Sign-ups nobody confirmed within a week (decision 017's rule for an
 * address nobody vouched for): one never confirmed goes, address and all; one
 * that had been confirmed before (a lapsed re-subscription) is unsubscribed
 * again, keeping its consent record. Expired confirm tokens go too.
 */
export async function purgeUnconfirmedSubscriptions(db: D1Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - WEEK_MS).toISOString();
  const everConfirmed = `EXISTS (SELECT 1 FROM newsletter_consent_events e WHERE e.subscription_id = newsletter_subscriptions.id AND e.action = 'confirmed')`;
  await db.batch([
    db.prepare(`DELETE FROM newsletter_subscriptions WHERE status = 'pending' AND updated_at < ?1 AND NOT ${everConfirmed}`).bind(before),
    db.prepare(`UPDATE newsletter_subscriptions SET status = 'unsubscribed', updated_at = ?2 WHERE status = 'pending' AND updated_at < ?1 AND ${everConfirmed}`).bind(before, now.toISOString()),
    db.prepare(`DELETE FROM newsletter_tokens WHERE purpose = 'confirm' AND expires_at < ?1`).bind(now.toISOString()),
  ]);
}
