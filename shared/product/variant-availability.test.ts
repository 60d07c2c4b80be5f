import { describe, expect, it } from 'vitest';
import type { VariantView } from '../types/product-page.ts';
import {
  availabilityMode,
  CENTRAL_WAREHOUSE_ID,
  isCentralStore,
  sellableQuantity,
  storeAvailabilityIcon,
  variantOrderState,
  WEB_STORE_SLUG,
} from './variant-availability.ts';
import { stock, stockedVariant, testStore, testStores, testVariant } from '../../tests/unit-helpers/test-product.ts';

const normal = { modelOnOrder: false, mode: 'normal' as const };
const gift = { modelOnOrder: false, mode: 'giftcampaign' as const };
const stores = testStores();
const [web, central, helsinki, tampere] = stores;
const blockedVariant = (shippingTimeNumber: number): VariantView =>
  stockedVariant([stock(2, 3, 3)], { shippingTimeNumber });

describe('sellableQuantity', () => {
  it('sums the unblocked units over the stores', () => {
    expect(sellableQuantity(testVariant({ storeStocks: [stock(1, 4), stock(2, 3, 1)] }))).toBe(6);
  });

  it('never lets a store with more blocked than held units subtract', () => {
    expect(sellableQuantity(testVariant({ storeStocks: [stock(1, 2, 5), stock(2, 1)] }))).toBe(1);
  });

  it('is 0 without stock', () => {
    expect(sellableQuantity(testVariant())).toBe(0);
  });
});

describe('variantOrderState', () => {
  it('orders a variant in stock up to its sellable units', () => {
    expect(variantOrderState(stockedVariant([stock(2, 3), stock(3, 2, 1)], { shippingTimeNumber: 1 }), normal))
      .toEqual({ orderable: true, onOrder: false, quantity: 4 });
  });

  it('orders stock even when the supplier has nothing (999)', () => {
    expect(variantOrderState(stockedVariant([stock(2, 1)], { shippingTimeNumber: 999 }), normal))
      .toEqual({ orderable: true, onOrder: false, quantity: 1 });
  });

  it('does not order a variant with no stock at once or unavailable', () => {
    for (const time of [0, 2, 999, -1, Number.NaN]) {
      expect(variantOrderState(testVariant({ shippingTimeNumber: time }), normal)).toEqual({ orderable: false, onOrder: false, quantity: 0 });
    }
  });

  it('orders any amount from the supplier for shipping times 3 to 998', () => {
    for (const time of [3, 14, 30, 60, 998]) {
      expect(variantOrderState(testVariant({ shippingTimeNumber: time }), normal)).toEqual({ orderable: true, onOrder: true, quantity: null });
    }
  });

  it('keeps the quantity unlimited for a stocked variant also on order', () => {
    expect(variantOrderState(stockedVariant([stock(2, 2)], { shippingTimeNumber: 5 }), normal)).toEqual({ orderable: true, onOrder: true, quantity: null });
  });

  it('orders any amount of a backorderable model', () => {
    expect(variantOrderState(testVariant({ shippingTimeNumber: 999 }), { ...normal, modelOnOrder: true }))
      .toEqual({ orderable: true, onOrder: true, quantity: null });
  });

  it('does not order blocked stock at once or unavailable, even for a backorderable model', () => {
    for (const time of [1, 2, 999]) {
      expect(variantOrderState(blockedVariant(time), normal).orderable).toBe(false);
      expect(variantOrderState(blockedVariant(time), { ...normal, modelOnOrder: true }).orderable).toBe(false);
    }
  });

  it('orders blocked stock from the supplier with shipping times 3 to 998', () => {
    expect(variantOrderState(blockedVariant(10), normal)).toEqual({ orderable: true, onOrder: true, quantity: null });
  });

  it('does not order blocked stock in gift-campaign mode whatever the shipping time', () => {
    expect(variantOrderState(blockedVariant(10), gift).orderable).toBe(false);
    expect(variantOrderState(blockedVariant(10), { ...gift, modelOnOrder: true }).orderable).toBe(false);
  });

  it('orders unblocked stock in gift-campaign mode', () => {
    expect(variantOrderState(stockedVariant([stock(2, 2)], { shippingTimeNumber: 1 }), gift)).toEqual({ orderable: true, onOrder: false, quantity: 2 });
  });

  it('does not order a variant the delivery country blocks', () => {
    const variant = stockedVariant([stock(2, 5)], { shippingTimeNumber: 1 });
    expect(variantOrderState(variant, { ...normal, override: { isDeliveryCountryBlocked: true } }).orderable).toBe(false);
    expect(variantOrderState(variant, { ...normal, modelOnOrder: true, override: { isDeliveryCountryBlocked: true } }).orderable).toBe(false);
  });

  it('uses the override shipping time instead of the variant one', () => {
    expect(variantOrderState(testVariant({ shippingTimeNumber: 999 }), { ...normal, override: { shippingTimeNumber: 7 } }))
      .toEqual({ orderable: true, onOrder: true, quantity: null });
    expect(variantOrderState(testVariant({ shippingTimeNumber: 7 }), { ...normal, override: { shippingTimeNumber: 999 } }).orderable).toBe(false);
    expect(variantOrderState(blockedVariant(1), { ...normal, override: { shippingTimeNumber: 5 } }).orderable).toBe(true);
    expect(variantOrderState(blockedVariant(5), { ...normal, override: { shippingTimeNumber: 2 } }).orderable).toBe(false);
  });

  it('keeps the variant time when the override does not block and has no time', () => {
    expect(variantOrderState(testVariant({ shippingTimeNumber: 4 }), { ...normal, override: { isDeliveryCountryBlocked: false } }).onOrder).toBe(true);
  });
});

describe('isCentralStore', () => {
  it('counts the web store, the central warehouse and non-retail stores as central', () => {
    expect([web, central, helsinki].map(isCentralStore)).toEqual([true, true, false]);
    expect(isCentralStore(testStore({ id: CENTRAL_WAREHOUSE_ID }))).toBe(true);
    expect(isCentralStore(testStore({ id: 9, slug: WEB_STORE_SLUG }))).toBe(true);
  });
});

describe('availabilityMode', () => {
  it('is only-webstore when only the web store holds stock', () => {
    expect(availabilityMode(stockedVariant([stock(1, 2)]), stores)).toBe('only-webstore');
  });

  it('is only-webstore when only the central warehouse holds stock', () => {
    expect(availabilityMode(stockedVariant([stock(20, 2), stock(2, 1, 1)]), stores)).toBe('only-webstore');
  });

  it('is only-webstore for stock in a store the list does not know', () => {
    expect(availabilityMode(stockedVariant([stock(77, 2)]), stores)).toBe('only-webstore');
  });

  it('is only-webstore for a variant on order without stock', () => {
    expect(availabilityMode(testVariant({ shippingTimeNumber: 14 }), stores)).toBe('only-webstore');
    expect(availabilityMode(testVariant({ shippingTimeNumber: 999 }), stores, true)).toBe('only-webstore');
  });

  it('is only-one-store when one shop holds stock and nothing central does', () => {
    expect(availabilityMode(stockedVariant([stock(2, 1), stock(3, 2, 2)]), stores)).toBe('only-one-store');
  });

  it('is store-list for several shops', () => {
    expect(availabilityMode(stockedVariant([stock(2, 1), stock(3, 1)]), stores)).toBe('store-list');
  });

  it('is store-list for a shop and central stock', () => {
    expect(availabilityMode(stockedVariant([stock(2, 1), stock(20, 5)]), stores)).toBe('store-list');
  });

  it('is out-of-stock without sellable stock and not on order', () => {
    expect(availabilityMode(testVariant({ shippingTimeNumber: 1 }), stores)).toBe('out-of-stock');
    expect(availabilityMode(blockedVariant(999), stores)).toBe('out-of-stock');
    expect(availabilityMode(testVariant({ shippingTimeNumber: 5 }), stores, false)).toBe('out-of-stock');
  });
});

describe('storeAvailabilityIcon', () => {
  it('checks a store with sellable stock', () => {
    expect(storeAvailabilityIcon(helsinki, stockedVariant([stock(2, 1)], { shippingTimeNumber: 999 }))).toBe('check');
  });

  it('checks the central warehouse for an unblocked variant with shipping time exactly 2', () => {
    expect(storeAvailabilityIcon(central, testVariant({ shippingTimeNumber: 2 }))).toBe('check');
    expect(storeAvailabilityIcon(central, testVariant({ shippingTimeNumber: 1 }))).toBe('minus');
    expect(storeAvailabilityIcon(helsinki, testVariant({ shippingTimeNumber: 2 }))).toBe('minus');
  });

  it('does not check a blocked central warehouse at shipping time 2', () => {
    expect(storeAvailabilityIcon(central, stockedVariant([stock(20, 2, 2)], { shippingTimeNumber: 2 }))).toBe('minus');
    expect(storeAvailabilityIcon(central, stockedVariant([stock(2, 1), stock(20, 1, 1)], { shippingTimeNumber: 2 }))).toBe('minus');
  });

  it('shows a circle for a store without stock when the variant is on order', () => {
    expect(storeAvailabilityIcon(tampere, stockedVariant([stock(2, 1)], { shippingTimeNumber: 21 }))).toBe('circle');
    expect(storeAvailabilityIcon(central, testVariant({ shippingTimeNumber: 60 }))).toBe('circle');
  });

  it('shows a minus for a store with only blocked units and no supplier order', () => {
    expect(storeAvailabilityIcon(helsinki, blockedVariant(999))).toBe('minus');
    expect(storeAvailabilityIcon(web, testVariant())).toBe('minus');
  });
});
