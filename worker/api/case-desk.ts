import { Hono, type Context } from 'hono';
import { EURO, formatAmount } from '../../shared/money.ts';
import {
  CASE_DESK_MESSAGES, isCaseNumber, caseListQuerySchema, caseNoteSchema, caseReceivedSchema, caseRefundSchema, caseStatusSchema,
} from '../../shared/service/case-desk-schema.ts';
import type { CaseActionResponse, StaffCaseListResponse, StaffCaseResponse } from '../../shared/types/case-desk.ts';
import { AppError, badInput, notFound } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { INVALID_QUERY, validate } from '../middleware/validate.ts';
import { askCustomer, commentCase, markReceived, moveCase, recordRefund, type CaseActionOutcome } from '../services/service-desk/case-desk-actions.ts';
import { listStaffCases, staffCaseView } from '../services/service-desk/case-desk-view.ts';
import { caseBody, caseDeskContext, statusLabel } from './case-desk-input.ts';
import { staffOnlyMiddleware } from './staff-only.ts';

/**
 * The staff returns and complaints desk (issue 16 item 3, decision 023).
 * Staff and admin sessions only (403 to anyone else), never cached; writes
 * check Origin. Messages are in `?lang=`.
 * - GET /api/staff/cases/?kind=return|complaint&status=&store=&page= → StaffCaseListResponse, newest first;
 * - GET /api/staff/cases/:caseNumber/ → StaffCaseResponse, 404 unknown;
 * - POST /api/staff/cases/:caseNumber/status/ {status, note?}: a move of shared/service/case-status.ts
 *   (409 move_not_allowed otherwise, nothing changes); the customer is mailed;
 * - POST .../question/ {note}: more_info-return, the question shown to the customer and mailed;
 * - POST .../comment/ {note}: for staff only, never shown to the customer;
 * - POST .../refund/ {amount} in euro, at most what the case's rows were paid less earlier refunds (400 on amount);
 * - POST .../received/ {position}: the row's goods reached the warehouse (an exchange's replacement ships).
 * A change made by someone else between the read and the write is a 409 `changed`, and nothing changes.
 * Every change writes its desk event in the same batch, actor = the session's email.
 */
export const caseDeskApi = new Hono<AppEnv>();

const writes = [staffOnlyMiddleware, sameOriginMiddleware] as const;
const M = CASE_DESK_MESSAGES;

const caseNumberOf = (c: Context<AppEnv>): string => {
  const caseNumber = c.req.param('caseNumber') ?? '';
  if (!isCaseNumber(caseNumber)) throw notFound(c.get('t')('caseDesk.refused.notFound'));
  return caseNumber;
};

/** The staff account's address: who made the change, in the audit trail. */
const actorOf = (c: Context<AppEnv>): string => c.get('session')?.email ?? 'staff';

function answer(c: Context<AppEnv>, outcome: CaseActionOutcome) {
  const t = c.get('t');
  switch (outcome.kind) {
    case 'done':
      return c.json<CaseActionResponse>({ ok: true, status: outcome.status });
    case 'not_found':
      throw notFound(t('caseDesk.refused.notFound'));
    case 'not_allowed': {
      const message = t('caseDesk.refused.notAllowed', { from: statusLabel(c, outcome.from), to: statusLabel(c, outcome.to) });
      throw new AppError(409, 'move_not_allowed', message, { fields: { status: message } });
    }
    case 'changed':
      throw new AppError(409, 'changed', t('caseDesk.refused.changed'), { fields: {} });
    case 'note_required':
      throw badInput('invalid_request', t('caseDesk.error.questionRequired'), { note: t('caseDesk.error.questionRequired') });
    case 'no_paid_order':
      throw new AppError(409, 'no_paid_order', t('caseDesk.refused.noPaidOrder'), { fields: {} });
    case 'too_much': {
      const message = t('caseDesk.refused.tooMuch', { max: formatAmount(outcome.max, EURO, c.get('language')) });
      throw badInput('invalid_request', message, { amount: message });
    }
    case 'unknown_row':
      throw badInput('invalid_request', t('caseDesk.refused.unknownRow'), { position: t('caseDesk.refused.unknownRow') });
    case 'received_already':
      throw new AppError(409, 'received_already', t('caseDesk.refused.receivedAlready'), { fields: {} });
  }
}

caseDeskApi.get('/staff/cases/', staffOnlyMiddleware, validate('query', caseListQuerySchema, INVALID_QUERY), async (c) => {
  return c.json<StaffCaseListResponse>(await listStaffCases(caseDeskContext(c), c.req.valid('query')));
});

caseDeskApi.get('/staff/cases/:caseNumber/', staffOnlyMiddleware, async (c) => {
  const view = await staffCaseView(caseDeskContext(c), caseNumberOf(c), c.get('language'));
  if (!view) throw notFound(c.get('t')('caseDesk.refused.notFound'));
  return c.json<StaffCaseResponse>(view);
});

caseDeskApi.post('/staff/cases/:caseNumber/status/', ...writes, caseBody(caseStatusSchema, M), async (c) => {
  const { status, note } = c.req.valid('json');
  return answer(c, await moveCase(caseDeskContext(c), caseNumberOf(c), { status, note }, actorOf(c)));
});

caseDeskApi.post('/staff/cases/:caseNumber/question/', ...writes, caseBody(caseNoteSchema, M), async (c) => {
  return answer(c, await askCustomer(caseDeskContext(c), caseNumberOf(c), c.req.valid('json').note, actorOf(c)));
});

caseDeskApi.post('/staff/cases/:caseNumber/comment/', ...writes, caseBody(caseNoteSchema, M), async (c) => {
  return answer(c, await commentCase(caseDeskContext(c), caseNumberOf(c), c.req.valid('json').note, actorOf(c)));
});

caseDeskApi.post('/staff/cases/:caseNumber/refund/', ...writes, caseBody(caseRefundSchema, M), async (c) => {
  return answer(c, await recordRefund(caseDeskContext(c), caseNumberOf(c), c.req.valid('json').amount, actorOf(c)));
});

caseDeskApi.post('/staff/cases/:caseNumber/received/', ...writes, caseBody(caseReceivedSchema, M), async (c) => {
  return answer(c, await markReceived(caseDeskContext(c), caseNumberOf(c), c.req.valid('json').position, actorOf(c)));
});
