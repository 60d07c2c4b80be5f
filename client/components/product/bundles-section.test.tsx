import { describe, expect, it } from 'vitest';
import type { BundleModel, BundleVariant, BundleView } from '../../../shared/types/product-extra.ts';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { autoBundleVariants, bundleAvailable, initialBundleChoices } from './buy-bundle-modal.tsx';
import { BundlesSection } from './bundles-section.tsx';

const variant = (id: number, overrides: Partial<BundleVariant> = {}): BundleVariant => ({
  id, colour: 'Black', size: 'M', type: '', price: { active: 50, reference: 50, type: 'normal', club: null }, inStock: true, onOrder: false, ...overrides,
});
const model = (id: number, variants: BundleVariant[]): BundleModel => ({ id, name: `Model ${id}`, manufacturer: 'Halti', path: `/halti/m-${id}/`, image: '', variants });
const bundle = (models: BundleModel[]): BundleView => ({
  id: 9, name: 'Ski set', description: 'Skis with bindings', discountPercent: 15, prices: { regular: 400, active: 340 }, secondary_product_models: models,
});

describe('bundle buying rules', () => {
  it('adds the bundle at once with each model\'s lone variant when no model has more than one', () => {
    expect(autoBundleVariants(bundle([model(1, [variant(11)]), model(2, [variant(21)])]))).toEqual([11, 21]);
  });

  it('asks the shopper to choose when any model has more than one variant', () => {
    const twoSizes = bundle([model(1, [variant(11)]), model(2, [variant(21), variant(22, { size: 'L' })])]);
    expect(autoBundleVariants(twoSizes)).toBeNull();
    expect(initialBundleChoices(twoSizes)).toEqual({ 1: '11', 2: '' });
  });

  it('sells nothing when a model has no variant in stock or on order', () => {
    const soldOut = bundle([model(1, [variant(11)]), model(2, [])]);
    expect(bundleAvailable(soldOut)).toBe(false);
    expect(autoBundleVariants(soldOut)).toBeNull();
  });
});

describe('BundlesSection', () => {
  it('shows the bundle price with the separate price struck through', () => {
    const html = renderWithSite(<BundlesSection bundles={[bundle([model(1, [variant(11)])])]} />);
    expect(html).toContain('340\u00a0€');
    expect(html).toContain('<s>400\u00a0€</s>');
    expect(html).toContain('href="/en/halti/m-1/"');
  });

  it('renders nothing without bundles and disables buying a sold-out bundle', () => {
    expect(renderWithSite(<BundlesSection bundles={[]} />)).toBe('');
    const html = renderWithSite(<BundlesSection bundles={[bundle([model(1, [])])]} />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>/);
  });
});
