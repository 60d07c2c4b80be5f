import type { Context } from 'hono';
import { LANGUAGE_DEFAULTS, productionHost } from '../../shared/languages.ts';
import type { ResolvedLocale } from '../../shared/locale-resolution.ts';
import type { SiteConfig } from '../../shared/types/locale.ts';
import type { LocaleReference } from '../data/locale-catalogue.ts';
import type { AppEnv } from '../hono-env.ts';
import { clientManifest } from '../render/client-assets.ts';
import { geoCountryOf } from './geo-country.ts';

/**
 * The config state of core 3 for this request, as the page payload carries
 * it. The language middleware sets it from the language's defaults; the
 * locale middleware of the pages sets it again once the locale is resolved.
 * Without reference data (D1 down: the fatal screen) the language defaults stand in.
 */
export function siteConfigOf(c: Context<AppEnv>, reference?: LocaleReference, resolved?: ResolvedLocale): SiteConfig {
  const settings = c.get('settings');
  const language = c.get('language');
  const locale = resolved ?? { ...LANGUAGE_DEFAULTS[language], source: 'language' };
  const country = reference?.countries.get(locale.country);
  const currency = reference?.currencies.get(locale.currency);
  return {
    language,
    strategy: c.get('strategy'),
    languageByHost: c.get('languageByHost'),
    brandName: settings.brandName,
    contactEmail: settings.contactEmail,
    host: new URL(c.req.url).host,
    productionHost: productionHost(settings.brandDomain, language),
    deliveryCountryCode: locale.country,
    deliveryCountryName: country?.names[language] ?? locale.country.toUpperCase(),
    geoIPCountryCode: geoCountryOf(c.req.raw),
    currencyCode: locale.currency,
    currencyFormat: currency?.format ?? '#',
    currencyRate: currency?.rate ?? 1,
    taxAreaId: country?.taxAreaId ?? 1,
    isEuMember: country?.isEuMember ?? false,
    appVersion: clientManifest.buildId,
    year: new Date().getUTCFullYear(),
  };
}
