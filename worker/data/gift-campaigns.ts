/**
 * Gift campaigns on the recipient's side (migrations/0004, 0022; decision
 * 026): a running campaign's categories, the models they offer and the
 * one-time codes. Read from D1 each time: campaigns start and end by the
 * clock, codes are used by orders.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { Language } from '../../shared/languages.ts';
import type { GiftCampaignCategoryPageProps, GiftCampaignTerms, GiftCategoryProduct } from '../../shared/types/gift-campaign.ts';
import type { CatalogueSource } from './catalogue-cache.ts';
import { isCatalogueSlug } from './catalogue-slugs.ts';

/** A campaign runs from starts_at (NULL: from the start) until ends_at (NULL: without end); ?T is now. */
const RUNNING = (time: string) => `(c.starts_at IS NULL OR c.starts_at <= ${time}) AND (c.ends_at IS NULL OR c.ends_at > ${time})`;

/**
 * A model a campaign may give (decision 026), the one rule of the category page, the code's check, the checkout
 * (CartModel.giftable) and the company's catalogue search: public, campaign-only or not (those exist to be given),
 * and not a rental. `alias` names product_models in the query.
 */
export const giftableModel = (alias: string) => `${alias}.is_public = 1 AND ${alias}.is_rental = 0`;

interface GiftCampaignProduct extends GiftCampaignTerms { slug: string; name: string }

interface TermsRow { recipient_price: number; free_delivery: number }
const termsOf = (row: TermsRow): GiftCampaignTerms => ({ recipientPrice: row.recipient_price, freeDelivery: row.free_delivery === 1 });

/**
 * The product page's gift-campaign mode (cat 2) at /giftcampaigns/{categorySlug}/{productSlug}/:
 * the running campaign's category with the slug, when it offers the model;
 * its slug, the campaign's name and what the recipient pays. Null otherwise.
 */
export async function getGiftCampaignForModel(source: CatalogueSource, categorySlug: string, modelId: number, language: Language, now = new Date()): Promise<GiftCampaignProduct | null> {
  if (!isCatalogueSlug(categorySlug)) return null;
  const row = await source.db.prepare(`SELECT k.slug, COALESCE(t.name, c.company_name) AS name, c.recipient_price, c.free_delivery
      FROM gift_campaign_categories k
      JOIN gift_campaigns c ON c.id = k.campaign_id
      JOIN gift_campaign_category_models m ON m.category_id = k.id AND m.model_id = ?2
      JOIN product_models p ON p.id = m.model_id AND ${giftableModel('p')}
      LEFT JOIN gift_campaign_texts t ON t.campaign_id = c.id AND t.language = ?3
      WHERE k.slug = ?1 AND ${RUNNING('?4')}`)
    .bind(categorySlug, modelId, language, now.toISOString()).first<{ slug: string; name: string } & TermsRow>();
  return row ? { slug: row.slug, name: row.name, ...termsOf(row) } : null;
}

/**
 * /giftcampaigns/{category}/ (cat 2): the running campaign's category with
 * its giftable models in their order; null for an unknown category or one
 * whose campaign has not started or has ended.
 */
export async function getGiftCampaignCategory(db: D1Database, categorySlug: string, language: Language, now = new Date()): Promise<GiftCampaignCategoryPageProps | null> {
  if (!isCatalogueSlug(categorySlug)) return null;
  const [category, products] = await db.batch([
    db.prepare(`SELECT k.slug, COALESCE(kt.name, ct.name, c.company_name) AS name, COALESCE(ct.name, c.company_name) AS campaign_name,
        c.recipient_price, c.free_delivery
      FROM gift_campaign_categories k JOIN gift_campaigns c ON c.id = k.campaign_id
      LEFT JOIN gift_campaign_category_texts kt ON kt.category_id = k.id AND kt.language = ?2
      LEFT JOIN gift_campaign_texts ct ON ct.campaign_id = c.id AND ct.language = ?2
      WHERE k.slug = ?1 AND ${RUNNING('?3')}`).bind(categorySlug, language, now.toISOString()),
    db.prepare(`SELECT p.id AS model_id, p.slug, COALESCE(t.name, p.slug) AS name, mf.name AS manufacturer,
        COALESCE((SELECT i.url FROM product_model_images i WHERE i.model_id = p.id ORDER BY i.position LIMIT 1), '') AS image
      FROM gift_campaign_categories k
      JOIN gift_campaign_category_models m ON m.category_id = k.id
      JOIN product_models p ON p.id = m.model_id AND ${giftableModel('p')}
      JOIN manufacturers mf ON mf.id = p.manufacturer_id
      LEFT JOIN product_model_texts t ON t.model_id = p.id AND t.language = ?2
      WHERE k.slug = ?1 ORDER BY m.sort_order, p.id`).bind(categorySlug, language),
  ]);
  const found = (category.results as Array<{ slug: string; name: string; campaign_name: string } & TermsRow>)[0];
  if (!found) return null;
  const rows = products.results as Array<{ model_id: number; slug: string; name: string; manufacturer: string; image: string }>;
  return {
    slug: found.slug, name: found.name, campaignName: found.campaign_name, ...termsOf(found),
    products: rows.map((row): GiftCategoryProduct => ({ modelId: row.model_id, slug: row.slug, name: row.name, manufacturer: row.manufacturer, image: row.image })),
  };
}

/** A code as stored, with what redeeming it for a variant depends on (worker/services/gift-campaigns/redeem-code.ts). */
export interface StoredCampaignCode extends GiftCampaignTerms {
  codeId: number;
  categorySlug: string;
  startsAt: string | null;
  endsAt: string | null;
  /** A redemption row holds it (reserved by an order, or paid). */
  taken: boolean;
  /** The code's category offers the variant's model. */
  offersVariant: boolean;
}

/** The normalised code with its category, campaign, redemption and whether its category offers variant ?2. */
export async function findCampaignCode(db: D1Database, code: string, variantId: number): Promise<StoredCampaignCode | null> {
  const row = await db.prepare(`SELECT d.id, k.slug, c.starts_at, c.ends_at, c.recipient_price, c.free_delivery,
        EXISTS (SELECT 1 FROM gift_campaign_redemptions r WHERE r.code_id = d.id) AS taken,
        EXISTS (SELECT 1 FROM variants v JOIN gift_campaign_category_models m ON m.model_id = v.model_id
          JOIN product_models p ON p.id = v.model_id AND ${giftableModel('p')}
          WHERE v.id = ?2 AND m.category_id = d.category_id) AS offers
      FROM gift_campaign_codes d
      JOIN gift_campaign_categories k ON k.id = d.category_id
      JOIN gift_campaigns c ON c.id = d.campaign_id
      WHERE d.code = ?1`)
    .bind(code, variantId).first<{ id: number; slug: string; starts_at: string | null; ends_at: string | null; taken: number; offers: number } & TermsRow>();
  if (!row) return null;
  return {
    codeId: row.id, categorySlug: row.slug, startsAt: row.starts_at, endsAt: row.ends_at, ...termsOf(row),
    taken: row.taken === 1, offersVariant: row.offers === 1,
  };
}

/** Whether a redemption row holds the code (an order reserved or redeemed it). */
export async function isCampaignCodeTaken(db: D1Database, codeId: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS taken FROM gift_campaign_redemptions WHERE code_id = ?1').bind(codeId).first<number>('taken')) === 1;
}
