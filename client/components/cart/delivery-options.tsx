import { useId, useState } from 'react';
import { MAX_SPECIAL_REQUESTS_LENGTH, setChoice, setPostcode, setSpecialRequests } from '../../../shared/checkout/checkout-options.ts';
import type { CheckoutState } from '../../../shared/checkout/checkout-core.ts';
import type { CheckoutDeliveryMethod } from '../../../shared/types/checkout.ts';
import { checkoutStore } from '../../state/checkout-store.ts';
import { useSite } from '../../site-context.tsx';
import { useMoney } from '../../hooks/use-money.ts';
import { DeliveryMethodList } from './delivery-method-list.tsx';

/** Kinds that hand the parcel to a pickup point or locker: the point is found by postal code (cat 5). */
const NEEDS_POSTCODE: ReadonlySet<CheckoutDeliveryMethod['kind']> = new Set(['parcel_locker']);
const SHIPPED: ReadonlySet<CheckoutDeliveryMethod['kind']> = new Set(['home', 'parcel_locker']);

/**
 * Delivery of the cart page (core 3, core 7, cat 5, cat 9): the methods the
 * last answer offered (price or "Free"), the postal code that decides them,
 * express pickup (pikanouto) when a store can hand over everything (its
 * cut-offs beside it when chosen), RePack, delivery splitting and the
 * special requests.
 */
export function DeliveryOptions({ state }: { state: CheckoutState }) {
  const { t } = useSite();
  const money = useMoney();
  const id = useId();
  const [postcode, setPostcodeText] = useState(state.postcode);
  const selected = state.deliveryMethods.find((method) => method.id === state.deliveryMethod) ?? null;
  const repackFree = state.thresholds.repack !== null && state.isRepackSelected && state.repackCost === 0;
  return (
    <section className="cart-delivery" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-section__title">{t('cartPage.deliveryTitle')}</h2>
      <div className="cart-delivery__postcode">
        <label className="field__label" htmlFor={`${id}-postcode`}>{t('cartPage.postcode')}</label>
        <input id={`${id}-postcode`} className="cart-delivery__postcode-input" autoComplete="postal-code" maxLength={12} value={postcode}
          onChange={(event) => setPostcodeText(event.target.value)}
          onBlur={() => checkoutStore.update((current) => setPostcode(current, postcode))} />
        {selected && NEEDS_POSTCODE.has(selected.kind) && !state.postcode ? <p className="cart-delivery__hint" role="note">{t('cartPage.pickupNeedsPostcode')}</p> : null}
      </div>
      <DeliveryMethodList state={state} legend={t('cartPage.deliveryTitle')} />
      {state.shippingTime ? <p className="cart-delivery__time">{state.shippingTime}</p> : null}
      {selected && SHIPPED.has(selected.kind) ? (
        <label className="cart-delivery__check">
          <input type="checkbox" checked={state.isRepackSelected}
            onChange={(event) => checkoutStore.update((current) => setChoice(current, 'isRepackSelected', event.target.checked))} />
          {t('cartPage.repack')} {state.isRepackSelected && state.repackCost !== null ? `(${repackFree ? t('cartPage.free') : money(state.repackCost)})` : ''}
          {state.thresholds.repack !== null && !repackFree
            ? <span className="cart-delivery__hint"> {t('cartPage.repackFreeFrom', { amount: money(state.thresholds.repack) })}</span> : null}
        </label>
      ) : null}
      {state.products.length > 1 ? (
        <label className="cart-delivery__check">
          <input type="checkbox" checked={state.isDeliverySplittingSelected}
            onChange={(event) => checkoutStore.update((current) => setChoice(current, 'isDeliverySplittingSelected', event.target.checked))} />
          {t('cartPage.splitDelivery')}
        </label>
      ) : null}
      <label className="field__label" htmlFor={`${id}-requests`}>{t('cartPage.specialRequests')}</label>
      <textarea id={`${id}-requests`} className="cart-delivery__requests" rows={3} maxLength={MAX_SPECIAL_REQUESTS_LENGTH}
        defaultValue={state.specialRequests}
        onBlur={(event) => checkoutStore.update((current) => setSpecialRequests(current, event.target.value))} />
    </section>
  );
}
