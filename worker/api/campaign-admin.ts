import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type * as v from 'valibot';
import {
  CAMPAIGN_ADMIN_MESSAGES, CODES_PER_PAGE, MAX_RECIPIENTS_PER_REQUEST, campaignCreateSchema, categorySchema, codeCategorySchema, codeCommentSchema,
  codesCreateSchema, codesQuerySchema, modelSearchSchema, recipientsSchema,
} from '../../shared/gift-campaign/campaign-admin-schema.ts';
import type {
  CampaignCodesResponse, CampaignDetail, CampaignListResponse, CodesCreatedResponse, ModelSearchResponse, RecipientsResponse, SavedResponse,
} from '../../shared/types/campaign-admin.ts';
import { findCompanyCampaign, isCampaignCategory, isCompanyCampaign, listCompanyCampaigns } from '../data/campaign-admin.ts';
import { listCampaignCodes, pageCampaignCodes, setCodeCategory, setCodeComment } from '../data/campaign-codes.ts';
import { searchCatalogueModels } from '../data/campaign-model-search.ts';
import { findCompanyById, verifiedCompanyIdOf } from '../data/companies.ts';
import { AppError, badInput, notFound } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { firstFieldMessage, validate } from '../middleware/validate.ts';
import { addCategory, changeCategory, createCampaign, createCodes, type CategoryOutcome } from '../services/gift-campaigns/campaign-management.ts';
import { addRecipients } from '../services/gift-campaigns/campaign-recipients.ts';
import { campaignWorkbook, workbookDisposition, XLSX_CONTENT_TYPE } from '../services/gift-campaigns/campaign-workbook.ts';
import { CAMPAIGN_CODES_LIMIT } from '../services/rate-limit.ts';
import { accountContext } from './account-links.ts';
import { limitRequest, tooManyRequests } from './rate-limited.ts';
import { customerIdOf } from './customer.ts';

/**
 * Campaign management for the users of a verified company (issue 17 item 2,
 * cat 2, cat 6, cat 8; decision 027): 401 for a guest, 403 not_org_user for
 * anyone else (no 'org' role, or the company is not verified), 404 for a
 * campaign, category or code that is not the company's. Never cached; writes
 * check Origin. Messages in `?lang=`.
 * - GET /api/org/campaigns/ → CampaignListResponse; POST {name, starts_on, ends_on, recipient_price, free_delivery} → CampaignDetail (201)
 * - GET /api/org/campaigns/:id/ → CampaignDetail
 * - POST .../categories/ {name, model_ids} → CampaignDetail (201); POST .../categories/:categoryId/ the same, replacing names and models
 * - GET /api/org/models/?q= → ModelSearchResponse (the catalogue by name, model number or brand)
 * - GET .../codes/?page=&state= → CampaignCodesResponse, 100 a page; POST .../codes/ {category_id, count ≤ 1000} → CodesCreatedResponse (201)
 *   (429 past CAMPAIGN_CODES_LIMIT codes an hour per company)
 * - POST .../recipients/ {category_id, language, emails} → RecipientsResponse: the good addresses got codes and mails, the rest listed
 *   (429 past CAMPAIGN_MAILS_LIMIT mails an hour per company, each address counted)
 * - POST .../codes/:codeId/comment/ {comment} → SavedResponse "Comment saved"; POST .../codes/:codeId/category/ {category_id} → "Gift category saved"
 *   (409 code_used for a code an order has reserved or redeemed)
 * Who may call is checked before the body: a guest with a bad body gets 401.
 * - GET .../codes/xlsx/ → the codes and their states as an .xlsx attachment
 */
export const campaignAdminApi = new Hono<AppEnv>();

const M = CAMPAIGN_ADMIN_MESSAGES;

const body = <S extends v.GenericSchema>(schema: S) =>
  validate('json', schema, { code: 'invalid_request', message: firstFieldMessage, translate: true, missing: M.required, notAnObject: M.invalid });

/** The company each request acts for, found once (orgOnly, before the body is read). */
const requestCompanies = new WeakMap<Request, number>();

/** The verified company the session acts for. */
async function companyOf(c: Context<AppEnv>): Promise<number> {
  const known = requestCompanies.get(c.req.raw);
  if (known !== undefined) return known;
  const customerId = customerIdOf(c);
  const companyId = c.get('session')?.roles.includes('org') ? await verifiedCompanyIdOf(c.env.DB, customerId) : null;
  if (companyId === null) throw new AppError(403, 'not_org_user', c.get('t')('campaignAdmin.refused.notOrgUser'));
  requestCompanies.set(c.req.raw, companyId);
  return companyId;
}

/** 401 or 403 before anything else of the request is looked at. */
const orgOnly = createMiddleware<AppEnv>(async (c, next) => {
  await companyOf(c);
  await next();
});

const writes = [sameOriginMiddleware, noStoreMiddleware, orgOnly] as const;
const reads = [noStoreMiddleware, orgOnly] as const;

const campaignNotFound = (c: Context<AppEnv>) => notFound(c.get('t')('campaignAdmin.refused.notFound'));

const idParam = (c: Context<AppEnv>, name: string): number => {
  const id = Number(c.req.param(name));
  if (!/^\d{1,15}$/.test(c.req.param(name) ?? '') || !Number.isSafeInteger(id) || id < 1) throw campaignNotFound(c);
  return id;
};

/** The id of the path when the campaign is the company's (one row read); 404 for any other. */
async function ownCampaignId(c: Context<AppEnv>): Promise<{ companyId: number; campaignId: number }> {
  const companyId = await companyOf(c);
  const campaignId = idParam(c, 'id');
  if (!(await isCompanyCampaign(c.env.DB, companyId, campaignId))) throw campaignNotFound(c);
  return { companyId, campaignId };
}

/** The company's campaign of the path, read in the request's language; 404 for any other. */
async function campaignOf(c: Context<AppEnv>): Promise<{ companyId: number; campaign: CampaignDetail }> {
  const companyId = await companyOf(c);
  const campaign = await findCompanyCampaign(c.env.DB, companyId, idParam(c, 'id'), c.get('language'));
  if (!campaign) throw campaignNotFound(c);
  return { companyId, campaign };
}

const categoryRefused = (c: Context<AppEnv>) => {
  const message = c.get('t')(M.category);
  return badInput('invalid_request', message, { category_id: message });
};

/** A refused model is named by its place in model_ids ('model_ids.2'), so the page marks it among the chosen ones. */
function categoryAnswer(c: Context<AppEnv>, outcome: CategoryOutcome, status: 200 | 201, modelIds: readonly number[]) {
  if (outcome.kind === 'not_found') throw campaignNotFound(c);
  if (outcome.kind === 'unknown_models') {
    const message = c.get('t')(M.models);
    const refused = modelIds.flatMap((id, index) => (outcome.ids.includes(id) ? [[`model_ids.${index}`, message] as const] : []));
    throw badInput('invalid_request', message, { model_ids: message, ...Object.fromEntries(refused) });
  }
  return c.json<CampaignDetail>(outcome.campaign, status);
}

campaignAdminApi.get('/org/campaigns/', ...reads, async (c) => {
  const companyId = await companyOf(c);
  const company = await findCompanyById(c.env.DB, companyId);
  return c.json<CampaignListResponse>({ company: company?.name ?? '', campaigns: await listCompanyCampaigns(c.env.DB, companyId, c.get('language')) });
});

campaignAdminApi.post('/org/campaigns/', ...writes, body(campaignCreateSchema), async (c) => {
  const campaign = await createCampaign(c.env.DB, await companyOf(c), c.req.valid('json'), c.get('language'), new Date());
  if (!campaign) throw campaignNotFound(c);
  return c.json<CampaignDetail>(campaign, 201);
});

campaignAdminApi.get('/org/models/', ...reads, validate('query', modelSearchSchema, {
  code: 'invalid_query', message: firstFieldMessage, translate: true, missing: M.search, notAnObject: M.search,
}), async (c) => {
  await companyOf(c);
  return c.json<ModelSearchResponse>({ models: await searchCatalogueModels(c.env.DB, c.req.valid('query').q, c.get('language')) });
});

campaignAdminApi.get('/org/campaigns/:id/', ...reads, async (c) => c.json<CampaignDetail>((await campaignOf(c)).campaign));

campaignAdminApi.post('/org/campaigns/:id/categories/', ...writes, body(categorySchema), async (c) => {
  const companyId = await companyOf(c);
  const input = c.req.valid('json');
  return categoryAnswer(c, await addCategory(c.env.DB, companyId, idParam(c, 'id'), input, c.get('language')), 201, input.model_ids);
});

campaignAdminApi.post('/org/campaigns/:id/categories/:categoryId/', ...writes, body(categorySchema), async (c) => {
  const companyId = await companyOf(c);
  const input = c.req.valid('json');
  const outcome = await changeCategory(c.env.DB, companyId, idParam(c, 'id'), idParam(c, 'categoryId'), input, c.get('language'));
  return categoryAnswer(c, outcome, 200, input.model_ids);
});

campaignAdminApi.get('/org/campaigns/:id/codes/', ...reads, validate('query', codesQuerySchema, {
  code: 'invalid_query', message: firstFieldMessage, translate: true, missing: M.invalid, notAnObject: M.invalid,
}), async (c) => {
  const { campaignId } = await ownCampaignId(c);
  const { page, state } = c.req.valid('query');
  const found = await pageCampaignCodes(c.env.DB, campaignId, { state, limit: CODES_PER_PAGE, offset: (page - 1) * CODES_PER_PAGE });
  return c.json<CampaignCodesResponse>({ ...found, page, per_page: CODES_PER_PAGE });
});

campaignAdminApi.post('/org/campaigns/:id/codes/', ...writes, body(codesCreateSchema), async (c) => {
  const { companyId, campaignId } = await ownCampaignId(c);
  const { category_id, count } = c.req.valid('json');
  await limitRequest(c, [[CAMPAIGN_CODES_LIMIT, `company:${companyId}`, count]], (minutes) => c.get('t')('campaignAdmin.error.tooManyCodes', { minutes }));
  const outcome = await createCodes(c.env.DB, campaignId, category_id, Array.from({ length: count }, () => ({})), new Date());
  if (outcome.kind === 'no_category') throw categoryRefused(c);
  return c.json<CodesCreatedResponse>({ created: outcome.codes.length }, 201);
});

campaignAdminApi.post('/org/campaigns/:id/recipients/', ...writes, body(recipientsSchema), async (c) => {
  const companyId = await companyOf(c);
  const { category_id, language, emails } = c.req.valid('json');
  // The service reads the campaign (in the recipients' language) and counts the mails once the paste is read.
  const outcome = await addRecipients(accountContext(c), companyId, idParam(c, 'id'), { categoryId: category_id, language, emails });
  if (outcome.kind === 'not_found') throw campaignNotFound(c);
  if (outcome.kind === 'limited') {
    throw tooManyRequests(c, outcome, c.get('t')('campaignAdmin.error.tooManySends', { minutes: Math.ceil(outcome.retryAfterSeconds / 60) }));
  }
  if (outcome.kind === 'no_category') throw categoryRefused(c);
  if (outcome.kind === 'too_many') {
    const message = c.get('t')('campaignAdmin.error.tooManyRecipients', { max: MAX_RECIPIENTS_PER_REQUEST });
    throw badInput('invalid_request', message, { emails: message });
  }
  return c.json<RecipientsResponse>({ added: outcome.added, invalid: outcome.invalid });
});

campaignAdminApi.post('/org/campaigns/:id/codes/:codeId/comment/', ...writes, body(codeCommentSchema), async (c) => {
  const { campaignId } = await ownCampaignId(c);
  const t = c.get('t');
  if (!(await setCodeComment(c.env.DB, campaignId, idParam(c, 'codeId'), c.req.valid('json').comment))) throw notFound(t('campaignAdmin.refused.codeNotFound'));
  return c.json<SavedResponse>({ ok: true, message: t('campaignAdmin.codes.commentSaved') });
});

campaignAdminApi.post('/org/campaigns/:id/codes/:codeId/category/', ...writes, body(codeCategorySchema), async (c) => {
  const { campaignId } = await ownCampaignId(c);
  const t = c.get('t');
  const { category_id } = c.req.valid('json');
  if (!(await isCampaignCategory(c.env.DB, campaignId, category_id))) throw categoryRefused(c);
  const moved = await setCodeCategory(c.env.DB, campaignId, idParam(c, 'codeId'), category_id);
  if (moved === 'not_found') throw notFound(t('campaignAdmin.refused.codeNotFound'));
  if (moved === 'used') throw new AppError(409, 'code_used', t('campaignAdmin.refused.codeUsed'));
  return c.json<SavedResponse>({ ok: true, message: t('campaignAdmin.codes.categorySaved') });
});

campaignAdminApi.get('/org/campaigns/:id/codes/xlsx/', ...reads, async (c) => {
  const { campaign } = await campaignOf(c);
  const workbook = await campaignWorkbook(campaign, await listCampaignCodes(c.env.DB, campaign.id), c.get('t'));
  return c.body(workbook, 200, { 'Content-Type': XLSX_CONTENT_TYPE, 'Content-Disposition': workbookDisposition(campaign.name) });
});
