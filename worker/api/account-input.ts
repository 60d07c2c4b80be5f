import type * as v from 'valibot';
import { ACCOUNT_MESSAGES } from '../../shared/account/account-schema.ts';
import type { FieldErrors } from '../../shared/validation.ts';
import { validate } from '../middleware/validate.ts';

/** The form shows each field's message; the first one is also the 400's message. */
const firstMessage = (fields: FieldErrors) => Object.values(fields)[0] ?? '';

/** An account call's body through the one validator, its messages in the request's language (`?lang=`). */
export function accountBody<S extends v.GenericSchema>(schema: S) {
  return validate('json', schema, {
    code: 'invalid_request', message: firstMessage, translate: true, missing: ACCOUNT_MESSAGES.required, notAnObject: ACCOUNT_MESSAGES.invalid,
  });
}
