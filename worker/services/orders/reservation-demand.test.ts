import { describe, expect, it } from 'vitest';
import type { CartData, CartModel, CartVariant } from '../../data/cart-data.ts';
import { priceRows } from '../checkout/price-rows.ts';
import { reservationDemand } from './reservation-demand.ts';

const model = (id: number, onOrder: boolean): CartModel => ({
  id, name: `Model ${id}`, manufacturer: '', path: '', image: '', onSale: true, onOrder,
  price: { active: 10, regular: 10, club: null, discountFree: false }, blockedInCountry: false, deliveryKinds: [], isVuota: false, skiBundle: false, skiWizard: null, isRental: false,
});
const variant = (id: number, modelId: number, quantity: number): CartVariant => ({
  id, modelId, shippingTime: 2, image: '', text: '', ownPrice: null, override: undefined,
  stocks: quantity > 0 ? [{ storeId: 1, quantity, blocked: 0, shelfCode: '' }] : [],
});

function cart(variants: CartVariant[], models: CartModel[]): CartData {
  return {
    country: { code: 'fi', taxAreaId: 1, enabled: true, name: 'Finland' },
    variants: new Map(variants.map((entry) => [entry.id, entry])), models: new Map(models.map((entry) => [entry.id, entry])),
    bundles: new Map([[7, { id: 7, primaryModelId: 1, discountPercent: 10, name: 'Set', modelIds: [1, 2] }]]), discountCodes: [], giftCards: [], skiGear: new Map(),
  };
}

describe('reservation demand from the rows the engine priced', () => {
  it('reserves exactly the rows the pricing showed in stock, and nothing of a row shown on order', () => {
    const data = cart([variant(10, 1, 5), variant(20, 2, 0)], [model(1, false), model(2, true)]);
    const priced = priceRows([{ productId: 10, amount: 2 }, { productId: 20, amount: 3 }], data);
    expect(priced.map((entry) => entry.row.on_order)).toEqual([false, true]);
    expect([...reservationDemand(priced.map((entry) => entry.resolved))]).toEqual([[10, 2]]);
  });

  it('adds up a variant in a plain row and in a bundle row, and skips unknown rows', () => {
    const data = cart([variant(10, 1, 5), variant(20, 2, 4)], [model(1, false), model(2, false)]);
    const priced = priceRows([{ productId: 10, amount: 1 }, { productId: '7-1700000000', amount: 2, bundleHash: '10,20' }, { productId: 999, amount: 1 }], data);
    expect(new Map(reservationDemand(priced.map((entry) => entry.resolved)))).toEqual(new Map([[10, 3], [20, 2]]));
  });
});
