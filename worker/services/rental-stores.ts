import type { RentalStore } from '../../shared/types/area-pages.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import type { StoreResource } from '../../shared/types/catalogue.ts';

/**
 * The retail stores that hold rental gear (cat 3 is_rental) in stock, in the
 * shop's store order, each with how many rental models it has: the same
 * unblocked stock the grid's store filter reads, so the two always agree.
 */
export function rentalStores(items: readonly ProductListItem[], stores: readonly StoreResource[]): RentalStore[] {
  const counts = new Map<string, number>();
  for (const item of items) for (const slug of new Set(item.stocks)) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  return [...stores]
    .filter((store) => store.type === 'retail' && (counts.get(store.slug) ?? 0) > 0)
    .sort((a, b) => a.stockDisplayOrder - b.stockDisplayOrder)
    .map((store) => ({ slug: store.slug, name: store.name, models: counts.get(store.slug)! }));
}
