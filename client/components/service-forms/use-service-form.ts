import { useRef, useState } from 'react';
import type * as v from 'valibot';
import { HONEYPOT_FIELD } from '../../../shared/service/contact-fields.ts';
import { SERVICE_FORM_MESSAGES } from '../../../shared/service/service-form-messages.ts';
import { validateInput } from '../../../shared/validation.ts';
import { useSite } from '../../site-context.tsx';
import { postAccount } from '../account/account-call.ts';
import { useAccountForm } from '../account/use-account-form.ts';

type Values = Record<string, string | boolean>;

interface ServiceFormOptions<V extends Values, T> {
  initial: V;
  /** The form's fields in screen order: the first bad one takes the focus. */
  order: ReadonlyArray<keyof V & string>;
  /** The API's schema (shared/service/): the page checks what the server will. */
  schema: v.GenericSchema;
  /** Missing fields whose message is not "This is a required field." (the consent box). */
  missing?: Record<string, string>;
  api: string;
  /** The body from the values (interests' boxes become a list); the values themselves by default. */
  toBody?: (values: V) => Record<string, unknown>;
  onSent: (body: T) => void;
}

/**
 * The question, corporate and newsletter forms (issue 16 item 6), the
 * account forms' way (use-account-form.ts): the shared schema checks before
 * sending, the server's field messages show beside their fields, and the
 * values stay as typed after any refusal or a failed send (cat 8 "sending
 * the message failed"). Each filled form sends one random idempotency key,
 * so a double click writes one submission, and the honeypot's value.
 */
export function useServiceForm<V extends Values, T>({ initial, order, schema, missing = {}, api, toBody = (values) => values, onSent }: ServiceFormOptions<V, T>) {
  const { config } = useSite();
  const key = useRef<string>('');
  const [honeypot, setHoneypot] = useState('');
  const body = (values: V) => ({ ...toBody(values), [HONEYPOT_FIELD]: honeypot });
  const form = useAccountForm<V, T>({
    initial,
    order,
    check: (values) => {
      const result = validateInput(schema, body(values), { missing: (field) => missing[field] ?? SERVICE_FORM_MESSAGES.required, notAnObject: SERVICE_FORM_MESSAGES.invalid });
      return result.ok ? {} : result.fields;
    },
    send: (values) => {
      key.current ||= crypto.randomUUID();
      return postAccount<T>(api, { ...body(values), idempotency_key: key.current }, config.language);
    },
    onSent,
    unexpectedText: SERVICE_FORM_MESSAGES.sendingFailed,
  });
  return { ...form, honeypot: { value: honeypot, onChange: setHoneypot } };
}
