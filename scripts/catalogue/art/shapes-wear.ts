import { between } from './prng.ts';
import { circle, group, line, rect, shape, translate } from './draw.ts';
import { mirrored } from './outline.ts';
import type { ArtContext } from './paint.ts';
import type { SilhouetteArt } from './silhouette-types.ts';
import { d, num } from './svg.ts';

/** A finger of a glove: a capsule standing on y = base, rounded top at y = top. */
const finger = (x: number, width: number, top: number, base: number): string => {
  const r = width / 2;
  return d`M${x},${base}L${x},${top + r}A${r},${r} 0 0 1 ${x + width},${top + r}L${x + width},${base}Z`;
};

/** A fluffy pompom: a circle whose radius wobbles by the seed. */
function pompom({ paint, random }: ArtContext, cx: number, cy: number, radius: number): string {
  const points = [...Array(28)].map((_, i) => {
    const angle = (i / 28) * Math.PI * 2;
    const r = radius + (i % 2 ? between(random, -10, -4) : between(random, 0, 6));
    return `${num(cx + Math.cos(angle) * r)},${num(cy + Math.sin(angle) * r)}`;
  });
  return shape(`M${points.join('L')}Z`, paint.accent) + circle(cx - radius * 0.3, cy - radius * 0.3, radius * 0.35, paint.shine, 0.25);
}

export const wearShapes = {
  trousers: {
    shadow: [400, 700, 200],
    features: { pockets: ['thigh', 'hand', 'cargo'], knees: ['plain', 'patches'], hems: ['reinforced', 'zipped'] },
    draw({ paint, random, design }: ArtContext) {
      const pocket = between(random, 0, 14);
      const { pockets, knees, hems } = design.features;
      return [
        mirrored([
          shape('M402,148L276,148C264,300 248,480 236,668L362,672L394,332L402,332Z', paint.body),
          rect(274, 146, 130, 38, 6, paint.deep),
          rect(300, 152, 12, 38, 3, paint.dark),
          line('M280,196C310,230 330,240 352,246', paint.seam, 3),
          pockets === 'thigh' ? shape(d`M264,${360 + pocket}L316,${356 + pocket}L314,${446 + pocket}L262,${450 + pocket}Z`, paint.deep) + line(d`M264,${372 + pocket}L316,${368 + pocket}`, paint.accent, 5) : '',
          pockets === 'cargo' ? shape('M252,372L326,368L324,492L248,498Z', paint.deep) + shape('M250,362L328,358L327,394L250,399Z', paint.accent) + rect(282, 380, 12, 10, 3, paint.dark) : '',
          knees === 'patches' ? shape('M250,500L356,504L352,566L244,560Z', paint.deep, 0.85) : '',
          line('M268,480C290,494 320,494 350,488', paint.seam, 3),
          hems === 'zipped' ? line('M242,560L238,640', paint.dark, 5) + rect(234, 566, 12, 24, 3, paint.metal) : '',
          shape('M238,640L362,644L360,672L236,668Z', hems === 'reinforced' ? paint.accent : paint.deep),
          shape('M282,200C276,300 266,440 258,560L270,560C278,440 288,300 294,200Z', paint.shine, 0.14),
        ].join('')),
        line('M400,186V300C400,312 394,320 384,326', paint.seam, 3),
      ].join('');
    },
  },
  glove: {
    shadow: [400, 712, 170],
    draw({ paint, random }: ArtContext) {
      const knuckle = between(random, 334, 352);
      return group(`rotate(${between(random, -8, -3).toFixed(1)} 400 420)`, [
        shape('M292,520L508,520L534,688C470,700 330,700 266,688Z', paint.deep),
        group(translate(304, 480, -42), shape(finger(-32, 64, -190, 20), paint.body)),
        shape(finger(288, 60, 150, 360), paint.body),
        shape(finger(352, 60, 118, 360), paint.body),
        shape(finger(416, 58, 136, 360), paint.body),
        shape(finger(478, 50, 188, 360), paint.body),
        shape('M286,330L528,330L522,560C450,574 350,574 292,560Z', paint.body),
        shape(d`M286,${knuckle}L528,${knuckle}L527,${knuckle + 40}L287,${knuckle + 40}Z`, paint.accent),
        line('M348,300V340M412,300V340M474,300V340', paint.seam, 3),
        rect(420, 540, 110, 48, 10, paint.accent),
        line('M270,676C330,686 470,686 530,676', paint.dark, 6),
        rect(508, 650, 20, 34, 6, paint.dark),
        shape('M300,170C300,160 310,156 318,156L318,320L300,320Z', paint.shine, 0.25),
      ].join(''));
    },
  },
  beanie: {
    shadow: [400, 686, 200],
    draw(art: ArtContext) {
      const { paint, random } = art;
      const stripe = between(random, 330, 400);
      const ribs = [...Array(17)].map((_, i) => `M${num(224 + i * 22)},520V622`).join('');
      return [
        shape('M226,530C222,330 300,220 400,220C500,220 578,330 574,530Z', paint.body),
        shape(d`M${240 - (stripe - 330) * 0.2},${stripe}C300,${stripe - 10} 500,${stripe - 10} ${560 + (stripe - 330) * 0.2},${stripe}L${566 + (stripe - 330) * 0.15},${stripe + 34}C500,${stripe + 24} 300,${stripe + 24} ${234 - (stripe - 330) * 0.15},${stripe + 34}Z`, paint.accent),
        line('M300,300C290,380 290,460 300,520M400,230V520M500,300C510,380 510,460 500,520', paint.seam, 3, ' opacity="0.35"'),
        shape('M206,520C206,506 216,498 230,498L570,498C584,498 594,506 594,520L594,616C594,632 584,640 570,640L230,640C216,640 206,632 206,616Z', paint.deep),
        line(ribs, paint.seam, 4, ' opacity="0.55"'),
        rect(362, 540, 76, 46, 6, paint.accent),
        shape('M290,300C320,260 360,244 400,240L396,258C360,264 330,280 304,310Z', paint.shine, 0.3),
        pompom(art, 400, 206, 64),
      ].join('');
    },
  },
  sock: {
    shadow: [430, 700, 190],
    draw({ paint, random }: ArtContext) {
      const stripe = between(random, 200, 250);
      const outline = 'M318,136L488,136L490,420C492,452 506,470 530,486L640,548C700,582 690,676 618,680C590,682 566,672 540,656L380,562C328,530 314,494 314,446Z';
      return group(`rotate(${between(random, -6, 0).toFixed(1)} 460 420)`, [
        shape(outline, paint.body),
        shape('M314,446C314,494 328,530 380,562L400,574C420,520 400,470 356,444Z', paint.accent),
        shape('M584,518L640,548C700,582 690,676 618,680C590,682 566,672 548,660C580,630 596,570 584,518Z', paint.accent),
        shape('M318,136L488,136L488,214L318,214Z', paint.deep),
        line([...Array(8)].map((_, i) => `M${num(336 + i * 20)},146V204`).join(''), paint.seam, 4, ' opacity="0.5"'),
        shape(d`M316,${stripe + 24}L489,${stripe + 24}L489,${stripe + 44}L316,${stripe + 44}Z`, paint.accent),
        line('M330,300C380,310 430,310 488,300M330,360C380,370 430,370 488,360', paint.seam, 2, ' opacity="0.35"'),
        shape('M336,230L350,230L348,430L334,430Z', paint.shine, 0.22),
      ].join(''));
    },
  },
} satisfies Record<string, SilhouetteArt>;
