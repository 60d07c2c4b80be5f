import { LANGUAGES } from '../../../shared/languages.ts';
import type { CatalogueImport } from '../import-format.ts';
import { deleteWhereIn, flag, insertRows, type Statement } from './sql-rows.ts';

/**
 * The gift campaigns (migrations/0004, 0022), written after the models they
 * offer: each campaign and category is upserted by id (an upsert, so the
 * codes and redemptions under a category stay), names and category models
 * are replaced by the file's, and new codes are added (a code already stored
 * keeps its category and state). Campaigns and categories the file leaves out are kept.
 */
export function giftCampaignStatements(data: CatalogueImport, now: string): Statement[] {
  const campaigns = data.giftCampaigns;
  const ids = campaigns.map((c) => c.id);
  const categories = campaigns.flatMap((c) => c.categories.map((category, position) => ({ campaignId: c.id, position, ...category })));
  const categoryIds = categories.map((category) => category.id);
  return [
    ...insertRows('gift_campaigns', ['id', 'slug', 'company_name', 'starts_at', 'ends_at', 'company_id', 'recipient_price', 'free_delivery', 'created_at'],
      campaigns.map((c) => [c.id, c.slug, c.companyName, c.startsAt, c.endsAt, c.companyId, c.recipientPrice, flag(c.freeDelivery), now]), ['id']),
    ...deleteWhereIn('gift_campaign_texts', 'campaign_id', ids),
    ...insertRows('gift_campaign_texts', ['campaign_id', 'language', 'name'], campaigns.flatMap((c) => LANGUAGES.map((l) => [c.id, l, c.names[l]]))),
    ...insertRows('gift_campaign_categories', ['id', 'campaign_id', 'slug', 'sort_order'],
      categories.map((category) => [category.id, category.campaignId, category.slug, category.position]), ['id']),
    ...deleteWhereIn('gift_campaign_category_texts', 'category_id', categoryIds),
    ...deleteWhereIn('gift_campaign_category_models', 'category_id', categoryIds),
    ...insertRows('gift_campaign_category_texts', ['category_id', 'language', 'name'],
      categories.flatMap((category) => LANGUAGES.map((l) => [category.id, l, category.names[l]]))),
    ...insertRows('gift_campaign_category_models', ['category_id', 'model_id', 'sort_order'],
      categories.flatMap((category) => category.modelIds.map((modelId, position) => [category.id, modelId, position]))),
    ...insertRows('gift_campaign_codes', ['campaign_id', 'category_id', 'code', 'created_at'],
      categories.flatMap((category) => category.codes.map((code) => [category.campaignId, category.id, code, now])), ['code']),
  ];
}
