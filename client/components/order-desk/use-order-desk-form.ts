import { useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { ORDER_DESK_MESSAGES } from '../../../shared/order/order-desk-schema.ts';
import type { StaffOrderActionResponse } from '../../../shared/types/order-desk.ts';
import { validateInput } from '../../../shared/validation.ts';
import { useSite } from '../../site-context.tsx';
import { postAccount } from '../account/account-call.ts';
import { useAccountForm } from '../account/use-account-form.ts';

type Values = Record<string, string | boolean>;

interface OrderFormOptions<V extends Values> {
  /** The order's action path: /api/staff/orders/{number}/{action}/. */
  path: string;
  schema: v.GenericSchema;
  initial: V;
  order: ReadonlyArray<keyof V & string>;
  /** What the form says once saved, from the answer (the cancel's refund outcome). */
  doneText: (answer: StaffOrderActionResponse) => string;
  /** The order as it is now: the page shows it. */
  onDone: (answer: StaffOrderActionResponse, text: string) => void;
}

/**
 * One action form of the order page (issue 16 item 5), the account forms' way
 * (use-account-form.ts): checked with the API's schema before sending, the
 * server's field messages beside their fields, any refusal (a move not
 * allowed, an order moved meanwhile) as one alert; emptied once saved.
 */
export function useOrderDeskForm<V extends Values>({ path, schema, initial, order, doneText, onDone }: OrderFormOptions<V>) {
  const { config } = useSite();
  const [done, setDone] = useState('');
  const form = useAccountForm<V, StaffOrderActionResponse>({
    initial,
    order,
    check: (values) => {
      const result = validateInput(schema, values, { missing: ORDER_DESK_MESSAGES.required, notAnObject: ORDER_DESK_MESSAGES.invalid });
      return result.ok ? {} : result.fields;
    },
    send: (values) => postAccount<StaffOrderActionResponse>(path, values, config.language),
    onSent: (answer) => {
      for (const field of order) form.set(field, initial[field]);
      const text = doneText(answer);
      setDone(text);
      onDone(answer, text);
    },
  });
  const submit = (event: FormEvent) => {
    setDone('');
    void form.submit(event);
  };
  return { form, done, submit };
}
