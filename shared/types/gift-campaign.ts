/**
 * Gift campaigns on the recipient's side (cat 2 /giftcampaigns/{category}/,
 * cat 4 Gift campaign redeem, cat 7 POST /api/giftcampaigns/validate_code/;
 * decision 026).
 */

/** What the recipient pays: the gift at recipientPrice euro (0: free), delivery free or at its normal price. */
export interface GiftCampaignTerms { recipientPrice: number; freeDelivery: boolean }

/** A model the category offers, as its card shows it. */
export interface GiftCategoryProduct { modelId: number; slug: string; name: string; manufacturer: string; image: string }

/** /giftcampaigns/{category}/: the running campaign's category in the visitor's language. */
export interface GiftCampaignCategoryPageProps extends GiftCampaignTerms {
  slug: string;
  /** The category's name and its campaign's. */
  name: string;
  campaignName: string;
  products: GiftCategoryProduct[];
}

/** core 3 giftCampaignData as the checkout sends and echoes it: the normalised code and the category slug. */
export interface GiftCampaignData { code: string; campaign: string }

/** 200 of POST /api/giftcampaigns/validate_code/ (cat 7). */
export interface ValidateCodeResponse { giftcampaign_data: GiftCampaignData; product_id: number }
