import type { OrderSummary } from '../../../shared/types/order.ts';
import { postAccount, type AccountAnswer } from '../account/account-call.ts';

/**
 * The customer's order actions (issue 16 item 4) as the order pages call
 * them. `proof` is how the page knows the order is the visitor's: the email
 * the lookup used (/view-order/), the view token of the result page's link,
 * or nothing on the account page (the session proves it).
 */
export type OrderProofFields = { email: string } | { token: string } | Record<string, never>;

const CANCEL_API = '/api/orders/cancel/';
const PACK_API = '/api/orders/pack-together/';

export function cancelOwnOrder(orderNumber: string, proof: OrderProofFields, language: string): Promise<AccountAnswer<OrderSummary>> {
  return postAccount<OrderSummary>(CANCEL_API, { order_number: orderNumber, ...proof }, language);
}

export function packOwnOrder(orderNumber: string, withOrderNumber: string, proof: OrderProofFields, language: string): Promise<AccountAnswer<OrderSummary>> {
  return postAccount<OrderSummary>(PACK_API, { order_number: orderNumber, with_order_number: withOrderNumber.trim(), ...proof }, language);
}
