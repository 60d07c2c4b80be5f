/**
 * A checkout in gift-campaign mode (core 3 giftCampaignData, core 7
 * giftcampaign_data, cat 4; decision 026): the cart holds exactly one
 * unit of one variant, redeemed with a code of its category. Priced at the
 * campaign's recipient price (euro, converted like every price; 0 = free),
 * delivery free when the campaign says so, orderable by cat 4's
 * gift-campaign rule (blocked stock is not given away; a country the model
 * is not shipped to does not stop it). A campaign-only model is a gift like
 * any other (resolve-rows.ts). A code that cannot
 * be redeemed answers giftcampaign_data null and a reason that stops the order.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { GIFT_CODE_MESSAGES } from '../../../shared/gift-campaign/validate-code-schema.ts';
import type { Translate } from '../../../shared/i18n.ts';
import { stockOrderState } from '../../../shared/product/stock-order-state.ts';
import type { CheckoutRequest } from '../../../shared/types/checkout.ts';
import type { GiftCampaignData } from '../../../shared/types/gift-campaign.ts';
import { checkCampaignCode, type CodeCheck } from '../gift-campaigns/redeem-code.ts';
import { rowTotal, type PricedRow } from './price-rows.ts';
import { variantIdOf } from './resolve-rows.ts';

/** The code's check, or why the cart cannot be a gift campaign cart; null outside gift-campaign mode. */
export type GiftCampaignCheck = CodeCheck | { ok: false; refusal: 'mixedCart' } | null;

export interface GiftCampaignPricing {
  /** The echo of core 7: the code and category when redeemable, else null. */
  data: GiftCampaignData | null;
  freeDelivery: boolean;
  /** The reason the order cannot go ahead, '' when none. */
  error: string;
  /** The code's row id, for the order's redemption (insert-order.ts). */
  codeId: number | null;
}

const NO_GIFT: GiftCampaignPricing = { data: null, freeDelivery: false, error: '', codeId: null };

/** core 4: a campaign cart is one unit of one variant, with no bundle and no gift card product. */
function singleVariant(request: CheckoutRequest): number | null {
  const [row, ...others] = request.products;
  if (!row || others.length > 0 || (request.bundles ?? []).length > 0 || request.gift_card_products.length > 0 || row.amount !== 1) return null;
  return variantIdOf(row);
}

/** Reads the request's code (one query), when the request is in gift-campaign mode. */
export async function checkGiftCampaign(db: D1Database, request: CheckoutRequest, now: Date): Promise<GiftCampaignCheck> {
  const data = request.giftcampaign_data;
  if (!data) return null;
  const variantId = singleVariant(request);
  if (variantId === null) return { ok: false, refusal: 'mixedCart' };
  return checkCampaignCode(db, { code: data.code, variantId, categorySlug: data.campaign }, now);
}

/** Prices the campaign's row in place (the rows are this request's own) and says what the rest of the checkout must do. */
export function priceGiftCampaign(priced: PricedRow[], check: GiftCampaignCheck, t: Translate): GiftCampaignPricing {
  if (check === null) return NO_GIFT;
  if (!check.ok) {
    const key = check.refusal === 'mixedCart' ? 'giftCampaign.checkout.mixedCart' : GIFT_CODE_MESSAGES[check.refusal];
    return { ...NO_GIFT, error: t(key) };
  }
  const entry = priced[0];
  // The variant is not sold at all (unknown, not public, no price): the row's own problem says so.
  if (!entry?.resolved) return { ...NO_GIFT, error: t(GIFT_CODE_MESSAGES.otherProduct) };
  const [{ variant, model }] = entry.resolved.parts;
  const state = stockOrderState(variant, { modelOnOrder: model.onOrder, mode: 'giftcampaign', override: variant.override });
  // cat 4: a country the model is not shipped to stops every order except a gift campaign's, and the gift's own
  // rule (not the public sale's) says whether it can be ordered.
  if (entry.row.problem === 'country_blocked' || entry.row.problem === 'not_orderable') entry.row.problem = null;
  if (!state.orderable && entry.row.problem === null) entry.row.problem = 'not_orderable';
  // One gift: the cart offers no more than the one unit.
  entry.row.max_amount = state.orderable ? Math.min(entry.row.max_amount ?? 1, 1) : 0;
  entry.row.on_order = false;
  const price = check.terms.recipientPrice;
  entry.row.price = { active: price, regular: Math.max(price, entry.row.price.regular) };
  entry.row.row_total = rowTotal(price, entry.row.amount);
  // A gift is not discounted further by a discount code.
  entry.resolved.discountable = false;
  entry.resolved.price = entry.row.price;
  return { data: { code: check.code, campaign: check.categorySlug }, freeDelivery: check.terms.freeDelivery, error: '', codeId: check.codeId };
}
