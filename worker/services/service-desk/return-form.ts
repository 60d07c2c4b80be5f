/**
 * The return form behind a mailed link (issue 16 item 1,
 * /returns/form/{token}/): the link opens its order's rows with what each may
 * still return and the sizes and colours it may be exchanged to. A link that
 * is unknown, expired or used opens nothing (cat 8 "request expired"), and an
 * order that can no longer be returned says why.
 */
import { orderAmountText } from '../../../shared/order/order-display.ts';
import type { ReturnFormResponse, ReturnRefusal } from '../../../shared/types/returns.ts';
import { readReturnLink } from '../../data/return-links.ts';
import { getReturnOrder } from '../../data/returns/return-orders.ts';
import { translatorFor } from '../../i18n.ts';
import { sha256Hex } from '../auth/secret-token.ts';
import type { ReturnContext } from './return-context.ts';
import { returnPlaceOf } from './return-instructions.ts';
import { loadReturnableOrder, refusalOf, type ReturnableOrder } from './returnable-order.ts';

export type LinkRefusal = 'expired' | 'used' | 'invalid';

export type OpenedReturn =
  | { kind: 'open'; returnable: ReturnableOrder; linkHash: string }
  | { kind: 'link'; refusal: LinkRefusal }
  | { kind: 'refused'; refusal: ReturnRefusal };

/** The link's order with what it may return, or why the link or the order refuses. */
export async function openReturnLink(context: ReturnContext, token: string): Promise<OpenedReturn> {
  const db = context.env.DB;
  const linkHash = await sha256Hex(token);
  const link = await readReturnLink(db, linkHash, context.now.toISOString());
  if (link.kind !== 'valid') return { kind: 'link', refusal: link.kind === 'unknown' ? 'invalid' : link.kind };
  const order = await getReturnOrder(db, link.orderId);
  if (!order) return { kind: 'link', refusal: 'invalid' };
  const returnable = await loadReturnableOrder(db, order, context.language, context.now);
  const refusal = refusalOf(returnable);
  return refusal ? { kind: 'refused', refusal } : { kind: 'open', returnable, linkHash };
}

export function returnFormOf(context: ReturnContext, returnable: ReturnableOrder): ReturnFormResponse {
  const { order } = returnable;
  const t = translatorFor(context.language);
  return {
    order_number: order.orderNumber,
    ordered_at: order.createdAt,
    last_day: returnable.window.kind === 'open' ? returnable.window.lastDay : null,
    abroad: returnable.abroad,
    email: order.email,
    rows: returnable.rows.map((row) => ({
      position: row.position,
      name: row.name,
      variant_text: row.variantText,
      image: row.image,
      unit_price_text: orderAmountText({ display_currency: order.displayCurrency }, row.unitPrice, context.language),
      ordered: row.amount,
      returnable: row.returnable,
      exchange_options: row.exchangeOptions.map((option) => ({ variant_id: option.id, text: option.text })),
    })),
    return_place: returnPlaceOf(returnable, t, context.language, context.brandName),
  };
}
