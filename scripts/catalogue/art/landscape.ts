import type { Random } from './prng.ts';
import { THEME_SCENES } from './landscape-themes.ts';
import { createCanvas } from './scenery.ts';

export const BANNER_THEMES = ['alpine-peaks', 'forest-lake', 'snowy-slope', 'autumn-fell', 'coast', 'night-sky'] as const;
export type BannerTheme = (typeof BANNER_THEMES)[number];

export function isBannerTheme(value: unknown): value is BannerTheme {
  return typeof value === 'string' && (BANNER_THEMES as readonly string[]).includes(value);
}

export interface Scene {
  defs: string;
  body: string;
}

/** A landscape of the theme in layers, sized to the canvas; ids start with prefix. */
export function landscape(theme: BannerTheme, width: number, height: number, random: Random, prefix = 'l'): Scene {
  const scene = THEME_SCENES[theme];
  if (!scene) throw new Error(`unknown banner theme: ${JSON.stringify(theme)}`);
  const { canvas, defs } = createCanvas(width, height, random, prefix);
  const body = scene(canvas);
  return { defs: defs.join(''), body };
}
