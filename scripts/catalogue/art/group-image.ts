import { ellipse, group } from './draw.ts';
import { artContext, tilePaint } from './paint.ts';
import { between, createRandom } from './prng.ts';
import { silhouetteArt, type SilhouetteKind } from './silhouettes.ts';
import { num, radialGradient, svgDocument } from './svg.ts';
import { darken } from './colour.ts';

export interface GroupImageInput {
  silhouette: SilhouetteKind;
  seed: number;
  title: string;
}

const SIZE = 640;
/** Muted, calm tile colours: white art stays readable on every one (contrast of 3:1 or more). */
const TILE_COLOURS = ['#4f7186', '#5d7f62', '#a5694a', '#75679a', '#3f6f75', '#8c6f48', '#637886', '#8e5a5a', '#55795f', '#6a6f8f'] as const;

/** Contour lines of a hill in one corner: an outdoor-map texture behind the object. */
function contours(cx: number, cy: number, rings: number, random: () => number): string {
  const paths = [...Array(rings)].map((_, i) => {
    const r = 60 + i * 46;
    const points = [...Array(20)].map((__, k) => {
      const angle = (k / 20) * Math.PI * 2;
      const wobble = r * (1 + (random() - 0.5) * 0.08);
      return `${num(cx + Math.cos(angle) * wobble)},${num(cy + Math.sin(angle) * wobble)}`;
    });
    return `M${points.join('L')}Z`;
  });
  return `<path d="${paths.join('')}" fill="none" stroke="#ffffff" stroke-width="2" stroke-linejoin="round" opacity="0.12"/>`;
}

/** A square tile for a product-group card: calm colour, faint map lines, the object in white. */
export function groupImageSvg({ silhouette, seed, title }: GroupImageInput): string {
  const random = createRandom(seed);
  const art = silhouetteArt(silhouette);
  const background = random.pick(TILE_COLOURS);
  const [sx, sy, srx] = art.shadow;
  const corner = random.pick([[0, 0], [SIZE, 0], [0, SIZE], [SIZE, SIZE]] as const);
  const body = [
    `<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#gl)"/>`,
    contours(corner[0], corner[1], 6, () => random.next()),
    group(`translate(${SIZE / 2 - 400 * 0.74} ${SIZE / 2 - 400 * 0.74}) scale(0.74)`, [
      ellipse(sx, sy, srx, srx * 0.12, darken(background, 0.35), 0.35),
      art.draw(artContext(tilePaint(background), random, 'g')),
    ].join('')),
  ].join('');
  return svgDocument({
    width: SIZE,
    height: SIZE,
    title,
    defs: radialGradient('gl', [[0, '#ffffff', 0.16], [1, '#ffffff', 0]], [between(random, 0.3, 0.7), between(random, 0.25, 0.45), 0.7]),
    body,
  });
}
