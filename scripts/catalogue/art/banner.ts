import { landscape, type BannerTheme } from './landscape.ts';
import { createRandom } from './prng.ts';
import { radialGradient, svgDocument } from './svg.ts';

export interface BannerInput {
  theme: BannerTheme;
  seed: number;
  title: string;
}

/** Darkened corners: keeps the eye in the middle and gives overlaid text some contrast. */
function vignette(width: number, height: number): { defs: string; body: string } {
  return {
    defs: radialGradient('vg', [[0.55, '#000000', 0], [1, '#000000', 0.28]], [0.5, 0.5, 0.75]),
    body: `<rect width="${width}" height="${height}" fill="url(#vg)"/>`,
  };
}

/** Hero art for a page header, 1600x700: landscape layers only, the page overlays the text. */
export function bannerSvg({ theme, seed, title }: BannerInput): string {
  const scene = landscape(theme, 1600, 700, createRandom(seed));
  return svgDocument({ width: 1600, height: 700, title, defs: scene.defs, body: scene.body });
}

/** A 3:2 brand promo picture, 1080x720: the banner's landscape framed with a vignette. */
export function promoImageSvg({ theme, seed, title }: BannerInput): string {
  const scene = landscape(theme, 1080, 720, createRandom(seed));
  const frame = vignette(1080, 720);
  return svgDocument({ width: 1080, height: 720, title, defs: scene.defs + frame.defs, body: scene.body + frame.body });
}
