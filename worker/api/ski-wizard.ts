import { Hono, type Context } from 'hono';
import { EURO, type CurrencyDisplay } from '../../shared/money.ts';
import type { SkiGroup, SkiSport } from '../../shared/ski-wizard/compatibility.ts';
import {
  compatibleProductsQuery, SKI_TYPES, wizardProductsQuery, type CompatibleProductsAnswer, type WizardProductsAnswer,
} from '../../shared/ski-wizard/wizard-api.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getLocaleReference, type LocaleReference } from '../data/locale-catalogue.ts';
import { getSkiGear, getSkiGearTexts, type SkiGearSet } from '../data/ski-gear.ts';
import { badInput, badQuery, notFound } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { INVALID_QUERY, validate } from '../middleware/validate.ts';
import type { ChosenResult } from '../services/ski-wizard/chosen-parts.ts';
import { compatibleProducts } from '../services/ski-wizard/compatible-products.ts';
import { wizardProducts } from '../services/ski-wizard/wizard-products.ts';

/**
 * The ski wizard's calls (core 7, issue 17; decision 029): which chosen
 * parts fit and their package price, and each step's compatible models.
 * Answers depend only on the query and the catalogue, so browsers and the
 * edge may keep them a minute, as product lists.
 */
export const skiWizardApi = new Hono<AppEnv>();

/** The currency asked for, else the one all the tax area's countries use, else euro. */
function currencyFor(reference: LocaleReference, taxAreaId: number, asked: string | undefined): CurrencyDisplay {
  if (asked !== undefined) {
    const record = reference.currencies.get(asked);
    if (!record) throw badQuery('currency', 'Unknown currency.');
    return record;
  }
  const codes = new Set([...reference.countries.values()].filter((country) => country.taxAreaId === taxAreaId).map((country) => country.currencyCode));
  const only = codes.size === 1 ? reference.currencies.get([...codes][0]) : undefined;
  return only ?? EURO;
}

/** The sport's gear in the tax area, and the currency of the answer. */
async function gearFor(c: Context<AppEnv>, sport: SkiSport, taxAreaId: number, asked: string | undefined): Promise<{ gear: SkiGearSet; currency: CurrencyDisplay }> {
  const reference = await getLocaleReference(c.env.DB);
  if (!reference.taxAreaIds.has(taxAreaId)) throw badQuery('tax_area', 'Unknown tax area.');
  const currency = currencyFor(reference, taxAreaId, asked);
  const gear = await getSkiGear(catalogueOf(c), sport, taxAreaId);
  if (!gear) throw badQuery('tax_area', 'Unknown tax area.');
  return { gear, currency };
}

function failed(result: Exclude<ChosenResult, { ok: true }>): never {
  if (result.status === 404) throw notFound('Product not found.');
  throw badInput('invalid_query', `Invalid query parameter: ${Object.keys(result.fields)[0]}.`, result.fields);
}

const idsOf = (query: { ski_id?: number; binding_id?: number; boot_id?: number }): Partial<Record<SkiGroup, number>> => ({
  ...(query.ski_id === undefined ? {} : { skis: query.ski_id }),
  ...(query.binding_id === undefined ? {} : { bindings: query.binding_id }),
  ...(query.boot_id === undefined ? {} : { boots: query.boot_id }),
});

skiWizardApi.get('/compatible_products/', validate('query', compatibleProductsQuery, INVALID_QUERY), async (c) => {
  const query = c.req.valid('query');
  const sport = SKI_TYPES[query.ski_type];
  const { gear, currency } = await gearFor(c, sport, query.tax_area, query.currency);
  const result = await compatibleProducts(catalogueOf(c), gear, sport, idsOf(query), currency);
  if (!result.ok) failed(result);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json<CompatibleProductsAnswer>(result.answer);
});

skiWizardApi.get('/ski-wizard/products/', validate('query', wizardProductsQuery, INVALID_QUERY), async (c) => {
  const query = c.req.valid('query');
  const { gear, currency } = await gearFor(c, query.sport, query.tax_area, query.currency);
  const texts = await getSkiGearTexts(catalogueOf(c), query.sport, c.get('language'));
  const result = await wizardProducts(catalogueOf(c), gear, texts, { sport: query.sport, group: query.group, ids: idsOf(query), page: query.page, currency });
  if (!result.ok) failed(result);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json<WizardProductsAnswer>(result.answer);
});
