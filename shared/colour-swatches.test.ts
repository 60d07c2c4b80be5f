import { describe, expect, it } from 'vitest';
import { isSwatchColour, SWATCH_COLOURS, SWATCH_HEX, swatchFill } from './colour-swatches.ts';

describe('colour swatches', () => {
  it('are the twelve colours of the spec, in its order', () => {
    expect(SWATCH_COLOURS).toEqual(['red', 'blue', 'yellow', 'orange', 'purple', 'green', 'black', 'brown', 'beige', 'pink', 'gray', 'white']);
  });

  it('each have a distinct six-digit hex colour', () => {
    const hexes = SWATCH_COLOURS.map((colour) => SWATCH_HEX[colour]);
    for (const hex of hexes) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(hexes).size).toBe(SWATCH_COLOURS.length);
  });

  it('recognise only the exact swatch names', () => {
    expect(isSwatchColour('gray')).toBe(true);
    for (const value of ['grey', 'Red', 'navy', '', 'toString']) expect(isSwatchColour(value), value).toBe(false);
  });

  it('fill a product colour\'s dot with its own hex, the colour its images are drawn in, not its group\'s', () => {
    expect(swatchFill({ control: 'orange', hex: '#f06f5c' })).toBe('#f06f5c');
    expect(swatchFill({ control: 'blue', hex: '#1e5a66' })).toBe('#1e5a66');
  });

  it('fall back to the group swatch without a usable hex, and to nothing for an unknown group', () => {
    expect(swatchFill({ control: 'orange', hex: '' })).toBe(SWATCH_HEX.orange);
    expect(swatchFill({ control: 'Blue' })).toBe(SWATCH_HEX.blue);
    expect(swatchFill({ control: 'teal', hex: null })).toBe('');
  });
});
