import { describe, expect, it } from 'vitest';
import { countryShippingTime, isBlockedInCountry, overrideFor, variantInCountry } from './country-override.ts';
import { testDeliveryLimit, testVariant } from '../../tests/unit-helpers/test-product.ts';

describe('country overrides (cat 3 extra_data_overrides)', () => {
  const limit = { ...testDeliveryLimit(), extra_data_overrides: { '7': { shippingTimeNumber: 12 }, '8': { isDeliveryCountryBlocked: true } } };

  it('replaces the shipping time of the variant it names and leaves others alone', () => {
    expect(countryShippingTime(2, overrideFor(limit, 7))).toBe(12);
    expect(countryShippingTime(2, overrideFor(limit, 9))).toBe(2);
    const variant = testVariant({ variantId: 7, shippingTimeNumber: 2 });
    expect(variantInCountry(variant, overrideFor(limit, 7)).shippingTimeNumber).toBe(12);
    const other = testVariant({ variantId: 9 });
    expect(variantInCountry(other, overrideFor(limit, 9))).toBe(other);
  });

  it('counts a variant as blocked when it or the whole model is not shipped to the country', () => {
    expect(isBlockedInCountry(limit, overrideFor(limit, 8))).toBe(true);
    expect(isBlockedInCountry(limit, overrideFor(limit, 7))).toBe(false);
    expect(isBlockedInCountry({ ...limit, isDeliveryCountryBlocked: true }, undefined)).toBe(true);
  });
});
