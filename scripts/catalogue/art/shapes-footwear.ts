import { between } from './prng.ts';
import { circle, group, line, rect, shape } from './draw.ts';
import type { ArtContext } from './paint.ts';
import type { SilhouetteArt } from './silhouette-types.ts';
import { d, num } from './svg.ts';

/** Lugs under an outsole, evenly spaced. */
const lugs = (fill: string, from: number, to: number, y: number, height: number): string =>
  [...Array(Math.floor((to - from) / 38))].map((_, i) => rect(from + i * 38, y, 24, height, 4, fill)).join('');

/** Lace strokes across the throat, from one point of the opening to the other. */
function laces(colour: string, [x1, y1]: [number, number], [x2, y2]: [number, number], count: number, length: number): string {
  const path = [...Array(count)].map((_, i) => {
    const t = (i + 0.5) / count;
    const [x, y] = [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t];
    return `M${num(x - length * 0.45)},${num(y - length * 0.55)}L${num(x + length * 0.45)},${num(y + length * 0.55)}`;
  });
  return line(path.join(''), colour, 7);
}

/** One sandal seen from above, toe up, centred on 0,0: footbed, toe and instep straps, heel strap with buckle. */
function sandalFromAbove({ paint }: ArtContext): string {
  const sole = 'M-6,-270C56,-270 96,-230 100,-160C104,-90 80,-40 74,20C68,80 84,150 76,210C68,262 40,284 -2,284C-44,284-70,262-76,212C-82,150-70,80-78,20C-86,-40-108,-100-100,-170C-92,-232-60,-270-6,-270Z';
  const strap = (y: number, width: number, h: number) => shape(d`M${-width},${y}C${-width / 2},${y - 20} ${width / 2},${y - 20} ${width},${y}L${width},${y + h}C${width / 2},${y + h - 20} ${-width / 2},${y + h - 20} ${-width},${y + h}Z`, paint.body);
  return [
    group('translate(0 14)', shape(sole, paint.dark)),
    shape(sole, paint.accent),
    shape('M-4,-244C44,-244 74,-212 76,-160C78,-100 56,-50 52,20C48,90 60,150 54,200C48,240 28,258-2,258C-34,258-50,240-54,200C-60,150-48,90-56,20C-62,-50-84,-100-78,-166C-72,-214-48,-244-4,-244Z', paint.accentDeep, 0.35),
    strap(-150, 108, 52),
    strap(-10, 94, 56),
    line('M-86,170C-90,250-50,300 0,300C50,300 90,250 86,170', paint.body, 26),
    line('M-84,30L-86,170M84,30L86,170', paint.body, 22),
    rect(-112, -12, 30, 44, 6, paint.metal), rect(-105, -4, 16, 28, 3, paint.dark),
    line('M-96,-146C-40,-168 40,-168 96,-146', paint.seam, 3, ' stroke-dasharray="6 6"'),
  ].join('');
}

export const footwearShapes = {
  shoe: {
    shadow: [415, 652, 280],
    draw({ paint, random }: ArtContext) {
      const swoosh = between(random, -16, 16);
      return group(`rotate(${between(random, -3, 1).toFixed(1)} 400 560)`, [
        shape('M136,562C134,604 160,628 200,630L652,630C682,630 696,610 692,584L688,560Z', paint.dark),
        lugs(paint.dark, 196, 660, 624, 16),
        shape('M140,544C136,576 150,598 188,602L656,604C684,604 694,584 690,556L686,516Z', paint.foam),
        line('M150,572C300,580 500,584 688,566', paint.accent, 6),
        shape('M150,552C142,516 170,496 226,486C300,474 360,452 408,420L470,372C500,352 532,344 556,352C580,362 604,366 628,358C656,350 676,362 682,392C688,430 690,480 686,520Z', paint.body),
        shape('M150,552C142,516 170,496 226,486L238,504C192,514 170,530 174,552Z', paint.deep),
        shape('M648,372C670,390 682,440 686,520L624,524C634,474 636,420 648,372Z', paint.deep),
        shape('M526,354C530,322 560,310 584,322L578,356Z', paint.deep),
        line('M556,352C580,362 604,366 628,358', paint.dark, 8),
        shape(d`M240,${540 + swoosh}C340,${516 + swoosh} 440,${486 + swoosh * 0.6} 540,${432 + swoosh * 0.3}L566,${452 + swoosh * 0.3}C460,${510 + swoosh * 0.6} 350,${540 + swoosh} 250,${556 + swoosh}Z`, paint.accent),
        laces(paint.shine, [414, 424], [544, 354], 5, 30),
        rect(668, 344, 18, 44, 6, paint.accent),
        shape('M240,494C300,482 350,466 390,440L396,450C356,476 306,494 246,506Z', paint.shine, 0.3),
      ].join(''));
    },
  },
  'hiking-boot': {
    shadow: [415, 666, 280],
    features: { rand: ['rubber', 'none'], collar: ['padded', 'plain'] },
    draw({ paint, random, design }: ArtContext) {
      const overlay = between(random, 0, 20);
      const { rand, collar } = design.features;
      const eyelets = [0, 1, 2, 3, 4].map((i) => {
        const [x, y] = [356 + i * 17, 428 - i * 37];
        return circle(x - 18, y - 8, 7, paint.metal) + circle(x + 18, y + 8, 7, paint.metal);
      }).join('');
      return [
        shape('M128,576C126,622 152,646 196,648L662,648C692,648 706,628 702,600L698,568Z', paint.dark),
        lugs(paint.dark, 186, 680, 640, 22),
        shape('M132,566C130,590 140,604 160,606L680,604C698,604 704,590 700,570L698,548Z', paint.deep),
        shape('M138,572C130,526 166,502 226,492C280,484 320,470 350,440L430,262C470,246 540,240 596,244C612,246 620,256 616,270C606,320 610,380 650,430C680,470 694,510 696,556Z', paint.body),
        shape(d`M300,${506 - overlay}C360,${490 - overlay} 420,${460 - overlay} 450,${420 - overlay}L520,${430 - overlay}C560,${480 - overlay} 620,${500 - overlay} 690,${510 - overlay}L696,556L310,570Z`, paint.deep, 0.5),
        shape('M138,572C130,526 166,502 226,492L240,516C188,524 166,544 168,572Z', paint.dark),
        shape('M616,300C612,350 620,400 650,430C680,470 694,510 696,556L640,560C636,480 616,400 600,330Z', paint.deep),
        shape('M432,264C426,226 458,206 502,218L488,252Z', paint.deep),
        collar === 'padded' ? shape('M430,262C470,246 540,240 596,244C612,246 620,256 616,270L612,302C550,292 480,296 418,312Z', paint.dark) : line('M430,264C480,250 550,246 612,256', paint.dark, 8),
        rand === 'rubber' ? shape('M132,566C130,540 150,524 190,516L196,540C168,546 156,556 158,572ZM640,520C660,524 690,534 698,556L700,572L664,574C660,556 652,540 636,534Z', paint.accent) : '',
        laces(paint.accent, [350, 440], [428, 272], 5, 40),
        eyelets,
        line('M230,500C280,492 320,478 346,450', paint.seam, 3, ' stroke-dasharray="7 6"'),
        shape('M470,254C510,248 560,246 590,250L588,258C556,256 512,258 474,262Z', paint.shine, 0.35),
      ].join('');
    },
  },
  sandal: {
    shadow: [400, 700, 260],
    draw(art: ArtContext) {
      const tilt = between(art.random, 4, 10);
      return group(`translate(284 410) rotate(${num(-tilt)})`, sandalFromAbove(art)) + group(`translate(516 410) rotate(${num(tilt)}) scale(-1 1)`, sandalFromAbove(art));
    },
  },
} satisfies Record<string, SilhouetteArt>;
