/**
 * The case desk's writes (issue 16 item 3; decision 023), as statements for
 * the service's batch beside their desk event (worker/data/desk-events.ts).
 * Each change is conditional on what the caller read (the status it moves
 * from, the refunds it counted, a row not yet received). A condition that no
 * longer holds writes a value the table's CHECK refuses, which fails the
 * whole batch, its event included: two staff members cannot both move a
 * case, and no event tells of a change that did not happen.
 */
import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types';
import type { CaseStatus } from '../../shared/service/case-status.ts';
import { outboxMailStatement, returnedIds, type OutboxMailRow } from './form-submissions.ts';

/** Not a status (service_cases' CHECK refuses it): what a stale move writes. */
const STALE_STATUS = `'stale'`;

/** Whether a batch failed because a condition of these statements (or a guard's) no longer held. */
const isStaleWrite = (error: unknown): boolean => error instanceof Error && /CHECK constraint failed/i.test(error.message);

/** The batch's results, or null when a condition no longer held and nothing of it was written. */
async function batchUnlessStale(db: D1Database, statements: D1PreparedStatement[]): Promise<D1Result[] | null> {
  try {
    return await db.batch(statements);
  } catch (error) {
    if (isStaleWrite(error)) return null;
    throw error;
  }
}

/** Runs the change's batch: false when a condition no longer held and nothing of it was written. */
export async function runCaseBatch(db: D1Database, statements: D1PreparedStatement[]): Promise<boolean> {
  return (await batchUnlessStale(db, statements)) !== null;
}

/**
 * Runs the change's batch with its mail's outbox row in it, so the change is
 * never saved without its mail; answers the row's id for the Queue, or null
 * when a condition no longer held and neither was written.
 */
export async function runCaseBatchWithMail(db: D1Database, statements: D1PreparedStatement[], mail: OutboxMailRow, now: Date): Promise<number | null> {
  const results = await batchUnlessStale(db, [...statements, outboxMailStatement(db, mail, now)]);
  return results === null ? null : returnedIds(results.slice(-1))[0];
}

export interface CaseMove {
  caseId: number;
  from: CaseStatus;
  to: CaseStatus;
  now: string;
}

/** Moves the case from `from` to `to`, only if it is still `from`. */
export function moveCaseStatement(db: D1Database, move: CaseMove): D1PreparedStatement {
  return db.prepare(`UPDATE service_cases SET status = CASE WHEN status = ?2 THEN ?3 ELSE ${STALE_STATUS} END, updated_at = ?4 WHERE id = ?1`)
    .bind(move.caseId, move.from, move.to, move.now);
}

/** Marks the case changed (a comment) without moving it. */
export function touchCaseStatement(db: D1Database, caseId: number, now: string): D1PreparedStatement {
  return db.prepare('UPDATE service_cases SET updated_at = ?2 WHERE id = ?1').bind(caseId, now);
}

export interface CaseRefund {
  caseId: number;
  orderId: number;
  /** The case's refunds and the order's, as read when the bound was checked. */
  caseRefunded: number;
  orderRefunded: number;
  amount: number;
  now: string;
}

/** Adds the refund to the case, only if neither the case's nor the order's refunds changed since they were read. */
export function refundCaseStatement(db: D1Database, refund: CaseRefund): D1PreparedStatement {
  return db.prepare(`UPDATE service_cases SET
      status = CASE WHEN round(COALESCE(refund_amount, 0), 2) = round(?3, 2)
        AND round((SELECT COALESCE(SUM(refund_amount), 0) FROM service_cases WHERE order_id = ?2), 2) = round(?4, 2) THEN status ELSE ${STALE_STATUS} END,
      refund_amount = round(COALESCE(refund_amount, 0) + ?5, 2), refunded_at = ?6, updated_at = ?6
    WHERE id = ?1`).bind(refund.caseId, refund.orderId, refund.caseRefunded, refund.orderRefunded, refund.amount, refund.now);
}

/** Marks a row's goods received at the warehouse, once (a row received already fails the batch: amount > 0). */
export function receiveCaseRowStatement(db: D1Database, caseId: number, position: number, now: string): D1PreparedStatement {
  return db.prepare(`UPDATE service_case_rows SET amount = CASE WHEN received_at IS NULL THEN amount ELSE 0 END, received_at = ?3
    WHERE case_id = ?1 AND position = ?2`).bind(caseId, position, now);
}
