/**
 * The shop's delivery methods (cat 3 Delivery option; migrations/0004): home
 * delivery, parcel lockers, store pickup and express pickup, with the
 * countries and postal codes each serves. The product page's fast-shipping
 * box reads them now; the checkout prices delivery from the same rows.
 */
import type { Language } from '../../shared/languages.ts';
import type { DeliveryOption } from '../../shared/types/product-extra.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';

type DeliveryMethodKind = DeliveryOption['kind'];

interface DeliveryMethodStore { id: number; slug: string; name: string; postalCode: string; nouto: boolean; pikanouto: boolean }

export interface DeliveryMethod {
  id: number;
  kind: DeliveryMethodKind;
  /** The pickup store of store and express pickup; null for home and locker delivery. */
  store: DeliveryMethodStore | null;
  /** Euro with VAT. */
  price: number;
  /** Free at or above this order value; null: never free. */
  freeThreshold: number | null;
  sortOrder: number;
  names: Partial<Record<Language, string>>;
  countryCodes: string[];
  /** Inclusive ranges of equal-length codes; empty: every postal code of the countries. */
  postalRanges: Array<{ from: string; to: string }>;
}

const METHODS_SQL = [
  `SELECT m.id, m.kind, m.price, m.free_threshold, m.sort_order,
      s.id AS store_id, s.slug AS store_slug, s.name AS store_name, s.postal_code AS store_postal_code, s.nouto, s.pikanouto
    FROM delivery_methods m LEFT JOIN stores s ON s.id = m.store_id
    WHERE m.is_enabled = 1 ORDER BY m.sort_order, m.id`,
  'SELECT method_id, language, name FROM delivery_method_texts',
  'SELECT method_id, country_code FROM delivery_method_countries ORDER BY country_code',
  'SELECT method_id, from_code, to_code FROM delivery_method_postal_ranges ORDER BY from_code',
];

async function loadMethods(source: CatalogueSource): Promise<DeliveryMethod[]> {
  const { db } = source;
  const [methods, texts, countries, ranges] = (await db.batch(METHODS_SQL.map((sql) => db.prepare(sql)))).map((result) => result.results as any[]);
  const byId = new Map<number, DeliveryMethod>(methods.map((row) => [row.id, {
    id: row.id,
    kind: row.kind,
    store: row.store_id === null ? null : {
      id: row.store_id, slug: row.store_slug, name: row.store_name, postalCode: row.store_postal_code, nouto: row.nouto === 1, pikanouto: row.pikanouto === 1,
    },
    price: row.price,
    freeThreshold: row.free_threshold,
    sortOrder: row.sort_order,
    names: {},
    countryCodes: [],
    postalRanges: [],
  }]));
  for (const row of texts) { const method = byId.get(row.method_id); if (method) method.names[row.language as Language] = row.name; }
  for (const row of countries) byId.get(row.method_id)?.countryCodes.push(row.country_code);
  for (const row of ranges) byId.get(row.method_id)?.postalRanges.push({ from: row.from_code, to: row.to_code });
  return [...byId.values()];
}

/** Every enabled delivery method in sort order; catalogue data, cached per catalogue version. */
export function getDeliveryMethods(source: CatalogueSource): Promise<DeliveryMethod[]> {
  return readThrough(source, 'delivery-methods', () => loadMethods(source));
}

/** A postal code as ranges store it: upper case, no spaces or hyphens ("sw1a 1aa" → "SW1A1AA"). */
export function normalisePostalCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether the method serves the country and postal code (ranges compare codes of their own length as text). */
export function servesPostalCode(method: DeliveryMethod, countryCode: string, postalCode: string): boolean {
  if (!method.countryCodes.includes(countryCode.toLowerCase())) return false;
  if (method.postalRanges.length === 0) return true;
  const code = normalisePostalCode(postalCode);
  return method.postalRanges.some((range) => range.from.length === code.length && range.from <= code && code <= range.to);
}

/** The methods serving a postal code of the country, in sort order. */
export async function getDeliveryMethodsFor(source: CatalogueSource, countryCode: string, postalCode: string): Promise<DeliveryMethod[]> {
  return (await getDeliveryMethods(source)).filter((method) => servesPostalCode(method, countryCode, postalCode));
}

/** The method's name in the language, else in English, else Finnish (the import requires all six). */
export function methodName(method: DeliveryMethod, language: Language): string {
  return method.names[language] ?? method.names.en ?? method.names.fi ?? '';
}
