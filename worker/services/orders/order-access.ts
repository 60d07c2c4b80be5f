/**
 * Who may act on an order (issue 16 item 4: the customer's cancel and pack
 * together). Three proofs, each one the customer already holds:
 * - a logged-in session whose account owns the order (the account's order
 *   history rule: placed from the account, or a guest order of its activated address);
 * - the order's view token, the 32-character secret of the confirmation
 *   mail's link and the result page (decision 011);
 * - the email the order was placed with, beside its order number: what the
 *   order lookup on /view-order/ takes (cat 6). Weaker than the token (the
 *   number is in the confirmation mail), but it only cancels what has not
 *   shipped, and the money goes back to the payer, so a stranger who knows
 *   both gains nothing. The routes count it like a lookup (per client and per
 *   email), so guessing it stays hopeless.
 * A proof that does not open the order is null, the same as an unknown order.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { getCustomerOrderHead, getOrderHead, lookupOrderHead, type OrderHead } from '../../data/orders/order-reads.ts';
import { sameSecret } from '../same-secret.ts';

export type OrderProof =
  | { kind: 'session'; customerId: number }
  | { kind: 'token'; token: string }
  | { kind: 'email'; email: string };

/** The proof a body carries (a token first, then an email), else the session's; null without any. */
export function proofOf(body: { token?: string; email?: string }, customerId: number | null): OrderProof | null {
  if (body.token) return { kind: 'token', token: body.token };
  if (body.email) return { kind: 'email', email: body.email };
  return customerId === null ? null : { kind: 'session', customerId };
}

export async function findOwnedOrder(db: D1Database, orderNumber: string, proof: OrderProof): Promise<OrderHead | null> {
  if (proof.kind === 'session') return getCustomerOrderHead(db, proof.customerId, orderNumber);
  if (proof.kind === 'email') return lookupOrderHead(db, proof.email, orderNumber);
  const head = await getOrderHead(db, orderNumber);
  return head && sameSecret(proof.token, head.viewToken) ? head : null;
}
