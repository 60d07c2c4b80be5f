/**
 * The service desk's audit trail (issue 16 items 3 and 5; migration 0016):
 * every change to an order or a case by staff, the customer, the warehouse
 * or the scheduled job, with who, when and what. Writers add the statement
 * to the same batch as the change, so a change is never without its event.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { DeskEvent } from '../../shared/types/desk.ts';

export type DeskSubject = 'order' | 'case';

export interface DeskEventInput {
  subject: DeskSubject;
  subjectId: number;
  /** A staff account's email, or 'customer', 'warehouse', 'system'. */
  actor: string;
  /** What happened: 'status', 'comment', 'question', 'answer', 'tracking_code', 'refund', 'cancel', 'created', 'released'. */
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  note?: string;
  /** Shown to the customer on their page (a question to them, their answer, a status change). */
  visible?: boolean;
}


const INSERT = `INSERT INTO desk_events (subject, subject_id, actor, action, from_status, to_status, note, visible, created_at)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`;

export function deskEventStatement(db: D1Database, event: DeskEventInput, now: Date): D1PreparedStatement {
  return db.prepare(INSERT).bind(event.subject, event.subjectId, event.actor, event.action, event.fromStatus ?? null, event.toStatus ?? null,
    event.note ?? '', event.visible ? 1 : 0, now.toISOString());
}

interface DeskEventRow { id: number; actor: string; action: string; from_status: string | null; to_status: string | null; note: string; visible: number; created_at: string }

/** An order's or a case's events, oldest first; `visibleOnly` for what the customer's page shows. */
export async function listDeskEvents(db: D1Database, subject: DeskSubject, subjectId: number, visibleOnly = false): Promise<DeskEvent[]> {
  const sql = `SELECT id, actor, action, from_status, to_status, note, visible, created_at FROM desk_events
    WHERE subject = ?1 AND subject_id = ?2${visibleOnly ? ' AND visible = 1' : ''} ORDER BY id`;
  const { results } = await db.prepare(sql).bind(subject, subjectId).all<DeskEventRow>();
  return results.map((row) => ({ id: row.id, actor: row.actor, action: row.action, fromStatus: row.from_status, toStatus: row.to_status,
    note: row.note, visible: row.visible === 1, createdAt: row.created_at }));
}
