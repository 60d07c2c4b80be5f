import { circle, shape } from './draw.ts';
import { landscape, type BannerTheme } from './landscape.ts';
import { createRandom } from './prng.ts';
import { svgDocument } from './svg.ts';

export interface PortraitInput {
  theme: BannerTheme;
  seed: number;
  title: string;
  /** Jacket and beanie colours, #rrggbb. */
  jacket: string;
  beanie: string;
}

const SIZE = 480;
const SKIN = ['#f1c9a5', '#e0ac84', '#c68e62', '#8d5a3b'] as const;

/**
 * A blogger's picture, 480x480: a head-and-shoulders figure in a jacket and
 * beanie before a landscape of the theme, drawn to sit in a circle.
 */
export function portraitSvg({ theme, seed, title, jacket, beanie }: PortraitInput): string {
  const random = createRandom(seed);
  const scene = landscape(theme, SIZE, SIZE, random, 'p');
  const skin = random.pick(SKIN);
  const figure = [
    // Shoulders and the jacket's collar.
    shape('M84,480C92,392 150,346 240,346C330,346 388,392 396,480Z', jacket),
    shape('M206,350L240,402L274,350Z', '#ffffff', 0.35),
    // Neck, head and a beanie with its cuff and bobble.
    shape('M218,300h44v54h-44Z', skin),
    circle(240, 250, 74, skin),
    shape('M164,236C164,170 200,140 240,140C280,140 316,170 316,236Z', beanie),
    shape('M160,226h160v26h-160Z', beanie),
    shape('M160,226h160v26h-160Z', '#000000', 0.15),
    circle(240, 136, 18, beanie),
  ].join('');
  return svgDocument({ width: SIZE, height: SIZE, title, defs: scene.defs, body: scene.body + figure });
}
