import { LANGUAGE_DEFAULTS, FALLBACK_COUNTRY, FALLBACK_CURRENCY, DEFAULT_COUNTRY, DEFAULT_CURRENCY, type Language } from './languages.ts';

/** Where the delivery country and currency came from, in order of precedence (core 4). */
type LocaleSource = 'query' | 'cookie' | 'header' | 'geoip' | 'language' | 'fallback';

interface CountryCurrencyPair {
  country?: string | null;
  currency?: string | null;
}

export interface LocaleInputs {
  language: Language;
  query: CountryCurrencyPair;
  cookies: CountryCurrencyPair;
  headers: CountryCurrencyPair;
  /** request.cf.country; Cloudflare uses XX for unknown and T1 for Tor. */
  geoCountry?: string | null;
}

/** What the configured country and currency tables allow. */
export interface LocaleCatalogue {
  isCountryEnabled(code: string): boolean;
  isCurrencyKnown(code: string): boolean;
  currencyOfCountry(code: string): string | undefined;
}

export interface ResolvedLocale {
  country: string;
  currency: string;
  source: LocaleSource;
}

function normalise(value: string | null | undefined): string | undefined {
  const code = value?.trim().toLowerCase();
  return code ? code : undefined;
}

/** The enabled delivery country a raw value names, or undefined: bad input falls back, never fails. */
export function validCountry(value: string | null | undefined, catalogue: LocaleCatalogue): string | undefined {
  const code = normalise(value);
  return code && catalogue.isCountryEnabled(code) ? code : undefined;
}

/** The configured currency a raw value names, or undefined. */
export function validCurrency(value: string | null | undefined, catalogue: LocaleCatalogue): string | undefined {
  const code = normalise(value);
  return code && catalogue.isCurrencyKnown(code) ? code : undefined;
}

function validPair(pair: CountryCurrencyPair, catalogue: LocaleCatalogue): { country?: string; currency?: string } {
  return { country: validCountry(pair.country, catalogue), currency: validCurrency(pair.currency, catalogue) };
}

/**
 * Delivery country and currency: query → cookies → headers → geo-IP (non-Finnish
 * languages only, replacing the language default) → language default → us/usd.
 * A country without a currency gives eur; a currency without a country gives fi (core 4).
 */
export function resolveLocale(inputs: LocaleInputs, catalogue: LocaleCatalogue): ResolvedLocale {
  const explicit: Array<[LocaleSource, { country?: string; currency?: string }]> = [
    ['query', validPair(inputs.query, catalogue)],
    ['cookie', validPair(inputs.cookies, catalogue)],
    ['header', validPair(inputs.headers, catalogue)],
  ];
  const country = explicit.map(([, pair]) => pair.country).find(Boolean);
  const currency = explicit.map(([, pair]) => pair.currency).find(Boolean);
  if (country || currency) {
    const source = explicit.find(([, pair]) => pair.country || pair.currency)![0];
    return { country: country ?? DEFAULT_COUNTRY, currency: currency ?? DEFAULT_CURRENCY, source };
  }

  const geo = validCountry(inputs.geoCountry, catalogue);
  if (inputs.language !== 'fi' && geo) {
    return { country: geo, currency: catalogue.currencyOfCountry(geo) ?? DEFAULT_CURRENCY, source: 'geoip' };
  }

  const defaults = LANGUAGE_DEFAULTS[inputs.language];
  if (catalogue.isCountryEnabled(defaults.country) && catalogue.isCurrencyKnown(defaults.currency)) {
    return { country: defaults.country, currency: defaults.currency, source: 'language' };
  }
  return { country: FALLBACK_COUNTRY, currency: FALLBACK_CURRENCY, source: 'fallback' };
}
