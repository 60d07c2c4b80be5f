import { between } from './prng.ts';
import { circle, ellipse, group, line, rect, shape } from './draw.ts';
import type { ArtContext } from './paint.ts';
import type { SilhouetteArt } from './silhouette-types.ts';
import { d } from './svg.ts';

export const campShapes = {
  tent: {
    shadow: [410, 640, 320],
    draw({ paint, random }: ArtContext) {
      const door = between(random, 0, 1) < 0.5;
      return [
        line('M160,600L96,648M660,600L724,648M300,330L200,640M540,330L640,640', paint.seam, 2, ' opacity="0.55"'),
        line('M96,648L92,636M724,648L728,636', paint.dark, 5),
        shape('M110,630C150,450 250,300 420,250C590,290 670,440 706,630Z', paint.body),
        shape('M420,250C590,290 670,440 706,630L560,630C540,470 490,330 420,250Z', paint.deep, 0.55),
        shape('M240,630C262,470 330,370 420,330C500,370 548,470 566,630Z', paint.deep),
        door
          ? shape('M300,630C318,520 360,440 420,410C470,440 504,520 514,630Z', paint.dark)
          : shape('M420,360C470,400 510,480 522,630L420,630Z', paint.dark),
        line('M240,630C262,470 330,370 420,330C500,370 548,470 566,630', paint.accent, 6),
        line('M120,628C160,440 270,290 420,252C590,290 672,440 704,628', paint.dark, 4, ' opacity="0.5"'),
        line('M180,420C260,300 360,262 420,252', paint.accent, 5),
        rect(400, 236, 40, 22, 6, paint.accent),
        shape('M110,630L706,630L712,646L104,646Z', paint.dark),
        shape('M200,470C240,380 300,320 360,290L368,300C312,334 258,392 218,480Z', paint.shine, 0.25),
      ].join('');
    },
  },
  stove: {
    shadow: [400, 700, 180],
    draw({ paint, random }: ArtContext) {
      const flame = between(random, 0.9, 1.15);
      return [
        shape('M282,690C262,690 252,680 252,660L252,520C252,472 312,448 400,448C488,448 548,472 548,520L548,660C548,680 538,690 518,690Z', paint.body),
        shape('M252,560L548,560L548,630L252,630Z', paint.accent),
        line('M252,560H548M252,630H548', paint.accentDeep, 3),
        shape('M290,500C320,480 360,472 400,472L400,484C364,486 330,494 300,510Z', paint.shine, 0.35),
        shape('M272,540L286,540L286,660L272,660Z', paint.shine, 0.3),
        rect(372, 420, 56, 32, 6, paint.metal),
        rect(378, 352, 44, 72, 8, paint.metal),
        line('M428,392C470,392 500,400 520,420C530,440 512,450 496,440', paint.metal, 7),
        rect(430, 378, 26, 26, 8, paint.accent),
        shape('M318,330L482,330L462,356L338,356Z', paint.metal),
        line('M310,330L232,312M490,330L568,312M400,336L400,350', paint.dark, 10),
        line('M232,312L236,296M568,312L564,296', paint.dark, 10),
        ellipse(400, 328, 82, 10, paint.dark),
        group(`translate(400 326) scale(${flame.toFixed(2)})`, [
          shape('M-60,0C-60,-30-40,-40-30,-70C-20,-40 0,-40 0,-90C0,-40 20,-40 30,-70C40,-40 60,-30 60,0Z', '#3d7bf0', 0.85),
          shape('M-36,0C-36,-22-22,-30-14,-50C-6,-30 6,-30 14,-50C22,-30 36,-22 36,0Z', '#9fd0ff', 0.9),
        ].join('')),
      ].join('');
    },
  },
  headlamp: {
    shadow: [400, 650, 250],
    draw({ paint, random }: ArtContext) {
      const beam = between(random, 0.25, 0.4);
      return [
        shape('M140,430C140,370 260,330 400,330C540,330 660,370 660,430C660,490 540,530 400,530C260,530 140,490 140,430ZM176,430C176,472 280,500 400,500C520,500 624,472 624,430C624,392 520,362 400,362C280,362 176,392 176,430Z', paint.accent),
        line('M176,430C176,472 280,500 400,500C520,500 624,472 624,430', paint.accentDeep, 3, ' stroke-dasharray="10 8"'),
        shape('M400,330C470,330 540,338 600,352L596,372C540,358 470,352 400,352Z', paint.accentDeep, 0.6),
        shape('M296,356C296,336 312,324 334,324L466,324C488,324 504,336 504,356L504,500C504,520 488,532 466,532L334,532C312,532 296,520 296,500Z', paint.body),
        circle(400, 428, 72, paint.dark),
        circle(400, 428, 60, paint.metal),
        circle(400, 428, 34, '#fff8d6'),
        circle(400, 428, 58, '#fff3b0', beam),
        circle(386, 414, 10, '#ffffff', 0.9),
        rect(380, 300, 40, 28, 8, paint.accent),
        circle(470, 506, 8, '#e53935'),
        shape('M312,350C312,340 320,336 330,336L420,336L420,344L330,344C324,344 320,348 320,356L320,420L312,420Z', paint.shine, 0.35),
      ].join('');
    },
  },
  'water-bottle': {
    shadow: [400, 700, 130],
    draw({ paint, random }: ArtContext) {
      const label = between(random, 430, 500);
      return [
        shape('M318,250C318,220 340,206 360,196L360,176L440,176L440,196C460,206 482,220 482,250L482,660C482,680 468,694 448,694L352,694C332,694 318,680 318,660Z', paint.body),
        shape(d`M318,${label}L482,${label}L482,${label + 110}L318,${label + 110}Z`, paint.accent),
        line(d`M318,${label + 30}H482`, paint.accentDeep, 4),
        rect(346, 120, 108, 66, 14, paint.dark),
        line('M360,130C340,90 370,66 400,66C430,66 460,90 440,130', paint.dark, 12),
        line('M356,150H444M356,166H444', paint.seam, 3, ' opacity="0.5"'),
        shape('M340,260C340,240 348,230 358,224L364,232C356,240 352,250 352,264L352,640L340,640Z', paint.shine, 0.4),
        rect(318, 640, 164, 10, 4, paint.deep),
      ].join('');
    },
  },
} satisfies Record<string, SilhouetteArt>;
