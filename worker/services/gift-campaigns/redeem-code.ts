/**
 * Whether a gift campaign code may be redeemed for a variant in a category
 * (cat 4 Gift campaign redeem, cat 7 validate_code; decision 026). The same
 * check answers POST /api/giftcampaigns/validate_code/ and prices the
 * checkout, so a code that validated is priced by the same rule; the
 * redemption row written with the order settles a race between two carts.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { isCampaignCodeShape, normaliseCampaignCode } from '../../../shared/gift-campaign/campaign-code.ts';
import { GIFT_CODE_MESSAGES } from '../../../shared/gift-campaign/validate-code-schema.ts';
import type { GiftCampaignTerms } from '../../../shared/types/gift-campaign.ts';
import { findCampaignCode, type StoredCampaignCode } from '../../data/gift-campaigns.ts';

export type CodeRefusal = keyof Omit<typeof GIFT_CODE_MESSAGES, 'required' | 'unexpected'>;

export type CodeCheck =
  | { ok: true; code: string; categorySlug: string; codeId: number; terms: GiftCampaignTerms }
  | { ok: false; refusal: CodeRefusal };

/**
 * The first reason the stored code cannot be redeemed, in the order a
 * recipient can act on: no such code; another category's; its campaign
 * not running; already reserved or redeemed; the product not in its category.
 */
export function codeRefusal(stored: StoredCampaignCode | null, categorySlug: string, now: Date): CodeRefusal | null {
  if (!stored) return 'wrong';
  if (stored.categorySlug !== categorySlug) return 'otherCampaign';
  const time = now.toISOString();
  if (stored.startsAt !== null && stored.startsAt > time) return 'notStarted';
  if (stored.endsAt !== null && stored.endsAt <= time) return 'ended';
  if (stored.taken) return 'used';
  if (!stored.offersVariant) return 'otherProduct';
  return null;
}

/** The typed code (any case, spaces or dashes) checked for the variant in the category. */
export async function checkCampaignCode(db: D1Database, input: { code: string; variantId: number; categorySlug: string }, now: Date): Promise<CodeCheck> {
  const code = normaliseCampaignCode(input.code);
  // A code that cannot be one of ours is wrong without a lookup.
  const stored = isCampaignCodeShape(code) ? await findCampaignCode(db, code, input.variantId) : null;
  const refusal = codeRefusal(stored, input.categorySlug, now);
  if (refusal || !stored) return { ok: false, refusal: refusal ?? 'wrong' };
  return { ok: true, code, categorySlug: stored.categorySlug, codeId: stored.codeId, terms: { recipientPrice: stored.recipientPrice, freeDelivery: stored.freeDelivery } };
}
