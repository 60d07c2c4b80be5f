import { useRef, useState, type FormEvent } from 'react';
import { useSite } from '../../site-context.tsx';
import type { AccountAnswer } from './account-call.ts';

type Values = Record<string, string | boolean>;

/** A message for the whole form (role=alert); `code` is the API's, '' for the page's own. */
export interface FormAlert { text: string; code: string }

interface AccountFormOptions<V extends Values, T> {
  initial: V;
  /** The form's fields in screen order: the first bad one takes the focus. */
  order: ReadonlyArray<keyof V & string>;
  /** Dictionary keys of the fields' messages (the shared schema's); none when the form may be sent. */
  check: (values: V) => Record<string, string>;
  send: (values: V) => Promise<AccountAnswer<T>>;
  /** After a 2xx; answers a message for the form when what follows failed. */
  onSent: (body: T) => Promise<string | void> | string | void;
  /** The dictionary key said when no usable answer came; errors.unexpected unless the form says better (cat 8 "sending the message failed"). */
  unexpectedText?: string;
}

/**
 * The account forms' one way (issue 15, the house style of view-order-page):
 * per-field messages tied to their fields, the first bad field focused, the
 * server's field messages shown the same way, any other refusal or failure as
 * one alert. Sending twice at once is not possible.
 */
export function useAccountForm<V extends Values, T>({ initial, order, check, send, onSent, unexpectedText = 'errors.unexpected' }: AccountFormOptions<V, T>) {
  const { t } = useSite();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [sending, setSending] = useState(false);
  const inputs = useRef(new Map<string, HTMLElement>());

  const showFieldErrors = (found: Record<string, string>): boolean => {
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) inputs.current.get(first)?.focus();
    return first !== undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAlert(null);
    const found = Object.fromEntries(Object.entries(check(values)).map(([field, key]) => [field, t(key)]));
    if (showFieldErrors(found)) return;
    setSending(true);
    const answer = await send(values);
    if (answer.kind === 'ok') {
      const failure = await onSent(answer.body);
      setSending(false);
      if (failure) setAlert({ text: failure, code: '' });
      return;
    }
    setSending(false);
    if (answer.kind === 'unexpected') return setAlert({ text: t(unexpectedText), code: '' });
    const own = Object.fromEntries(Object.entries(answer.fields).filter(([field]) => order.includes(field)));
    if (!showFieldErrors(own)) setAlert({ text: answer.message, code: answer.code });
  };

  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((old) => ({ ...old, [field]: value }));
    if (errors[field]) setErrors((old) => ({ ...old, [field]: '' }));
  };

  /** The props of a TextField for a text field of the form. */
  const textField = (field: keyof V & string) => ({
    name: field,
    value: String(values[field]),
    error: errors[field] ?? '',
    // Any focusable field: an input, or a textarea (the service desk's notes).
    inputRef: (element: HTMLElement | null) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    },
    onChange: (value: string) => set(field, value as V[typeof field]),
  });

  return { values, set, errors, alert, setAlert, sending, submit, textField };
}
