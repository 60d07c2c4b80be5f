import { darken, lighten, luminance, mix, normaliseHex } from './colour.ts';
import { decodeDesign, type Design, type Trim } from './design.ts';
import type { Random } from './prng.ts';
import { linearGradient } from './svg.ts';

/**
 * The roles a silhouette paints with. Shapes never name colours themselves,
 * so one drawing serves the coloured product photo and the white group tile.
 */
export interface Paint {
  /** Fill of the main material, usually a gradient. */
  body: string;
  /** Flat main colour, for strokes in the body colour. */
  base: string;
  /** The main colour in shadow: insides, far-side parts. */
  deep: string;
  /** Seams and stitching drawn over the body. */
  seam: string;
  accent: string;
  accentDeep: string;
  /** Soles, straps, rubber and plastic. */
  dark: string;
  metal: string;
  lens: string;
  /** Light foam and rubber: midsoles, footbeds. */
  foam: string;
  /** Highlights, drawn with a low opacity. */
  shine: string;
}

export interface ArtContext {
  paint: Paint;
  random: Random;
  /** A document-unique id, for clip paths a shape defines. */
  id(name: string): string;
  /** The model's design: the silhouette's features are read from design.features. */
  design: Design;
}

export interface PaintWithDefs {
  paint: Paint;
  defs: string;
}

/**
 * Coloured product: the colour shaded top-left to bottom-right, details in the
 * accent; a tonal trim draws the details in a deeper (or, on dark colours, lighter) shade of the colour instead.
 */
export function productPaint(colourHex: string, accentHex: string, prefix = 'p', trim: Trim = 'contrast'): PaintWithDefs {
  const colour = normaliseHex(colourHex);
  const isDark = luminance(colour) < 0.06;
  const accent = trim === 'tonal' ? (isDark ? lighten(colour, 0.3) : darken(colour, 0.4)) : normaliseHex(accentHex);
  const defs = [
    linearGradient(`${prefix}b`, [[0, lighten(colour, 0.22)], [0.55, colour], [1, darken(colour, 0.2)]], [0, 0, 1, 1]),
    linearGradient(`${prefix}m`, [[0, '#eef1f3'], [0.45, '#a9b1b8'], [0.55, '#c9cfd4'], [1, '#7d868e']], [0, 0, 1, 0]),
    linearGradient(`${prefix}l`, [[0, lighten(accent, 0.35)], [0.5, accent], [1, darken(accent, 0.45)]], [0, 0, 1, 1]),
  ].join('');
  const paint: Paint = {
    body: `url(#${prefix}b)`,
    base: colour,
    deep: isDark ? lighten(colour, 0.1) : darken(colour, 0.28),
    seam: isDark ? lighten(colour, 0.28) : darken(colour, 0.32),
    accent,
    accentDeep: darken(accent, 0.3),
    dark: isDark ? '#4a5058' : '#26292e',
    metal: `url(#${prefix}m)`,
    lens: `url(#${prefix}l)`,
    foam: '#eeebe4',
    shine: '#ffffff',
  };
  return { paint, defs };
}

/** White silhouette on a coloured tile: every role is a tint of the background so details stay readable. */
export function tilePaint(backgroundHex: string): Paint {
  const background = normaliseHex(backgroundHex);
  const tint = (t: number) => mix(background, '#ffffff', t);
  return {
    body: '#ffffff',
    base: '#ffffff',
    deep: tint(0.82),
    seam: tint(0.45),
    accent: tint(0.62),
    accentDeep: tint(0.45),
    dark: tint(0.3),
    metal: tint(0.88),
    lens: tint(0.5),
    foam: tint(0.9),
    shine: '#ffffff',
  };
}

/**
 * The drawing again as a mask: white where the main material shows, black
 * where anything else covers it, so a pattern can be laid over the material only.
 */
export function maskPaint(): Paint {
  return {
    body: '#ffffff', base: '#ffffff', deep: '#000000', seam: '#000000', accent: '#000000', accentDeep: '#000000',
    dark: '#000000', metal: '#000000', lens: '#000000', foam: '#000000', shine: '#000000',
  };
}

export function artContext(paint: Paint, random: Random, prefix: string, design: Design = decodeDesign(0)): ArtContext {
  let counter = 0;
  return { paint, random, design, id: (name) => `${prefix}${name}${counter++}` };
}
