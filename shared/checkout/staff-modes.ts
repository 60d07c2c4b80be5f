/**
 * Transitions of the staff modes (core 3, cat 4): an enterprise order and a
 * store-to-store transfer request exclude each other, and every change
 * re-validates the cart (changed()).
 */
import type { EnterpriseOrderRef } from '../types/checkout.ts';
import { changed, NO_STAFF_MODES, type CartRow, type CheckoutState } from './checkout-core.ts';
import { isSelfTransfer, isTransferMode, type StoreAmounts, type TransferStores } from './transfer-request.ts';

interface TransferSettings extends TransferStores { highPriority: boolean; reserveQuantity: boolean }

/** Rows lose their per-store units: they belonged to the warehouses of the mode that ended. */
function withoutTransferAmounts(products: CartRow[]): CartRow[] {
  return products.map(({ transferAmounts: _to, transferAmountsFrom: _from, ...row }) => row);
}

export function startEnterpriseOrder(state: CheckoutState, order: EnterpriseOrderRef): CheckoutState {
  return changed({ ...state, ...NO_STAFF_MODES, postDelivery: state.postDelivery, products: withoutTransferAmounts(state.products), enterpriseOrder: order });
}

export function endEnterpriseOrder(state: CheckoutState): CheckoutState {
  return state.enterpriseOrder ? changed({ ...state, enterpriseOrder: null }) : state;
}

/** Both lists need a store; the same store cannot send to itself (it would move nothing). */
export function canStartTransfer(settings: TransferStores): boolean {
  return isTransferMode(settings) && !isSelfTransfer(settings);
}

export function startTransferRequest(state: CheckoutState, settings: TransferSettings): CheckoutState {
  if (!canStartTransfer(settings)) return state;
  return changed({
    ...state,
    enterpriseOrder: null,
    transferRequest: true,
    transferRequestFrom: [...new Set(settings.from)],
    transferRequestTo: [...new Set(settings.to)],
    transferrequest_high_priority: settings.highPriority,
    transferrequest_reserve_quantity: settings.reserveQuantity,
    products: withoutTransferAmounts(state.products),
  });
}

export function endTransferRequest(state: CheckoutState): CheckoutState {
  if (!state.transferRequest) return state;
  return changed({
    ...state,
    transferRequest: false, transferRequestFrom: [], transferRequestTo: [],
    transferrequest_high_priority: false, transferrequest_reserve_quantity: false,
    products: withoutTransferAmounts(state.products),
  });
}

export type TransferSide = 'from' | 'to';

/** Sets one warehouse's units on a row (a pick from a source, or a share for a target); 0 removes it. */
export function setTransferAmount(state: CheckoutState, productId: CartRow['productId'], side: TransferSide, storeId: number, units: number): CheckoutState {
  const stores = side === 'from' ? state.transferRequestFrom : state.transferRequestTo;
  const index = state.products.findIndex((row) => row.productId === productId);
  if (!state.transferRequest || index < 0 || !stores.includes(storeId)) return state;
  const key = side === 'from' ? 'transferAmountsFrom' : 'transferAmounts';
  const amounts: StoreAmounts = { ...state.products[index][key] };
  const whole = Number.isFinite(units) ? Math.max(0, Math.min(999, Math.floor(units))) : 0;
  if ((amounts[String(storeId)] ?? 0) === whole) return state;
  if (whole > 0) amounts[String(storeId)] = whole;
  else delete amounts[String(storeId)];
  const row = { ...state.products[index], [key]: amounts };
  // core 5: with several targets the row is what they receive in all; the amount field shows it (at least 1, as a row).
  if (side === 'to' && stores.length > 1) row.amount = Math.max(1, Object.values(amounts).reduce((sum, value) => sum + value, 0));
  const products = state.products.slice();
  products[index] = row;
  return changed({ ...state, products });
}

export function setPostDelivery(state: CheckoutState, on: boolean): CheckoutState {
  return state.postDelivery === on ? state : changed({ ...state, postDelivery: on });
}

/** Which mode the product page's add button serves (cat 4). */
type CartMode = { kind: 'cart' } | { kind: 'enterprise'; order: EnterpriseOrderRef } | { kind: 'transfer'; from: number[] };

export function cartModeOf(state: Pick<CheckoutState, 'enterpriseOrder' | 'transferRequest' | 'transferRequestFrom' | 'transferRequestTo'>): CartMode {
  if (state.enterpriseOrder) return { kind: 'enterprise', order: state.enterpriseOrder };
  if (state.transferRequest && isTransferMode({ from: state.transferRequestFrom, to: state.transferRequestTo })) return { kind: 'transfer', from: state.transferRequestFrom };
  return { kind: 'cart' };
}

/** The server refused the staff modes (no staff secret any more): the cart goes on as a shopper's. */
export function endStaffModes(state: CheckoutState): CheckoutState {
  const on = state.enterpriseOrder || state.transferRequest || state.postDelivery || state.products.some((row) => row.transferAmounts || row.transferAmountsFrom);
  if (!on) return state;
  return changed({ ...state, ...NO_STAFF_MODES, products: withoutTransferAmounts(state.products) });
}
