/**
 * The retail stores' pages' data (issue 18 item 3, migration 0027): each
 * store with its texts, week and exception days, one cached entry per
 * language (a handful of stores), and what each holds in stock per
 * top-level product group.
 */
import type { Language } from '../../shared/languages.ts';
import type { ExceptionDay, Weekday, WeekdayHours } from '../../shared/stores/opening-hours.ts';
import type { StoreDetail, StoreService } from '../../shared/types/store-page.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';

/**
 * Stores with a page: the retail ones. The web store ('product') and the
 * central warehouse (id 20) never have one (cat 9), whatever their type says.
 */
export const STORE_PAGE_CONDITION = "s.type = 'retail' AND s.slug <> 'product' AND s.id <> 20";

interface StoreRow {
  id: number; slug: string; name: string; street_address: string; postal_code: string; city: string; country_code: string;
  phone: string; email: string; image: string; latitude: number | null; longitude: number | null;
  pikanouto: number; nouto: number; rental: number; repair: number; description: string;
}
interface HoursRow { store_id: number; weekday: number; opens: string; closes: string }
interface ExceptionRow { store_id: number; day: string; opens: string | null; closes: string | null; note: string }

function servicesOf(row: StoreRow): StoreService[] {
  const offered: Array<[StoreService, number]> = [['expressPickup', row.pikanouto], ['pickup', row.nouto], ['rental', row.rental], ['repair', row.repair]];
  return offered.filter(([, flag]) => flag === 1).map(([service]) => service);
}

function add<T>(lists: Map<number, T[]>, key: number, value: T): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

async function loadRetailStores(source: CatalogueSource, language: Language): Promise<StoreDetail[]> {
  const { db } = source;
  const [stores, hours, exceptions] = await db.batch([
    db.prepare(`SELECT s.id, s.slug, s.name, s.street_address, s.postal_code, s.city, s.country_code, s.phone, s.email, s.image,
        s.latitude, s.longitude, s.pikanouto, s.nouto, s.rental, s.repair, COALESCE(t.description, '') AS description
      FROM stores s LEFT JOIN store_texts t ON t.store_id = s.id AND t.language = ?1
      WHERE ${STORE_PAGE_CONDITION} ORDER BY s.stock_display_order, s.name`).bind(language),
    db.prepare('SELECT store_id, weekday, opens, closes FROM store_opening_hours ORDER BY store_id, weekday'),
    db.prepare(`SELECT e.store_id, e.day, e.opens, e.closes, COALESCE(t.note, '') AS note FROM store_exception_days e
      LEFT JOIN store_exception_day_texts t ON t.store_id = e.store_id AND t.day = e.day AND t.language = ?1
      ORDER BY e.store_id, e.day`).bind(language),
  ]);
  const weekOf = new Map<number, WeekdayHours[]>();
  for (const row of hours.results as unknown as HoursRow[]) {
    add(weekOf, row.store_id, { weekday: row.weekday as Weekday, opens: row.opens, closes: row.closes });
  }
  const exceptionsOf = new Map<number, ExceptionDay[]>();
  for (const row of exceptions.results as unknown as ExceptionRow[]) {
    add(exceptionsOf, row.store_id, { day: row.day, hours: row.opens !== null && row.closes !== null ? { opens: row.opens, closes: row.closes } : null, note: row.note });
  }
  return (stores.results as unknown as StoreRow[]).map((row) => ({
    id: row.id, slug: row.slug, name: row.name,
    streetAddress: row.street_address, postalCode: row.postal_code, city: row.city, countryCode: row.country_code,
    phone: row.phone, email: row.email, image: row.image, latitude: row.latitude, longitude: row.longitude,
    services: servicesOf(row), description: row.description,
    week: weekOf.get(row.id) ?? [], exceptions: exceptionsOf.get(row.id) ?? [],
  }));
}

/** Every store with a page, in the stores' display order. */
export function listRetailStores(source: CatalogueSource, language: Language): Promise<StoreDetail[]> {
  return readThrough(source, `stores:${language}`, () => loadRetailStores(source, language));
}

/**
 * Models a store holds (unblocked units) per top-level product group, counted
 * as the grid's store filter counts them: public, not campaign-only models
 * priced in the tax area (worker/data/product-list-sql.ts), in a group or
 * any group below it. Groups without such a model are left out.
 */
const STOCK_BY_TOP_GROUP = `WITH RECURSIVE tree(top_id, id) AS (
    SELECT id, id FROM product_groups WHERE parent_id IS NULL
    UNION ALL SELECT tree.top_id, g.id FROM product_groups g JOIN tree ON g.parent_id = tree.id),
  stocked(id, main_group_id) AS MATERIALIZED (
    SELECT m.id, m.main_group_id FROM product_models m
    JOIN product_model_prices p ON p.model_id = m.id AND p.tax_area_id = ?2
    WHERE m.is_public = 1 AND m.campaign_only = 0 AND m.id IN (
      SELECT v.model_id FROM variant_stocks s JOIN variants v ON v.id = s.variant_id
      WHERE s.store_id = ?1 AND s.quantity > 0 AND s.blocked = 0)),
  memberships(model_id, group_id) AS (
    SELECT id, main_group_id FROM stocked
    UNION SELECT g.model_id, g.group_id FROM product_model_groups g WHERE g.model_id IN (SELECT id FROM stocked))
  SELECT tree.top_id AS group_id, COUNT(DISTINCT memberships.model_id) AS count
  FROM memberships JOIN tree ON tree.id = memberships.group_id
  GROUP BY tree.top_id`;

export async function countStoreStockByTopGroup(source: CatalogueSource, storeId: number, taxAreaId: number): Promise<Array<{ groupId: number; count: number }>> {
  return readThrough(source, `store-stock:${storeId}:${taxAreaId}`, async () => {
    const { results } = await source.db.prepare(STOCK_BY_TOP_GROUP).bind(storeId, taxAreaId).all<{ group_id: number; count: number }>();
    return results.map((row) => ({ groupId: row.group_id, count: row.count }));
  });
}
