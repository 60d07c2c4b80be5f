import { describe, expect, it } from 'vitest';
import type { StoreResource } from '../../shared/types/catalogue.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { rentalStores } from './rental-stores.ts';

const store = (id: number, slug: string, type: StoreResource['type'], order: number): StoreResource =>
  ({ id, slug, name: `${slug} store`, shortName: slug, type, pikanouto: false, nouto: true, stockDisplayOrder: order });
const item = (stocks: string[]) => ({ stocks }) as ProductListItem;

describe('rentalStores', () => {
  const stores = [store(2, 'oulu', 'retail', 2), store(1, 'helsinki', 'retail', 1), store(8, 'product', 'web', 0), store(20, 'central-warehouse', 'warehouse', 9)];

  it('counts the rental models each retail store holds, in the shop\'s store order', () => {
    expect(rentalStores([item(['oulu', 'helsinki']), item(['oulu']), item(['oulu', 'oulu'])], stores)).toEqual([
      { slug: 'helsinki', name: 'helsinki store', models: 1 },
      { slug: 'oulu', name: 'oulu store', models: 3 },
    ]);
  });

  it('leaves out stores without rental stock and the web store and warehouse', () => {
    expect(rentalStores([item(['product', 'central-warehouse'])], stores)).toEqual([]);
  });
});
