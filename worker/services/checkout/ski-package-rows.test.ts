import { describe, expect, it } from 'vitest';
import { NO_FACTS, type SkiGearFacts } from '../../../shared/ski-wizard/compatibility.ts';
import type { CartData, CartModel, CartVariant } from '../../data/cart-data.ts';
import { resolveRow, rowIds } from './resolve-rows.ts';

type Wizard = CartModel['skiWizard'];
const model = (id: number, skiWizard: Wizard, price = 100, discountFree = false, isRental = false): CartModel => ({
  id, name: `Model ${id}`, manufacturer: 'Brand', path: `/p/${id}/`, image: `/i/${id}.svg`, onSale: true, onOrder: false,
  price: { active: price, regular: price + 10, club: null, discountFree }, blockedInCountry: false, deliveryKinds: [], isVuota: false, skiBundle: false, skiWizard, isRental,
});
const variant = (id: number, modelId: number, ownPrice: CartVariant['ownPrice'] = null): CartVariant => ({
  id, modelId, shippingTime: 2, image: '', text: `Size ${id}`, ownPrice, override: undefined, stocks: [{ storeId: 1, quantity: 5, blocked: 0, shelfCode: '' }],
});
const facts = (fields: Partial<SkiGearFacts>): SkiGearFacts => ({ ...NO_FACTS, ...fields });

function cart(discountFreeBoot = false): CartData {
  const models = [
    model(1, { sport: 'alpine', group: 'skis' }, 400), model(2, { sport: 'alpine', group: 'bindings' }, 200),
    model(3, { sport: 'alpine', group: 'boots' }, 300, discountFreeBoot), model(4, { sport: 'alpine', group: 'bindings' }, 150),
  ];
  return {
    country: { code: 'fi', taxAreaId: 1, enabled: true, name: 'Finland' },
    variants: new Map([variant(10, 1), variant(20, 2, { active: 180, regular: 220, club: null }), variant(30, 3), variant(40, 4)].map((entry) => [entry.id, entry])),
    models: new Map(models.map((entry) => [entry.id, entry])),
    bundles: new Map(), discountCodes: [], giftCards: [],
    skiGear: new Map([
      [10, facts({ waistWidthMm: 85 })], [20, facts({ brakeWidthMm: 90, soleNorms: ['iso5355'] })],
      [30, facts({ soleNorm: 'iso5355' })], [40, facts({ brakeWidthMm: 80, soleNorms: ['iso5355'] })],
    ]),
  };
}

describe('a ski package row', () => {
  it('reads its variants with the cart and asks for their compatibility facts', () => {
    expect(rowIds([{ productId: 'ski-alpine-1', amount: 1, bundleHash: '10,20' }, { productId: 30, amount: 1 }])).toEqual({ variantIds: [10, 20, 30], bundleIds: [], packageVariantIds: [10, 20] });
  });

  it('orders its parts skis, bindings, boots and prices them at the package price, a variant price first', () => {
    const row = resolveRow({ productId: 'ski-alpine-1', amount: 1, bundleHash: '10,20,30' }, cart(), true)!;
    expect(row.parts.map((part) => part.variant.id)).toEqual([10, 20, 30]);
    // (400 + 180 + 300) less 10 %; regular 410 + 220 + 310. A member pays the same: the package has no club price.
    expect(row.price).toEqual({ active: 792, regular: 940 });
    expect(row.skiPackage).toEqual({ sport: 'alpine', fits: true });
    expect(row.discountable).toBe(true);
  });

  it('counts the ski-bundle days for the mounted skis and bindings, not for the boots', () => {
    const row = resolveRow({ productId: 'ski-alpine-1', amount: 1, bundleHash: '30,10,20' }, cart())!;
    expect(row.parts.map((part) => part.model.skiBundle)).toEqual([true, true, false]);
  });

  it('marks parts that do not fit, and mounts nothing', () => {
    const row = resolveRow({ productId: 'ski-alpine-1', amount: 1, bundleHash: '10,40' }, cart())!;
    expect(row.skiPackage).toEqual({ sport: 'alpine', fits: false });
    expect(row.parts.every((part) => !part.model.skiBundle)).toBe(true);
    expect(resolveRow({ productId: 'ski-nordic-1', amount: 1, bundleHash: '10,20' }, cart())!.skiPackage).toEqual({ sport: 'nordic', fits: false });
    expect(resolveRow({ productId: 'ski-alpine-1', amount: 1, bundleHash: '20,40' }, cart())!.skiPackage?.fits).toBe(false);
  });

  it('does not fit with rental gear, which the wizard never lists', () => {
    const data = cart();
    data.models.set(2, model(2, { sport: 'alpine', group: 'bindings' }, 200, false, true));
    expect(resolveRow({ productId: 'ski-alpine-1', amount: 1, bundleHash: '10,20' }, data)!.skiPackage).toEqual({ sport: 'alpine', fits: false });
    expect(resolveRow({ productId: 'ski-alpine-1', amount: 1, bundleHash: '10,20' }, cart())!.skiPackage).toEqual({ sport: 'alpine', fits: true });
  });

  it('is no discount code\'s to reduce when a part is discount-free', () => {
    expect(resolveRow({ productId: 'ski-alpine-1', amount: 1, bundleHash: '10,20,30' }, cart(true))!.discountable).toBe(false);
  });

  it('sells nothing with an unknown part, a repeated part or too many parts', () => {
    for (const bundleHash of ['10,99', '10,10', '10,20,30,40', '10']) {
      expect(resolveRow({ productId: 'ski-alpine-1', amount: 1, bundleHash }, cart()), bundleHash).toBeNull();
    }
  });
});
