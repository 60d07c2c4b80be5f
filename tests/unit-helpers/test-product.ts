/**
 * Builders of product-page view values for tests: plain defaults, overridden
 * field by field. Shared by the helpers' tests (rules, components, loader).
 */
import type { CountryDeliveryDays, DeliveryLimitInfo, ProductView, StoreStock, StoreView, VariantView } from '../../shared/types/product-page.ts';

let nextVariantId = 1000;

/** Stock of a variant in one store. */
export function stock(storeId: number, quantity: number, blocked = 0, shelfCode = ''): StoreStock {
  return { storeId, quantity, blocked, shelfCode };
}

/** A variant with no stock and shipping time 999 (not available) unless overridden. */
export function testVariant(overrides: Partial<VariantView> = {}): VariantView {
  return {
    variantId: nextVariantId++,
    colorSlug: '',
    sizeSlug: '',
    typeSlug: '',
    sizeSort: 0,
    typeSort: 0,
    teksoNumber: '',
    images: [],
    price: { active: 100, reference: 100, type: 'normal', club: null },
    inStock: false,
    blockedStock: false,
    shippingTimeNumber: 999,
    stockIncoming: '',
    storeStocks: [],
    ...overrides,
  };
}

/** A variant whose inStock and blockedStock flags follow its store stocks, as the loader sets them. */
export function stockedVariant(storeStocks: StoreStock[], overrides: Partial<VariantView> = {}): VariantView {
  const sellable = storeStocks.some((s) => s.quantity - s.blocked > 0);
  const held = storeStocks.some((s) => s.quantity > 0);
  return testVariant({ storeStocks, inStock: sellable, blockedStock: held && !sellable, ...overrides });
}

/** A product with no variants; see productWith for one whose axes follow its variants. */
export function testProduct(overrides: Partial<ProductView> = {}): ProductView {
  return {
    modelId: 1,
    slug: 'shell-jacket',
    name: 'Shell Jacket',
    manufacturer: { name: 'Halti', slug: 'halti', logo: '', isFinnish: true },
    modelNumber: 'H-100',
    modelPath: '/halti/jackets/shell-jacket/',
    isPublic: true,
    isBundle: false,
    isSecondHand: false,
    secondHandParent: null,
    onOrder: false,
    taxClass: 5,
    price: { active: 100, reference: 100, type: 'normal', club: null },
    fromPrefix: false,
    showDiscountPercentage: true,
    priceEnding: null,
    modelNotice: '',
    tagline: '',
    shortDescription: '',
    descriptionHtml: '',
    original: null,
    promotedColour: null,
    colors: [],
    sizes: [],
    types: [],
    variants: [],
    generalImages: [],
    tags: [],
    ribbons: [],
    properties: [],
    quote: null,
    blogPosts: [],
    rating: 0,
    ratingCount: 0,
    skiWizard: null,
    breadcrumbs: [],
    mainGroupId: 1,
    ...overrides,
  };
}

/**
 * A product whose colours, sizes and types are those its variants use, in first-seen
 * order (sizes by sizeSort, types by typeSort), so tests list only the variants.
 */
export function productWith(variants: VariantView[], overrides: Partial<ProductView> = {}): ProductView {
  const unique = (values: string[]) => [...new Set(values.filter((v) => v !== ''))];
  const bySort = (key: 'sizeSort' | 'typeSort', slug: 'sizeSlug' | 'typeSlug') =>
    unique([...variants].sort((a, b) => a[key] - b[key]).map((v) => v[slug]));
  return testProduct({
    colors: unique(variants.map((v) => v.colorSlug)).map((slug) => ({ slug, name: `${slug} name`, control: slug, hex: '', images: [] })),
    sizes: bySort('sizeSort', 'sizeSlug'),
    types: bySort('typeSort', 'typeSlug').map((slug) => ({ slug, name: `${slug} name`, title: `${slug} title` })),
    variants,
    ...overrides,
  });
}

/** A retail store unless overridden. */
export function testStore(overrides: Partial<StoreView> & { id: number }): StoreView {
  return { slug: `store-${overrides.id}`, name: `Store ${overrides.id}`, shortName: `S${overrides.id}`, type: 'retail', pikanouto: true, ...overrides };
}

/** The usual store set: web store, central warehouse 20 and two retail shops. */
export function testStores(): StoreView[] {
  return [
    testStore({ id: 1, slug: 'product', name: 'Web store', type: 'web', pikanouto: false }),
    testStore({ id: 20, slug: 'central-warehouse', name: 'Central warehouse', type: 'warehouse', pikanouto: false }),
    testStore({ id: 2, slug: 'helsinki', name: 'Helsinki' }),
    testStore({ id: 3, slug: 'tampere', name: 'Tampere' }),
  ];
}

export function testDeliveryDays(overrides: Partial<CountryDeliveryDays> = {}): CountryDeliveryDays {
  return { standard: { start: 1, end: 3 }, skiBundle: { start: 2, end: 4 }, addedDays: 0, ...overrides };
}

export function testDeliveryLimit(overrides: Partial<DeliveryLimitInfo> = {}): DeliveryLimitInfo {
  return {
    allowedDeliveryMethods: [],
    isDeliveryCountryBlocked: false,
    isDeliveryMethodLimitations: false,
    perInternationalPackage: false,
    blockInfoText: '',
    extra_data_overrides: {},
    ...overrides,
  };
}
