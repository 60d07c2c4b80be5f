/**
 * The way into a return (issue 16 item 1, /returns/): the customer names an
 * order with its email, or picks one of their own orders while logged in,
 * and gets a one-time link to the form by mail. The link's token is kept as
 * its SHA-256 (decision 019), lives 7 days (RETURN_LINK_DAYS) and is used by the
 * return it writes. An order that cannot be returned says why at once
 * instead of mailing a link that would only say it later.
 */
import type { ReturnRefusal } from '../../../shared/types/returns.ts';
import { deleteOldReturnLinks, insertReturnLink } from '../../data/return-links.ts';
import { findCustomerOrder, findOrderByEmail, type ReturnOrder } from '../../data/returns/return-orders.ts';
import { later } from '../auth/account-context.ts';
import { newSecretToken, sha256Hex } from '../auth/secret-token.ts';
import { RETURN_LINK_DAYS, type ReturnContext } from './return-context.ts';
import { sendReturnLinkMail } from './return-mails.ts';
import { loadReturnableOrder, refusalOf } from './returnable-order.ts';

/** A guest names the order's email; a logged-in customer one of their own orders. */
export type ReturnRequester = { email: string } | { customerId: number };

export type ReturnLinkOutcome = { kind: 'sent'; email: string } | { kind: 'not_found' } | { kind: 'refused'; refusal: ReturnRefusal };

function findOrder(context: ReturnContext, orderNumber: string, requester: ReturnRequester): Promise<ReturnOrder | null> {
  return 'email' in requester ? findOrderByEmail(context.env.DB, orderNumber, requester.email) : findCustomerOrder(context.env.DB, orderNumber, requester.customerId);
}

export async function requestReturnLink(context: ReturnContext, orderNumber: string, requester: ReturnRequester): Promise<ReturnLinkOutcome> {
  const db = context.env.DB;
  const order = await findOrder(context, orderNumber, requester);
  if (!order) return { kind: 'not_found' };
  const refusal = refusalOf(await loadReturnableOrder(db, order, context.language, context.now));
  if (refusal) return { kind: 'refused', refusal };
  const token = newSecretToken();
  await insertReturnLink(db, { tokenHash: await sha256Hex(token), orderId: order.id, now: context.now.toISOString(), expiresAt: later(context.now, RETURN_LINK_DAYS * 24) });
  await sendReturnLinkMail(context, {
    to: order.email, name: order.customerName, language: context.language, orderNumber: order.orderNumber,
    formUrl: context.links.route('returnsForm', context.language, { token }),
  });
  return { kind: 'sent', email: order.email };
}

/** Links that expired or were used a month ago are of no use, even to tell "expired" from "unknown". */
export async function purgeReturnLinks(env: Pick<ReturnContext['env'], 'DB'>, now: Date): Promise<number> {
  return deleteOldReturnLinks(env.DB, new Date(now.getTime() - 30 * 86_400_000).toISOString());
}
