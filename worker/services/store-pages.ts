/**
 * The store pages (issue 18 item 3, decision 035): /stores/ and
 * /stores/{store}/ from the import's retail stores. The HTML is the same
 * for every visitor: it carries the week and the exception days from
 * today (the shop's calendar day) on, and the browser works out "open now"
 * and today's row itself after hydration.
 */
import { emptyGridQuery, serialiseGridQuery } from '../../shared/grid/grid-query.ts';
import { upcomingExceptions } from '../../shared/stores/opening-hours.ts';
import type { StoreDetail, StorePageProps, StoreStockLink, StoreView } from '../../shared/types/store-page.ts';
import { getProductGroupTree } from '../data/product-groups.ts';
import { countStoreStockByTopGroup, listRetailStores } from '../data/stores.ts';
import type { PageScope } from './page-scope.ts';

/** Exception days a page lists: a season's holidays, not a year of them. */
export const SHOWN_EXCEPTIONS = 10;

/** What a page shows of a store: its exception days from `today` on. */
export function storeView({ id: _, ...store }: StoreDetail, today: string): StoreView {
  return { ...store, exceptions: upcomingExceptions(store.exceptions, today, SHOWN_EXCEPTIONS) };
}

/** OpenStreetMap centred on the store with a marker: a plain link, no script or tiles on our page. */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** Every retail store; today decides which exception days are still ahead. */
export async function storesPage({ source, language }: PageScope, today: string): Promise<StoreView[]> {
  return (await listRetailStores(source, language)).map((store) => storeView(store, today));
}

/**
 * The menu's top-level groups holding something in this store, each its
 * grid filtered to the store (`?store=slug`, the grid's own query).
 */
async function stockLinks({ source, language, config }: PageScope, store: StoreDetail): Promise<StoreStockLink[]> {
  const [groups, counts] = await Promise.all([getProductGroupTree(source, language), countStoreStockByTopGroup(source, store.id, config.taxAreaId)]);
  const countOf = new Map(counts.map((entry) => [entry.groupId, entry.count]));
  const search = serialiseGridQuery({ ...emptyGridQuery('default'), store: [store.slug] }, { defaultSort: 'default' });
  return groups.filter((group) => group.showInMenu && (countOf.get(group.id) ?? 0) > 0)
    .map((group) => ({ name: group.name, path: `${group.path}${search}`, count: countOf.get(group.id)! }));
}

/** One store's page, found by its slug; null for a slug without a page (unknown, the web store, the warehouse). */
export async function storePage(scope: PageScope, slug: string, today: string): Promise<{ detail: StoreDetail; props: Omit<StorePageProps, 'breadcrumbs'> } | null> {
  const detail = (await listRetailStores(scope.source, scope.language)).find((store) => store.slug === slug);
  if (!detail) return null;
  const mapUrl = detail.latitude !== null && detail.longitude !== null ? openStreetMapUrl(detail.latitude, detail.longitude) : null;
  return { detail, props: { store: storeView(detail, today), mapUrl, stock: await stockLinks(scope, detail) } };
}
