import { describe, expect, it } from 'vitest';
import { flagOverridesFromSearch, flagStorageKey, resolveFeatureFlag } from './feature-flags.ts';

describe('feature flags', () => {
  it('reads featureFlag_ parameters: 1 means on, anything else off', () => {
    expect(flagOverridesFromSearch('?featureFlag_brand_strip=1&featureFlag_fast_shipping=0&featureFlag_x=yes&sort=new'))
      .toEqual({ brand_strip: true, fast_shipping: false, x: false });
  });

  it('ignores parameters that only look like flags', () => {
    expect(flagOverridesFromSearch('?featureFlag_=1&featureflag_a=1&featureFlag_bad%20name=1')).toEqual({});
  });

  it('lets a local override beat the server flag, and falls back to the server, then the default', () => {
    expect(resolveFeatureFlag(false, 'true')).toBe(true);
    expect(resolveFeatureFlag(true, 'false')).toBe(false);
    expect(resolveFeatureFlag(true, null)).toBe(true);
    expect(resolveFeatureFlag(undefined, 'garbage', true)).toBe(true);
  });

  it('stores overrides under the parameter name', () => {
    expect(flagStorageKey('brand_strip')).toBe('featureFlag_brand_strip');
  });
});
