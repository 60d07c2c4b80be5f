/**
 * The case desk's answers (issue 16 item 3): the staff lists and a case as
 * staff see it (GET /api/staff/cases/...), and a case as its customer sees it
 * on their page (GET /api/service-cases/:token/). Amounts are euro.
 */
import type { CaseKind, CaseStatus } from '../service/case-status.ts';
import type { DeskEvent } from './desk.ts';

export interface DeskStore { id: number; name: string }

export interface StaffCaseListRow {
  case_number: string;
  kind: CaseKind;
  status: CaseStatus;
  created_at: string;
  customer_name: string;
  email: string;
  order_number: string | null;
  store_id: number | null;
  store_name: string;
}

export interface StaffCaseListResponse {
  cases: StaffCaseListRow[];
  page: number;
  pages: number;
  total: number;
  /** Every store, for the list's store filter. */
  stores: DeskStore[];
}

/** A row of a case: what is returned, exchanged or complained about. */
export interface CaseRowView {
  position: number;
  name: string;
  variant_text: string;
  amount: number;
  reason: string;
  action: 'return' | 'exchange' | 'complaint';
  /** An exchange's replacement (its variant text), '' otherwise. */
  exchange_variant_text: string;
  tracking_code: string;
  received_at: string | null;
  /** An exchange whose replacement was released for sale (not received in 3 weeks, or the case withdrawn). */
  released_at: string | null;
}

export interface StaffCaseRow extends CaseRowView {
  /** What the customer paid for these units (the order row's price), null without an order row. */
  paid: number | null;
}

export interface StaffCaseAttachment { id: number; file_name: string; content_type: string; size: number; url: string }

export interface StaffCaseOrder { order_number: string; status: string; created_at: string; total_price: number }

export interface StaffCaseResponse {
  case_number: string;
  kind: CaseKind;
  status: CaseStatus;
  /** The moves staff may make now (shared/service/case-status.ts); none when the case is closed. */
  next_statuses: CaseStatus[];
  created_at: string;
  updated_at: string;
  language: string;
  customer_name: string;
  email: string;
  order: StaffCaseOrder | null;
  store: DeskStore | null;
  /** The complaint form (core 3) or the return's extra answers, as the customer sent them. */
  details: Record<string, unknown>;
  rows: StaffCaseRow[];
  attachments: StaffCaseAttachment[];
  events: DeskEvent[];
  refund_amount: number | null;
  refunded_at: string | null;
  /** How much more may be refunded: the case rows' paid value less what the order has had back; 0 without a paid order. */
  refundable: number;
}

/** An event on the customer's page: who is the customer or the shop, never a staff member's address. */
export interface CustomerCaseEvent {
  id: number;
  actor: 'customer' | 'shop';
  action: string;
  from_status: string | null;
  to_status: string | null;
  note: string;
  created_at: string;
}

export interface CustomerCaseAttachment { file_name: string; url: string }

export interface CustomerCaseResponse {
  case_number: string;
  kind: CaseKind;
  status: CaseStatus;
  created_at: string;
  order_number: string | null;
  rows: CaseRowView[];
  events: CustomerCaseEvent[];
  attachments: CustomerCaseAttachment[];
  /** The question waiting for the customer's answer (status more_info-return), null otherwise. */
  question: string | null;
  /** A new return may still be withdrawn by the customer (cat 8 "order or return cancel"). */
  can_withdraw: boolean;
}

export interface CaseActionResponse { ok: true; status: CaseStatus }

/** /staff/cases/{caseNumber}/: the number from the address ('' when it is not one), nothing read from the case. */
export interface StaffCasePageProps { caseNumber: string }
