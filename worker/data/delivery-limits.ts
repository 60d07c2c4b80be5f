/**
 * cat 3 Delivery limit info (extra type 1) and the delivery days of a country
 * (cat 9 delivery time), from the tables of migrations/0004_product_page.sql.
 */
import type { Language } from '../../shared/languages.ts';
import type { GeneralSettings } from '../../shared/types/catalogue.ts';
import type { CountryDeliveryDays, DeliveryLimitInfo } from '../../shared/types/product-page.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { getLocaleReference } from './locale-catalogue.ts';

/** The canonical order of delivery method kinds (home first, as the checkout lists them). */
export const DELIVERY_METHOD_KINDS = ['home', 'parcel_locker', 'store_pickup', 'express_pickup'] as const;

/** Used when a country has no row of its own: the slowest EU band, and the usual ski-bundle delay. */
const FALLBACK_STANDARD_DAYS = { start: 3, end: 7 } as const;
const FALLBACK_SKI_BUNDLE_DAYS = { start: 2, end: 4 } as const;

/** Everything about one model's delivery, for every country and language: one cache entry per model. */
interface ModelDelivery {
  kinds: string[];
  blockedCountries: string[];
  perInternationalPackage: boolean;
  blockInfo: Record<string, string>;
  overrides: Array<{ variantId: number; country: string; shippingTime: number | null; blocked: boolean }>;
}

const MODEL_DELIVERY_SQL = [
  'SELECT per_international_package FROM product_models WHERE id = ?1',
  'SELECT kind FROM model_delivery_methods WHERE model_id = ?1',
  'SELECT country_code FROM model_blocked_countries WHERE model_id = ?1 ORDER BY country_code',
  'SELECT language, block_info_text FROM product_model_texts WHERE model_id = ?1',
  `SELECT o.variant_id, o.country_code, o.shipping_time, o.blocked FROM variant_country_overrides o
    JOIN variants v ON v.id = o.variant_id WHERE v.model_id = ?1 ORDER BY o.variant_id`,
];

async function loadModelDelivery(source: CatalogueSource, modelId: number): Promise<ModelDelivery | null> {
  const { db } = source;
  const [model, kinds, blocked, texts, overrides] = (await db.batch(MODEL_DELIVERY_SQL.map((sql) => db.prepare(sql).bind(modelId))))
    .map((result) => result.results as any[]);
  if (model.length === 0) return null;
  const order = (kind: string) => DELIVERY_METHOD_KINDS.indexOf(kind as (typeof DELIVERY_METHOD_KINDS)[number]);
  return {
    kinds: kinds.map((row) => row.kind as string).sort((a, b) => order(a) - order(b)),
    blockedCountries: blocked.map((row) => row.country_code),
    perInternationalPackage: model[0].per_international_package === 1,
    blockInfo: Object.fromEntries(texts.map((row) => [row.language, row.block_info_text])),
    overrides: overrides.map((row) => ({ variantId: row.variant_id, country: row.country_code, shippingTime: row.shipping_time, blocked: row.blocked === 1 })),
  };
}

/**
 * The model's delivery limits for the delivery country. A model blocked for
 * the country, and every model for a country the shop does not deliver to
 * (not enabled, or unknown), is isDeliveryCountryBlocked. An unknown model
 * has no limits: the callers answer its 404 themselves.
 */
export async function getDeliveryLimit(source: CatalogueSource, modelId: number, countryCode: string, language: Language): Promise<DeliveryLimitInfo> {
  const country = countryCode.toLowerCase();
  const [delivery, reference] = await Promise.all([
    Number.isSafeInteger(modelId) && modelId > 0 ? readThrough(source, `model-delivery:${modelId}`, () => loadModelDelivery(source, modelId)) : null,
    getLocaleReference(source.db),
  ]);
  const overrides: DeliveryLimitInfo['extra_data_overrides'] = {};
  for (const override of delivery?.overrides ?? []) {
    if (override.country !== country) continue;
    const entry: DeliveryLimitInfo['extra_data_overrides'][string] = {};
    if (override.shippingTime !== null) entry.shippingTimeNumber = override.shippingTime;
    if (override.blocked) entry.isDeliveryCountryBlocked = true;
    if (Object.keys(entry).length > 0) overrides[String(override.variantId)] = entry;
  }
  const kinds = delivery?.kinds ?? [];
  return {
    allowedDeliveryMethods: [...kinds],
    isDeliveryCountryBlocked: !reference.isCountryEnabled(country) || (delivery?.blockedCountries.includes(country) ?? false),
    isDeliveryMethodLimitations: kinds.length > 0,
    perInternationalPackage: delivery?.perInternationalPackage ?? false,
    blockInfoText: delivery?.blockInfo[language] ?? '',
    extra_data_overrides: overrides,
  };
}

type DaysByCountry = Record<string, Partial<Record<'standard' | 'ski_bundle', { start: number; end: number }>>>;

/**
 * Working days to add to a shipping time for the country (cat 9): its
 * standard and ski-bundle rows, each falling back on its own when missing,
 * plus the country's added days from the general setting
 * targetCountryDeliveryAddedDays (0 when the country has no entry). The
 * caller passes the settings it already read (they are per language, the
 * added days are not), so this reads no settings of its own.
 */
export async function getCountryDeliveryDays(
  source: CatalogueSource,
  countryCode: string,
  settings: Pick<GeneralSettings, 'targetCountryDeliveryAddedDays'>,
): Promise<CountryDeliveryDays> {
  const country = countryCode.toLowerCase();
  const addedDays = settings.targetCountryDeliveryAddedDays.find((entry) => entry.code.toLowerCase() === country)?.days ?? 0;
  const all = await readThrough(source, 'country-delivery-days', async () => {
    const { results } = await source.db.prepare('SELECT country_code, shipping_key, start_days, end_days FROM country_delivery_days')
      .all<{ country_code: string; shipping_key: 'standard' | 'ski_bundle'; start_days: number; end_days: number }>();
    const byCountry: DaysByCountry = {};
    for (const row of results) (byCountry[row.country_code] ??= {})[row.shipping_key] = { start: row.start_days, end: row.end_days };
    return byCountry;
  });
  const own = all[country] ?? {};
  return {
    standard: { ...(own.standard ?? FALLBACK_STANDARD_DAYS) },
    skiBundle: { ...(own.ski_bundle ?? FALLBACK_SKI_BUNDLE_DAYS) },
    addedDays: Number.isFinite(addedDays) ? Math.max(0, Math.trunc(addedDays)) : 0,
  };
}
