/**
 * Complaint uploads on their way to a case (migration 0018): a row from the
 * upload's first byte, completed once the file is in R2 within the limits,
 * moved to service_case_attachments by the complaint's batch, and deleted
 * with its R2 object by the scheduled job when no case took it.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { AttachmentKind, AttachmentType } from '../../shared/service/attachment-limits.ts';

export interface UploadUsage { files: number; imageBytes: number }

/** Files of the form so far (those under way too) and the bytes of its finished images. */
export async function uploadUsage(db: D1Database, session: string): Promise<UploadUsage> {
  const row = await db.prepare(`SELECT COUNT(*) AS files, COALESCE(SUM(CASE WHEN kind = 'image' THEN size ELSE 0 END), 0) AS image_bytes
    FROM complaint_uploads WHERE upload_session = ?1`).bind(session).first<{ files: number; image_bytes: number }>();
  return { files: row?.files ?? 0, imageBytes: row?.image_bytes ?? 0 };
}

export interface UploadReservation { id: string; session: string; r2Key: string; now: Date; maxFiles: number }

/** Records an upload before its bytes come, unless the form has `maxFiles` already; true when recorded. */
export async function reserveUpload(db: D1Database, upload: UploadReservation): Promise<boolean> {
  const result = await db.prepare(`INSERT INTO complaint_uploads (id, upload_session, r2_key, created_at)
    SELECT ?1, ?2, ?3, ?4 WHERE (SELECT COUNT(*) FROM complaint_uploads WHERE upload_session = ?2) < ?5`)
    .bind(upload.id, upload.session, upload.r2Key, upload.now.toISOString(), upload.maxFiles).run();
  return result.meta.changes === 1;
}

/** The R2 multipart upload the file goes into, so the job can abort it if the request dies. */
export async function noteMultipartUpload(db: D1Database, id: string, multipartId: string): Promise<void> {
  await db.prepare('UPDATE complaint_uploads SET multipart_id = ?2 WHERE id = ?1').bind(id, multipartId).run();
}

export interface FinishedUpload {
  id: string; session: string; fileName: string; contentType: AttachmentType; kind: AttachmentKind; size: number; now: Date;
  /** An image completes only while the form's finished images and this one stay under this. */
  maxImageBytes: number;
}

/**
 * Marks the upload complete. An image is counted against the form's image
 * total in the same statement, so two uploads at once cannot both slip
 * under it; false when that total would be reached (or the row is gone).
 */
export async function completeUpload(db: D1Database, upload: FinishedUpload): Promise<boolean> {
  const result = await db.prepare(`UPDATE complaint_uploads SET file_name = ?3, content_type = ?4, kind = ?5, size = ?6, completed_at = ?7, multipart_id = NULL
    WHERE id = ?1 AND upload_session = ?2 AND completed_at IS NULL
      AND (?5 <> 'image' OR (SELECT COALESCE(SUM(size), 0) FROM complaint_uploads WHERE upload_session = ?2 AND kind = 'image' AND id <> ?1) + ?6 < ?8)`)
    .bind(upload.id, upload.session, upload.fileName, upload.contentType, upload.kind, upload.size, upload.now.toISOString(), upload.maxImageBytes).run();
  return result.meta.changes === 1;
}

export async function deleteUpload(db: D1Database, id: string): Promise<void> {
  await db.prepare('DELETE FROM complaint_uploads WHERE id = ?1').bind(id).run();
}

export interface StaleUpload { id: string; r2Key: string; multipartId: string | null }

/** Uploads begun before `before` that no case took, oldest first. */
export async function listStaleUploads(db: D1Database, before: Date, limit: number): Promise<StaleUpload[]> {
  const { results } = await db.prepare('SELECT id, r2_key, multipart_id FROM complaint_uploads WHERE created_at < ?1 ORDER BY created_at LIMIT ?2')
    .bind(before.toISOString(), limit).all<{ id: string; r2_key: string; multipart_id: string | null }>();
  return results.map((row) => ({ id: row.id, r2Key: row.r2_key, multipartId: row.multipart_id }));
}

export async function deleteUploads(db: D1Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.batch(ids.map((id) => db.prepare('DELETE FROM complaint_uploads WHERE id = ?1').bind(id)));
}

export interface SessionUpload { id: string; fileName: string; contentType: string; kind: AttachmentKind; size: number }

/** The finished uploads of the form among `ids`. */
export async function listFinishedUploads(db: D1Database, session: string, ids: readonly string[]): Promise<SessionUpload[]> {
  if (ids.length === 0) return [];
  const marks = ids.map((_, index) => `?${index + 2}`).join(', ');
  const { results } = await db.prepare(`SELECT id, file_name, content_type, kind, size FROM complaint_uploads
    WHERE upload_session = ?1 AND completed_at IS NOT NULL AND id IN (${marks}) ORDER BY created_at, id`)
    .bind(session, ...ids).all<{ id: string; file_name: string; content_type: string; kind: AttachmentKind; size: number }>();
  return results.map((row) => ({ id: row.id, fileName: row.file_name, contentType: row.content_type, kind: row.kind, size: row.size }));
}

/**
 * The statements that make the uploads the case's attachments (in the
 * case's batch): each becomes a service_case_attachments row with the same
 * R2 key and leaves complaint_uploads, so the job never deletes its file.
 * A guard row fails the batch when an upload went missing meanwhile.
 */
export function attachUploadStatements(db: D1Database, caseId: number, session: string, ids: readonly string[], now: Date): D1PreparedStatement[] {
  const statements = ids.map((id) => db.prepare(`INSERT INTO service_case_attachments (case_id, r2_key, file_name, content_type, size, created_at)
    SELECT ?1, r2_key, file_name, content_type, size, ?4 FROM complaint_uploads WHERE id = ?2 AND upload_session = ?3 AND completed_at IS NOT NULL`)
    .bind(caseId, id, session, now.toISOString()));
  // order_guards (migration 0006) fails the batch on ok = 0; keyed by the negative case id, apart from every order's.
  statements.push(db.prepare(`INSERT INTO order_guards (order_id, what, ok)
    SELECT ?1, 'complaint attachments', (SELECT COUNT(*) FROM service_case_attachments WHERE case_id = ?2) = ?3`).bind(-caseId, caseId, ids.length));
  statements.push(db.prepare('DELETE FROM order_guards WHERE order_id = ?1').bind(-caseId));
  statements.push(...ids.map((id) => db.prepare('DELETE FROM complaint_uploads WHERE id = ?1 AND upload_session = ?2').bind(id, session)));
  return statements;
}
