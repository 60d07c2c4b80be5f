import { useRef, useState, type FormEvent } from 'react';
import { hasShipped } from '../../../shared/order/order-status-flow.ts';
import type { CustomerOrderRow } from '../../../shared/types/account.ts';
import type { OrderStatus } from '../../../shared/types/order.ts';
import type { ReturnLinkResponse } from '../../../shared/types/returns.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { postAccount } from '../account/account-call.ts';
import type { FormAlert } from '../account/use-account-form.ts';
import { SelectField } from '../account/select-field.tsx';
import { orderDate } from '../order/summary-lines.ts';
import { LINK_API } from './link-request-form.tsx';
import { ReturnRefusalNotice } from './return-refusal.tsx';

/** Orders whose goods have left the shop: the ones a return can be asked for (the server decides the rest, the 100 days among it). */
export const returnableOrders = (orders: readonly CustomerOrderRow[]) => orders.filter((order) => hasShipped(order.status as OrderStatus));

/**
 * A logged-in customer's way to the return form (issue 16 item 1): one of
 * their shipped orders, picked from a list (the account's order history
 * links here with it chosen); the link comes by mail to the order's address.
 */
export function OrderPickerForm({ orders, picked }: { orders: readonly CustomerOrderRow[]; picked: string }) {
  const { t, config } = useSite();
  const [value, setValue] = useState(orders.some((order) => order.order_number === picked) ? picked : orders[0]?.order_number ?? '');
  const [error, setError] = useState('');
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [sent, setSent] = useState('');
  const [sending, setSending] = useState(false);
  const select = useRef<HTMLSelectElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAlert(null);
    setSending(true);
    const answer = await postAccount<ReturnLinkResponse>(LINK_API, { order_number: value }, config.language);
    setSending(false);
    if (answer.kind === 'ok') return setSent(answer.body.message);
    if (answer.kind === 'unexpected') return setAlert({ text: t('serviceForm.error.sendingFailed'), code: '' });
    if (answer.fields.order_number) {
      setError(answer.fields.order_number);
      return select.current?.focus();
    }
    setAlert({ text: answer.message, code: answer.code });
  };

  if (sent) return <AccountAlert text={sent} tone="done" />;
  const options = orders.map((order) => ({ value: order.order_number, text: t('returns.request.pickOption', { number: order.order_number, date: orderDate(order.created_at) }) }));
  return (
    <>
      <form className="account-form" noValidate onSubmit={submit} aria-busy={sending}>
        <SelectField name="picked_order" label={t('returns.request.pickLabel')} value={value} options={options} error={error} selectRef={select}
          onChange={(next) => { setValue(next); setError(''); }} />
        <button className="button button--primary account-form__submit" type="submit" disabled={sending}>
          {sending ? t('returns.request.sending') : t('returns.request.submit')}
        </button>
      </form>
      {alert ? <ReturnRefusalNotice code={alert.code} message={alert.text} /> : null}
    </>
  );
}
