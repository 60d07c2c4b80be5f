import { between } from './prng.ts';
import { circle, ellipse, group, line, rect, shape, translate } from './draw.ts';
import type { ArtContext } from './paint.ts';
import type { SilhouetteArt } from './silhouette-types.ts';

/** A paddle blade pointing right from the shaft end at 0,0: asymmetric, wider above. */
const blade = ({ paint }: ArtContext): string => [
  shape('M0,-16C40,-58 150,-74 214,-58C244,-48 248,50 214,60C150,74 40,56 0,16Z', paint.body),
  shape('M176,-64C200,-66 212,-62 222,-55C246,-44 248,46 222,57C212,62 200,64 184,64C206,30 206,-30 176,-64Z', paint.accent),
  line('M10,0L196,-4', paint.seam, 6, ' opacity="0.5"'),
  shape('M40,-30C90,-54 150,-60 190,-54L188,-46C150,-50 96,-46 48,-24Z', paint.shine, 0.3),
].join('');

/** A telescopic trekking pole, top at y -310: foam grip, three sections with lever locks, small basket. */
function trekkingPole({ paint }: ArtContext, lockAt: number): string {
  const lock = (y: number) => rect(-13, y, 26, 24, 6, paint.accent) + rect(8, y + 2, 10, 20, 4, paint.dark);
  return [
    line('M-2,-300C-40,-290-44,-230-12,-214', paint.dark, 6),
    line('M0,-150V20', paint.base, 16),
    line('M0,20V180', paint.deep, 12),
    rect(-4.5, 176, 9, 116, 3, paint.metal),
    line('M-3,-140V10', paint.shine, 3, ' opacity="0.35"'),
    shape('M-20,-306C-6,-316 16,-314 24,-302C28,-260 24,-230 22,-196L-20,-196C-22,-230-26,-260-20,-306Z', paint.dark),
    rect(-20, -316, 42, 16, 7, paint.accent),
    rect(-14, -198, 28, 52, 6, paint.deep),
    line('M-12,-186H12M-12,-174H12M-12,-162H12', paint.seam, 2),
    lock(lockAt), lock(176),
    ellipse(0, 262, 22, 6, paint.dark),
    shape('M-5,288L5,288L2,312L-2,312Z', paint.metal),
  ].join('');
}

export const toolShapes = {
  knife: {
    shadow: [400, 640, 240],
    draw(art: ArtContext) {
      const { paint, random } = art;
      const rings = [0, 1, 2, 3].map((i) => rect(-214 + i * 44, -31, 12, 62, 2, paint.accent)).join('');
      return group(translate(400, 400, between(random, -30, -22)), [
        group('translate(30 100) rotate(4)', [
          shape('M-200,-36L170,-28C230,-24 270,-8 292,8C262,26 222,36 170,36L-200,36C-214,36-222,20-222,0C-222,-20-214,-36-200,-36Z', paint.dark),
          line('M-196,-24L168,-16C220,-12 250,-2 270,8', paint.seam, 2, ' stroke-dasharray="8 6"'),
          rect(-190, -52, 40, 104, 8, paint.dark),
          rect(-182, -44, 24, 88, 6, paint.deep),
        ].join('')),
        shape('M-18,-24L206,-24C236,-24 262,-14 288,-6C250,12 186,24 120,24L-18,24Z', paint.metal),
        shape('M-18,8L120,8C170,8 220,2 262,-6L288,-6C250,12 186,24 120,24L-18,24Z', '#ffffff', 0.35),
        line('M-18,-23H200', '#5f6870', 2),
        shape('M-20,-28L-246,-32C-268,-32-280,-16-280,0C-280,16-268,32-246,32L-20,28Z', paint.body),
        rings,
        rect(-22, -30, 14, 60, 3, paint.metal),
        rect(-292, -24, 20, 48, 8, paint.metal),
        shape('M-240,-22L-40,-20L-40,-14L-240,-14Z', paint.shine, 0.3),
      ].join(''));
    },
  },
  'kayak-paddle': {
    shadow: [400, 690, 260],
    draw(art: ArtContext) {
      const { paint, random } = art;
      return group(translate(400, 400, between(random, -40, -32)), [
        line('M-236,0H236', paint.dark, 18),
        line('M-230,-4H230', paint.shine, 3, ' opacity="0.25"'),
        rect(-40, -11, 80, 22, 6, paint.accent),
        group('translate(226 0) scale(0.8)', blade(art)),
        group('translate(-226 0) scale(-0.8 0.34)', blade(art)),
        ellipse(160, 0, 9, 24, paint.accentDeep), ellipse(-160, 0, 9, 24, paint.accentDeep),
        circle(0, 0, 6, paint.dark),
      ].join(''));
    },
  },
  'trekking-pole': {
    shadow: [400, 716, 150],
    draw(art: ArtContext) {
      const spread = between(art.random, 4, 8);
      const lockAt = between(art.random, 8, 20);
      return group(translate(354, 396, -spread), trekkingPole(art, lockAt)) + group(translate(446, 400, spread), trekkingPole(art, lockAt));
    },
  },
} satisfies Record<string, SilhouetteArt>;
