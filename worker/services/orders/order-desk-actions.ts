/**
 * Moving an order through fulfilment and adding its tracking codes (issue 16
 * item 5, decision 024), for staff on the order desk and for the warehouse
 * webhook alike: only the moves shared/order/order-status-flow.ts allows,
 * each a conditional UPDATE with its desk event and the customer's mail in
 * the same batch (the mail in the order's language). A move to
 * manual_cancellation is the cancel (cancel-order.ts), with a refund.
 */
import { canMoveOrder, type FulfilmentStatus } from '../../../shared/order/order-status-flow.ts';
import type { OrderStatus } from '../../../shared/types/order.ts';
import { addTrackingCode, getDeskOrder, moveOrderStatus, type DeskWrite } from '../../data/orders/order-desk.ts';
import { enqueueEmail } from './outbox.ts';
import { cancelOrder, type CancelOutcome } from './cancel-order.ts';
import type { OrderDeskDeps } from './order-desk-context.ts';
import { statusMail, trackingMail, type TrackingInput } from './order-desk-mails.ts';

export interface MoveOrderInput {
  orderId: number;
  to: FulfilmentStatus;
  /** A staff account's email or 'warehouse'. */
  actor: string;
  /** A message to the customer (the mail and the order's history). */
  note?: string;
  /** A parcel's tracking code sent along with the move (the warehouse's shipped). */
  tracking?: TrackingInput;
}

export type MoveOutcome =
  | { kind: 'moved'; from: OrderStatus; to: FulfilmentStatus }
  /** Already there: nothing moved (a tracking code sent along is still added). */
  | { kind: 'unchanged'; status: OrderStatus; trackingAdded: boolean }
  /** The flow does not allow it from here (or the order moved meanwhile): nothing changed. */
  | { kind: 'not_movable'; status: OrderStatus }
  | { kind: 'not_found' }
  | Exclude<CancelOutcome, { kind: 'not_found' } | { kind: 'not_cancellable' }>;

/** Statuses a tracking code belongs to: the order is paid and not cancelled. */
const TRACKABLE: readonly OrderStatus[] = [
  'processing', 'skis_in_installation', 'transfer_to_packing', 'ready_for_packing', 'ready_for_pick_up', 'transported_to_pickuplocation', 'shipped', 'delivered',
];

export async function moveOrder(deps: OrderDeskDeps, input: MoveOrderInput, now: Date): Promise<MoveOutcome> {
  if (input.to === 'manual_cancellation') {
    const cancelled = await cancelOrder(deps, { orderId: input.orderId, actor: input.actor, refund: true, note: input.note }, now);
    return cancelled.kind === 'not_cancellable' ? { kind: 'not_movable', status: cancelled.status } : cancelled;
  }
  const order = await getDeskOrder(deps.env.DB, input.orderId);
  if (!order) return { kind: 'not_found' };
  if (order.status === input.to) {
    const added = input.tracking ? await addOrderTracking(deps, { orderId: order.id, actor: input.actor, ...input.tracking }, now) : null;
    return { kind: 'unchanged', status: order.status, trackingAdded: added?.kind === 'added' };
  }
  if (!canMoveOrder(order.status, input.to)) return { kind: 'not_movable', status: order.status };
  const note = (input.note ?? '').trim();
  const mail = statusMail(deps, order, input.to, note, input.tracking);
  const change = { actor: input.actor, action: 'status', toStatus: input.to, note, mail: { kind: 'order_status', ...mail } };
  const written = await moveOrderStatus(deps.env.DB, order.id, order.status, input.to, change, now.toISOString(), input.tracking);
  if (!written.changed) return { kind: 'not_movable', status: (await getDeskOrder(deps.env.DB, order.id))?.status ?? order.status };
  await queue(deps, written);
  return { kind: 'moved', from: order.status, to: input.to };
}

export interface TrackingCodeInput extends TrackingInput { orderId: number; actor: string }

export type TrackingOutcome =
  | { kind: 'added' }
  /** The order already has this code: nothing written, no second mail. */
  | { kind: 'unchanged' }
  /** Not paid, or cancelled: a parcel code makes no sense. */
  | { kind: 'not_trackable'; status: OrderStatus }
  | { kind: 'not_found' };

export async function addOrderTracking(deps: OrderDeskDeps, input: TrackingCodeInput, now: Date): Promise<TrackingOutcome> {
  // A second try only when the order moved between the read and the batch.
  for (let attempt = 0; ; attempt++) {
    const order = await getDeskOrder(deps.env.DB, input.orderId);
    if (!order) return { kind: 'not_found' };
    if (!TRACKABLE.includes(order.status)) return { kind: 'not_trackable', status: order.status };
    const tracking = { code: input.code, carrier: input.carrier };
    const mail = trackingMail(deps, order, tracking);
    const change = { actor: input.actor, action: 'tracking_code', toStatus: null, note: trackingNote(tracking), mail: { kind: 'order_tracking', ...mail } };
    const written = await addTrackingCode(deps.env.DB, order.id, order.status, tracking, change, now.toISOString());
    if (written.changed) {
      await queue(deps, written);
      return { kind: 'added' };
    }
    const current = await getDeskOrder(deps.env.DB, order.id);
    if (!current || current.status === order.status || attempt > 0) return { kind: 'unchanged' };
  }
}

/** The tracking code as the history shows it: "JJFI123 (Posti)". */
export const trackingNote = (tracking: TrackingInput): string => (tracking.carrier ? `${tracking.code} (${tracking.carrier})` : tracking.code);

/** The mail written in the batch goes to the Queue; a send that fails stays in the outbox for the retry job. */
async function queue(deps: OrderDeskDeps, written: DeskWrite): Promise<void> {
  if (written.emailId !== null) await enqueueEmail(deps.env, written.emailId);
}
