import { useEffect, useRef, useState } from 'react';
import type { OrderSummary } from '../../../shared/types/order.ts';
import { useSite } from '../../site-context.tsx';
import { cancelOwnOrder, type OrderProofFields } from './order-action-call.ts';

type Step = 'idle' | 'confirm' | 'sending';

/**
 * The customer's cancel of an order that has not shipped (issue 16 item 4,
 * cat 8 "order or return cancel"): a button, then a question that says what
 * follows (stock released, refund in 1 to 5 days, cat 9) with a yes and a no.
 * The question takes the focus so that it is read; "no" gives it back.
 */
export function OrderCancel({ order, proof, onCancelled }: { order: OrderSummary; proof: OrderProofFields; onCancelled: (order: OrderSummary) => void }) {
  const { t, config } = useSite();
  const [step, setStep] = useState<Step>('idle');
  const [message, setMessage] = useState('');
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (step === 'confirm') question.current?.focus();
    if (step === 'idle' && moved.current) opener.current?.focus();
  }, [step]);

  const cancel = async () => {
    setStep('sending');
    setMessage('');
    const answer = await cancelOwnOrder(order.order_number, proof, config.language);
    if (answer.kind === 'ok') return onCancelled(answer.body);
    moved.current = true;
    setStep('idle');
    setMessage(answer.kind === 'refused' && answer.status !== 400 ? answer.message : t('orderPages.cancel.failed'));
  };

  return (
    <div className="order-cancel">
      {step === 'idle' ? (
        <button ref={opener} type="button" className="button button--secondary" onClick={() => { moved.current = true; setStep('confirm'); }}>
          {t('orderPages.cancel.button')}
        </button>
      ) : (
        <div className="order-cancel__confirm" aria-busy={step === 'sending'}>
          <p ref={question} tabIndex={-1} className="order-cancel__question">{t('orderPages.cancel.confirm', { number: order.order_number })}</p>
          <div className="order-cancel__buttons">
            <button type="button" className="button button--primary" disabled={step === 'sending'} onClick={() => void cancel()}>
              {step === 'sending' ? t('orderPages.cancel.sending') : t('orderPages.cancel.yes')}
            </button>
            <button type="button" className="button button--secondary" disabled={step === 'sending'} onClick={() => setStep('idle')}>
              {t('orderPages.cancel.no')}
            </button>
          </div>
        </div>
      )}
      {message ? <p className="checkout-payment__alert" role="alert">{message}</p> : null}
    </div>
  );
}
