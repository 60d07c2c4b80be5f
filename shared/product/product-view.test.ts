import { describe, expect, it } from 'vitest';
import type { ProductModelDetail, VariantDetail } from '../types/product-detail.ts';
import { toProductView } from './product-view.ts';

const price = (active: number, regular = active) => ({ active, regular, club: null, discount_value: 0, discount_free: false, type: 'normal' as const });
const stockData = (stocks: Record<string, { quantity: number; blocked: number }> = {}) => ({
  in_stock: Object.values(stocks).some((stock) => stock.quantity > stock.blocked), blocked_stock: false,
  detailed_stocks: Object.fromEntries(Object.entries(stocks).map(([id, stock]) => [id, { ...stock, shelf_code: '' }])), has_stock_tekso_ids: [],
});
function variant(id: number, colour: string, size: string, sort: number, extra: Partial<VariantDetail> = {}): VariantDetail {
  return {
    id, model_id: 1, colour: { slug: colour, name: colour.toUpperCase(), hex: '' }, color: colour, size: { name: size, sort_order: sort }, product_type: null,
    teksonumber: '', images: [`/images/${colour}.svg`], prices: null, stock_data: stockData(), shipping_time: { number: 2, string: '2' }, stock_incoming_str: '',
    ...extra,
  };
}
function detail(extra: Partial<ProductModelDetail> = {}): ProductModelDetail {
  const group = { id: 5, name: 'Skis', path: '/skis/' };
  return {
    id: 1, name: 'Summit', slug: 'summit', manufacturer: { id: 1, name: 'Norrvik', slug: 'norrvik', image: '', is_finnish: false }, uuid: 'u', modelnumber: 'N1',
    model_url: '/norrvik/summit/', canonical_url: '/norrvik/summit/', meta_description: '', short_description: '', long_description_html: '<p>EN</p>', tagline: '',
    translated_fields: { name: { original: 'Summit', manual_input: true }, short_description: { original: '', manual_input: true }, long_description_html: { original: '<p>EN</p>', manual_input: true } },
    original_language: 'fi', products: [variant(10, 'red', 'L', 3), variant(11, 'blue', 'S', 1), variant(12, 'red', 'S', 1)], extra_images: [], model_notice: '',
    model_properties: [], ribbons: [], tags: [], quote: null, show_discount_percentage: true, is_extended_range: false, belongs_to_outlet: false,
    ski_wizard: { belongsTo: false, group: null, sport: null }, blogs: [], bundle_models: [], campaign_only: false, is_multi_color: false, is_public: true,
    is_bundle: false, is_rental: false, promoted_colour: null, groups: [group], main_group: group, parents: [group], prices: { 1: price(100, 120) }, tax_class: 5,
    rating: 0, rating_count: 0, sizetable: [], price_ending: null, shelf_code: '', second_hand_parent: null, on_order: false,
    ...extra,
  };
}

describe('toProductView (cat 3 page view model)', () => {
  it('is null when the model has no price in the tax area: it is not sold there', () => {
    expect(toProductView(detail(), { taxAreaId: 2, storeIds: [] })).toBeNull();
  });

  it('lists colours in variant order and sizes in size order, each once', () => {
    const view = toProductView(detail(), { taxAreaId: 1, storeIds: [] })!;
    expect(view.colors.map((colour) => colour.slug)).toEqual(['red', 'blue']);
    expect(view.colors[0].images).toEqual(['/images/red.svg']);
    expect(view.sizes).toEqual(['S', 'L']);
  });

  it('prices a variant with its own price in the tax area and others with the model price', () => {
    const own = variant(13, 'red', 'M', 2, { prices: { 1: price(90, 130) } });
    const view = toProductView(detail({ products: [variant(10, 'red', 'L', 3), own] }), { taxAreaId: 1, storeIds: [] })!;
    expect(view.variants.map((entry) => entry.price.active)).toEqual([100, 90]);
    expect(view.fromPrefix).toBe(true);
  });

  it('keeps only the stores it is given, in their order', () => {
    const stocked = variant(10, 'red', 'L', 3, { stock_data: stockData({ 20: { quantity: 4, blocked: 0 }, 1: { quantity: 1, blocked: 0 }, 99: { quantity: 5, blocked: 0 } }) });
    const view = toProductView(detail({ products: [stocked] }), { taxAreaId: 1, storeIds: [1, 20] })!;
    expect(view.variants[0].storeStocks.map((stock) => stock.storeId)).toEqual([1, 20]);
  });

  it('offers the original text only for an automatic translation that differs', () => {
    expect(toProductView(detail(), { taxAreaId: 1, storeIds: [] })!.original).toBeNull();
    const machine = detail({ translated_fields: {
      name: { original: 'Huippu', manual_input: false }, short_description: { original: '', manual_input: false },
      long_description_html: { original: '<p>FI</p>', manual_input: false },
    } });
    expect(toProductView(machine, { taxAreaId: 1, storeIds: [] })!.original).toMatchObject({ language: 'fi', name: 'Huippu', descriptionHtml: '<p>FI</p>' });
  });

  it('ends the breadcrumbs with the page itself, at its /old/ path when it has one', () => {
    const view = toProductView(detail(), { taxAreaId: 1, storeIds: [], pagePath: '/old/norrvik/summit/' })!;
    expect(view.breadcrumbs).toEqual([{ name: 'Skis', path: '/skis/' }, { name: 'Summit', path: '/old/norrvik/summit/' }]);
    expect(view.modelPath).toBe('/old/norrvik/summit/');
  });
});
