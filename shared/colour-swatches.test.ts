import { describe, expect, it } from 'vitest';
import { isSwatchColour, SWATCH_COLOURS, SWATCH_HEX } from './colour-swatches.ts';

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
});
