import { useId, useState } from 'react';
import { canContinueToPayment } from '../../../shared/checkout/cart-display.ts';
import { clearCheckout, isBundleRow, type CartRow, type CheckoutState } from '../../../shared/checkout/checkout-core.ts';
import { toCheckoutRequest } from '../../../shared/checkout/checkout-validation.ts';
import { setTransferAmount, type TransferSide } from '../../../shared/checkout/staff-modes.ts';
import { planTransferRow } from '../../../shared/checkout/transfer-request.ts';
import { productTitle } from '../../../shared/product/product-title.ts';
import type { StoreResource } from '../../../shared/types/catalogue.ts';
import { checkoutStore } from '../../state/checkout-store.ts';
import { showToast } from '../../state/toasts.ts';
import { useSite } from '../../site-context.tsx';

function StoreUnits({ row, side, storeIds, stores }: { row: CartRow; side: TransferSide; storeIds: number[]; stores: StoreResource[] }) {
  const { t } = useSite();
  const id = useId();
  const amounts = (side === 'from' ? row.transferAmountsFrom : row.transferAmounts) ?? {};
  return storeIds.map((storeId) => {
    const name = stores.find((store) => store.id === storeId)?.name ?? String(storeId);
    return (
      <label key={storeId} className="staff-tools__units" htmlFor={`${id}-${storeId}`}>
        {t(side === 'from' ? 'staff.pickFrom' : 'staff.deliverTo', { store: name })}
        <input id={`${id}-${storeId}`} type="number" inputMode="numeric" min={0} max={999} className="staff-tools__number"
          value={amounts[String(storeId)] ?? 0}
          onChange={(event) => checkoutStore.update((current) => setTransferAmount(current, row.productId, side, storeId, Number(event.target.value)))} />
      </label>
    );
  });
}


/**
 * The cart's rows as a transfer request (core 5): with several source
 * warehouses each row says how many units come from each, with several
 * targets how many go to each; then the request is sent for picking.
 */
export function TransferRows({ state, stores }: { state: CheckoutState; stores: StoreResource[] }) {
  const { t, config } = useSite();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const headingId = useId();
  const mode = { from: state.transferRequestFrom, to: state.transferRequestTo };
  const send = async () => {
    setSending(true);
    setFailure('');
    try {
      const request = toCheckoutRequest(state, { countryCode: config.deliveryCountryCode, languageCode: config.language, pageName: 'checkout' });
      const response = await fetch('/api/customer/transfer-request/', {
        method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(request),
      });
      const body = (await response.json().catch(() => ({}))) as { number?: string; error?: { message?: string } };
      if (response.ok && body.number) {
        // The cart empties (this section with it): the number stays on screen as a toast.
        showToast(t('staff.sent', { number: body.number }), 'success');
        checkoutStore.update(clearCheckout);
      } else {
        setFailure(body.error?.message ?? t('staff.sendFailedGeneric'));
      }
    } catch {
      setFailure(t('staff.sendFailedGeneric'));
    } finally {
      setSending(false);
    }
  };
  const rows = state.products.filter((row) => !isBundleRow(row));
  return (
    <section className="staff-tools__group" aria-labelledby={headingId}>
      <h3 id={headingId} className="staff-tools__legend">{t('staff.rowsHeading')}</h3>
      {rows.map((row) => (
        // Each row's inputs are named by its product for screen readers (the legend).
        <fieldset key={String(row.productId)} className="staff-tools__row">
          <legend className="staff-tools__row-name">{row.details ? productTitle(row.details.manufacturer, row.details.name) : String(row.productId)}
            {row.details?.variant_text ? `, ${row.details.variant_text}` : ''}</legend>
          {mode.from.length > 1 ? <StoreUnits row={row} side="from" storeIds={mode.from} stores={stores} /> : null}
          {mode.to.length > 1 ? <StoreUnits row={row} side="to" storeIds={mode.to} stores={stores} /> : null}
          <p className="staff-tools__row-total">{t('staff.rowAmount', { amount: planTransferRow(row, mode).amount })}</p>
        </fieldset>
      ))}
      <button type="button" className="button button--primary" disabled={sending || !canContinueToPayment(state)} onClick={send}>
        {sending ? t('staff.sending') : t('staff.send')}
      </button>
      {failure ? <p className="form-field__error" role="alert">{t('staff.sendFailed', { reason: failure })}</p> : null}
    </section>
  );
}
