/**
 * The case desk's reads as the staff pages take them (issue 16 item 3): a
 * list page of returns or complaints, newest first, filtered by status and
 * store; and one case with its rows, the complaint's form, its attachments
 * (through the staff route), the whole audit trail and what may still be
 * refunded.
 */
import { CASE_PAGE_SIZE, type CaseListQuery } from '../../../shared/service/case-desk-schema.ts';
import { nextCaseStatuses } from '../../../shared/service/case-status.ts';
import type { StaffCaseListResponse, StaffCaseResponse } from '../../../shared/types/case-desk.ts';
import { findCaseByNumber, listCaseAttachments, listCaseRows, listCases, listStores } from '../../data/case-desk-reads.ts';
import { listDeskEvents } from '../../data/desk-events.ts';
import { staffAttachmentPath } from './attachment-links.ts';
import { refundableOf } from './case-desk-actions.ts';
import type { CaseDeskContext } from './case-mails.ts';

export async function listStaffCases(context: CaseDeskContext, query: CaseListQuery): Promise<StaffCaseListResponse> {
  const db = context.env.DB;
  const [{ rows, total }, stores] = await Promise.all([
    listCases(db, {
      kind: query.kind, status: query.status === '' ? null : query.status, storeId: query.store === '' ? null : query.store,
      offset: (query.page - 1) * CASE_PAGE_SIZE, limit: CASE_PAGE_SIZE,
    }),
    listStores(db),
  ]);
  return { cases: rows, page: query.page, pages: Math.max(1, Math.ceil(total / CASE_PAGE_SIZE)), total, stores };
}

/** The customer's form as they sent it; a value that is not a JSON object shows as nothing rather than failing the page. */
export function caseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : {};
  } catch {
    return {};
  }
}

export async function staffCaseView(context: CaseDeskContext, caseNumber: string, language: string): Promise<StaffCaseResponse | null> {
  const db = context.env.DB;
  const record = await findCaseByNumber(db, caseNumber);
  if (!record) return null;
  const [rows, attachments, events, refundable] = await Promise.all([
    listCaseRows(db, record.id, language), listCaseAttachments(db, record.id), listDeskEvents(db, 'case', record.id), refundableOf(context, record),
  ]);
  return {
    case_number: record.caseNumber,
    kind: record.kind,
    status: record.status,
    next_statuses: [...nextCaseStatuses(record.status)],
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    language: record.language,
    customer_name: record.customerName,
    email: record.email,
    order: record.orderNumber === null ? null : {
      order_number: record.orderNumber, status: record.orderStatus ?? '', created_at: record.orderCreatedAt ?? '', total_price: record.orderTotal ?? 0,
    },
    store: record.storeId === null ? null : { id: record.storeId, name: record.storeName },
    details: caseDetails(record.details),
    rows,
    attachments: attachments.map((file) => ({ id: file.id, file_name: file.fileName, content_type: file.contentType, size: file.size, url: staffAttachmentPath(file.id) })),
    events,
    refund_amount: record.refundAmount,
    refunded_at: record.refundedAt,
    refundable: refundable.max,
  };
}
