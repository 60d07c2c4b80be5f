import { decodeDesign, PROPORTIONS } from './design.ts';
import { ellipse, group } from './draw.ts';
import { artContext, maskPaint, productPaint } from './paint.ts';
import { patternOverlay } from './pattern-overlay.ts';
import { between, createRandom } from './prng.ts';
import { silhouetteArt, type SilhouetteKind } from './silhouettes.ts';
import { num, radialGradient, svgDocument } from './svg.ts';

export interface ProductImageInput {
  silhouette: SilhouetteKind;
  colourHex: string;
  accentHex: string;
  seed: number;
  title: string;
  /** The model's design number (art/design.ts); 0 when left out. */
  design?: number;
  /** 1 the whole product, 2 a close-up, 3 the other side at an angle; 1 when left out. */
  view?: number;
}

const SIZE = 800;
/** Studio backdrops: warm, neutral and cool paper, so a page of products is not uniform. */
const BACKDROPS = [['#fbfaf7', '#e6e2da'], ['#fafafa', '#e4e4e2'], ['#f8fafb', '#dfe4e8']] as const;
export const PRODUCT_VIEWS = [1, 2, 3] as const;

/** Scale (sx, sy) about the floor point under the object, so a wider design still stands on its shadow. */
const scaledAbout = (sx: number, sy: number, cx: number, cy: number): string =>
  `matrix(${num(sx, 3)} 0 0 ${num(sy, 3)} ${num(cx * (1 - sx))} ${num(cy * (1 - sy))})`;

/** The camera of a view: the close-up enlarges the upper middle, the third view shows the mirrored side, turned a little. */
function viewTransform(view: number): string {
  if (view === 2) return scaledAbout(1.7, 1.7, 400, 300);
  if (view === 3) return `rotate(-6 400 420) ${scaledAbout(-0.9, 0.9, 400, 420)}`;
  return '';
}

/** A square studio-style product photo: seamless backdrop, soft floor shadow, the object in its colour and design. */
export function productImageSvg({ silhouette, colourHex, accentHex, seed, title, design = 0, view = 1 }: ProductImageInput): string {
  const random = createRandom(seed);
  const art = silhouetteArt(silhouette);
  const chosen = decodeDesign(design, art.features);
  const { paint, defs } = productPaint(colourHex, accentHex, 'p', chosen.trim);
  const [light, edge] = random.pick(BACKDROPS);
  const [cx, cy, rx] = art.shadow;
  const [sx, sy] = PROPORTIONS[chosen.proportion];
  // The drawing and its mask must make the same random choices: both draw from a copy of one stream.
  const drawSeed = random.int(0, 0x7fffffff);
  const drawing = art.draw(artContext(paint, createRandom(drawSeed), 'k', chosen));
  const overlay = chosen.pattern === 'plain'
    ? { defs: '', layer: '' }
    : patternOverlay(chosen.pattern, 'o', paint, art.draw(artContext(maskPaint(), createRandom(drawSeed), 'm', chosen)));
  const object = [
    ellipse(cx + between(random, -12, 12), cy, rx * sx, rx * 0.13, 'url(#sh)'),
    group(scaledAbout(sx, sy, 400, cy), drawing + overlay.layer),
  ].join('');
  const camera = viewTransform(view);
  const body = [`<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`, camera ? group(camera, object) : object].join('');
  return svgDocument({
    width: SIZE,
    height: SIZE,
    title,
    defs: defs + overlay.defs
      + radialGradient('bg', [[0, light], [0.62, light], [1, edge]], [between(random, 0.42, 0.58), between(random, 0.36, 0.46), 0.75])
      + radialGradient('sh', [[0, '#1d1f22', 0.3], [0.6, '#1d1f22', 0.1], [1, '#1d1f22', 0]]),
    body,
  });
}
