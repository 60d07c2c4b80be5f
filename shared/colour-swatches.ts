/** The colour filter's swatch set (cat 9), in the spec's order. */
export const SWATCH_COLOURS = ['red', 'blue', 'yellow', 'orange', 'purple', 'green', 'black', 'brown', 'beige', 'pink', 'gray', 'white'] as const;

type SwatchColour = (typeof SWATCH_COLOURS)[number];

/** Swatch fill per colour. */
export const SWATCH_HEX: Record<SwatchColour, string> = {
  red: '#d32f2f',
  blue: '#1e5aa8',
  yellow: '#f2c230',
  orange: '#ef7d22',
  purple: '#7b4ea3',
  green: '#3c8d40',
  black: '#111111',
  brown: '#7a4e2d',
  beige: '#e3d3b4',
  pink: '#f2a7c3',
  gray: '#8c8c8c',
  white: '#ffffff',
};

const SWATCHES: ReadonlySet<string> = new Set(SWATCH_COLOURS);

/** True for exactly one of the swatch names (lower case, 'gray' not 'grey'). */
export function isSwatchColour(value: string): value is SwatchColour {
  return SWATCHES.has(value);
}
