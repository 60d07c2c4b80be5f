import { useState } from 'react';
import type { CheckoutState } from '../../../shared/checkout/checkout-core.ts';
import { canStartTransfer, endTransferRequest, startTransferRequest } from '../../../shared/checkout/staff-modes.ts';
import type { StoreResource } from '../../../shared/types/catalogue.ts';
import { checkoutStore } from '../../state/checkout-store.ts';
import { useSite } from '../../site-context.tsx';

function StoreChoices({ legend, stores, chosen, onChange }: { legend: string; stores: StoreResource[]; chosen: number[]; onChange(next: number[]): void }) {
  return (
    <fieldset className="staff-tools__stores">
      <legend className="staff-tools__legend">{legend}</legend>
      {stores.map((store) => (
        <label key={store.id} className="staff-tools__check">
          <input type="checkbox" checked={chosen.includes(store.id)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, store.id] : chosen.filter((id) => id !== store.id))} />
          {store.name}
        </label>
      ))}
    </fieldset>
  );
}

const storeNames = (ids: number[], stores: StoreResource[]) => ids.map((id) => stores.find((store) => store.id === id)?.name ?? String(id)).join(', ');

/**
 * Transfer-request mode (core 3, cat 4): the cart becomes a request to move
 * units from the source warehouses to the target ones; the product page
 * then offers "Order from {store}" only where the sources hold stock.
 */
export function TransferRequestMode({ state, stores }: { state: CheckoutState; stores: StoreResource[] }) {
  const { t } = useSite();
  const [from, setFrom] = useState<number[]>([]);
  const [to, setTo] = useState<number[]>([]);
  const [highPriority, setHighPriority] = useState(false);
  const [reserveQuantity, setReserveQuantity] = useState(false);
  const [tried, setTried] = useState(false);
  if (state.transferRequest) {
    return (
      <fieldset className="staff-tools__group">
        <legend className="staff-tools__legend">{t('staff.transferHeading')}</legend>
        <p role="status">{t('staff.transferActive', { from: storeNames(state.transferRequestFrom, stores), to: storeNames(state.transferRequestTo, stores) })}</p>
        <button type="button" className="button" onClick={() => checkoutStore.update(endTransferRequest)}>{t('staff.transferEnd')}</button>
      </fieldset>
    );
  }
  const valid = canStartTransfer({ from, to });
  const start = () => {
    setTried(true);
    if (valid) checkoutStore.update((current) => startTransferRequest(current, { from, to, highPriority, reserveQuantity }));
  };
  return (
    <fieldset className="staff-tools__group">
      <legend className="staff-tools__legend">{t('staff.transferHeading')}</legend>
      <div className="staff-tools__columns">
        <StoreChoices legend={t('staff.transferFrom')} stores={stores} chosen={from} onChange={setFrom} />
        <StoreChoices legend={t('staff.transferTo')} stores={stores} chosen={to} onChange={setTo} />
      </div>
      <label className="staff-tools__check">
        <input type="checkbox" checked={highPriority} onChange={(event) => setHighPriority(event.target.checked)} />
        {t('staff.highPriority')}
      </label>
      <label className="staff-tools__check">
        <input type="checkbox" checked={reserveQuantity} onChange={(event) => setReserveQuantity(event.target.checked)} />
        {t('staff.reserveQuantity')}
      </label>
      {tried && !valid ? <p className="form-field__error" role="alert">{t('staff.transferInvalid')}</p> : null}
      <button type="button" className="button" onClick={start}>{t('staff.transferStart')}</button>
    </fieldset>
  );
}
