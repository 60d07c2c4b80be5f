/**
 * A case as its customer sees it on /service-cases/{token}/ (issue 16 item
 * 3): the number, kind, status, rows, the events meant for them (status
 * changes, questions, their answers; never a staff comment, and the shop
 * rather than a staff member's address), signed links to the attachments;
 * answering a question, and withdrawing a return that is still new (cat 8
 * "order or return cancel"), which releases its exchanges' replacements.
 */
import type { CustomerCaseResponse } from '../../../shared/types/case-desk.ts';
import { listCaseAttachments, listCaseRows, listWaitingExchanges, type CaseRecord } from '../../data/case-desk-reads.ts';
import { moveCaseStatement } from '../../data/case-desk-writes.ts';
import { deskEventStatement, listDeskEvents } from '../../data/desk-events.ts';
import { releaseExchangeStatements } from '../../data/returns/pending-exchanges.ts';
import { PAGE_LINK_HOURS, signedAttachmentUrls } from './attachment-links.ts';
import { caseLinkToken } from './case-links.ts';
import { caseAnswerMail, caseStatusMail, changeCaseWithMail, type CaseDeskContext } from './case-mails.ts';

export async function customerCaseView(context: CaseDeskContext, record: CaseRecord, language: string): Promise<CustomerCaseResponse> {
  const db = context.env.DB;
  const [rows, attachments, events] = await Promise.all([listCaseRows(db, record.id, language), listCaseAttachments(db, record.id), listDeskEvents(db, 'case', record.id, true)]);
  const urls = await signedAttachmentUrls(db, attachments.map((file) => file.id), { expiresAt: new Date(context.now.getTime() + PAGE_LINK_HOURS * 3_600_000), now: context.now });
  const question = record.status === 'more_info-return' ? events.findLast((event) => event.action === 'question')?.note ?? null : null;
  return {
    case_number: record.caseNumber,
    kind: record.kind,
    status: record.status,
    created_at: record.createdAt,
    order_number: record.orderNumber,
    rows: rows.map(({ paid: _paid, ...row }) => row),
    events: events.map((event) => ({
      id: event.id, actor: event.actor === 'customer' ? 'customer' : 'shop', action: event.action, from_status: event.fromStatus, to_status: event.toStatus,
      note: event.note, created_at: event.createdAt,
    })),
    attachments: attachments.map((file, index) => ({ file_name: file.fileName, url: urls[index] })),
    question,
    can_withdraw: record.status === 'new-return',
  };
}

export type CustomerCaseOutcome = 'done' | 'not_waiting' | 'not_withdrawable' | 'changed';

/** The customer's answer to the question: shown on their page, the case back to processing, customer service told by mail. */
export async function answerCase(context: CaseDeskContext, record: CaseRecord, answer: string): Promise<CustomerCaseOutcome> {
  if (record.status !== 'more_info-return') return 'not_waiting';
  const done = await changeCaseWithMail(context, [
    moveCaseStatement(context.env.DB, { caseId: record.id, from: 'more_info-return', to: 'processing-return', now: context.now.toISOString() }),
    deskEventStatement(context.env.DB, {
      subject: 'case', subjectId: record.id, actor: 'customer', action: 'answer', fromStatus: 'more_info-return', toStatus: 'processing-return', note: answer, visible: true,
    }, context.now),
  ], caseAnswerMail(context, record, answer));
  return done ? 'done' : 'changed';
}

/** A new case withdrawn by its customer: rejected, its waiting replacements back on their shelves, and a confirmation mail. */
export async function withdrawCase(context: CaseDeskContext, record: CaseRecord): Promise<CustomerCaseOutcome> {
  if (record.status !== 'new-return') return 'not_withdrawable';
  const db = context.env.DB;
  const exchanges = await listWaitingExchanges(db, record.id);
  const mail = caseStatusMail(context, record, { status: 'rejected-return', note: '', token: await caseLinkToken(db, record, context.now), withdrawn: true });
  const done = await changeCaseWithMail(context, [
    moveCaseStatement(db, { caseId: record.id, from: 'new-return', to: 'rejected-return', now: context.now.toISOString() }),
    deskEventStatement(db, {
      subject: 'case', subjectId: record.id, actor: 'customer', action: 'withdrawn', fromStatus: 'new-return', toStatus: 'rejected-return', visible: true,
    }, context.now),
    ...exchanges.flatMap((row) => releaseExchangeStatements(db, { caseId: record.id, orderId: record.orderId ?? 0, ...row }, context.now)),
  ], mail);
  return done ? 'done' : 'changed';
}
