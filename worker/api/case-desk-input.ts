import type { Context } from 'hono';
import type * as v from 'valibot';
import type { CaseStatus } from '../../shared/service/case-status.ts';
import { shopSettings } from '../env.ts';
import type { AppEnv } from '../hono-env.ts';
import { validate, firstFieldMessage } from '../middleware/validate.ts';
import type { CaseDeskContext } from '../services/service-desk/case-mails.ts';

/** A case desk body through the one validator, its messages (dictionary keys) in the request's language (`?lang=`). */
export function caseBody<S extends v.GenericSchema>(schema: S, messages: { required: string; invalid: string }) {
  return validate('json', schema, { code: 'invalid_request', message: firstFieldMessage, translate: true, missing: messages.required, notAnObject: messages.invalid });
}

/** What the case desk's services need from a request: the mails' links go to the host the case was filed on. */
export function caseDeskContext(c: Context<AppEnv>): CaseDeskContext {
  return { env: c.env, now: new Date(), settings: shopSettings(c.env) };
}

/** A status's label in the request's language (serviceCase.statuses). */
export const statusLabel = (c: Context<AppEnv>, status: CaseStatus) => c.get('t')(`serviceCase.statuses.${status}`);
