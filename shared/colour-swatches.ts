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

/**
 * The fill of a product colour's dot on cards and the product page: the
 * colour's own hex (the import accepts only #rrggbb), the one its product
 * images are drawn in, so Coral is coral and not its group's orange; the group
 * swatch only when the colour has no hex; '' when neither is known (the CSS
 * then shows a neutral dot). Kept this small: the product page loads it.
 */
export function swatchFill({ control, hex }: { control: string; hex?: string | null }): string {
  const key = control.toLowerCase();
  return hex || (isSwatchColour(key) ? SWATCH_HEX[key] : '');
}
