/**
 * Gift cards the shop sells (migration 0024, decision 028): the gift card
 * rows of a paid order (web and physical) become gift_cards rows, each with
 * its code, in the batch that marks the payment paid; the buyer's mail of
 * the web cards goes into the outbox in the same batch (a physical card's
 * code is printed in the warehouse from the staff order view). Both are written once however often the paid event
 * comes: (order_id, order_position) is unique for cards, (order_id, kind)
 * for mails, and both are written only for an order the batch left
 * 'processing'. Also the balance lookup and the printable card.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { GiftCardBalance } from '../../shared/gift-card/gift-card-code.ts';
import { PHYSICAL_GIFT_CARD_MODEL, WEB_GIFT_CARD_MODEL } from '../../shared/gift-card/gift-card-rules.ts';

/** A gift card row of an order that has no card issued yet; `model` says web or physical. */
export interface CardRow { position: number; model: number; amount: number; template: string; recipient: string; message: string }

export interface CardToIssue { position: number; code: string; printToken: string }

export const GIFT_CARD_MAIL_KIND = 'gift_card';

const CARD_MODELS = `(${WEB_GIFT_CARD_MODEL}, ${PHYSICAL_GIFT_CARD_MODEL})`;

const CARD_ROWS = `SELECT r.position, r.model_id AS model, r.unit_price AS amount, r.gift_card_template AS template, r.gift_card_recipient AS recipient,
    r.gift_card_message AS message
  FROM order_rows r
  WHERE r.order_id = ?1 AND r.model_id IN ${CARD_MODELS}
    AND NOT EXISTS (SELECT 1 FROM gift_cards g WHERE g.order_id = r.order_id AND g.order_position = r.position)
  ORDER BY r.position`;

export async function listUnissuedCards(db: D1Database, orderId: number): Promise<CardRow[]> {
  const result = await db.prepare(CARD_ROWS).bind(orderId).all<CardRow>();
  return result.results;
}

// ?1 order, ?2 position, ?3 code, ?4 print token, ?5 expires_at, ?6 issued_at. The conflict target makes a repeat a no-op;
// a (never seen) code collision still fails the batch rather than leave a card unissued without a trace.
const ISSUE_CARD = `INSERT INTO gift_cards (code, balance, initial_balance, expires_at, is_enabled, order_id, order_position,
    template, recipient_name, message, language, issued_at, print_token)
  SELECT ?3, r.unit_price, r.unit_price, ?5, 1, r.order_id, r.position, r.gift_card_template, r.gift_card_recipient,
    r.gift_card_message, o.language, ?6, ?4
  FROM order_rows r JOIN orders o ON o.id = r.order_id
  WHERE r.order_id = ?1 AND r.position = ?2 AND r.model_id IN ${CARD_MODELS} AND o.status = 'processing'
  ON CONFLICT (order_id, order_position) DO NOTHING`;

const INSERT_CARD_MAIL = `INSERT OR IGNORE INTO outbox_emails (order_id, kind, to_email, language, subject, body_text, body_html, created_at)
  SELECT id, '${GIFT_CARD_MAIL_KIND}', email, language, ?2, ?3, ?4, ?5 FROM orders WHERE id = ?1 AND status = 'processing'`;

/** The statements that issue the cards and queue their mail (none without web cards); the mail's statement is the last. */
export function issueCardStatements(
  db: D1Database, orderId: number, cards: CardToIssue[], expiresAt: string, now: string, mail: { subject: string; text: string; html: string } | null,
): D1PreparedStatement[] {
  return [
    ...cards.map((card) => db.prepare(ISSUE_CARD).bind(orderId, card.position, card.code, card.printToken, expiresAt, now)),
    ...(mail ? [db.prepare(INSERT_CARD_MAIL).bind(orderId, mail.subject, mail.text, mail.html, now)] : []),
  ];
}

/** A card's balance and expiry by its code (any case); null for a code no enabled card has. */
export async function getGiftCardBalance(db: D1Database, code: string): Promise<GiftCardBalance | null> {
  return db.prepare('SELECT balance, expires_at FROM gift_cards WHERE code = ?1 AND is_enabled = 1').bind(code).first<GiftCardBalance>();
}

export interface PrintableGiftCard {
  code: string; initial_balance: number; expires_at: string | null; template: string; recipient_name: string; message: string; language: string;
}

/** The card behind a printable card's address. */
export async function getPrintableGiftCard(db: D1Database, token: string): Promise<PrintableGiftCard | null> {
  return db.prepare(`SELECT code, initial_balance, expires_at, template, recipient_name, message, language FROM gift_cards
    WHERE print_token = ?1 AND is_enabled = 1`).bind(token).first<PrintableGiftCard>();
}

/** A card the order bought, as the staff order view lists it (the warehouse prints a physical card's code). */
export interface IssuedOrderCard { position: number; model: number; code: string; initial_balance: number; balance: number; is_enabled: number; print_token: string }

export async function listOrderCards(db: D1Database, orderId: number): Promise<IssuedOrderCard[]> {
  const result = await db.prepare(`SELECT g.order_position AS position, r.model_id AS model, g.code, g.initial_balance, g.balance, g.is_enabled, g.print_token
    FROM gift_cards g JOIN order_rows r ON r.order_id = g.order_id AND r.position = g.order_position
    WHERE g.order_id = ?1 ORDER BY g.order_position`).bind(orderId).all<IssuedOrderCard>();
  return result.results;
}
