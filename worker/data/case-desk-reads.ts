/**
 * Reads of the case desk (issue 16 item 3; migration 0016): a case by its
 * number (staff) or by its link's token hash (the customer), the staff
 * lists, a case's rows with what was paid for them, its attachments, and
 * what an order has had back already (the refund's bound).
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { CaseKind, CaseStatus } from '../../shared/service/case-status.ts';
import type { CaseRowView, DeskStore, StaffCaseListRow } from '../../shared/types/case-desk.ts';
import { VARIANT_TEXT_COLUMNS, variantText, variantTextJoins, type VariantTextRow } from './variant-text-sql.ts';

export interface CaseRecord {
  id: number;
  kind: CaseKind;
  caseNumber: string;
  status: CaseStatus;
  orderId: number | null;
  orderNumber: string | null;
  orderStatus: string | null;
  orderCreatedAt: string | null;
  orderTotal: number | null;
  email: string;
  customerName: string;
  language: string;
  storeId: number | null;
  storeName: string;
  /** JSON as the customer sent it. */
  details: string;
  siteOrigin: string;
  refundAmount: number | null;
  refundedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const CASE_SELECT = `SELECT sc.id, sc.kind, sc.case_number, sc.status, sc.order_id, o.order_number, o.status AS order_status,
    o.created_at AS order_created_at, o.total_price AS order_total, sc.email, sc.customer_name, sc.language, sc.store_id,
    COALESCE(st.name, '') AS store_name, sc.details, sc.site_origin, sc.refund_amount, sc.refunded_at, sc.created_at, sc.updated_at
  FROM service_cases sc LEFT JOIN orders o ON o.id = sc.order_id LEFT JOIN stores st ON st.id = sc.store_id`;

interface CaseRow {
  id: number; kind: CaseKind; case_number: string; status: CaseStatus; order_id: number | null; order_number: string | null; order_status: string | null;
  order_created_at: string | null; order_total: number | null; email: string; customer_name: string; language: string; store_id: number | null;
  store_name: string; details: string; site_origin: string; refund_amount: number | null; refunded_at: string | null; created_at: string; updated_at: string;
}

const caseOf = (row: CaseRow): CaseRecord => ({
  id: row.id, kind: row.kind, caseNumber: row.case_number, status: row.status, orderId: row.order_id, orderNumber: row.order_number,
  orderStatus: row.order_status, orderCreatedAt: row.order_created_at, orderTotal: row.order_total, email: row.email,
  customerName: row.customer_name, language: row.language, storeId: row.store_id, storeName: row.store_name, details: row.details,
  siteOrigin: row.site_origin, refundAmount: row.refund_amount, refundedAt: row.refunded_at, createdAt: row.created_at, updatedAt: row.updated_at,
});

export async function findCaseByNumber(db: D1Database, caseNumber: string): Promise<CaseRecord | null> {
  const row = await db.prepare(`${CASE_SELECT} WHERE sc.case_number = ?1`).bind(caseNumber).first<CaseRow>();
  return row ? caseOf(row) : null;
}

export async function findCaseById(db: D1Database, id: number): Promise<CaseRecord | null> {
  const row = await db.prepare(`${CASE_SELECT} WHERE sc.id = ?1`).bind(id).first<CaseRow>();
  return row ? caseOf(row) : null;
}

export async function findCaseByTokenHash(db: D1Database, tokenHash: string): Promise<CaseRecord | null> {
  const row = await db.prepare(`${CASE_SELECT} WHERE sc.access_token_hash = ?1`).bind(tokenHash).first<CaseRow>();
  return row ? caseOf(row) : null;
}

export interface CaseListFilter { kind: CaseKind; status: CaseStatus | null; storeId: number | null; offset: number; limit: number }

/** One page of a staff list, newest first, and how many cases the filter matches. */
export async function listCases(db: D1Database, filter: CaseListFilter): Promise<{ rows: StaffCaseListRow[]; total: number }> {
  const where = `WHERE sc.kind = ?1 AND (?2 IS NULL OR sc.status = ?2) AND (?3 IS NULL OR sc.store_id = ?3)`;
  const binds = [filter.kind, filter.status, filter.storeId];
  const [page, count] = await db.batch<StaffCaseListRow | { n: number }>([
    db.prepare(`SELECT sc.case_number, sc.kind, sc.status, sc.created_at, sc.customer_name, sc.email, o.order_number, sc.store_id,
        COALESCE(st.name, '') AS store_name
      FROM service_cases sc LEFT JOIN orders o ON o.id = sc.order_id LEFT JOIN stores st ON st.id = sc.store_id
      ${where} ORDER BY sc.created_at DESC, sc.id DESC LIMIT ?4 OFFSET ?5`).bind(...binds, filter.limit, filter.offset),
    db.prepare(`SELECT COUNT(*) AS n FROM service_cases sc ${where}`).bind(...binds),
  ]);
  return { rows: page.results as StaffCaseListRow[], total: (count.results[0] as { n: number }).n };
}

export async function listStores(db: D1Database): Promise<DeskStore[]> {
  const { results } = await db.prepare('SELECT id, name FROM stores ORDER BY name, id').all<DeskStore>();
  return results;
}

export interface CaseRowRecord extends CaseRowView {
  /** What the customer paid for these units: the order row's total for the case's share of its units; null without an order row. */
  paid: number | null;
}

interface CaseRowRow extends VariantTextRow {
  position: number; name: string; variant_text: string; amount: number; reason: string; action: CaseRowView['action'];
  exchange_variant_id: number | null; tracking_code: string; received_at: string | null; released_at: string | null;
  order_row_total: number | null; order_row_amount: number | null;
}

/** A case's rows in position order; the replacement's variant text in `language`. */
export async function listCaseRows(db: D1Database, caseId: number, language: string): Promise<CaseRowRecord[]> {
  const { results } = await db.prepare(`SELECT r.position, r.name, r.variant_text, r.amount, r.reason, r.action, r.exchange_variant_id,
      r.tracking_code, r.received_at, r.released_at, orow.row_total AS order_row_total, orow.amount AS order_row_amount, ${VARIANT_TEXT_COLUMNS}
    FROM service_case_rows r
    JOIN service_cases sc ON sc.id = r.case_id
    LEFT JOIN order_rows orow ON orow.order_id = sc.order_id AND orow.position = r.order_position
    LEFT JOIN variants v ON v.id = r.exchange_variant_id
    ${variantTextJoins('?2')}
    WHERE r.case_id = ?1 ORDER BY r.position`).bind(caseId, language).all<CaseRowRow>();
  return results.map((row) => ({
    position: row.position, name: row.name, variant_text: row.variant_text, amount: row.amount, reason: row.reason, action: row.action,
    exchange_variant_text: row.exchange_variant_id === null ? '' : variantText(row), tracking_code: row.tracking_code,
    received_at: row.received_at, released_at: row.released_at,
    paid: row.order_row_total === null || !row.order_row_amount ? null : (row.order_row_total * Math.min(row.amount, row.order_row_amount)) / row.order_row_amount,
  }));
}

export interface CaseAttachmentRecord { id: number; fileName: string; contentType: string; size: number; r2Key: string }

export async function listCaseAttachments(db: D1Database, caseId: number): Promise<CaseAttachmentRecord[]> {
  const { results } = await db.prepare('SELECT id, file_name, content_type, size, r2_key FROM service_case_attachments WHERE case_id = ?1 ORDER BY id')
    .bind(caseId).all<{ id: number; file_name: string; content_type: string; size: number; r2_key: string }>();
  return results.map((row) => ({ id: row.id, fileName: row.file_name, contentType: row.content_type, size: row.size, r2Key: row.r2_key }));
}

/** What every case of the order has had back, in euro (0 for none). */
export async function refundedOnOrder(db: D1Database, orderId: number): Promise<number> {
  return (await db.prepare('SELECT COALESCE(SUM(refund_amount), 0) AS n FROM service_cases WHERE order_id = ?1').bind(orderId).first<number>('n')) ?? 0;
}

/** The case's exchanges still waiting for their return (reserved, neither received nor released), as the release takes them. */
export async function listWaitingExchanges(db: D1Database, caseId: number): Promise<Array<{ position: number; variantId: number; storeId: number; amount: number }>> {
  const { results } = await db.prepare(`SELECT position, exchange_variant_id, reserve_store_id, amount FROM service_case_rows
    WHERE case_id = ?1 AND action = 'exchange' AND received_at IS NULL AND released_at IS NULL AND reserve_store_id IS NOT NULL AND exchange_variant_id IS NOT NULL
    ORDER BY position`).bind(caseId).all<{ position: number; exchange_variant_id: number; reserve_store_id: number; amount: number }>();
  return results.map((row) => ({ position: row.position, variantId: row.exchange_variant_id, storeId: row.reserve_store_id, amount: row.amount }));
}
