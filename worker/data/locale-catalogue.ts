import type { D1Database } from '@cloudflare/workers-types';
import type { LocaleCatalogue } from '../../shared/locale-resolution.ts';
import type { CountryRecord, CurrencyRecord } from '../../shared/types/locale.ts';
import { rootDatabaseOf } from './d1-session.ts';

export interface LocaleReference extends LocaleCatalogue {
  countries: Map<string, CountryRecord>;
  currencies: Map<string, CurrencyRecord>;
  /** Enabled countries in display order. */
  enabledCountries: CountryRecord[];
  /** Tax areas some country belongs to: the only ones with catalogue prices. */
  taxAreaIds: ReadonlySet<number>;
}

/**
 * Countries and currencies change a few times a year, yet every page needs them:
 * one isolate keeps what it read from D1 for a minute instead of querying per request.
 */
const MEMO_TTL_MS = 60_000;
// Keyed by the binding: workerd hands an isolate the same env on every request, and tests can swap it.
const memo = new WeakMap<D1Database, { at: number; value: Promise<LocaleReference> }>();

interface CountryRow { code: string; currency_code: string; tax_area_id: number; is_eu_member: number; is_enabled: number; }
interface NameRow { country_code: string; language: string; name: string; }

async function readLocaleReference(db: D1Database): Promise<LocaleReference> {
  const [countryRows, nameRows, currencyRows] = await db.batch([
    db.prepare('SELECT code, currency_code, tax_area_id, is_eu_member, is_enabled FROM countries ORDER BY sort_order'),
    db.prepare('SELECT country_code, language, name FROM country_names'),
    db.prepare('SELECT code, rate, format FROM currencies WHERE is_enabled = 1'),
  ]);
  const names = new Map<string, Record<string, string>>();
  for (const row of nameRows.results as unknown as NameRow[]) {
    const entry = names.get(row.country_code) ?? {};
    entry[row.language] = row.name;
    names.set(row.country_code, entry);
  }
  const countries = new Map<string, CountryRecord>();
  const enabledCountries: CountryRecord[] = [];
  for (const row of countryRows.results as unknown as CountryRow[]) {
    const country: CountryRecord = {
      code: row.code,
      currencyCode: row.currency_code,
      taxAreaId: row.tax_area_id,
      isEuMember: row.is_eu_member === 1,
      names: names.get(row.code) ?? {},
    };
    countries.set(row.code, country);
    if (row.is_enabled === 1) enabledCountries.push(country);
  }
  const currencies = new Map((currencyRows.results as unknown as CurrencyRecord[]).map((row) => [row.code, row]));
  const enabled = new Set(enabledCountries.map((country) => country.code));
  return {
    countries,
    currencies,
    enabledCountries,
    taxAreaIds: new Set([...countries.values()].map((country) => country.taxAreaId)),
    isCountryEnabled: (code) => enabled.has(code),
    isCurrencyKnown: (code) => currencies.has(code),
    currencyOfCountry: (code) => countries.get(code)?.currencyCode,
  };
}

/** The locale reference data, read from D1 at most once a minute per isolate. */
export function getLocaleReference(db: D1Database, now = Date.now()): Promise<LocaleReference> {
  const cached = memo.get(rootDatabaseOf(db));
  if (cached && now - cached.at < MEMO_TTL_MS) return cached.value;
  const value = readLocaleReference(db);
  memo.set(rootDatabaseOf(db), { at: now, value });
  // A failed read is not remembered: the next request tries D1 again.
  value.catch(() => memo.delete(rootDatabaseOf(db)));
  return value;
}
