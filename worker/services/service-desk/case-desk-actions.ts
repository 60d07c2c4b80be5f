/**
 * What staff do with a case (issue 16 item 3): move its status along the
 * moves of shared/service/case-status.ts, ask the customer for more
 * information, comment (never shown to the customer), record a refund and
 * mark a row's goods received. Each change is one D1 batch with its desk
 * event; `actor` is the staff account's email. Status changes and questions
 * mail the customer in the case's language, the mail's outbox row in the
 * change's batch (case-mails.ts). A return rejected puts its exchanges'
 * reserved replacements back on their shelves in the same batch.
 */
import { cents, sumCents } from '../../../shared/money.ts';
import { canMoveCase, type CaseStatus } from '../../../shared/service/case-status.ts';
import { findCaseByNumber, listCaseRows, listWaitingExchanges, refundedOnOrder, type CaseRecord } from '../../data/case-desk-reads.ts';
import { runCaseBatch, moveCaseStatement, receiveCaseRowStatement, refundCaseStatement, touchCaseStatement } from '../../data/case-desk-writes.ts';
import { deskEventStatement, type DeskEventInput } from '../../data/desk-events.ts';
import { releaseExchangeStatements } from '../../data/returns/pending-exchanges.ts';
import { caseLinkToken } from './case-links.ts';
import { caseQuestionMail, caseStatusMail, changeCaseWithMail, type CaseDeskContext } from './case-mails.ts';

export type CaseActionOutcome =
  | { kind: 'done'; status: CaseStatus }
  | { kind: 'not_found' }
  /** The move is not one of case-status.ts's (a closed case moves no more). */
  | { kind: 'not_allowed'; from: CaseStatus; to: CaseStatus }
  /** Someone else changed the case between the read and the write: nothing changed. */
  | { kind: 'changed' }
  /** Asking for more information needs the question. */
  | { kind: 'note_required' }
  | { kind: 'no_paid_order' }
  | { kind: 'too_much'; max: number }
  | { kind: 'unknown_row' }
  | { kind: 'received_already' };

const event = (record: CaseRecord, actor: string, fields: Omit<DeskEventInput, 'subject' | 'subjectId' | 'actor'>): DeskEventInput =>
  ({ subject: 'case', subjectId: record.id, actor, ...fields });

/** Orders whose money never arrived or went back with the order: nothing of theirs is refunded here. */
const UNPAID_ORDER_STATUSES = new Set(['awaiting_payment', 'payment_failed', 'cancelled']);

/** Asks the customer `question`: the case waits for their answer (more_info-return), and they get the question by mail. */
async function ask(context: CaseDeskContext, record: CaseRecord, question: string, actor: string): Promise<CaseActionOutcome> {
  const from = record.status;
  // A follow-up question while the case already waits keeps it waiting.
  if (from !== 'more_info-return' && !canMoveCase(from, 'more_info-return')) return { kind: 'not_allowed', from, to: 'more_info-return' };
  const now = context.now.toISOString();
  const mail = caseQuestionMail(context, record, question, await caseLinkToken(context.env.DB, record, context.now));
  const done = await changeCaseWithMail(context, [
    moveCaseStatement(context.env.DB, { caseId: record.id, from, to: 'more_info-return', now }),
    deskEventStatement(context.env.DB, event(record, actor, { action: 'question', fromStatus: from, toStatus: 'more_info-return', note: question, visible: true }), context.now),
  ], mail);
  return done ? { kind: 'done', status: 'more_info-return' } : { kind: 'changed' };
}

/** Moves the case to `to`; `note` is a message to the customer with it (shown on their page and in the mail). */
export async function moveCase(context: CaseDeskContext, caseNumber: string, change: { status: CaseStatus; note: string }, actor: string): Promise<CaseActionOutcome> {
  const record = await findCaseByNumber(context.env.DB, caseNumber);
  if (!record) return { kind: 'not_found' };
  if (change.status === 'more_info-return' && canMoveCase(record.status, change.status)) {
    return change.note ? ask(context, record, change.note, actor) : { kind: 'note_required' };
  }
  const from = record.status;
  if (!canMoveCase(from, change.status)) return { kind: 'not_allowed', from, to: change.status };
  const db = context.env.DB;
  // A rejected return ships no replacement: those still waiting (neither received nor released) go back on sale.
  const exchanges = change.status === 'rejected-return' ? await listWaitingExchanges(db, record.id) : [];
  const mail = caseStatusMail(context, record, { status: change.status, note: change.note, token: await caseLinkToken(db, record, context.now) });
  const done = await changeCaseWithMail(context, [
    moveCaseStatement(db, { caseId: record.id, from, to: change.status, now: context.now.toISOString() }),
    deskEventStatement(db, event(record, actor, { action: 'status', fromStatus: from, toStatus: change.status, note: change.note, visible: true }), context.now),
    ...exchanges.flatMap((row) => releaseExchangeStatements(db, { caseId: record.id, orderId: record.orderId ?? 0, ...row }, context.now)),
  ], mail);
  return done ? { kind: 'done', status: change.status } : { kind: 'changed' };
}

export async function askCustomer(context: CaseDeskContext, caseNumber: string, question: string, actor: string): Promise<CaseActionOutcome> {
  const record = await findCaseByNumber(context.env.DB, caseNumber);
  if (!record) return { kind: 'not_found' };
  return ask(context, record, question, actor);
}

/** A note for staff only: never in the customer's answer or mails. */
export async function commentCase(context: CaseDeskContext, caseNumber: string, note: string, actor: string): Promise<CaseActionOutcome> {
  const record = await findCaseByNumber(context.env.DB, caseNumber);
  if (!record) return { kind: 'not_found' };
  await context.env.DB.batch([
    touchCaseStatement(context.env.DB, record.id, context.now.toISOString()),
    deskEventStatement(context.env.DB, event(record, actor, { action: 'comment', note, visible: false }), context.now),
  ]);
  return { kind: 'done', status: record.status };
}

/**
 * How much more the case may refund: what was paid for its rows, less what
 * the case had back, and never more than the order's total less what every
 * case of the order had back. 0 without a paid order.
 */
export async function refundableOf(context: CaseDeskContext, record: CaseRecord): Promise<{ paidOrder: boolean; max: number; caseRefunded: number; orderRefunded: number }> {
  const caseRefunded = record.refundAmount ?? 0;
  if (record.orderId === null || record.orderTotal === null || UNPAID_ORDER_STATUSES.has(record.orderStatus ?? '')) return { paidOrder: false, max: 0, caseRefunded, orderRefunded: 0 };
  const [rows, orderRefunded] = await Promise.all([listCaseRows(context.env.DB, record.id, record.language), refundedOnOrder(context.env.DB, record.orderId)]);
  const paid = sumCents(rows.map((row) => row.paid ?? 0));
  return { paidOrder: true, max: Math.max(0, cents(Math.min(paid - caseRefunded, record.orderTotal - orderRefunded))), caseRefunded, orderRefunded };
}

export async function recordRefund(context: CaseDeskContext, caseNumber: string, amount: number, actor: string): Promise<CaseActionOutcome> {
  const record = await findCaseByNumber(context.env.DB, caseNumber);
  if (!record) return { kind: 'not_found' };
  const { paidOrder, max, caseRefunded, orderRefunded } = await refundableOf(context, record);
  if (!paidOrder || record.orderId === null) return { kind: 'no_paid_order' };
  if (cents(amount) > max) return { kind: 'too_much', max };
  const now = context.now.toISOString();
  const done = await runCaseBatch(context.env.DB, [
    refundCaseStatement(context.env.DB, { caseId: record.id, orderId: record.orderId, caseRefunded, orderRefunded, amount: cents(amount), now }),
    deskEventStatement(context.env.DB, event(record, actor, { action: 'refund', note: `${cents(amount).toFixed(2)} EUR`, visible: false }), context.now),
  ]);
  return done ? { kind: 'done', status: record.status } : { kind: 'changed' };
}

/**
 * The row's goods reached the warehouse: an exchange's replacement, taken
 * off the shelf when the return was filed, ships now (cat 4), so the audit
 * trail says so and the release job leaves it alone.
 */
export async function markReceived(context: CaseDeskContext, caseNumber: string, position: number, actor: string): Promise<CaseActionOutcome> {
  const record = await findCaseByNumber(context.env.DB, caseNumber);
  if (!record) return { kind: 'not_found' };
  const row = (await listCaseRows(context.env.DB, record.id, record.language)).find((candidate) => candidate.position === position);
  if (!row) return { kind: 'unknown_row' };
  if (row.received_at) return { kind: 'received_already' };
  const what = `${row.name}${row.variant_text ? `, ${row.variant_text}` : ''} × ${row.amount}`;
  const statements = [
    receiveCaseRowStatement(context.env.DB, record.id, position, context.now.toISOString()),
    deskEventStatement(context.env.DB, event(record, actor, { action: 'received', note: what, visible: true }), context.now),
  ];
  if (row.action === 'exchange' && !row.released_at) {
    statements.push(deskEventStatement(context.env.DB, event(record, actor, {
      action: 'exchange_shipped', note: `${row.name}${row.exchange_variant_text ? `, ${row.exchange_variant_text}` : ''} × ${row.amount}`, visible: true,
    }), context.now));
  }
  return (await runCaseBatch(context.env.DB, statements)) ? { kind: 'done', status: record.status } : { kind: 'received_already' };
}
