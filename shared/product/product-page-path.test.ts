import { describe, expect, it } from 'vitest';
import { productPagePath } from './product-page-path.ts';

describe('productPagePath', () => {
  it('keeps an ordinary model at its own path', () => {
    expect(productPagePath(12, false, '/norrvik/alpine-ski/')).toBe('/norrvik/alpine-ski/');
  });

  it('puts bundles and the two gift card models under /old/', () => {
    expect(productPagePath(12, true, '/norrvik/ski-set/')).toBe('/old/norrvik/ski-set/');
    expect(productPagePath(2427, false, '/kaira/gift-card/')).toBe('/old/kaira/gift-card/');
    expect(productPagePath(1412, false, '/kaira/gift-card-physical/')).toBe('/old/kaira/gift-card-physical/');
  });
});
