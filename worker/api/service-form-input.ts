import type { Context } from 'hono';
import type * as v from 'valibot';
import { SERVICE_FORM_MESSAGES } from '../../shared/service/service-form-messages.ts';
import { shopSettings } from '../env.ts';
import type { AppEnv } from '../hono-env.ts';
import { validate, firstFieldMessage } from '../middleware/validate.ts';
import { accountLinksFor } from '../services/auth/account-links.ts';
import { clientOf } from '../services/rate-limit.ts';
import type { FormContext } from '../services/service-forms/form-context.ts';

/**
 * A question, corporate or newsletter call's body through the one validator,
 * its messages in the request's language (`?lang=`); a missing field says
 * "This is a required field." (cat 5), a missing consent what the box asks.
 */
export function serviceFormBody<S extends v.GenericSchema>(schema: S, missing: Record<string, string> = {}) {
  return validate('json', schema, {
    code: 'invalid_request', message: firstFieldMessage, translate: true,
    missing: (field) => missing[field] ?? SERVICE_FORM_MESSAGES.required, notAnObject: SERVICE_FORM_MESSAGES.invalid,
  });
}

/** What the form services need from a request: the mails' links go to the host it came to. */
export function formContext(c: Context<AppEnv>): FormContext {
  const settings = shopSettings(c.env);
  return {
    env: c.env, now: new Date(), brandName: settings.brandName, contactEmail: settings.contactEmail,
    links: accountLinksFor(settings, new URL(c.req.url).origin), clientKey: clientOf(c.req.header('cf-connecting-ip')),
  };
}
