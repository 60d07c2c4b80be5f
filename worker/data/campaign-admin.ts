/**
 * A company's gift campaigns and their categories (migration 0022, decision
 * 027). Every read and write names the company: a campaign of another
 * company is not found.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { lastShopDayBefore, shopDayOf } from '../../shared/gift-campaign/campaign-days.ts';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import type { CampaignCategory, CampaignDetail, CampaignSummary, CategoryModel } from '../../shared/types/campaign-admin.ts';
import { giftableModel } from './gift-campaigns.ts';

interface CampaignRow {
  id: number; name: string; starts_at: string | null; ends_at: string | null; recipient_price: number; free_delivery: number; codes: number; redeemed: number;
}

/** Stored as instants (the product page compares them with now); shown as the shop's days: the end is exclusive, the day before it is the last. */
const dayOf = shopDayOf;
const lastDayOf = lastShopDayBefore;

const toSummary = (row: CampaignRow): CampaignSummary => ({
  id: row.id, name: row.name, starts_on: dayOf(row.starts_at), ends_on: lastDayOf(row.ends_at),
  recipient_price: row.recipient_price, free_delivery: row.free_delivery === 1, codes: row.codes, redeemed: row.redeemed,
});

const SUMMARY = `SELECT g.id, COALESCE(t.name, g.company_name) AS name, g.starts_at, g.ends_at, g.recipient_price, g.free_delivery,
    (SELECT count(*) FROM gift_campaign_codes k WHERE k.campaign_id = g.id) AS codes,
    (SELECT count(*) FROM gift_campaign_codes k JOIN gift_campaign_redemptions r ON r.code_id = k.id WHERE k.campaign_id = g.id AND r.paid_at IS NOT NULL) AS redeemed
  FROM gift_campaigns g LEFT JOIN gift_campaign_texts t ON t.campaign_id = g.id AND t.language = ?2`;

export async function listCompanyCampaigns(db: D1Database, companyId: number, language: Language): Promise<CampaignSummary[]> {
  const rows = await db.prepare(`${SUMMARY} WHERE g.company_id = ?1 ORDER BY g.starts_at DESC, g.id DESC`).bind(companyId, language).all<CampaignRow>();
  return rows.results.map(toSummary);
}

export async function findCompanyCampaign(db: D1Database, companyId: number, campaignId: number, language: Language): Promise<CampaignDetail | null> {
  const row = await db.prepare(`${SUMMARY} WHERE g.company_id = ?1 AND g.id = ?3`).bind(companyId, language, campaignId).first<CampaignRow>();
  if (!row) return null;
  const [categories, models] = await db.batch([
    db.prepare(`SELECT c.id, c.slug, COALESCE(t.name, (SELECT name FROM gift_campaign_category_texts WHERE category_id = c.id LIMIT 1), c.slug) AS name
        FROM gift_campaign_categories c LEFT JOIN gift_campaign_category_texts t ON t.category_id = c.id AND t.language = ?2
        WHERE c.campaign_id = ?1 ORDER BY c.sort_order, c.id`).bind(campaignId, language),
    db.prepare(`SELECT m.category_id, pm.id, COALESCE(pt.name, pm.slug) AS name, mf.name AS manufacturer
        FROM gift_campaign_category_models m JOIN gift_campaign_categories c ON c.id = m.category_id
        JOIN product_models pm ON pm.id = m.model_id JOIN manufacturers mf ON mf.id = pm.manufacturer_id
        LEFT JOIN product_model_texts pt ON pt.model_id = pm.id AND pt.language = ?2
        WHERE c.campaign_id = ?1 ORDER BY m.sort_order, pm.id`).bind(campaignId, language),
  ]);
  const byCategory = new Map<number, CategoryModel[]>();
  for (const model of models.results as Array<CategoryModel & { category_id: number }>) {
    const list = byCategory.get(model.category_id) ?? [];
    list.push({ id: model.id, name: model.name, manufacturer: model.manufacturer });
    byCategory.set(model.category_id, list);
  }
  const list = (categories.results as Array<Omit<CampaignCategory, 'models'>>).map((category) => ({ ...category, models: byCategory.get(category.id) ?? [] }));
  return { ...toSummary(row), categories: list };
}

export interface NewCampaign {
  companyId: number; companyName: string; slug: string; name: string; startsAt: string; endsAt: string; recipientPrice: number; freeDelivery: boolean; now: string;
}

/** The campaign with its name in every language; null when the slug was taken (try another). */
export async function insertCampaign(db: D1Database, campaign: NewCampaign): Promise<number | null> {
  try {
    const [inserted] = await db.batch([
      db.prepare(`INSERT INTO gift_campaigns (slug, company_name, starts_at, ends_at, company_id, recipient_price, free_delivery, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`)
        .bind(campaign.slug, campaign.companyName, campaign.startsAt, campaign.endsAt, campaign.companyId, campaign.recipientPrice, campaign.freeDelivery ? 1 : 0, campaign.now),
      // Found by the slug: each insert moves last_insert_rowid().
      ...LANGUAGES.map((language) => db.prepare('INSERT INTO gift_campaign_texts (campaign_id, language, name) SELECT id, ?, ? FROM gift_campaigns WHERE slug = ?')
        .bind(language, campaign.name, campaign.slug)),
    ]);
    return (inserted.results[0] as { id: number }).id;
  } catch (error) {
    if (String(error).includes('UNIQUE')) return null;
    throw error;
  }
}

/** Which of the ids are models of the catalogue a campaign may give (gift-campaigns.ts giftableModel). */
export async function existingModelIds(db: D1Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.prepare(`SELECT id FROM product_models m WHERE ${giftableModel('m')} AND id IN (SELECT value FROM json_each(?))`).bind(JSON.stringify(ids)).all<{ id: number }>();
  return new Set(rows.results.map((row) => row.id));
}

/** A category with its name in every language and its models (one statement for any number); null when the slug was taken. */
export async function insertCategory(db: D1Database, campaignId: number, slug: string, name: string, modelIds: readonly number[]): Promise<number | null> {
  try {
    // The texts and models find the new category by its slug: an insert into them moves last_insert_rowid().
    const [inserted] = await db.batch([
      db.prepare(`INSERT INTO gift_campaign_categories (campaign_id, slug, sort_order)
          VALUES (?1, ?2, (SELECT COALESCE(max(sort_order), -1) + 1 FROM gift_campaign_categories WHERE campaign_id = ?1)) RETURNING id`).bind(campaignId, slug),
      ...LANGUAGES.map((language) => db.prepare('INSERT INTO gift_campaign_category_texts (category_id, language, name) SELECT id, ?, ? FROM gift_campaign_categories WHERE slug = ?')
        .bind(language, name, slug)),
      db.prepare(`INSERT INTO gift_campaign_category_models (category_id, model_id, sort_order)
          SELECT c.id, j.value, j.key FROM gift_campaign_categories c, json_each(?2) j WHERE c.slug = ?1`).bind(slug, JSON.stringify(modelIds)),
    ]);
    return (inserted.results[0] as { id: number }).id;
  } catch (error) {
    if (String(error).includes('UNIQUE')) return null;
    throw error;
  }
}

/** Renames the campaign's category and replaces its models; false when it is no category of the campaign. */
export async function updateCategory(db: D1Database, campaignId: number, categoryId: number, name: string, modelIds: readonly number[]): Promise<boolean> {
  const [renamed] = await db.batch([
    db.prepare(`UPDATE gift_campaign_category_texts SET name = ?1 WHERE category_id = ?2
        AND EXISTS (SELECT 1 FROM gift_campaign_categories WHERE id = ?2 AND campaign_id = ?3)`).bind(name, categoryId, campaignId),
    db.prepare(`DELETE FROM gift_campaign_category_models WHERE category_id = ?1
        AND EXISTS (SELECT 1 FROM gift_campaign_categories WHERE id = ?1 AND campaign_id = ?2)`).bind(categoryId, campaignId),
    db.prepare(`INSERT INTO gift_campaign_category_models (category_id, model_id, sort_order)
        SELECT c.id, j.value, j.key FROM gift_campaign_categories c, json_each(?3) j WHERE c.id = ?1 AND c.campaign_id = ?2`)
      .bind(categoryId, campaignId, JSON.stringify(modelIds)),
  ]);
  return renamed.meta.changes > 0;
}

/** Whether the campaign is the company's: the check of a write that needs nothing else of it. */
export async function isCompanyCampaign(db: D1Database, companyId: number, campaignId: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM gift_campaigns WHERE id = ? AND company_id = ?').bind(campaignId, companyId).first()) !== null;
}

/**
 * The highest number N of the slug `base` in use as base-N by a category or
 * a campaign (1 for the base itself), or null when neither is used: the next
 * free slug in one look, whatever the count.
 */
export async function highestSlugNumber(db: D1Database, base: string): Promise<number | null> {
  const row = await db.prepare(`SELECT max(CASE WHEN slug = ?1 THEN 1 ELSE CAST(substr(slug, length(?1) + 2) AS INTEGER) END) AS top
      FROM (SELECT slug FROM gift_campaign_categories UNION ALL SELECT slug FROM gift_campaigns)
      WHERE slug = ?1 OR (substr(slug, 1, length(?1) + 1) = ?1 || '-' AND length(slug) - length(?1) - 1 BETWEEN 1 AND 9
        AND substr(slug, length(?1) + 2) NOT GLOB '*[^0-9]*')`).bind(base).first<{ top: number | null }>();
  return row?.top ?? null;
}

/** Whether the category is one of the campaign's. */
export async function isCampaignCategory(db: D1Database, campaignId: number, categoryId: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM gift_campaign_categories WHERE id = ? AND campaign_id = ?').bind(categoryId, campaignId).first()) !== null;
}
