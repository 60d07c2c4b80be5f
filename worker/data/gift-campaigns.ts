import type { Language } from '../../shared/languages.ts';
import type { CatalogueSource } from './catalogue-cache.ts';
import { isCatalogueSlug } from './catalogue-slugs.ts';

interface GiftCampaignProduct { slug: string; name: string }

/**
 * The running gift campaign with the slug, when it offers the model (cat 2
 * gift-campaign mode); null otherwise. Read from D1 each time: campaigns
 * start and end by the clock, not by catalogue version.
 */
export async function getGiftCampaignForModel(source: CatalogueSource, campaignSlug: string, modelId: number, language: Language, now = new Date()): Promise<GiftCampaignProduct | null> {
  if (!isCatalogueSlug(campaignSlug)) return null;
  const time = now.toISOString();
  const row = await source.db.prepare(`SELECT c.slug, COALESCE(t.name, c.company_name) AS name FROM gift_campaigns c
      JOIN gift_campaign_models m ON m.campaign_id = c.id AND m.model_id = ?2
      LEFT JOIN gift_campaign_texts t ON t.campaign_id = c.id AND t.language = ?3
      WHERE c.slug = ?1 AND (c.starts_at IS NULL OR c.starts_at <= ?4) AND (c.ends_at IS NULL OR c.ends_at > ?4)`)
    .bind(campaignSlug, modelId, language, time).first<GiftCampaignProduct>();
  return row ?? null;
}
