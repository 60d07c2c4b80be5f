/**
 * A verified company's campaigns (issue 17 item 2, cat 2 "manage campaign,
 * create codes", cat 6; decision 027). Every call names the company the
 * session acts for: another company's campaign is not found.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { CampaignCreate, CategoryInput } from '../../../shared/gift-campaign/campaign-admin-schema.ts';
import type { Language } from '../../../shared/languages.ts';
import type { CampaignDetail } from '../../../shared/types/campaign-admin.ts';
import {
  existingModelIds, findCompanyCampaign, insertCampaign, insertCategory, isCampaignCategory, takenSlugs, updateCategory,
} from '../../data/campaign-admin.ts';
import { insertCodes, type NewCode } from '../../data/campaign-codes.ts';
import { findCompanyById } from '../../data/companies.ts';
import { newCampaignCodes } from './code-generator.ts';

/** An ASCII slug of a name: lower-case letters, digits and single hyphens ('' for a name of none). */
export function slugOf(name: string): string {
  return name.toLowerCase().replace(/ß/g, 'ss').replace(/[æ]/g, 'ae').replace(/[ø]/g, 'o').normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
}

/** The first of name, name-2, name-3 ... that no category or campaign uses (slugs are one namespace under /giftcampaigns/). */
async function freeSlug(db: D1Database, name: string, fallback: string): Promise<string> {
  const base = slugOf(name) || fallback;
  for (let start = 1; ; start += 20) {
    const candidates = Array.from({ length: 20 }, (_, index) => (start + index === 1 ? base : `${base}-${start + index}`));
    const taken = await takenSlugs(db, candidates);
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
}

/** A day's start in UTC, as the product page compares instants; the end is the day after the last day. */
const startOf = (day: string) => `${day}T00:00:00.000Z`;
const endAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

const TRIES = 5;

export async function createCampaign(db: D1Database, companyId: number, input: CampaignCreate, language: Language, now: Date): Promise<CampaignDetail | null> {
  const company = await findCompanyById(db, companyId);
  if (!company) return null;
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const id = await insertCampaign(db, {
      companyId, companyName: company.name, slug: await freeSlug(db, input.name, 'campaign'), name: input.name, startsAt: startOf(input.starts_on),
      endsAt: endAfter(input.ends_on), recipientPrice: input.recipient_price, freeDelivery: input.free_delivery, now: now.toISOString(),
    });
    // null: another request took the slug between the look and the insert.
    if (id !== null) return findCompanyCampaign(db, companyId, id, language);
  }
  throw new Error('No free campaign slug after retries');
}

export type CategoryOutcome = { kind: 'saved'; campaign: CampaignDetail } | { kind: 'not_found' } | { kind: 'unknown_models'; ids: number[] };

async function knownModels(db: D1Database, ids: readonly number[]): Promise<number[]> {
  const existing = await existingModelIds(db, ids);
  return ids.filter((id) => !existing.has(id));
}

export async function addCategory(db: D1Database, companyId: number, campaignId: number, input: CategoryInput, language: Language): Promise<CategoryOutcome> {
  if (!(await findCompanyCampaign(db, companyId, campaignId, language))) return { kind: 'not_found' };
  const unknown = await knownModels(db, input.model_ids);
  if (unknown.length > 0) return { kind: 'unknown_models', ids: unknown };
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const id = await insertCategory(db, campaignId, await freeSlug(db, input.name, 'gifts'), input.name, input.model_ids);
    if (id !== null) return { kind: 'saved', campaign: (await findCompanyCampaign(db, companyId, campaignId, language))! };
  }
  throw new Error('No free category slug after retries');
}

export async function changeCategory(db: D1Database, companyId: number, campaignId: number, categoryId: number, input: CategoryInput, language: Language): Promise<CategoryOutcome> {
  if (!(await findCompanyCampaign(db, companyId, campaignId, language))) return { kind: 'not_found' };
  const unknown = await knownModels(db, input.model_ids);
  if (unknown.length > 0) return { kind: 'unknown_models', ids: unknown };
  if (!(await updateCategory(db, campaignId, categoryId, input.name, input.model_ids))) return { kind: 'not_found' };
  return { kind: 'saved', campaign: (await findCompanyCampaign(db, companyId, campaignId, language))! };
}

export type CodesOutcome = { kind: 'created'; codes: Array<NewCode & { id: number }> } | { kind: 'not_found' } | { kind: 'no_category' };

/** Whether the campaign is the company's (any language will do for the check). */
export async function ownsCampaign(db: D1Database, companyId: number, campaignId: number): Promise<boolean> {
  return (await findCompanyCampaign(db, companyId, campaignId, 'en')) !== null;
}

/**
 * New codes in a category of the company's campaign, for recipients or
 * not. Codes are drawn at random (58 bits each), so a clash with a stored
 * code is rare; the insert is all or nothing, and a clash draws the whole
 * set again.
 */
export async function createCodes(
  db: D1Database, companyId: number, campaignId: number, categoryId: number, recipients: ReadonlyArray<Omit<NewCode, 'code'>>, now: Date,
): Promise<CodesOutcome> {
  if (!(await ownsCampaign(db, companyId, campaignId))) return { kind: 'not_found' };
  if (!(await isCampaignCategory(db, campaignId, categoryId))) return { kind: 'no_category' };
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const codes = newCampaignCodes(recipients.length).map((code, index) => ({ ...recipients[index], code }));
    const inserted = await insertCodes(db, campaignId, categoryId, codes, now.toISOString());
    if (inserted) return { kind: 'created', codes: codes.map((code) => ({ ...code, id: inserted.get(code.code)! })) };
  }
  throw new Error('Campaign codes clashed on every try');
}
