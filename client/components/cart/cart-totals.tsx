import { cartTotals, freeDeliveryProgress } from '../../../shared/checkout/cart-display.ts';
import type { CheckoutState } from '../../../shared/checkout/checkout-core.ts';
import { useSite } from '../../site-context.tsx';
import { useMoney } from '../../hooks/use-money.ts';
import { ChargeNotice } from './charge-notice.tsx';

/** cat 9 free delivery: how far the basket is from the chosen method's threshold. */
export function FreeDeliveryProgressBar({ state }: { state: CheckoutState }) {
  const { t } = useSite();
  const money = useMoney();
  const progress = freeDeliveryProgress(state.thresholds.delivery, cartTotals(state).deliveryValue);
  if (progress.kind === 'none') return null;
  if (progress.kind === 'reached') return <p className="free-delivery free-delivery--reached">{t('cartPage.freeDeliveryReached')}</p>;
  return (
    <div className="free-delivery">
      <p>{t('cartPage.freeDeliveryMissing', { amount: money(progress.missing) })}</p>
      <progress className="free-delivery__bar" max={100} value={progress.percent} aria-label={t('cartPage.freeDeliveryMissing', { amount: money(progress.missing) })} />
    </div>
  );
}

/** The sums of the last answer (core 7): products, discount, delivery, RePack, gift cards and what is left to pay. */
export function CartTotals({ state }: { state: CheckoutState }) {
  const { t } = useSite();
  const money = useMoney();
  const totals = cartTotals(state);
  const line = (label: string, value: string, className = '') => (
    <div className={`cart-totals__line ${className}`}><dt>{label}</dt><dd>{value}</dd></div>
  );
  // A transfer request is not paid (decision 012): the goods' value is all there is to show.
  if (state.transferRequest) return <dl className="cart-totals">{line(t('cartPage.productsTotal'), money(totals.products), 'cart-totals__line--total')}</dl>;
  return (
    <>
      <dl className="cart-totals">
        {line(t('cartPage.productsTotal'), money(totals.products))}
        {totals.discount > 0 ? line(t('cartPage.discount'), `−${money(totals.discount)}`) : null}
        {line(t('cartPage.deliveryCost'), money(totals.delivery, { free: true }))}
        {state.isRepackSelected ? line(t('cartPage.repackCost'), money(totals.repack, { free: true })) : null}
        {totals.giftCardsPaid > 0 ? line(t('cartPage.giftCardsPaid'), `−${money(totals.giftCardsPaid)}`) : null}
        {line(t('cartPage.toPay'), money(totals.toPay), 'cart-totals__line--total')}
      </dl>
      <ChargeNotice toPayEur={totals.toPay} />
    </>
  );
}
