import { Hono, type Context } from 'hono';
import { isRecord } from '../../shared/is-record.ts';
import { RETURN_DAYS } from '../../shared/service/return-window.ts';
import { accountReturnRequestSchema, returnFormQuerySchema, returnRequestSchema, returnSubmitSchema } from '../../shared/service/return-schema.ts';
import { SERVICE_FORM_MESSAGES as M } from '../../shared/service/service-form-messages.ts';
import type { ReturnFormResponse, ReturnLinkResponse, ReturnRefusal, ReturnSubmitResponse } from '../../shared/types/returns.ts';
import { validateInput } from '../../shared/validation.ts';
import { emailKey } from '../data/customers.ts';
import { shopSettings } from '../env.ts';
import { AppError } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { validate, firstFieldMessage } from '../middleware/validate.ts';
import { accountLinksFor } from '../services/auth/account-links.ts';
import { clientOf } from '../services/rate-limit.ts';
import { RETURN_LINK_DAYS, type ReturnContext } from '../services/service-desk/return-context.ts';
import { openReturnLink, returnFormOf, type LinkRefusal } from '../services/service-desk/return-form.ts';
import { RETURN_FORM_LIMIT, RETURN_LINK_CLIENT_LIMIT, RETURN_LINK_EMAIL_LIMIT } from '../services/service-desk/return-limits.ts';
import { requestReturnLink } from '../services/service-desk/return-link.ts';
import type { RowMessage } from '../services/service-desk/return-rows.ts';
import { submitReturn } from '../services/service-desk/submit-return.ts';
import { limitRequest, rateLimited } from './rate-limited.ts';

/**
 * The customer's returns (issue 16 item 1): the one-time link by mail, the
 * form it opens, and the return it writes. Messages come in `?lang=`; an
 * order that is not the requester's is "order not found" (cat 8) and nothing
 * more, whether or not the number exists.
 */
export const returnsApi = new Hono<AppEnv>();

const guarded = [sameOriginMiddleware, noStoreMiddleware] as const;
const FAILURE = { code: 'invalid_request', message: firstFieldMessage, translate: true, missing: M.required, notAnObject: M.invalid } as const;

function returnContext(c: Context<AppEnv>): ReturnContext {
  return {
    env: c.env, now: new Date(), brandName: c.get('settings').brandName, language: c.get('language'),
    links: accountLinksFor(shopSettings(c.env), new URL(c.req.url).origin),
  };
}

const REFUSAL_MESSAGES: Record<ReturnRefusal, string> = {
  not_shipped: 'returns.error.notShipped',
  order_cancelled: 'returns.error.cancelled',
  return_time_expired: 'returns.error.windowExpired',
  all_returned: 'returns.error.allReturned',
};

/** 409: the order is the customer's but cannot be returned now; `code` tells the page which message and way on to show. */
const refused = (c: Context<AppEnv>, refusal: ReturnRefusal) => new AppError(409, refusal, c.get('t')(REFUSAL_MESSAGES[refusal], { days: RETURN_DAYS }), { fields: {} });

/** 400 on `token`: cat 8 "request expired" for an expired, used or unknown link alike, with the way to ask again. */
function linkRefused(c: Context<AppEnv>, refusal: LinkRefusal): AppError {
  const message = c.get('t')('returns.error.requestExpired');
  return new AppError(400, `token_${refusal}`, message, { fields: { token: message } });
}

/** A guest names the order's email; a logged-in customer sending no email picks one of their own orders. */
const linkRequest = validate('json', (input, c) => {
  const guest = c.get('session') === null || (isRecord(input) && 'email' in input);
  const checked = validateInput(guest ? returnRequestSchema : accountReturnRequestSchema, input, { missing: M.required, notAnObject: M.invalid });
  if (checked.ok) return { ok: true as const, request: checked.request as { email?: string; order_number: string } };
  const t = c.get('t');
  const fields = Object.fromEntries(Object.entries(checked.fields).map(([field, key]) => [field, t(key)]));
  return { ok: false as const, error: { code: 'invalid_request', message: firstFieldMessage(fields), fields } };
});

returnsApi.post('/returns/request/', ...guarded, linkRequest, async (c) => {
  const { email, order_number } = c.req.valid('json');
  const session = c.get('session');
  const t = c.get('t');
  const who = email !== undefined ? emailKey(email) : `customer:${session!.customerId}`;
  await limitRequest(c, [[RETURN_LINK_CLIENT_LIMIT, clientOf(c.req.header('cf-connecting-ip'))], [RETURN_LINK_EMAIL_LIMIT, who]],
    (minutes) => t('returns.error.tooManyRequests', { minutes }));
  const outcome = await requestReturnLink(returnContext(c), order_number, email !== undefined ? { email } : { customerId: session!.customerId });
  if (outcome.kind === 'not_found') throw new AppError(404, 'order_not_found', t('returns.error.orderNotFound'), { fields: {} });
  if (outcome.kind === 'refused') throw refused(c, outcome.refusal);
  return c.json<ReturnLinkResponse>({ ok: true, message: t('returns.request.sent', { email: outcome.email, days: RETURN_LINK_DAYS }) });
});

returnsApi.get('/returns/form/', noStoreMiddleware, rateLimited(RETURN_FORM_LIMIT), validate('query', returnFormQuerySchema, FAILURE), async (c) => {
  const context = returnContext(c);
  const opened = await openReturnLink(context, c.req.valid('query').token);
  if (opened.kind === 'link') throw linkRefused(c, opened.refusal);
  if (opened.kind === 'refused') throw refused(c, opened.refusal);
  return c.json<ReturnFormResponse>(returnFormOf(context, opened.returnable));
});

const say = (c: Context<AppEnv>, message: RowMessage) => c.get('t')(message.key, message.params);

returnsApi.post('/returns/', ...guarded, rateLimited(RETURN_FORM_LIMIT), validate('json', returnSubmitSchema, FAILURE), async (c) => {
  const outcome = await submitReturn(returnContext(c), c.req.valid('json'));
  if (outcome.kind === 'created') return c.json<ReturnSubmitResponse>(outcome.answer);
  if (outcome.kind === 'link') throw linkRefused(c, outcome.refusal);
  if (outcome.kind === 'refused') throw refused(c, outcome.refusal);
  const fields = Object.fromEntries(Object.entries(outcome.fields).map(([field, message]) => [field, say(c, message)]));
  throw new AppError(outcome.code === 'not_available' ? 409 : 400, outcome.code, firstFieldMessage(fields), { fields });
});
