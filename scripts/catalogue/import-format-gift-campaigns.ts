/**
 * Gift campaigns of the import format (cat 2 gift-campaign mode, cat 4 gift
 * campaign redeem; decision 026): a company's campaign offers, per category,
 * a list of models at /giftcampaigns/{categorySlug}/ while it runs, and a
 * recipient redeems a one-time code of the category for one of them.
 * Tables: gift_campaigns, gift_campaign_texts (migrations/0004) and
 * gift_campaign_categories, _category_texts, _category_models,
 * gift_campaign_codes (migrations/0022).
 */
import { z } from 'zod';
import { isCampaignCodeShape, normaliseCampaignCode } from '../../shared/gift-campaign/campaign-code.ts';
import { id, isoDate, money, perLanguage, slug, text } from './import-format-primitives.ts';

/** A code as typed or formatted ("K7QF-M3XR-9PDA"), stored normalised; 12 characters of the code alphabet. */
const campaignCode = z.string().transform(normaliseCampaignCode)
  .refine(isCampaignCodeShape, { message: '12 characters of 23456789ABCDEFGHJKMNPQRSTWXYZ (dashes and spaces allowed)' });

export const giftCampaignCategory = z.object({
  id,
  /** The category's page /giftcampaigns/{slug}/: unique across every campaign's categories. */
  slug,
  names: perLanguage(text),
  /** The models a recipient may choose, in this order; replaced on every import. */
  modelIds: z.array(id).min(1),
  /** One-time codes valid for this category, added when new (codes already stored keep their state). */
  codes: z.array(campaignCode).default([]),
});

export const giftCampaign = z.object({
  id, slug,
  /** The company giving the gifts; the campaign's name where a language has none. */
  companyName: text,
  /** The company (companies, migrations/0022) that manages the campaign; none for one only the import manages. */
  companyId: id.nullable().default(null),
  /** The campaign runs from startsAt (none: from the start) until endsAt (none: without end). */
  startsAt: isoDate.nullable().default(null),
  endsAt: isoDate.nullable().default(null),
  names: perLanguage(text),
  /** What the recipient pays for the gift, in euro (0: free), converted like every price. */
  recipientPrice: money.default(0),
  /** Delivery free for the recipient (true) or at its normal price. */
  freeDelivery: z.boolean().default(true),
  /** Upserted by id; categories the file leaves out are kept (with their codes). */
  categories: z.array(giftCampaignCategory).min(1),
}).refine((c) => c.startsAt === null || c.endsAt === null || c.startsAt < c.endsAt, { message: 'the campaign ends before it starts', path: ['endsAt'] });
