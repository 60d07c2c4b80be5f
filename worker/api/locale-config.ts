import { Hono } from 'hono';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY, LANGUAGE_DEFAULTS, isLanguage, type Language } from '../../shared/languages.ts';
import type { DeliveryCountriesResponse, InitConfigResponse, LocaleByIpResponse } from '../../shared/types/locale.ts';
import { validCountry, validCurrency } from '../../shared/locale-resolution.ts';
import { getLocaleReference } from '../data/locale-catalogue.ts';
import type { AppEnv } from '../hono-env.ts';
import { geoCountryOf } from '../middleware/geo-country.ts';

/** Locale and configuration calls of core 7. */
export const localeConfigApi = new Hono<AppEnv>();

/** `language-code` (or `language`) query when valid, else the language of the host or prefix. */
function requestedLanguage(query: (name: string) => string | undefined, fallback: Language): Language {
  const value = (query('language-code') ?? query('language'))?.toLowerCase();
  return isLanguage(value) ? value : fallback;
}

/** GET /api/init-config/: unknown country or currency fall back to fi / eur, never an error. */
localeConfigApi.get('/init-config/', async (c) => {
  const reference = await getLocaleReference(c.env.DB);
  const language = requestedLanguage((name) => c.req.query(name), c.get('language'));
  // Unknown values take the defaults of core 7; should an operator disable those, the first configured ones.
  const countryCode = validCountry(c.req.query('delivery-country-code'), reference) ?? validCountry(DEFAULT_COUNTRY, reference) ?? reference.enabledCountries[0].code;
  const currencyCode = validCurrency(c.req.query('currency-code'), reference) ?? validCurrency(DEFAULT_CURRENCY, reference) ?? [...reference.currencies.keys()][0];
  const country = reference.countries.get(countryCode)!;
  const currency = reference.currencies.get(currencyCode)!;
  const body: InitConfigResponse & { deliveryCountryCode: string; currencyCode: string } = {
    currencyFormat: currency.format,
    currencyRate: currency.rate,
    deliveryCountryName: country.names[language] ?? countryCode.toUpperCase(),
    taxAreaId: country.taxAreaId,
    isEuMember: country.isEuMember,
    deliveryCountryCode: countryCode,
    currencyCode,
  };
  return c.json(body);
});

/** GET /api/locale_by_ip/: the country of request.cf.country and its currency, else the language default. */
localeConfigApi.get('/locale_by_ip/', async (c) => {
  const reference = await getLocaleReference(c.env.DB);
  const language = requestedLanguage((name) => c.req.query(name), c.get('language'));
  const geo = validCountry(geoCountryOf(c.req.raw), reference);
  const body: LocaleByIpResponse =
    geo
      ? { country_code: geo, currency: reference.currencyOfCountry(geo) ?? DEFAULT_CURRENCY }
      : { country_code: LANGUAGE_DEFAULTS[language].country, currency: LANGUAGE_DEFAULTS[language].currency };
  c.header('Cache-Control', 'private, no-store');
  return c.json(body);
});

/** GET /api/delivery-countries/: enabled countries named in the language, and the currencies. */
localeConfigApi.get('/delivery-countries/', async (c) => {
  const reference = await getLocaleReference(c.env.DB);
  const language = requestedLanguage((name) => c.req.query(name), c.get('language'));
  const collator = new Intl.Collator(LANGUAGE_DEFAULTS[language].numberLocale);
  const countries = reference.enabledCountries
    .map((country) => ({ code: country.code, name: country.names[language] ?? country.code.toUpperCase(), currency: country.currencyCode }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const body: DeliveryCountriesResponse = { countries, currencies: [...reference.currencies.keys()].sort() };
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(body);
});
