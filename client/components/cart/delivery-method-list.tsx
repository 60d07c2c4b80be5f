import { Fragment, useId } from 'react';
import { setChoice, setDeliveryMethod } from '../../../shared/checkout/checkout-options.ts';
import type { CheckoutState } from '../../../shared/checkout/checkout-core.ts';
import { expressCutOffsText } from '../../../shared/delivery/promise-text.ts';
import type { CheckoutDeliveryMethod } from '../../../shared/types/checkout.ts';
import { useMoney } from '../../hooks/use-money.ts';
import { checkoutStore } from '../../state/checkout-store.ts';
import { useSite } from '../../site-context.tsx';

/** Choosing a method also says whether it is express pickup (core 3 isPikanoutoSelected). */
function choose(method: CheckoutDeliveryMethod): void {
  checkoutStore.update((current) => setChoice(setDeliveryMethod(current, method.id), 'isPikanoutoSelected', method.kind === 'express_pickup'));
}

/**
 * The delivery methods of the last validation, to choose one (core 3, cat 5):
 * the cart and the payment page list them alike. The express pickup cut-offs
 * explain the express pickup chosen, beside it, never another method.
 */
export function DeliveryMethodList({ state, legend }: { state: CheckoutState; legend: string }) {
  const { t, config } = useSite();
  const money = useMoney();
  const id = useId();
  if (state.deliveryMethods.length === 0) return null;
  return (
    <fieldset className="cart-delivery__methods">
      <legend className="visually-hidden">{legend}</legend>
      {state.deliveryMethods.map((method) => {
        const chosen = method.id === state.deliveryMethod;
        const explained = chosen && method.kind === 'express_pickup';
        return (
          <Fragment key={method.id}>
            <label className="cart-delivery__method">
              <input type="radio" name={`${id}-method`} checked={chosen} onChange={() => choose(method)} aria-describedby={explained ? `${id}-express` : undefined} />
              <span className="cart-delivery__name">{method.name}</span>
              <span className="cart-delivery__price">{money(method.price, { free: true })}</span>
            </label>
            {explained ? <p id={`${id}-express`} className="cart-delivery__hint">{expressCutOffsText(t, config.language)}</p> : null}
          </Fragment>
        );
      })}
    </fieldset>
  );
}
