/**
 * Writing a return (issue 16 item 1, POST /api/returns/): the rows checked
 * against what the order may return, then one D1 batch (data/returns/
 * insert-return.ts) with the idempotency key, the link used, the case
 * ('R' number, status new-return, the customer's link token as its SHA-256),
 * its rows, each exchange's replacement reserved and the audit trail's
 * 'created' event. The confirmation mail is queued after the batch: a mail
 * that fails is retried by the outbox, and the return stays written.
 */
import type { ReturnSubmitRequest } from '../../../shared/service/return-schema.ts';
import type { ReturnRefusal, ReturnSubmitResponse } from '../../../shared/types/returns.ts';
import { insertReturnBatch, RETURN_SUBMISSION_SCOPE, type NewReturnCase } from '../../data/returns/insert-return.ts';
import { isReservationFailure as isGuardFailure } from '../../data/orders/insert-order.ts';
import { findSubmission } from '../../data/submission-keys.ts';
import { translatorFor } from '../../i18n.ts';
import { randomOrderId } from '../orders/secrets.ts';
import { newCaseNumber, newCaseToken } from './case-secrets.ts';
import type { ReturnContext } from './return-context.ts';
import { openReturnLink, type LinkRefusal } from './return-form.ts';
import { returnInstructions, returnPlaceOf } from './return-instructions.ts';
import { sendReturnConfirmation } from './return-mails.ts';
import { checkReturnRows, type CheckedRows } from './return-rows.ts';

export type SubmitReturnOutcome =
  | { kind: 'created'; answer: ReturnSubmitResponse }
  | { kind: 'link'; refusal: LinkRefusal }
  | { kind: 'refused'; refusal: ReturnRefusal }
  | Extract<CheckedRows, { kind: 'invalid' }>;

/** A new random case number collides one time in 10^8; a few tries are plenty. */
const NUMBER_TRIES = 3;

const isCaseCollision = (error: unknown) => /UNIQUE constraint failed: service_cases\.(case_number|id|access_token_hash)/i.test(String((error as Error)?.message ?? error));

async function replayed(context: ReturnContext, key: string | undefined): Promise<SubmitReturnOutcome | null> {
  if (!key) return null;
  const stored = await findSubmission(context.env.DB, RETURN_SUBMISSION_SCOPE, key);
  return stored ? { kind: 'created', answer: JSON.parse(stored) as ReturnSubmitResponse } : null;
}

export async function submitReturn(context: ReturnContext, request: ReturnSubmitRequest): Promise<SubmitReturnOutcome> {
  const earlier = await replayed(context, request.idempotency_key);
  if (earlier) return earlier;
  for (let attempt = 1; ; attempt++) {
    const opened = await openReturnLink(context, request.token);
    if (opened.kind !== 'open') return opened;
    const checked = checkReturnRows(request.rows, opened.returnable);
    if (checked.kind === 'invalid') return checked;
    const { returnable, linkHash } = opened;
    const { order } = returnable;
    const t = translatorFor(context.language);
    const caseNumber = newCaseNumber('return');
    const caseToken = await newCaseToken();
    const place = returnPlaceOf(returnable, t, context.language, context.brandName);
    const answer: ReturnSubmitResponse = {
      case_number: caseNumber,
      email: order.email,
      instructions: returnInstructions(t, { caseNumber, email: order.email, place, abroad: returnable.abroad, exchange: checked.rows.some((row) => row.action === 'exchange') }),
      return_place: place,
    };
    const newCase: NewReturnCase = {
      id: randomOrderId(), caseNumber, accessTokenHash: caseToken.hash, orderId: order.id, customerId: order.customerId, email: order.email,
      customerName: order.customerName, language: context.language, storeId: returnable.store?.id ?? null, siteOrigin: context.links.origin,
      now: context.now.toISOString(),
    };
    const submission = request.idempotency_key ? { key: request.idempotency_key, result: JSON.stringify(answer) } : null;
    try {
      await context.env.DB.batch(insertReturnBatch(context.env.DB, newCase, checked.rows, linkHash, submission));
    } catch (error) {
      // A double click, a number drawn twice, or a guard: the link used meanwhile, the rows returned
      // through another link, the replacement sold. Reading again tells which.
      const first = await replayed(context, request.idempotency_key);
      if (first) return first;
      if (isCaseCollision(error) && attempt < NUMBER_TRIES) continue;
      const again = await openReturnLink(context, request.token);
      if (again.kind !== 'open') return again;
      const recheck = checkReturnRows(request.rows, again.returnable);
      if (recheck.kind === 'invalid') return recheck;
      // Each replacement fits alone, not together (two rows exchanged to one variant): the store ran short.
      const exchanges = request.rows.flatMap((row, index) => (row.action === 'exchange' ? [`rows.${index}.exchange_variant_id`] : []));
      if (exchanges.length === 0 || !isGuardFailure(error)) throw error;
      return { kind: 'invalid', code: 'not_available', fields: Object.fromEntries(exchanges.map((field) => [field, { key: 'returns.error.notAvailable' }])) };
    }
    try {
      await sendReturnConfirmation(context, {
        to: order.email, name: order.customerName, language: context.language, caseNumber, orderNumber: order.orderNumber,
        rows: checked.rows.map((row) => ({ name: row.name, variantText: row.variantText, amount: row.amount, reason: row.reason, exchangeTo: row.exchangeText })),
        instructions: answer.instructions, place,
        caseUrl: context.links.route('serviceCase', context.language, { token: caseToken.token }),
      });
    } catch (error) {
      console.error('The return confirmation could not be written to the outbox; the return is saved', caseNumber, error);
    }
    return { kind: 'created', answer };
  }
}
