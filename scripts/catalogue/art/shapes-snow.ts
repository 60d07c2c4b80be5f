import { between } from './prng.ts';
import { ellipse, group, line, rect, shape, translate } from './draw.ts';
import type { ArtContext } from './paint.ts';
import type { SilhouetteArt } from './silhouette-types.ts';
import { d } from './svg.ts';

/** One alpine ski seen from above, tip up, centred on 0,0: shovel wider than the waist (sidecut). */
function alpineSki({ paint, design }: ArtContext, stripeY: number, binding: boolean): string {
  const graphic = design.features.graphic;
  const outline = 'M-28,-236C-30,-292-16,-320 0,-320C16,-320 30,-292 28,-236C19,-110 19,100 26,250C27,292 18,314 0,314C-18,314-27,292-26,250C-19,100-19,-110-28,-236Z';
  return [
    shape(outline, paint.body),
    line(outline, paint.seam, 2),
    graphic === 'stripe' ? shape(d`M-27,${stripeY}L27,${stripeY - 34}L27,${stripeY - 8}L-27,${stripeY + 26}Z`, paint.accent) : '',
    graphic === 'chevron' ? shape(d`M-27,${stripeY}L0,${stripeY - 34}L27,${stripeY}L27,${stripeY + 24}L0,${stripeY - 10}L-27,${stripeY + 24}Z`, paint.accent) : '',
    graphic === 'split' ? shape('M-28,-236C-30,-292-16,-320 0,-320C16,-320 30,-292 28,-236C25,-190 24,-150 23,-110L-23,-110C-24,-150-25,-190-28,-236Z', paint.accent) : '',
    shape('M-24,160L24,140L25,200L-25,222Z', paint.accent),
    shape('M-4,-300C-2,-230-2,-120-4,-60L4,-60C2,-120 2,-230 4,-300Z', paint.shine, 0.35),
    binding ? [rect(-24, -66, 48, 60, 14, paint.dark), rect(-15, -8, 30, 54, 4, paint.metal), rect(-26, 42, 52, 74, 16, paint.dark), rect(-12, -54, 24, 16, 5, paint.accent), rect(-16, 96, 32, 12, 5, paint.accent)].join('') : '',
  ].join('');
}

/** A narrower cross-country ski with a pointed, upturned tip and a slim NNN binding. */
function nordicSki({ paint, design }: ArtContext, stripeY: number): string {
  const outline = 'M0,-348C11,-343 21,-320 21,-290L21,332C21,342 13,348 0,348C-13,348-21,342-21,332L-21,-290C-21,-320-11,-343 0,-348Z';
  return [
    shape(outline, paint.body),
    line(outline, paint.seam, 2),
    design.features.tip === 'accent' ? shape('M0,-348C11,-343 21,-320 21,-290L-21,-290C-21,-320-11,-343 0,-348Z', paint.accent) : '',
    shape(d`M-21,${stripeY}L21,${stripeY + 60}L21,${stripeY + 76}L-21,${stripeY + 16}Z`, paint.accent),
    shape(d`M-21,${stripeY + 30}L21,${stripeY + 90}L21,${stripeY + 98}L-21,${stripeY + 38}Z`, paint.accent),
    rect(-12, -20, 24, 92, 6, paint.dark),
    rect(-8, -32, 16, 22, 4, paint.metal),
    line('M-7,0H7M-7,14H7M-7,28H7M-7,42H7', paint.seam, 2),
  ].join('');
}

/** A ski pole: moulded grip with strap, straight shaft, powder basket and tip; top at y -300. */
function skiPole({ paint }: ArtContext): string {
  return [
    line('M-4,-288C-46,-276-50,-210-14,-196', paint.dark, 7),
    line('M0,-150V268', paint.base, 13),
    line('M-3,-140V250', paint.shine, 3, ' opacity="0.35"'),
    shape('M-20,-300C-8,-308 14,-306 22,-296C26,-250 24,-200 20,-150L-18,-150C-24,-178-18,-190-24,-210C-18,-230-24,-245-18,-262C-24,-278-26,-292-20,-300Z', paint.dark),
    rect(-22, -160, 44, 16, 6, paint.accent),
    rect(-17, -306, 34, 12, 5, paint.accent),
    ellipse(0, 222, 46, 12, paint.dark),
    ellipse(0, 219, 30, 7, paint.accent),
    shape('M-7,268L7,268L3,300L-3,300Z', paint.metal),
  ].join('');
}

export const snowShapes = {
  'alpine-ski': {
    shadow: [400, 720, 230],
    features: { graphic: ['stripe', 'chevron', 'split'] },
    draw(art: ArtContext) {
      const stripeY = between(art.random, -230, -150);
      return group(translate(400, 395, 24), group(translate(-40, 0), alpineSki(art, stripeY, true)) + group(translate(40, 16), alpineSki(art, stripeY, true)));
    },
  },
  'cross-country-ski': {
    shadow: [400, 730, 240],
    features: { tip: ['accent', 'plain'] },
    draw(art: ArtContext) {
      const stripeY = between(art.random, -200, -110);
      return group(translate(400, 395, -30), group(translate(-30, 0), nordicSki(art, stripeY)) + group(translate(30, 20), nordicSki(art, stripeY)));
    },
  },
  'ski-pole': {
    shadow: [400, 712, 150],
    draw(art: ArtContext) {
      const spread = between(art.random, 5, 9);
      return group(translate(350, 400, -spread), skiPole(art)) + group(translate(450, 404, spread), skiPole(art));
    },
  },
  snowshoe: {
    shadow: [400, 712, 170],
    draw({ paint, random }: ArtContext) {
      const frame = 'M400,104C496,104 526,200 524,330C522,472 474,602 432,694L368,694C326,602 278,472 276,330C274,200 304,104 400,104Z';
      const deck = 'M400,126C480,126 504,210 502,330C500,462 456,584 418,670L382,670C344,584 300,462 298,330C296,210 320,126 400,126Z';
      const strap = (y: number) => rect(318, y, 164, 24, 8, paint.accent) + rect(462, y + 4, 16, 16, 3, paint.metal);
      const teeth = [...Array(5)].map((_, i) => shape(d`M${344 + i * 24},398l8,24l8,-24Z`, paint.metal)).join('');
      return group(`rotate(${between(random, -12, -6).toFixed(1)} 400 400)`, [
        shape(frame, paint.metal),
        shape(deck, paint.body),
        line('M312,230C370,220 430,220 488,230M318,520C372,532 428,532 482,520', paint.seam, 3, ' opacity="0.5"'),
        rect(336, 270, 128, 130, 22, paint.dark),
        teeth,
        strap(268), strap(316), strap(364),
        line('M352,430C352,470 448,470 448,430', paint.accent, 16),
        rect(374, 440, 52, 70, 10, paint.dark),
        shape('M400,140C462,140 484,190 490,260L474,262C468,200 450,158 400,156Z', paint.shine, 0.3),
      ].join(''));
    },
  },
} satisfies Record<string, SilhouetteArt>;
