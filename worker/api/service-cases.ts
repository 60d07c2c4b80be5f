import { Hono, type Context } from 'hono';
import { CASE_ANSWER_MESSAGES, caseAnswerSchema } from '../../shared/service/case-desk-schema.ts';
import type { CaseActionResponse, CustomerCaseResponse } from '../../shared/types/case-desk.ts';
import { AppError, notFound } from '../errors/app-error.ts';
import type { CaseRecord } from '../data/case-desk-reads.ts';
import type { AppEnv } from '../hono-env.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { findCaseByLinkToken } from '../services/service-desk/case-links.ts';
import { CASE_LINK_LIMIT } from '../services/service-desk/case-limits.ts';
import { answerCase, customerCaseView, withdrawCase, type CustomerCaseOutcome } from '../services/service-desk/customer-case.ts';
import { caseBody, caseDeskContext } from './case-desk-input.ts';
import { rateLimited } from './rate-limited.ts';

/**
 * The customer's case page calls (issue 16 item 3; /service-cases/{token}/).
 * The token is the case's secret (the filing mail's random one or a later
 * mail's signed one, services/service-desk/case-links.ts); an unknown or
 * forged one is a 404 that says nothing more. Counted per client; never
 * cached; writes check Origin. Messages are in `?lang=`.
 * - GET /api/service-cases/:token/ → CustomerCaseResponse;
 * - POST /api/service-cases/:token/answer/ {answer}: the answer to the question waiting
 *   (409 not_waiting otherwise); the case goes back to processing-return;
 * - POST /api/service-cases/:token/withdraw/: a case still new-return is withdrawn
 *   (rejected-return, 409 not_withdrawable otherwise).
 */
export const serviceCasesApi = new Hono<AppEnv>();

const limited = rateLimited(CASE_LINK_LIMIT);

async function caseOf(c: Context<AppEnv>): Promise<CaseRecord> {
  const record = await findCaseByLinkToken(c.env.DB, c.req.param('token') ?? '', new Date());
  if (!record) throw notFound(c.get('t')('serviceCase.notFound'));
  return record;
}

const REFUSALS: Record<Exclude<CustomerCaseOutcome, 'done'>, string> = {
  not_waiting: 'serviceCase.refused.notWaiting',
  not_withdrawable: 'serviceCase.refused.notWithdrawable',
  changed: 'serviceCase.refused.changed',
};

function answer(c: Context<AppEnv>, outcome: CustomerCaseOutcome, status: CaseActionResponse['status']) {
  if (outcome === 'done') return c.json<CaseActionResponse>({ ok: true, status });
  throw new AppError(409, outcome, c.get('t')(REFUSALS[outcome]), { fields: {} });
}

serviceCasesApi.get('/service-cases/:token/', noStoreMiddleware, limited, async (c) => {
  const context = caseDeskContext(c);
  return c.json<CustomerCaseResponse>(await customerCaseView(context, await caseOf(c), c.get('language')));
});

serviceCasesApi.post('/service-cases/:token/answer/', sameOriginMiddleware, noStoreMiddleware, limited, caseBody(caseAnswerSchema, CASE_ANSWER_MESSAGES), async (c) => {
  const record = await caseOf(c);
  return answer(c, await answerCase(caseDeskContext(c), record, c.req.valid('json').answer), 'processing-return');
});

serviceCasesApi.post('/service-cases/:token/withdraw/', sameOriginMiddleware, noStoreMiddleware, limited, async (c) => {
  const record = await caseOf(c);
  return answer(c, await withdrawCase(caseDeskContext(c), record), 'rejected-return');
});
