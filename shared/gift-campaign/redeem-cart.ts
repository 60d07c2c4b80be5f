import { changed, clearCheckout, type CheckoutState } from '../checkout/checkout-core.ts';
import type { GiftCampaignData } from '../types/gift-campaign.ts';

/**
 * cat 4 Gift campaign redeem, on success: the cart is cleared (core 4
 * clearing: codes, form, any earlier campaign), the one gift variant added
 * (one unit, no more: a campaign cart holds exactly its gift) and the
 * campaign data set, as the server confirmed it (the normalised code and
 * the category). Core 4's gift campaign rule holds for the result.
 */
export function redeemGiftCampaign(state: CheckoutState, variantId: number, data: GiftCampaignData): CheckoutState {
  return changed({
    ...clearCheckout(state),
    products: [{ productId: variantId, amount: 1, on_order: false, max_amount: 1 }],
    giftCampaignData: { code: data.code, campaign: data.campaign },
  });
}
