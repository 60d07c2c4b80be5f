import { circle, group, line, rect, shape } from './draw.ts';
import { artContext, productPaint, type ArtContext } from './paint.ts';
import { between, createRandom } from './prng.ts';
import { jaggedLayer, ridgePoints, snowCaps, treeLine } from './ridges.ts';
import { createCanvas, sky, sun } from './scenery.ts';
import { silhouetteArt, type SilhouetteKind } from './silhouettes.ts';
import { linearGradient, num, svgDocument } from './svg.ts';

export interface StoreImageInput {
  seed: number;
  title: string;
}

const WIDTH = 960;
const HEIGHT = 640;
const FACADES = ['#7a4e33', '#3d4a52', '#8c3b2e', '#55664a'] as const;
const AWNINGS = [['#1f5f5b', '#f3efe6'], ['#b23a2b', '#f3efe6'], ['#1f3d6b', '#f2c14e'], ['#2f5d3a', '#f3efe6']] as const;
// Goods with small drawings: the whole picture has to stay near 12 KB.
const WINDOW_GOODS: readonly (readonly SilhouetteKind[])[] = [['jacket', 'daypack'], ['tent', 'beanie'], ['helmet', 'goggles'], ['water-bottle', 'glove'], ['base-layer', 'headlamp']];

/** A striped awning with a scalloped hem, over a window from x to x + width; stripes from a pattern. */
function awning(x: number, width: number, y: number, stripes: string, colour: string): string {
  const hem = [...Array(Math.ceil(width / 40))].map((_, i) => `M${num(x + i * 40)},${y + 44}a20,14 0 0 0 40,0`).join('');
  return rect(x, y, width, 44, 0, `url(#${stripes})`) + `<path d="${hem}" fill="${colour}"/>` + line(`M${x},${y}H${x + width}`, '#2b2f36', 6);
}

/** A shop window with two goods from the catalogue standing in it. */
function shopWindow(x: number, goods: readonly SilhouetteKind[], art: ArtContext, clipId: string, glass: string): string {
  const items = goods.map((kind, i) => group(`translate(${num(x + 10 + i * 118)} 350) scale(0.19)`, silhouetteArt(kind).draw(art))).join('');
  return [
    `<defs><clipPath id="${clipId}"><rect x="${x}" y="340" width="240" height="180"/></clipPath></defs>`,
    rect(x - 10, 330, 260, 200, 4, '#2b2f36'),
    rect(x, 340, 240, 180, 0, `url(#${glass})`),
    `<g clip-path="url(#${clipId})">${items}${shape(`M${x + 30},340L${x + 90},340L${x + 20},520L${x - 40},520Z`, '#ffffff', 0.18)}</g>`,
    rect(x - 14, 518, 268, 14, 3, '#d9d2c4'),
  ].join('');
}

/** A 960x640 illustration of a Nordic wooden shop under the fells, goods in the windows. */
export function storeImageSvg({ seed, title }: StoreImageInput): string {
  const random = createRandom(seed);
  const { canvas, defs } = createCanvas(WIDTH, HEIGHT, random, 's');
  const facade = random.pick(FACADES);
  const colours = random.pick(AWNINGS);
  const glass = canvas.def((id) => linearGradient(id, [[0, '#f4efe0'], [1, '#d9c9a4']]));
  const fells = ridgePoints(random, [-20, WIDTH + 20], 0.42 * HEIGHT, 0.26 * HEIGHT, 5, 0.8, 3);
  const goods = random.int(0, WINDOW_GOODS.length - 1);
  // One paint for all the goods: its gradients are defined once.
  const paint = productPaint(random.pick(['#c8102e', '#1f4e79', '#2e6b4f', '#f26b1d']), random.pick(['#f2a900', '#263238', '#e8e2d0']), 'sp');
  const art = artContext(paint.paint, random, 'sg');
  const stripes = canvas.def((id) => `<pattern id="${id}" width="80" height="44" patternUnits="userSpaceOnUse"><rect width="80" height="44" fill="${colours[1]}"/><rect width="40" height="44" fill="${colours[0]}"/></pattern>`);
  const boards = canvas.def((id) => `<pattern id="${id}" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M2,0V24" stroke="#000" stroke-width="2" opacity=".14"/></pattern>`);
  const body = [
    sky(canvas, '#7dbbe8', '#e8f4fb'),
    sun(canvas, between(random, 0.1, 0.3) * WIDTH, 0.14 * HEIGHT, 22, '#fffbea'),
    `<path d="${jaggedLayer(fells, HEIGHT)}" fill="#9fb9cc"/><path d="${snowCaps(random, fells, 0.28 * HEIGHT)}" fill="#f5f9fc"/>`,
    `<path d="${treeLine(random, [-20, WIDTH + 20], 0.6 * HEIGHT, 36, 96, 30, { floor: 0.9 * HEIGHT })}" fill="#2c4b40"/>`,
    rect(0, 560, WIDTH, 80, 0, '#cfc8bd'),
    line('M0,566H960', '#b3ab9e', 4),
    shape('M130,232L830,232L830,562L130,562Z', facade),
    rect(130, 232, 700, 330, 0, `url(#${boards})`),
    shape('M96,246L480,86L864,246L840,256L480,108L120,256Z', '#2b2f36'),
    shape('M150,236L480,104L810,236Z', facade),
    line('M150,236H810', '#000000', 3, ' opacity="0.2"'),
    rect(380, 158, 200, 56, 10, '#f3efe6'),
    line('M398,200L432,170L448,186L462,172L490,200', colours[0], 8),
    line('M506,186H562', colours[0], 8),
    awning(160, 260, 286, stripes, colours[0]), awning(540, 260, 286, stripes, colours[0]),
    shopWindow(170, WINDOW_GOODS[goods], art, 'sa', glass),
    shopWindow(550, WINDOW_GOODS[(goods + 1) % WINDOW_GOODS.length], art, 'sb', glass),
    rect(432, 340, 96, 222, 6, '#2b2f36'),
    rect(442, 350, 76, 120, 4, `url(#${glass})`),
    circle(508, 470, 6, '#d9d2c4'),
    circle(412, 370, 22, '#ffe9a8', 0.35), circle(412, 370, 8, '#ffe9a8'),
    circle(548, 370, 22, '#ffe9a8', 0.35), circle(548, 370, 8, '#ffe9a8'),
    rect(96, 520, 64, 44, 6, '#6b4a32'), shape('M128,450L152,522L104,522Z', '#2c4b40'),
    rect(800, 520, 64, 44, 6, '#6b4a32'), shape('M832,450L856,522L808,522Z', '#2c4b40'),
  ].join('');
  return svgDocument({ width: WIDTH, height: HEIGHT, title, defs: defs.join('') + paint.defs, body });
}
