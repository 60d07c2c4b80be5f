import type { Language } from '../../shared/languages.ts';
import type { CampaignDetail } from '../../shared/types/product-list.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { isCatalogueSlug } from './catalogue-slugs.ts';

/**
 * The campaign of /campaigns/{campaignSlug}/ (cat 2): the tag that links to
 * it, named in the language. Null when no tag has that campaign slug; when
 * several do, the lowest tag id names the campaign.
 */
export function getCampaign(source: CatalogueSource, language: Language, campaignSlug: string): Promise<CampaignDetail | null> {
  if (!isCatalogueSlug(campaignSlug)) return Promise.resolve(null);
  return readThrough(source, `campaign:${language}:${campaignSlug}`, async () => {
    const row = await source.db.prepare(`SELECT g.slug, g.campaign_slug, COALESCE(t.name, g.slug) AS name FROM tags g
      LEFT JOIN tag_texts t ON t.tag_id = g.id AND t.language = ?2 WHERE g.campaign_slug = ?1 ORDER BY g.id LIMIT 1`)
      .bind(campaignSlug, language).first<{ slug: string; campaign_slug: string; name: string }>();
    return row ? { slug: row.campaign_slug, name: row.name, tagSlug: row.slug } : null;
  });
}
