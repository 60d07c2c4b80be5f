import { useRef, useState, type FormEvent } from 'react';
import type { OrderSummary } from '../../shared/types/order.ts';
import type { ViewOrderPageProps } from '../../shared/types/order-pages.ts';
import { checkLookup, lookUpOrder, type LookupValues } from '../components/order/order-lookup.ts';
import { OrderSummaryView } from '../components/order/order-summary-view.tsx';
import { TextField } from '../components/order/text-field.tsx';
import { useSite } from '../site-context.tsx';

const FIELDS = ['email', 'order_number'] as const;

/**
 * /view-order/: a guest's order by email and order number (cat 6), or cat 8
 * "order not found (check email and order number)"; the order shows its
 * status, tracking codes and history, and may be cancelled or packed with an
 * earlier order while it has not shipped (issue 16 item 4).
 */
export default function ViewOrderPage(_props: ViewOrderPageProps) {
  const { t, config } = useSite();
  const [values, setValues] = useState<LookupValues>({ email: '', order_number: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [order, setOrder] = useState<OrderSummary | null>(null);
  // The email the lookup found the order with: the proof of the customer's actions on it (issue 16 item 4), whatever is typed later.
  const [proofEmail, setProofEmail] = useState('');
  const [sending, setSending] = useState(false);
  const inputs = useRef<Partial<Record<string, HTMLInputElement | null>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setMessage('');
    const found = checkLookup(values) as Record<string, string>;
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) return inputs.current[first]?.focus();
    setSending(true);
    const answer = await lookUpOrder(values, config.language, (input, init) => fetch(input, init));
    setSending(false);
    setOrder(answer.kind === 'found' ? answer.order : null);
    if (answer.kind === 'found') setProofEmail(values.email.trim());
    if (answer.kind === 'notFound') setMessage(t('viewOrder.notFound'));
    else if (answer.kind === 'fields') setErrors(answer.fields);
    else if (answer.kind === 'refused') setMessage(answer.message);
    else if (answer.kind === 'unexpected') setMessage(t('errors.unexpected'));
  };

  return (
    <div className="view-order">
      <h1 className="view-order__title">{t('viewOrder.title')}</h1>
      <p>{t('viewOrder.intro')}</p>
      <form className="view-order__form" noValidate onSubmit={submit} aria-busy={sending}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            name={`lookup_${field}`}
            label={t(`viewOrder.fields.${field}`)}
            value={values[field]}
            error={errors[field] ? t(errors[field]) : ''}
            autoComplete={field === 'email' ? 'email' : 'off'}
            type={field === 'email' ? 'email' : 'text'}
            maxLength={field === 'email' ? 254 : 32}
            inputRef={(element) => { inputs.current[field] = element; }}
            onChange={(value) => {
              setValues((old) => ({ ...old, [field]: value }));
              if (errors[field]) setErrors((old) => ({ ...old, [field]: '' }));
            }}
          />
        ))}
        <button className="button button--primary checkout-payment__submit" type="submit" disabled={sending}>
          {sending ? t('viewOrder.searching') : t('viewOrder.submit')}
        </button>
      </form>
      {message ? <p className="checkout-payment__alert" role="alert">{message}</p> : null}
      {order ? <OrderSummaryView order={order} proof={{ email: proofEmail }} onChanged={setOrder} /> : null}
    </div>
  );
}
