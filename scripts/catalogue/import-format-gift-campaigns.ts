/**
 * Gift campaigns of the import format (cat 2 gift-campaign mode): a company's
 * campaign at /giftcampaigns/{slug}/{productSlug}/ offers a list of models
 * while it runs. Tables: gift_campaigns, gift_campaign_texts and
 * gift_campaign_models of migrations/0004_product_page.sql.
 */
import { z } from 'zod';
import { id, isoDate, perLanguage, slug, text } from './import-format-primitives.ts';

export const giftCampaign = z.object({
  id, slug,
  /** The company giving the gifts; the campaign's name where a language has none. */
  companyName: text,
  /** The campaign runs from startsAt (none: from the start) until endsAt (none: without end). */
  startsAt: isoDate.nullable().default(null),
  endsAt: isoDate.nullable().default(null),
  names: perLanguage(text),
  /** The models the campaign offers, replaced on every import of the campaign. */
  modelIds: z.array(id).min(1),
}).refine((c) => c.startsAt === null || c.endsAt === null || c.startsAt < c.endsAt, { message: 'the campaign ends before it starts', path: ['endsAt'] });
