import { useRef, useState, type FormEvent } from 'react';
import type { OrderSummary } from '../../../shared/types/order.ts';
import { useSite } from '../../site-context.tsx';
import { packOwnOrder, type OrderProofFields } from './order-action-call.ts';
import { ORDER_NUMBER } from './order-lookup.ts';
import { TextField } from './text-field.tsx';

/**
 * Pack together with an earlier order (issue 16 item 4; cat 3 "earlier order
 * to pack together with"): the customer types the other order's number from
 * its confirmation. The server decides (shared/order/pack-together.ts); a
 * refusal is cat 8 "pack-together not possible with the given order" on the
 * field, what was typed stays.
 */
export function PackTogetherForm({ order, proof, headingLevel, onPacked }: {
  order: OrderSummary; proof: OrderProofFields; headingLevel: 3 | 4; onPacked: (order: OrderSummary) => void;
}) {
  const { t, config } = useSite();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [alert, setAlert] = useState('');
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const id = `order-${order.order_number}-pack`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAlert('');
    const typed = value.trim();
    const check = typed === '' ? t('checkoutForm.error.required') : ORDER_NUMBER.test(typed) ? '' : t('viewOrder.error.orderNumber');
    setError(check);
    if (check) return input.current?.focus();
    setSending(true);
    const answer = await packOwnOrder(order.order_number, typed, proof, config.language);
    setSending(false);
    if (answer.kind === 'ok') {
      setValue('');
      return onPacked(answer.body);
    }
    const fieldError = answer.kind === 'refused' ? answer.fields.with_order_number ?? '' : '';
    if (fieldError) {
      setError(fieldError);
      return input.current?.focus();
    }
    setAlert(answer.kind === 'refused' && answer.status !== 400 ? answer.message : t('orderPages.packTogether.failed'));
  };

  return (
    <section className="order-pack" aria-labelledby={id}>
      <Heading id={id} className="order-pack__title">{t('orderPages.packTogether.title')}</Heading>
      <p className="order-pack__intro">{t('orderPages.packTogether.intro')}</p>
      <form className="order-pack__form" noValidate onSubmit={submit} aria-busy={sending}>
        <TextField
          name={`pack_with_${order.order_number}`}
          label={t('orderPages.packTogether.field')}
          value={value}
          error={error}
          autoComplete="off"
          maxLength={32}
          inputRef={(element) => { input.current = element; }}
          onChange={(next) => {
            setValue(next);
            if (error) setError('');
          }}
        />
        <button className="button button--secondary" type="submit" disabled={sending}>
          {sending ? t('orderPages.packTogether.sending') : t('orderPages.packTogether.submit')}
        </button>
      </form>
      {alert ? <p className="checkout-payment__alert" role="alert">{alert}</p> : null}
    </section>
  );
}
