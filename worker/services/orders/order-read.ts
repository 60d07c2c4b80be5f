/**
 * An order opened by its view token (the result pages and GET
 * /api/orders/{orderNumber}/?token=): the token is compared in constant time,
 * so its answer times say nothing about how much of a guess was right.
 * "Not found" is null; the route picks the status.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { OrderSummary } from '../../../shared/types/order.ts';
import { getOrderHead, getOrderSummary } from '../../data/orders/order-reads.ts';
import { sameSecret } from '../same-secret.ts';

export async function getOrderByToken(db: D1Database, orderNumber: string, token: string): Promise<OrderSummary | null> {
  const head = await getOrderHead(db, orderNumber);
  return head && sameSecret(token, head.viewToken) ? getOrderSummary(db, head) : null;
}
