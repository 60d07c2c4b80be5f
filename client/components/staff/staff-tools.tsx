import type { CheckoutState } from '../../../shared/checkout/checkout-core.ts';
import { setPostDelivery } from '../../../shared/checkout/staff-modes.ts';
import { checkoutStore } from '../../state/checkout-store.ts';
import { useSite } from '../../site-context.tsx';
import { EnterpriseOrderMode } from './enterprise-order-mode.tsx';
import { TransferRequestMode } from './transfer-request-mode.tsx';
import { TransferRows } from './transfer-rows.tsx';
import { useStaffData } from './use-staff-data.ts';

/**
 * The staff modes on the cart page (core 3, cat 4; decision 012): an
 * enterprise order to add products to, a store-to-store transfer request,
 * and post delivery. Loaded only for a logged-in staff account (decision 021).
 */
export default function StaffTools({ state }: { state: CheckoutState }) {
  const { t, config } = useSite();
  const data = useStaffData(config.language);
  return (
    <section className="staff-tools" aria-labelledby="staff-tools-title">
      <h2 id="staff-tools-title" className="cart-section__title">{t('staff.title')}</h2>
      {data.status === 'loading' ? <p role="status">{t('staff.loading')}</p> : null}
      {data.status === 'forbidden' ? <p role="alert">{t('staff.forbidden')}</p> : null}
      {data.status === 'failed' ? <p role="alert">{t('staff.failed')}</p> : null}
      {data.status === 'ready' ? (
        <>
          {state.transferRequest ? null : <EnterpriseOrderMode state={state} orders={data.orders} />}
          {state.enterpriseOrder ? null : <TransferRequestMode state={state} stores={data.stores} />}
          {/* Post delivery belongs to the transfer request: it is stored with it, not with a paid order. */}
          {state.transferRequest ? (
            <label className="staff-tools__check">
              <input type="checkbox" checked={state.postDelivery} onChange={(event) => checkoutStore.update((current) => setPostDelivery(current, event.target.checked))} />
              {t('staff.postDelivery')}
            </label>
          ) : null}
          {state.transferRequest && state.products.length > 0 ? <TransferRows state={state} stores={data.stores} /> : null}
        </>
      ) : null}
    </section>
  );
}
