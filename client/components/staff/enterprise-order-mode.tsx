import { useId, useState } from 'react';
import type { CheckoutState } from '../../../shared/checkout/checkout-core.ts';
import { endEnterpriseOrder, startEnterpriseOrder } from '../../../shared/checkout/staff-modes.ts';
import { checkoutStore } from '../../state/checkout-store.ts';
import { useSite } from '../../site-context.tsx';
import type { EnterpriseOrderChoice } from './use-staff-data.ts';

/**
 * Enterprise-order mode (cat 4): while an order is chosen, the product
 * page's button reads "Add to enterprise order" and adds there, not to the cart.
 */
export function EnterpriseOrderMode({ state, orders }: { state: CheckoutState; orders: EnterpriseOrderChoice[] }) {
  const { t } = useSite();
  const id = useId();
  const [chosen, setChosen] = useState(orders[0]?.id ?? 0);
  const active = state.enterpriseOrder;
  const start = () => {
    const order = orders.find((entry) => entry.id === chosen);
    if (order) checkoutStore.update((current) => startEnterpriseOrder(current, { id: order.id, name: order.name }));
  };
  return (
    <fieldset className="staff-tools__group">
      <legend className="staff-tools__legend">{t('staff.enterpriseHeading')}</legend>
      {active ? (
        <>
          <p role="status">{t('staff.enterpriseActive', { name: active.name })}</p>
          <button type="button" className="button" onClick={() => checkoutStore.update(endEnterpriseOrder)}>{t('staff.enterpriseEnd')}</button>
        </>
      ) : orders.length === 0 ? <p>{t('staff.enterpriseNone')}</p> : (
        <>
          <label className="field__label" htmlFor={`${id}-order`}>{t('staff.enterpriseChoose')}</label>
          <select id={`${id}-order`} className="staff-tools__select" value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
            {orders.map((order) => <option key={order.id} value={order.id}>{`${order.name} (${order.organisation})`}</option>)}
          </select>
          <button type="button" className="button" onClick={start}>{t('staff.enterpriseStart')}</button>
        </>
      )}
    </fieldset>
  );
}
