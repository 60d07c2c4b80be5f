/**
 * A verified company's campaigns (issue 17 item 2, cat 2 "manage campaign,
 * create codes", cat 6; decision 027). Every call names the company the
 * session acts for: another company's campaign is not found.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { CampaignCreate, CategoryInput } from '../../../shared/gift-campaign/campaign-admin-schema.ts';
import type { Language } from '../../../shared/languages.ts';
import { addDays } from '../../../shared/service/return-window.ts';
import { slugify } from '../../../shared/slug.ts';
import type { CampaignDetail } from '../../../shared/types/campaign-admin.ts';
import {
  existingModelIds, findCompanyCampaign, highestSlugNumber, insertCampaign, insertCategory, isCampaignCategory, isCompanyCampaign, updateCategory,
} from '../../data/campaign-admin.ts';
import { insertCodes, type NewCode } from '../../data/campaign-codes.ts';
import { findCompanyById } from '../../data/companies.ts';
import { shopDayStart } from '../../../shared/gift-campaign/campaign-days.ts';
import { newCampaignCodes } from './code-generator.ts';

const MAX_SLUG_LENGTH = 60;

/** The name's slug in its language (shared/slug.ts), at most 60 characters ('' for a name of none). */
function slugOf(name: string, language: Language): string {
  return slugify(name, language).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
}

/** name, or name-N past the highest N in use (one look): slugs are one namespace under /giftcampaigns/. */
async function freeSlug(db: D1Database, name: string, language: Language, fallback: string): Promise<string> {
  const base = slugOf(name, language) || fallback;
  const top = await highestSlugNumber(db, base);
  return top === null ? base : `${base}-${top + 1}`;
}

const TRIES = 5;

/**
 * The campaign runs from its first day's start to its last day's end in the
 * shop's time zone (Helsinki, as every date the customer reads), stored as
 * instants: the product page compares them with now.
 */
export async function createCampaign(db: D1Database, companyId: number, input: CampaignCreate, language: Language, now: Date): Promise<CampaignDetail | null> {
  const company = await findCompanyById(db, companyId);
  if (!company) return null;
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const id = await insertCampaign(db, {
      companyId, companyName: company.name, slug: await freeSlug(db, input.name, language, 'campaign'), name: input.name,
      startsAt: shopDayStart(input.starts_on).toISOString(), endsAt: shopDayStart(addDays(input.ends_on, 1)).toISOString(),
      recipientPrice: input.recipient_price, freeDelivery: input.free_delivery, now: now.toISOString(),
    });
    // null: another request took the slug between the look and the insert.
    if (id !== null) return findCompanyCampaign(db, companyId, id, language);
  }
  throw new Error('No free campaign slug after retries');
}

export type CategoryOutcome = { kind: 'saved'; campaign: CampaignDetail } | { kind: 'not_found' } | { kind: 'unknown_models'; ids: number[] };

async function unknownModels(db: D1Database, ids: readonly number[]): Promise<number[]> {
  const existing = await existingModelIds(db, ids);
  return ids.filter((id) => !existing.has(id));
}

/** The campaign is read once, for the answer; the ownership check reads one row. */
export async function addCategory(db: D1Database, companyId: number, campaignId: number, input: CategoryInput, language: Language): Promise<CategoryOutcome> {
  if (!(await isCompanyCampaign(db, companyId, campaignId))) return { kind: 'not_found' };
  const unknown = await unknownModels(db, input.model_ids);
  if (unknown.length > 0) return { kind: 'unknown_models', ids: unknown };
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const id = await insertCategory(db, campaignId, await freeSlug(db, input.name, language, 'gifts'), input.name, input.model_ids);
    if (id !== null) return saved(db, companyId, campaignId, language);
  }
  throw new Error('No free category slug after retries');
}

export async function changeCategory(db: D1Database, companyId: number, campaignId: number, categoryId: number, input: CategoryInput, language: Language): Promise<CategoryOutcome> {
  if (!(await isCompanyCampaign(db, companyId, campaignId))) return { kind: 'not_found' };
  const unknown = await unknownModels(db, input.model_ids);
  if (unknown.length > 0) return { kind: 'unknown_models', ids: unknown };
  if (!(await updateCategory(db, campaignId, categoryId, input.name, input.model_ids))) return { kind: 'not_found' };
  return saved(db, companyId, campaignId, language);
}

async function saved(db: D1Database, companyId: number, campaignId: number, language: Language): Promise<CategoryOutcome> {
  const campaign = await findCompanyCampaign(db, companyId, campaignId, language);
  return campaign ? { kind: 'saved', campaign } : { kind: 'not_found' };
}

export type CodesOutcome = { kind: 'created'; codes: Array<NewCode & { id: number }> } | { kind: 'no_category' };

/**
 * New codes in a category of a campaign the caller has found to be the
 * company's, for recipients or not. Codes are drawn at random (58 bits
 * each), so a clash with a stored code is rare; the insert is all or nothing,
 * and a clash draws the whole set again.
 */
export async function createCodes(
  db: D1Database, campaignId: number, categoryId: number, recipients: ReadonlyArray<Omit<NewCode, 'code'>>, now: Date,
): Promise<CodesOutcome> {
  if (!(await isCampaignCategory(db, campaignId, categoryId))) return { kind: 'no_category' };
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const codes = newCampaignCodes(recipients.length).map((code, index) => ({ ...recipients[index], code }));
    const inserted = await insertCodes(db, campaignId, categoryId, codes, now.toISOString());
    if (inserted) return { kind: 'created', codes: codes.map((code) => ({ ...code, id: inserted.get(code.code)! })) };
  }
  throw new Error('Campaign codes clashed on every try');
}
