import type { CheckoutState } from '../../../shared/checkout/checkout-core.ts';
import type { CheckoutDeliveryMethod } from '../../../shared/types/checkout.ts';
import { useSite } from '../../site-context.tsx';
import { cartRows, cartTotals } from './summary-lines.ts';
import { SummaryTable } from './summary-table.tsx';
import { useMoney } from '../../hooks/use-money.ts';
import { giftCardShare } from '../../../shared/money.ts';
import { ChargeNotice } from '../cart/charge-notice.tsx';

interface CartSummaryProps {
  state: CheckoutState;
  delivery: CheckoutDeliveryMethod | null;
}

/** The order about to be paid, from the cart's last validated answer: rows, delivery and totals. */
export function CartSummary({ state, delivery }: CartSummaryProps) {
  const { t, href } = useSite();
  const price = useMoney();
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="checkout-payment__subtitle">{t('checkoutForm.summaryTitle')}</h2>
      {state.status === 'PENDING' ? <p className="cart-summary__status" role="status">{t('checkoutForm.checkingCart')}</p> : null}
      <SummaryTable caption={t('checkoutForm.summaryCaption')} rows={cartRows(state, t)} totals={cartTotals(state, t)} />
      {state.totalPrice !== null ? <ChargeNotice toPayEur={giftCardShare(state.totalPrice, state.giftCards).toPay} /> : null}
      <dl className="order-summary__details">
        <div className="order-summary__detail">
          <dt>{t('orderPages.deliveryMethod')}</dt>
          <dd>{delivery ? `${delivery.name}, ${price(delivery.price)}` : t('checkoutForm.noDeliveryMethod')}</dd>
        </div>
        {state.shippingTime ? (
          <div className="order-summary__detail">
            <dt>{t('checkoutForm.shippingTime')}</dt>
            <dd>{state.shippingTime}</dd>
          </div>
        ) : null}
      </dl>
      {/* core 5: what stands in the way, from the validation this page ran (with the customs answer as it is now). */}
      {state.snippetError ? <p className="cart-summary__reason">{state.snippetError}</p> : null}
      <p className="cart-summary__edit"><a href={href('checkout')}>{t('checkoutForm.editCart')}</a></p>
    </aside>
  );
}
