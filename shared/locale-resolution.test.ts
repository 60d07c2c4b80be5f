import { describe, expect, it } from 'vitest';
import { resolveLocale, type LocaleCatalogue, type LocaleInputs } from './locale-resolution.ts';

const ENABLED = new Set(['fi', 'se', 'de', 'fr', 'us', 'gb', 'no']);
const CURRENCIES = new Set(['eur', 'sek', 'usd', 'gbp', 'nok']);
const COUNTRY_CURRENCY: Record<string, string> = { fi: 'eur', se: 'sek', de: 'eur', fr: 'eur', us: 'usd', gb: 'gbp', no: 'nok' };

const catalogue: LocaleCatalogue = {
  isCountryEnabled: (code) => ENABLED.has(code),
  isCurrencyKnown: (code) => CURRENCIES.has(code),
  currencyOfCountry: (code) => COUNTRY_CURRENCY[code],
};

function inputs(overrides: Partial<LocaleInputs>): LocaleInputs {
  return { language: 'fi', query: {}, cookies: {}, headers: {}, geoCountry: null, ...overrides };
}

describe('resolveLocale', () => {
  it('uses the query parameters before cookies and headers', () => {
    const result = resolveLocale(inputs({ query: { country: 'SE', currency: 'sek' }, cookies: { country: 'de', currency: 'eur' }, headers: { country: 'gb', currency: 'gbp' } }), catalogue);
    expect(result).toEqual({ country: 'se', currency: 'sek', source: 'query' });
  });

  it('uses cookies when there is no query', () => {
    expect(resolveLocale(inputs({ cookies: { country: 'de', currency: 'eur' }, headers: { country: 'gb', currency: 'gbp' } }), catalogue))
      .toEqual({ country: 'de', currency: 'eur', source: 'cookie' });
  });

  it('uses request headers when there is neither query nor cookie', () => {
    expect(resolveLocale(inputs({ headers: { country: 'gb', currency: 'gbp' } }), catalogue)).toEqual({ country: 'gb', currency: 'gbp', source: 'header' });
  });

  it('gives eur when a cookie names a country but no currency', () => {
    expect(resolveLocale(inputs({ language: 'sv', cookies: { country: 'se' } }), catalogue)).toEqual({ country: 'se', currency: 'eur', source: 'cookie' });
  });

  it('gives fi when a currency comes without a country', () => {
    expect(resolveLocale(inputs({ language: 'en', cookies: { currency: 'usd' } }), catalogue)).toEqual({ country: 'fi', currency: 'usd', source: 'cookie' });
  });

  it('takes each value from the first source that has it', () => {
    expect(resolveLocale(inputs({ query: { country: 'no' }, cookies: { currency: 'nok' } }), catalogue)).toEqual({ country: 'no', currency: 'nok', source: 'query' });
  });

  it('replaces the default of a non-Finnish language with the geo-IP country and its currency', () => {
    expect(resolveLocale(inputs({ language: 'de', geoCountry: 'NO' }), catalogue)).toEqual({ country: 'no', currency: 'nok', source: 'geoip' });
  });

  it('never applies geo-IP to the Finnish storefront', () => {
    expect(resolveLocale(inputs({ language: 'fi', geoCountry: 'se' }), catalogue)).toEqual({ country: 'fi', currency: 'eur', source: 'language' });
  });

  it('lets a cookie win over geo-IP', () => {
    expect(resolveLocale(inputs({ language: 'en', geoCountry: 'gb', cookies: { country: 'us', currency: 'usd' } }), catalogue).source).toBe('cookie');
  });

  it('ignores a geo-IP country that is not a delivery country', () => {
    expect(resolveLocale(inputs({ language: 'sv', geoCountry: 'ru' }), catalogue)).toEqual({ country: 'se', currency: 'sek', source: 'language' });
  });

  it.each([
    ['fi', 'fi', 'eur'], ['sv', 'se', 'sek'], ['ru', 'fi', 'eur'], ['de', 'de', 'eur'], ['fr', 'fr', 'eur'], ['en', 'us', 'usd'],
  ] as const)('defaults %s to %s and %s', (language, country, currency) => {
    expect(resolveLocale(inputs({ language }), catalogue)).toEqual({ country, currency, source: 'language' });
  });

  it('ignores unknown countries and currencies from every source', () => {
    const result = resolveLocale(inputs({ language: 'sv', query: { country: 'zz', currency: 'abc' }, cookies: { country: '<script>', currency: '' }, headers: { country: 'xx' } }), catalogue);
    expect(result).toEqual({ country: 'se', currency: 'sek', source: 'language' });
  });

  it('falls back to us and usd when the language default is not configured', () => {
    const bare: LocaleCatalogue = { isCountryEnabled: () => false, isCurrencyKnown: () => false, currencyOfCountry: () => undefined };
    expect(resolveLocale(inputs({ language: 'fi' }), bare)).toEqual({ country: 'us', currency: 'usd', source: 'fallback' });
  });
});
