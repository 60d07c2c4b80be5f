import type * as v from 'valibot';
import { ACCOUNT_MESSAGES } from '../../../shared/account/account-schema.ts';
import { validateInput } from '../../../shared/validation.ts';

/**
 * The form's own check with the API's schema (architecture decision 6): the
 * same rules and the same message keys the server would answer with.
 */
export function schemaCheck<S extends v.GenericSchema>(schema: S): (values: Record<string, unknown>) => Record<string, string> {
  return (values) => {
    const result = validateInput(schema, values, { missing: ACCOUNT_MESSAGES.required, notAnObject: ACCOUNT_MESSAGES.invalid });
    return result.ok ? {} : result.fields;
  };
}
