import { Hono, type Context } from 'hono';
import { askSchema } from '../../shared/service/ask-schema.ts';
import type { FormSentResponse } from '../../shared/service/contact-fields.ts';
import { corporateInfoSchema, enterpriseSchema } from '../../shared/service/corporate-schema.ts';
import type { AppEnv } from '../hono-env.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { SERVICE_FORM_ADDRESS_LIMIT, SERVICE_FORM_CLIENT_LIMIT } from '../services/service-forms/form-limits.ts';
import type { FormRequest } from '../services/service-forms/form-mails.ts';
import { submitForm } from '../services/service-forms/submit-form.ts';
import { limitRequest } from './rate-limited.ts';
import { formContext, serviceFormBody } from './service-form-input.ts';

/**
 * The question and corporate forms of issue 16 item 6 under /api/forms/:
 * POST ask/, corporate-info/ and enterprise/. Each stores the submission,
 * mails customer service and the sender (submit-form.ts) and answers 200
 * `{ ok, reference, message }`; bad input is a 400 with per-field messages.
 * Valid submissions are counted per client and per sender address: over a
 * limit, 429 with Retry-After. State-changing, so Origin is checked and
 * nothing is cached.
 */
export const serviceFormsApi = new Hono<AppEnv>();

const guarded = [sameOriginMiddleware, noStoreMiddleware] as const;

async function send(c: Context<AppEnv>, sent: FormRequest) {
  const t = c.get('t');
  const namespace = sent.form === 'ask' ? 'askForm' : 'corporateForms';
  const context = formContext(c);
  await limitRequest(c, [[SERVICE_FORM_CLIENT_LIMIT, context.clientKey], [SERVICE_FORM_ADDRESS_LIMIT, sent.request.email.toLowerCase()]],
    (minutes) => t(`${namespace}.error.tooMany`, { minutes }));
  const { reference } = await submitForm(context, sent, c.get('language'));
  const message = t(`${namespace}.sent`, { reference });
  return c.json<FormSentResponse>({ ok: true, reference, message });
}

serviceFormsApi.post('/forms/ask/', ...guarded, serviceFormBody(askSchema), (c) => send(c, { form: 'ask', request: c.req.valid('json') }));

serviceFormsApi.post('/forms/corporate-info/', ...guarded, serviceFormBody(corporateInfoSchema),
  (c) => send(c, { form: 'corporate_info', request: c.req.valid('json') }));

serviceFormsApi.post('/forms/enterprise/', ...guarded, serviceFormBody(enterpriseSchema), (c) => send(c, { form: 'enterprise', request: c.req.valid('json') }));
