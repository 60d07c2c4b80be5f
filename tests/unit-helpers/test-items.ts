import type { GridContext } from '../../shared/types/grid.ts';
import type { ListColour, ProductListItem } from '../../shared/types/product-list.ts';

/** A list item for tests: plain defaults, overridden field by field. */
export function listItem(overrides: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id: 1,
    name: 'Shell Jacket',
    manufacturer: 'Halti',
    manufacturerSlug: 'halti',
    path: '/jackets/shell-jacket/',
    image: '/img/shell-jacket.jpg',
    colors: [],
    price: { active: 100, reference: 100, type: 'normal', club: null },
    fromPrefix: false,
    showDiscountPercentage: true,
    shortDescription: '',
    description: '',
    tags: [],
    ribbons: [],
    soldAmount: 0,
    viewCount: 0,
    rating: 0,
    ratingCount: 0,
    published: '2024-01-01T00:00:00Z',
    stocks: [],
    sizes: [],
    productGroupIds: [],
    properties: [],
    ...overrides,
  };
}

/** A colour entry whose slug and name follow its swatch key (no own hex: the dot shows the group's swatch). */
export function colour(control: string, image = ''): ListColour {
  return { slug: `${control}-slug`, control, hex: '', name: `${control} name`, image };
}

/** A context with euro prices shown as they are. */
export function gridContext(overrides: Partial<GridContext> = {}): GridContext {
  return {
    language: 'en',
    toShownPrice: (euro) => euro,
    defaultSort: 'default',
    subgroups: [],
    stores: [],
    propertyFilters: [],
    ...overrides,
  };
}

/** The ids of items, for compact assertions. */
export function ids(items: readonly ProductListItem[]): number[] {
  return items.map((item) => item.id);
}
