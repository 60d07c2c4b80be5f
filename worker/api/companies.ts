import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { COMPANY_MESSAGES, COMPANY_STATUSES, companyRegistrationSchema } from '../../shared/gift-campaign/company-schema.ts';
import type { CompanyResponse, StaffCompaniesResponse } from '../../shared/types/campaign-admin.ts';
import { findCompanyOfCustomer, listCompanies } from '../data/companies.ts';
import { AppError, notFound } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { firstFieldMessage, INVALID_QUERY, validate } from '../middleware/validate.ts';
import { decideCompanyRegistration, registerCompany } from '../services/gift-campaigns/company-registration.ts';
import { accountContext } from './account-links.ts';
import { customerIdOf } from './customer.ts';
import { COMPANY_REGISTER_LIMIT } from '../services/rate-limit.ts';
import { rateLimited } from './rate-limited.ts';
import { staffOnlyMiddleware } from './staff-only.ts';

/**
 * Companies for gift campaigns (issue 17 item 2, decision 027). Messages in `?lang=`.
 * - GET /api/company/ → CompanyResponse: the session's company and its status (401 for a guest);
 * - POST /api/company/ {name, country, vat_number, contact_name, contact_email, contact_phone}: registers it
 *   pending (400 per field, the VAT number by the country's format; 409 already_registered while the customer
 *   has a pending or verified company; 409 vat_number_taken; 429 past 10 an hour per client);
 * - GET /api/staff/companies/?status=pending|verified|rejected → StaffCompaniesResponse (staff only);
 * - POST /api/staff/companies/:id/verify/ and .../reject/: decides a pending company (404 unknown, 409
 *   not_pending); verifying makes its users organisation users and mails them.
 */
export const companiesApi = new Hono<AppEnv>();

const guarded = [sameOriginMiddleware, noStoreMiddleware] as const;

const companyBody = validate('json', companyRegistrationSchema, {
  code: 'invalid_request', message: firstFieldMessage, translate: true, missing: COMPANY_MESSAGES.required, notAnObject: COMPANY_MESSAGES.invalid,
});

companiesApi.get('/company/', noStoreMiddleware, async (c) => {
  return c.json<CompanyResponse>({ company: await findCompanyOfCustomer(c.env.DB, customerIdOf(c)) });
});

companiesApi.post('/company/', ...guarded, rateLimited(COMPANY_REGISTER_LIMIT), companyBody, async (c) => {
  const t = c.get('t');
  const outcome = await registerCompany(c.env.DB, customerIdOf(c), c.req.valid('json'), new Date());
  if (outcome.kind === 'already') throw new AppError(409, 'already_registered', t('company.refused.already'));
  if (outcome.kind === 'vat_taken') {
    const message = t('company.refused.vatTaken');
    throw new AppError(409, 'vat_number_taken', message, { fields: { vat_number: message } });
  }
  return c.json<CompanyResponse>({ company: outcome.company }, 201);
});

const statusQuery = v.object({ status: v.optional(v.picklist(COMPANY_STATUSES, 'Use pending, verified or rejected.'), 'pending') });

companiesApi.get('/staff/companies/', staffOnlyMiddleware, validate('query', statusQuery, INVALID_QUERY), async (c) => {
  return c.json<StaffCompaniesResponse>({ companies: await listCompanies(c.env.DB, c.req.valid('query').status) });
});

const companyIdOf = (c: Context<AppEnv>): number => {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(c.get('t')('company.refused.notFound'));
  return id;
};

for (const [path, decision] of [['verify', 'verified'], ['reject', 'rejected']] as const) {
  companiesApi.post(`/staff/companies/:id/${path}/`, staffOnlyMiddleware, sameOriginMiddleware, async (c) => {
    const t = c.get('t');
    const outcome = await decideCompanyRegistration(accountContext(c), companyIdOf(c), decision, c.get('session')?.email ?? 'staff');
    if (outcome.kind === 'not_found') throw notFound(t('company.refused.notFound'));
    if (outcome.kind === 'not_pending') throw new AppError(409, 'not_pending', t('company.refused.notPending'));
    return c.json<CompanyResponse>({ company: outcome.company });
  });
}
