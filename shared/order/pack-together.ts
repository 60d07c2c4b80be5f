/**
 * Pack together (issue 16 item 4; cat 3 order label "earlier order to pack
 * together with", cat 5 "A pack-together order must be eligible", cat 8
 * "pack-together not possible with the given order"): a paid order that has
 * not shipped may ride in the parcel of another such order of the same buyer,
 * when both go the same way to the same door. The later of the two names the
 * earlier one, so a link always points back in time and never makes a loop.
 */
import type { OrderStatus } from '../types/order.ts';
import { isNotShipped } from './order-status-flow.ts';

/** What the rule reads of each order. */
export interface PackOrder {
  id: number;
  status: OrderStatus;
  createdAt: string;
  customerId: number | null;
  email: string;
  deliveryMethodId: number | null;
  /** The pickup point or store of a pickup method ('' for home delivery). */
  deliveryLocation: string;
  countryCode: string;
  address: string;
  postalCode: string;
  /** The earlier order this one already ships with. */
  packWithOrderId: number | null;
}

export type PackRefusal = 'same_order' | 'shipped' | 'other_buyer' | 'other_delivery' | 'already_packed';

export type PackDecision =
  | { ok: true; later: PackOrder; earlier: PackOrder }
  | { ok: false; reason: PackRefusal };

/** Letter case, spacing and Unicode forms make no other door: "Mannerheimintie  1" is "mannerheimintie 1". */
const sameText = (a: string, b: string) => {
  const norm = (value: string) => value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
};
const samePostalCode = (a: string, b: string) => {
  const norm = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
  return norm(a) !== '' && norm(a) === norm(b);
};

/**
 * The same buyer: the same account, or the same address for guest orders
 * (an anonymised order's '' matches nobody). Two different accounts never
 * are, whatever addresses their forms gave.
 */
function sameBuyer(a: PackOrder, b: PackOrder): boolean {
  if (a.customerId !== null && b.customerId !== null) return a.customerId === b.customerId;
  return a.email.trim() !== '' && a.email.trim().toLowerCase() === b.email.trim().toLowerCase();
}

function sameDelivery(a: PackOrder, b: PackOrder): boolean {
  return a.deliveryMethodId !== null && a.deliveryMethodId === b.deliveryMethodId
    && sameText(a.deliveryLocation, b.deliveryLocation)
    && a.countryCode.toLowerCase() === b.countryCode.toLowerCase()
    && sameText(a.address, b.address) && a.address.trim() !== ''
    && samePostalCode(a.postalCode, b.postalCode);
}

/** Which of two orders came first: by time, then by id for orders of the same instant. */
const isEarlier = (a: PackOrder, b: PackOrder) => a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);

/** Whether `order` may be packed with `other` (either may be the earlier), and which one then names which. */
export function decidePackTogether(order: PackOrder, other: PackOrder): PackDecision {
  if (order.id === other.id) return { ok: false, reason: 'same_order' };
  if (!isNotShipped(order.status) || !isNotShipped(other.status)) return { ok: false, reason: 'shipped' };
  if (!sameBuyer(order, other)) return { ok: false, reason: 'other_buyer' };
  if (!sameDelivery(order, other)) return { ok: false, reason: 'other_delivery' };
  const [earlier, later] = isEarlier(order, other) ? [order, other] : [other, order];
  if (later.packWithOrderId !== null) return { ok: false, reason: 'already_packed' };
  return { ok: true, later, earlier };
}

/** Whether an order may still be given an earlier order to ship with (what the order page offers). */
export const canPackOrder = (order: Pick<PackOrder, 'status' | 'packWithOrderId'>): boolean =>
  isNotShipped(order.status) && order.packWithOrderId === null;
