import { useRef, useState, type FormEvent } from 'react';
import type { ReturnFormResponse, ReturnSubmitResponse } from '../../../shared/types/returns.ts';
import { useSite } from '../../site-context.tsx';
import { postAccount } from '../account/account-call.ts';
import type { FormAlert } from '../account/use-account-form.ts';
import { checkReturn, fieldKey, formFields, initialRows, newSubmissionKey, returnBody, ROW_FIELDS, type RowState, type RowStates } from './return-form-state.ts';

const SUBMIT_API = '/api/returns/';

type Focusable = HTMLInputElement | HTMLSelectElement;

/**
 * The return form's state and submit (issue 16 item 1), the account forms'
 * way (use-account-form.ts) for rows: per-field messages, the first bad
 * field focused, the server's field messages shown the same way, any other
 * refusal as one alert, and one submission key per filled form so a double
 * click writes one return.
 */
export function useReturnForm(token: string, form: ReturnFormResponse) {
  const { t, config } = useSite();
  const [rows, setRows] = useState<RowStates>(() => initialRows(form.rows));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<ReturnSubmitResponse | null>(null);
  const key = useRef(newSubmissionKey());
  const fields = useRef(new Map<string, Focusable>());

  const showErrors = (found: Record<string, string>): boolean => {
    setErrors(found);
    const first = form.rows.flatMap((row) => ROW_FIELDS.map((field) => fieldKey(row.position, field))).find((field) => found[field]);
    if (first) fields.current.get(first)?.focus();
    return Object.keys(found).length > 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAlert(null);
    const { body, positions } = returnBody(token, form.rows, rows, form.abroad, key.current);
    const found = Object.fromEntries(Object.entries(checkReturn(body, positions)).map(([field, message]) => [field, t(message)]));
    if (showErrors(found)) {
      // Nothing chosen, or something no field shows: said once for the form.
      const general = Object.entries(found).find(([field]) => !/^\d+\./.test(field));
      if (general) setAlert({ text: general[1], code: '' });
      return;
    }
    setSending(true);
    const answer = await postAccount<ReturnSubmitResponse>(SUBMIT_API, body, config.language);
    setSending(false);
    if (answer.kind === 'ok') return setDone(answer.body);
    if (answer.kind === 'unexpected') return setAlert({ text: t('serviceForm.error.sendingFailed'), code: '' });
    const own = formFields(answer.fields, positions);
    const rowErrors = Object.fromEntries(Object.entries(own).filter(([field]) => /^\d+\./.test(field)));
    if (!showErrors(rowErrors) || answer.code !== 'invalid_request') setAlert({ text: answer.message, code: answer.code });
  };

  const change = (position: number, patch: Partial<RowState>) => {
    setRows((old) => ({ ...old, [position]: { ...old[position], ...patch } }));
    const cleared = Object.keys(patch).map((name) => fieldKey(position, name === 'exchangeVariantId' ? 'exchange_variant_id' : name === 'trackingCode' ? 'tracking_code' : name as 'amount'));
    if (cleared.some((field) => errors[field])) setErrors((old) => ({ ...old, ...Object.fromEntries(cleared.map((field) => [field, ''])) }));
  };

  /** The ref of a row's field, so the first bad one can take the focus. */
  const fieldRef = (field: string) => (element: Focusable | null) => {
    if (element) fields.current.set(field, element);
    else fields.current.delete(field);
  };

  return { rows, errors, alert, sending, done, submit, change, fieldRef };
}
