import { LANGUAGES } from '../../../shared/languages.ts';
import type { CatalogueImport } from '../import-format.ts';
import { deleteWhereIn, insertRows, type Statement } from './sql-rows.ts';

/**
 * The gift campaigns (migrations/0004_product_page.sql), written after the
 * models they offer: each campaign is upserted by id, and its names and
 * models are replaced by the file's. Campaigns the file leaves out are kept.
 */
export function giftCampaignStatements(data: CatalogueImport): Statement[] {
  const campaigns = data.giftCampaigns;
  const ids = campaigns.map((c) => c.id);
  return [
    ...insertRows('gift_campaigns', ['id', 'slug', 'company_name', 'starts_at', 'ends_at'],
      campaigns.map((c) => [c.id, c.slug, c.companyName, c.startsAt, c.endsAt]), ['id']),
    ...deleteWhereIn('gift_campaign_texts', 'campaign_id', ids),
    ...deleteWhereIn('gift_campaign_models', 'campaign_id', ids),
    ...insertRows('gift_campaign_texts', ['campaign_id', 'language', 'name'], campaigns.flatMap((c) => LANGUAGES.map((l) => [c.id, l, c.names[l]]))),
    ...insertRows('gift_campaign_models', ['campaign_id', 'model_id'], campaigns.flatMap((c) => c.modelIds.map((modelId) => [c.id, modelId]))),
  ];
}
