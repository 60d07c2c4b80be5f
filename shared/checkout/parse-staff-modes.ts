/**
 * The staff modes and per-store row units as localStorage holds them
 * (parse-checkout-state.ts reads the rest): checked like every stored field,
 * so a hand-edited store turns into no mode rather than a broken request.
 */
import { isRecord } from '../is-record.ts';
import { isId, MAX_ROW_AMOUNT, NO_STAFF_MODES, type StaffModes } from './checkout-core.ts';
import type { StoreAmounts } from './transfer-request.ts';

type Loose = Record<string, unknown>;

/** As many warehouses as the request schema takes. */
const MAX_STORES = 20;

function storeIds(value: unknown): number[] {
  return Array.isArray(value) ? [...new Set(value.filter(isId))].slice(0, MAX_STORES) : [];
}

export function readStoreAmounts(value: unknown): StoreAmounts | undefined {
  if (!isRecord(value)) return undefined;
  const amounts: StoreAmounts = {};
  for (const [store, units] of Object.entries(value).slice(0, MAX_STORES)) {
    if (/^[1-9]\d{0,9}$/.test(store) && Number.isSafeInteger(units) && (units as number) > 0) amounts[store] = Math.min(units as number, MAX_ROW_AMOUNT);
  }
  return amounts;
}

export function readStaffModes(raw: Loose): StaffModes {
  const order = raw.enterpriseOrder;
  const from = storeIds(raw.transferRequestFrom);
  const to = storeIds(raw.transferRequestTo);
  const transfer = raw.transferRequest === true && from.length > 0 && to.length > 0;
  return {
    ...NO_STAFF_MODES,
    enterpriseOrder: isRecord(order) && isId(order.id) && typeof order.name === 'string' ? { id: order.id, name: order.name.slice(0, 200) } : null,
    ...(transfer ? {
      transferRequest: true, transferRequestFrom: from, transferRequestTo: to,
      transferrequest_reserve_quantity: raw.transferrequest_reserve_quantity === true,
      transferrequest_high_priority: raw.transferrequest_high_priority === true,
    } : {}),
    postDelivery: raw.postDelivery === true,
  };
}
