import { artContext, productPaint } from './paint.ts';
import { between, createRandom } from './prng.ts';
import { ellipse } from './draw.ts';
import { silhouetteArt, type SilhouetteKind } from './silhouettes.ts';
import { radialGradient, svgDocument } from './svg.ts';

export interface ProductImageInput {
  silhouette: SilhouetteKind;
  colourHex: string;
  accentHex: string;
  seed: number;
  title: string;
}

const SIZE = 800;
/** Studio backdrops: warm, neutral and cool paper, so a page of products is not uniform. */
const BACKDROPS = [['#fbfaf7', '#e6e2da'], ['#fafafa', '#e4e4e2'], ['#f8fafb', '#dfe4e8']] as const;

/** A square studio-style product photo: seamless backdrop, soft floor shadow, the object in its colour. */
export function productImageSvg({ silhouette, colourHex, accentHex, seed, title }: ProductImageInput): string {
  const random = createRandom(seed);
  const art = silhouetteArt(silhouette);
  const { paint, defs } = productPaint(colourHex, accentHex);
  const [light, edge] = random.pick(BACKDROPS);
  const [cx, cy, rx] = art.shadow;
  const body = [
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    ellipse(cx + between(random, -12, 12), cy, rx, rx * 0.13, 'url(#sh)'),
    art.draw(artContext(paint, random, 'k')),
  ].join('');
  return svgDocument({
    width: SIZE,
    height: SIZE,
    title,
    defs: defs
      + radialGradient('bg', [[0, light], [0.62, light], [1, edge]], [between(random, 0.42, 0.58), between(random, 0.36, 0.46), 0.75])
      + radialGradient('sh', [[0, '#1d1f22', 0.3], [0.6, '#1d1f22', 0.1], [1, '#1d1f22', 0]]),
    body,
  });
}
