/**
 * One D1 batch writes a complaint (issue 16 item 2; migration 0016): the
 * idempotency key, the case (kind 'complaint', status new-return), its one
 * row (action 'complaint'), the uploads made its attachments, and the audit
 * trail's 'created' event. A batch is a transaction: a failed one leaves no
 * case, and its uploads stay pending until the scheduled job deletes them.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { attachUploadStatements } from './complaint-uploads.ts';
import { deskEventStatement } from './desk-events.ts';
import { rememberSubmissionStatement } from './submission-keys.ts';

export const COMPLAINT_SUBMISSION_SCOPE = 'complaints';

export interface NewComplaintCase {
  id: number;
  caseNumber: string;
  accessTokenHash: string;
  orderId: number | null;
  customerId: number | null;
  email: string;
  customerName: string;
  language: string;
  /** The store that handles it: the form's place of return (targetStore). */
  storeId: number;
  /** The complaint form (core 3) as JSON. */
  details: string;
  siteOrigin: string;
  now: Date;
}

export interface NewComplaintRow {
  orderPosition: number | null;
  variantId: number | null;
  /** Manufacturer and model. */
  name: string;
  /** Colour and size. */
  variantText: string;
}

const INSERT_CASE = `INSERT INTO service_cases (id, kind, case_number, status, order_id, customer_id, email, customer_name, language, store_id,
    details, access_token_hash, site_origin, created_at, updated_at)
  VALUES (?1, 'complaint', ?2, 'new-return', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12)`;

const INSERT_ROW = `INSERT INTO service_case_rows (case_id, position, order_position, variant_id, name, variant_text, amount, action)
  VALUES (?1, 0, ?2, ?3, ?4, ?5, 1, 'complaint')`;

export interface ComplaintUploads { session: string; ids: readonly string[] }

/** The statements, in order; the service runs them as one batch(). `submission` keeps the answer for a repeated key. */
export function insertComplaintBatch(
  db: D1Database, newCase: NewComplaintCase, row: NewComplaintRow, uploads: ComplaintUploads, submission: { key: string; result: string } | null,
): D1PreparedStatement[] {
  const now = newCase.now.toISOString();
  const statements: D1PreparedStatement[] = [];
  if (submission) statements.push(rememberSubmissionStatement(db, COMPLAINT_SUBMISSION_SCOPE, submission.key, submission.result, newCase.now));
  statements.push(db.prepare(INSERT_CASE).bind(
    newCase.id, newCase.caseNumber, newCase.orderId, newCase.customerId, newCase.email, newCase.customerName, newCase.language, newCase.storeId,
    newCase.details, newCase.accessTokenHash, newCase.siteOrigin, now,
  ));
  statements.push(db.prepare(INSERT_ROW).bind(newCase.id, row.orderPosition, row.variantId, row.name, row.variantText));
  if (uploads.ids.length > 0) statements.push(...attachUploadStatements(db, newCase.id, uploads.session, uploads.ids, newCase.now));
  statements.push(deskEventStatement(db, {
    subject: 'case', subjectId: newCase.id, actor: 'customer', action: 'created', toStatus: 'new-return', visible: true,
  }, newCase.now));
  return statements;
}

export interface CaseAttachmentFile { id: number; caseId: number; r2Key: string; fileName: string; contentType: string; size: number }

/** An attachment by its id, with the R2 key to read it from. */
export async function findCaseAttachment(db: D1Database, id: number): Promise<CaseAttachmentFile | null> {
  const row = await db.prepare('SELECT id, case_id, r2_key, file_name, content_type, size FROM service_case_attachments WHERE id = ?1').bind(id)
    .first<{ id: number; case_id: number; r2_key: string; file_name: string; content_type: string; size: number }>();
  return row ? { id: row.id, caseId: row.case_id, r2Key: row.r2_key, fileName: row.file_name, contentType: row.content_type, size: row.size } : null;
}
