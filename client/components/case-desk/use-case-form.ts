import type { FormEvent } from 'react';
import type * as v from 'valibot';
import { CASE_DESK_MESSAGES } from '../../../shared/service/case-desk-schema.ts';
import type { CaseActionResponse } from '../../../shared/types/case-desk.ts';
import { validateInput } from '../../../shared/validation.ts';
import { useSite } from '../../site-context.tsx';
import { postAccount } from '../account/account-call.ts';
import { useAccountForm } from '../account/use-account-form.ts';

interface CaseFormOptions<V extends Record<string, string>> {
  /** The case's action path: /api/staff/cases/{number}/{action}/. */
  path: string;
  schema: v.GenericSchema;
  initial: V;
  order: ReadonlyArray<keyof V & string>;
  /** The dictionary key of what the form says once done. */
  doneKey: string;
  /** After the change is saved, with what to tell: the page says it and reads the case again. */
  onDone: (message: string) => void;
  /** The values sent, when they differ from what was typed. */
  body?: (values: V) => unknown;
}

/**
 * One action form of the case page (issue 16 item 3), the account forms' way
 * (use-account-form.ts): checked with the API's schema before sending, the
 * server's field messages beside their fields, any refusal (a move not
 * allowed, a case changed meanwhile) as one alert; emptied once saved.
 * What was done is said by the page (one live region for every form).
 */
export function useCaseForm<V extends Record<string, string>>({ path, schema, initial, order, doneKey, onDone, body }: CaseFormOptions<V>) {
  const { t, config } = useSite();
  const form = useAccountForm<V, CaseActionResponse>({
    initial,
    order,
    check: (values) => {
      const result = validateInput(schema, body ? body(values) : values, { missing: CASE_DESK_MESSAGES.required, notAnObject: CASE_DESK_MESSAGES.invalid });
      return result.ok ? {} : result.fields;
    },
    send: (values) => postAccount<CaseActionResponse>(path, body ? body(values) : values, config.language),
    onSent: () => {
      for (const field of order) form.set(field, initial[field]);
      onDone(t(doneKey));
    },
  });
  const submit = (event: FormEvent) => void form.submit(event);
  return { form, submit };
}
