import { describe, expect, it } from 'vitest';
import { contrastRatio, readableBadgeColours } from './readable-colours.ts';

describe('badge colours', () => {
  it('measures black on white as 21:1', () => {
    expect(contrastRatio('#000000', '#fff')).toBeCloseTo(21, 5);
  });

  it('keeps a pair that is readable', () => {
    expect(readableBadgeColours('#1f2a44', '#ffffff')).toEqual({ background: '#1f2a44', color: '#ffffff' });
  });

  it('gives white text on orange dark text instead, which reads better there', () => {
    expect(readableBadgeColours('#e8632a', '#ffffff')).toEqual({ background: '#e8632a', color: '#1d1e20' });
  });

  it('gives a dark background white text when its own text is missing or weak', () => {
    expect(readableBadgeColours('#2e5033', '')).toEqual({ background: '#2e5033', color: '#ffffff' });
  });

  it('leaves the stylesheet in charge when the background is not a hex colour', () => {
    expect(readableBadgeColours('', '#ffffff')).toEqual({});
    expect(readableBadgeColours('red; x: y', '#000')).toEqual({});
  });
});
