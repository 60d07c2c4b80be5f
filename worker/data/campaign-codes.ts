/**
 * A campaign's codes and what became of them (migration 0022, decision 027):
 * free, reserved by an order not yet paid, or redeemed (the order paid), as
 * gift_campaign_redemptions says (its rows are the redemption's, issue 17
 * item 1).
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { formatCampaignCode } from '../../shared/gift-campaign/campaign-code.ts';
import type { CampaignCodeRow, CodeState } from '../../shared/types/campaign-admin.ts';

interface CodeRow {
  id: number; code: string; category_id: number; recipient_email: string | null; recipient_language: string | null; mailed_at: string | null;
  comment: string; reserved_at: string | null; paid_at: string | null; order_date: string | null;
}

const stateOf = (row: CodeRow): CodeState => (row.reserved_at === null ? 'free' : row.paid_at === null ? 'reserved' : 'redeemed');

const CODES = `SELECT k.id, k.code, k.category_id, k.recipient_email, k.recipient_language, k.mailed_at, k.comment,
      r.reserved_at, r.paid_at, o.created_at AS order_date
    FROM gift_campaign_codes k LEFT JOIN gift_campaign_redemptions r ON r.code_id = k.id LEFT JOIN orders o ON o.id = r.order_id`;

/** The SQL of a state, as stateOf reads it. */
const STATE_CONDITION: Record<CodeState, string> = {
  free: 'r.reserved_at IS NULL', reserved: 'r.reserved_at IS NOT NULL AND r.paid_at IS NULL', redeemed: 'r.paid_at IS NOT NULL',
};

const toCode = (row: CodeRow): CampaignCodeRow => ({
  id: row.id, code: formatCampaignCode(row.code), category_id: row.category_id, recipient_email: row.recipient_email,
  recipient_language: row.recipient_language, mailed_at: row.mailed_at, comment: row.comment, state: stateOf(row),
  order_date: row.reserved_at === null ? null : (row.order_date ?? row.reserved_at),
});

/** Every code of the campaign (the workbook's). */
export async function listCampaignCodes(db: D1Database, campaignId: number): Promise<CampaignCodeRow[]> {
  const rows = await db.prepare(`${CODES} WHERE k.campaign_id = ? ORDER BY k.id`).bind(campaignId).all<CodeRow>();
  return rows.results.map(toCode);
}

export interface CodesPageRequest { state?: CodeState; limit: number; offset: number }

/** One page of the campaign's codes, of one state or all, and how many there are in all. */
export async function pageCampaignCodes(db: D1Database, campaignId: number, request: CodesPageRequest): Promise<{ codes: CampaignCodeRow[]; total: number }> {
  const where = `WHERE k.campaign_id = ?1${request.state ? ` AND ${STATE_CONDITION[request.state]}` : ''}`;
  const [rows, total] = await db.batch([
    db.prepare(`${CODES} ${where} ORDER BY k.id LIMIT ?2 OFFSET ?3`).bind(campaignId, request.limit, request.offset),
    db.prepare(`SELECT count(*) AS total FROM gift_campaign_codes k LEFT JOIN gift_campaign_redemptions r ON r.code_id = k.id ${where}`).bind(campaignId),
  ]);
  return { codes: (rows.results as CodeRow[]).map(toCode), total: Number((total.results[0] as { total: number }).total) };
}

export interface NewCode { code: string; recipientEmail?: string; recipientLanguage?: string }

/**
 * Inserts the codes into the campaign's category in one statement (any
 * number of rows, four bound values); answers each code's id, or null when
 * one of them clashed with an existing code (UNIQUE): nothing was written and
 * the caller draws new ones.
 */
export async function insertCodes(db: D1Database, campaignId: number, categoryId: number, codes: readonly NewCode[], now: string): Promise<Map<string, number> | null> {
  const rows = codes.map((code) => ({ code: code.code, email: code.recipientEmail ?? null, language: code.recipientLanguage ?? null }));
  try {
    const inserted = await db.prepare(`INSERT INTO gift_campaign_codes (campaign_id, category_id, code, recipient_email, recipient_language, created_at)
        SELECT ?1, ?2, json_extract(value, '$.code'), json_extract(value, '$.email'), json_extract(value, '$.language'), ?3 FROM json_each(?4)
        RETURNING id, code`).bind(campaignId, categoryId, now, JSON.stringify(rows)).all<{ id: number; code: string }>();
    return new Map(inserted.results.map((row) => [row.code, row.id]));
  } catch (error) {
    if (String(error).includes('UNIQUE')) return null;
    throw error;
  }
}

export function markCodeMailedStatement(db: D1Database, codeId: number, now: string): D1PreparedStatement {
  return db.prepare('UPDATE gift_campaign_codes SET mailed_at = ? WHERE id = ?').bind(now, codeId);
}

/** Sets a code's comment; false when it is no code of the campaign. */
export async function setCodeComment(db: D1Database, campaignId: number, codeId: number, comment: string): Promise<boolean> {
  const result = await db.prepare('UPDATE gift_campaign_codes SET comment = ? WHERE id = ? AND campaign_id = ?').bind(comment, codeId, campaignId).run();
  return result.meta.changes > 0;
}

/**
 * Moves a free code to another category of its campaign: 'used' when an
 * order has reserved or redeemed it (the order was made for its category's
 * products), 'not_found' when the code or the category is not the campaign's.
 */
export async function setCodeCategory(db: D1Database, campaignId: number, codeId: number, categoryId: number): Promise<'moved' | 'used' | 'not_found'> {
  const result = await db.prepare(`UPDATE gift_campaign_codes SET category_id = ?1 WHERE id = ?2 AND campaign_id = ?3
      AND EXISTS (SELECT 1 FROM gift_campaign_categories WHERE id = ?1 AND campaign_id = ?3)
      AND NOT EXISTS (SELECT 1 FROM gift_campaign_redemptions WHERE code_id = ?2 AND reserved_at IS NOT NULL)`).bind(categoryId, codeId, campaignId).run();
  if (result.meta.changes > 0) return 'moved';
  const used = await db.prepare(`SELECT 1 FROM gift_campaign_codes k JOIN gift_campaign_redemptions r ON r.code_id = k.id
      WHERE k.id = ? AND k.campaign_id = ? AND r.reserved_at IS NOT NULL`).bind(codeId, campaignId).first();
  return used ? 'used' : 'not_found';
}
