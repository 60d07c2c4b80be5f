/**
 * Pickup points of parcel-locker delivery (migrations/0010_pickup_points.sql;
 * issue 6 item 5, cat 5 "pickup point needs a postal code"): the lockers a
 * shopper picks by postal code, and the one an order names.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { PickupPoint } from '../../shared/types/pickup-point.ts';
import type { CatalogueSource } from './catalogue-cache.ts';
import { getDeliveryMethods, normalisePostalCode, servesPostalCode } from './delivery-methods.ts';

/** A point as an order checks it: the API's fields and the country it is in. */
interface StoredPickupPoint extends PickupPoint { country_code: string }

const COLUMNS = 'code, name, address, postal_code, city, country_code';
const NEAR = `SELECT ${COLUMNS} FROM pickup_points WHERE method_id = ?1 AND country_code = ?2 AND is_enabled = 1`;
// Both walks run on pickup_points_search, so a search reads about 2 × limit rows however many points a carrier has.
const UPWARDS = `${NEAR} AND postal_code >= ?3 ORDER BY postal_code, name, code LIMIT ?4`;
const DOWNWARDS = `${NEAR} AND postal_code < ?3 ORDER BY postal_code DESC, name, code LIMIT ?4`;

const DIGITS = /^\d+$/;

/**
 * The enabled points of the method in the country nearest to the postal
 * code: the same code first, then by the numeric difference of the codes
 * (Finnish codes are geographic, and a country's codes share one length, so
 * text order is numeric order), ties by name. Codes that are not all digits
 * count as near by their place in text order.
 */
export async function findPickupPoints(db: D1Database, methodId: number, countryCode: string, postalCode: string, limit = 10): Promise<PickupPoint[]> {
  const code = normalisePostalCode(postalCode);
  const params = [methodId, countryCode.toLowerCase(), code, limit];
  const [upwards, downwards] = (await db.batch([db.prepare(UPWARDS).bind(...params), db.prepare(DOWNWARDS).bind(...params)]))
    .map((result) => result.results as unknown as StoredPickupPoint[]);
  const distance = (point: StoredPickupPoint, rank: number): number => {
    if (point.postal_code === code) return 0;
    return DIGITS.test(code) && DIGITS.test(point.postal_code) ? Math.abs(Number(point.postal_code) - Number(code)) : rank + 1;
  };
  const ranked = [...upwards.map((point, rank) => ({ point, far: distance(point, rank) })), ...downwards.map((point, rank) => ({ point, far: distance(point, rank) }))];
  ranked.sort((a, b) => a.far - b.far || compareText(a.point.name, b.point.name) || compareText(a.point.code, b.point.code));
  return ranked.slice(0, limit).map(({ point }) => publicPoint(point));
}

/**
 * The points a shopper may choose for the postal code: null when the method
 * is not an enabled parcel-locker method, none when it does not deliver to
 * that country and postal code (Åland for a mainland-only method).
 */
export async function searchPickupPoints(source: CatalogueSource, methodId: number, countryCode: string, postalCode: string): Promise<PickupPoint[] | null> {
  const method = (await getDeliveryMethods(source)).find((candidate) => candidate.id === methodId);
  if (!method || method.kind !== 'parcel_locker') return null;
  return servesPostalCode(method, countryCode, postalCode) ? findPickupPoints(source.db, methodId, countryCode, postalCode) : [];
}

/** The enabled point of the method with this code, or null: a disabled point takes no new parcels. */
export async function getPickupPoint(db: D1Database, methodId: number, code: string): Promise<StoredPickupPoint | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM pickup_points WHERE method_id = ? AND code = ? AND is_enabled = 1`).bind(methodId, code).first<StoredPickupPoint>();
}

/** How an order keeps its point, readable without the table: "{name}, {address}, {postal_code} {city} ({code})". */
export function describePickupPoint(point: PickupPoint): string {
  return `${point.name}, ${point.address}, ${point.postal_code} ${point.city} (${point.code})`;
}

// Plain code-unit order, near SQLite's BINARY collation of ORDER BY name: the merge breaks ties as the walks did.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function publicPoint({ code, name, address, postal_code, city }: StoredPickupPoint): PickupPoint {
  return { code, name, address, postal_code, city };
}
