import { describe, expect, it } from 'vitest';
import { SKI_PACKAGE_DISCOUNT_PERCENT, skiPackagePrice } from './package-price.ts';

describe('the ski package price', () => {
  it('takes the package percent off the active prices of skis and bindings', () => {
    expect(SKI_PACKAGE_DISCOUNT_PERCENT).toBe(10);
    expect(skiPackagePrice([{ regular: 499.9, active: 449.9 }, { regular: 249.9, active: 249.9 }])).toEqual({ regular: 749.8, discount: 629.82 });
  });

  it('prices skis, bindings and boots together with the same percent', () => {
    expect(skiPackagePrice([
      { regular: 600, active: 600 }, { regular: 300, active: 250 }, { regular: 400, active: 400 },
    ])).toEqual({ regular: 1300, discount: 1125 });
  });

  it('gives no package discount to a single part or to nothing', () => {
    expect(skiPackagePrice([{ regular: 399, active: 349 }])).toEqual({ regular: 399, discount: 349 });
    expect(skiPackagePrice([])).toEqual({ regular: 0, discount: 0 });
  });

  it('rounds the package price half a cent up', () => {
    // (0.05 + 0.0) * 0.9 = 0.045 → 0.05
    expect(skiPackagePrice([{ regular: 0.05, active: 0.05 }, { regular: 0, active: 0 }]).discount).toBe(0.05);
  });

  it('never shows a regular figure below what is charged', () => {
    const price = skiPackagePrice([{ regular: 100, active: 120 }, { regular: 50, active: 50 }]);
    expect(price.regular).toBe(170);
    expect(price.discount).toBeLessThanOrEqual(price.regular);
  });

  it('counts a price that is no number or is negative as 0', () => {
    expect(skiPackagePrice([{ regular: Number.NaN, active: Number.NaN }, { regular: -5, active: 100 }])).toEqual({ regular: 100, discount: 90 });
  });
});
