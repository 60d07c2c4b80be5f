import type { CheckoutState } from '../../../shared/checkout/checkout-core.ts';
import type { PaymentMethodId } from '../../../shared/types/order.ts';
import { useSite } from '../../site-context.tsx';

/**
 * core 5, core 7: the methods of the last validation for the delivery
 * country; Klarna and PayPal only while the state says so (flags set only
 * when the reason list was empty). A card is always possible.
 */
export function offeredMethods(state: Pick<CheckoutState, 'paymentMethods' | 'showKlarna' | 'showPaypalCheckout'>): PaymentMethodId[] {
  const offered: PaymentMethodId[] = ['card'];
  if (state.paymentMethods.includes('paypal') && state.showPaypalCheckout) offered.push('paypal');
  if (state.paymentMethods.includes('klarna') && state.showKlarna) offered.push('klarna');
  return offered;
}

export function PaymentMethodChoice({ methods, value, onChange }: { methods: PaymentMethodId[]; value: PaymentMethodId; onChange: (method: PaymentMethodId) => void }) {
  const { t } = useSite();
  return (
    <fieldset className="payment-methods">
      <legend className="checkout-payment__subtitle">{t('checkoutForm.paymentMethod')}</legend>
      {methods.map((method) => (
        <label key={method} className="payment-methods__option">
          <input type="radio" name="payment_method" value={method} checked={value === method} onChange={() => onChange(method)} />
          <span className="payment-methods__name">{t(`checkoutForm.paymentMethods.${method}`)}</span>
          <span className="payment-methods__hint">{t(`checkoutForm.paymentHints.${method}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
