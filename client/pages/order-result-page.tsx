import { useState } from 'react';
import { orderApiUrl } from '../../shared/checkout/order-links.ts';
import type { OrderSummary } from '../../shared/types/order.ts';
import type { OrderResultPageProps } from '../../shared/types/order-pages.ts';
import { OrderSummaryView } from '../components/order/order-summary-view.tsx';
import { isSettled, nextStepOf } from '../components/order/order-poll.ts';
import { useClearCartOnce } from '../components/order/use-clear-cart-once.ts';
import { useOrderPoll } from '../components/order/use-order-poll.ts';
import { useSite } from '../site-context.tsx';

/**
 * The order result pages (core 2, issue 6): paid (thank you, the order number
 * and the order; the cart is emptied), cancelled and failed (the cart is
 * intact: back to it), the provider asking for an address fix (back to the
 * payment page), and an order still being processed (polled until settled).
 */
export default function OrderResultPage({ kind, orderNumber, token, order: initial }: OrderResultPageProps) {
  const { t, href } = useSite();
  // An order still being processed is asked again until it is settled (issue 6).
  const polled = kind === 'process' && orderNumber && token && !(initial && isSettled(initial.status));
  const { order: polledOrder, gaveUp } = useOrderPoll(polled ? orderApiUrl({ orderNumber, token }) : null, initial);
  // The order as the customer's own action (cancel, pack together; issue 16 item 4) left it.
  const [changed, setChanged] = useState<OrderSummary | null>(null);
  const order = changed ?? polledOrder;
  // The provider said paid: the cart goes even before its callback lands, unless the order has already failed.
  const paid = kind === 'ok' && order !== null && nextStepOf(order.status) !== 'checkout';
  useClearCartOnce(paid ? orderNumber : null);

  const resultHref = orderNumber && token ? href('orderPaymentOk', { slug: `${orderNumber}/${token}` }) : href('front');
  const step = order ? nextStepOf(order.status) : 'wait';
  return (
    <div className={`order-result order-result--${kind}`}>
      <h1 className="order-result__title">{t(`orderPages.${kind}.title`)}</h1>
      {orderNumber ? (
        <p className="order-result__number">
          {t('orderPages.orderNumber')} <strong className="order-result__number-value">{orderNumber}</strong>
        </p>
      ) : null}
      <p className="order-result__text" role={kind === 'process' ? 'status' : undefined}>
        {kind === 'process' ? t(`orderPages.process.${step === 'wait' ? (gaveUp ? 'slow' : 'waiting') : step}`) : t(`orderPages.${kind}.text`, { email: order?.email ?? '' })}
      </p>
      <p className="order-result__actions">
        {kind === 'ok' ? <a className="button button--primary" href={href('front')}>{t('errors.continueShopping')}</a> : null}
        {kind === 'cancelled' || kind === 'error' ? <a className="button button--primary" href={href('checkout')}>{t('orderPages.backToCheckout')}</a> : null}
        {kind === 'address' ? <a className="button button--primary" href={href('checkoutPayment')}>{t('orderPages.backToPayment')}</a> : null}
        {kind === 'process' && step === 'confirmation' ? <a className="button button--primary" href={resultHref}>{t('orderPages.process.toConfirmation')}</a> : null}
        {kind === 'process' && step !== 'confirmation' && (step === 'checkout' || gaveUp) ? <a className="button button--primary" href={href('checkout')}>{t('orderPages.backToCheckout')}</a> : null}
        {kind === 'process' && gaveUp ? <a className="order-result__secondary" href={href('viewOrder')}>{t('orderPages.process.viewOrder')}</a> : null}
      </p>
      {kind === 'ok' && order ? <OrderSummaryView order={order} proof={token ? { token } : undefined} onChanged={setChanged} /> : null}
    </div>
  );
}
