/**
 * The delivery methods offered for the cart (core 7 delivery_methods): the
 * methods serving the country and postal code, kept to the kinds every row's
 * model allows (cat 5: a product restricted to some delivery methods), with
 * express pickup (pikanouto) only at a store holding every row's units now.
 * Prices fall to 0 at the method's free threshold, or with a free-delivery code.
 */
import type { Language } from '../../../shared/languages.ts';
import type { CheckoutDeliveryMethod } from '../../../shared/types/checkout.ts';
import { deliveryPrice } from '../../../shared/delivery/delivery-price.ts';
import { methodName, type DeliveryMethod } from '../../data/delivery-methods.ts';
import type { ResolvedRow } from './resolve-rows.ts';
import { storeSellable } from './row-state.ts';

interface DeliveryInput {
  /** The methods serving the country (and postal code, when given), in sort order. */
  methods: DeliveryMethod[];
  rows: ResolvedRow[];
  /** Products' value after the discount: the free-delivery threshold compares with it. */
  value: number;
  freeDelivery: boolean;
  requestedId: number | null;
  pikanouto: boolean;
  language: Language;
}

interface DeliveryChoice {
  offered: CheckoutDeliveryMethod[];
  selected: DeliveryMethod | null;
  cost: number;
  /** Rows whose delivery kinds none of the country's methods offer (problem 'method_restricted'). */
  restrictedRows: Set<ResolvedRow>;
  /** The shopper asked for express pickup and it cannot be offered for every row. */
  expressUnavailable: boolean;
}

/** The kinds a row may ship with; null: any kind (cat 3 allowedDeliveryMethods, empty means no limit). */
function rowKinds(row: ResolvedRow): Set<string> | null {
  const limited = row.parts.filter(({ model }) => model.deliveryKinds.length > 0);
  if (limited.length === 0) return null;
  return new Set(limited[0].model.deliveryKinds.filter((kind) => limited.every(({ model }) => model.deliveryKinds.includes(kind))));
}

/** Express pickup hands over units already on the store's shelf: every unit the rows ask for. */
function storeHoldsAll(method: DeliveryMethod, rows: ResolvedRow[]): boolean {
  const store = method.store;
  if (!store?.pikanouto) return false;
  const demand = new Map<number, { units: number; sellable: number }>();
  for (const row of rows) {
    for (const { variant } of row.parts) {
      const entry = demand.get(variant.id) ?? { units: 0, sellable: storeSellable(variant, store.id) };
      entry.units += row.input.amount;
      demand.set(variant.id, entry);
    }
  }
  return [...demand.values()].every((entry) => entry.sellable >= entry.units);
}

function canCarry(method: DeliveryMethod, rows: ResolvedRow[], kinds: Array<Set<string> | null>): boolean {
  if (kinds.some((allowed) => allowed !== null && !allowed.has(method.kind))) return false;
  return method.kind !== 'express_pickup' || storeHoldsAll(method, rows);
}

/** The method a shopper who chose nothing gets (kinds in order). */
const DEFAULT_KIND_ORDER = ['home', 'parcel_locker', 'store_pickup'] as const;

export function chooseDelivery(input: DeliveryInput): DeliveryChoice {
  const kinds = input.rows.map(rowKinds);
  const restrictedRows = new Set(input.rows.filter((row, index) => kinds[index] !== null
    && !input.methods.some((method) => canCarry(method, [row], [kinds[index]]))));
  const carriers = input.methods.filter((method) => canCarry(method, input.rows, kinds));
  const byId = new Map(carriers.map((method) => [method.id, method]));
  const requested = input.requestedId === null ? undefined : input.methods.find((method) => method.id === input.requestedId);
  // A method named wins over the pikanouto flag: the flag only says "express pickup, any store".
  const wantsExpress = requested ? requested.kind === 'express_pickup' : input.pikanouto;
  // The shopper's method when it can carry the cart; else express pickup at any store if the flag asks for
  // it; else the first other method: express pickup is the shopper's choice, never a default, and a store
  // that cannot hand over every row is not swapped for another one silently (cat 8 says why instead).
  let selected = requested ? byId.get(requested.id) : undefined;
  if (!selected && !requested && wantsExpress) selected = carriers.find((method) => method.kind === 'express_pickup');
  // Unasked, the shop delivers: home delivery first, then a locker, then a store; express pickup only when chosen.
  selected ??= DEFAULT_KIND_ORDER.map((kind) => carriers.find((method) => method.kind === kind)).find(Boolean) ?? carriers[0];
  const priceOf = (method: DeliveryMethod) => (input.freeDelivery ? 0 : deliveryPrice(method, input.value));
  return {
    offered: carriers.map((method) => ({
      id: method.id, kind: method.kind, name: methodName(method, input.language), storeSlug: method.store?.slug ?? '',
      price: priceOf(method), selected: method === selected,
    })),
    selected: selected ?? null,
    // Nothing to ship (an empty cart, or gift cards alone) costs no delivery.
    cost: selected && input.rows.length > 0 ? priceOf(selected) : 0,
    restrictedRows,
    expressUnavailable: wantsExpress && selected?.kind !== 'express_pickup',
  };
}
