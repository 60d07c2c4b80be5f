import { between } from './prng.ts';
import { circle, ellipse, group, line, rect, shape, translate } from './draw.ts';
import type { ArtContext } from './paint.ts';
import type { SilhouetteArt } from './silhouette-types.ts';
import { d } from './svg.ts';

/** A buckle on a ski boot: plastic lever with a metal bail, rotated along the shell. */
const buckle = ({ paint }: ArtContext, x: number, y: number, angle: number): string =>
  group(translate(x, y, angle), rect(-40, -11, 80, 22, 8, paint.dark) + rect(-28, -5, 40, 10, 4, paint.metal) + rect(18, -8, 16, 16, 4, paint.accent));

export const skiGearShapes = {
  'ski-boot': {
    shadow: [405, 690, 250],
    features: { buckles: ['four', 'three'], strap: ['velcro', 'booster'] },
    draw(art: ArtContext) {
      const { paint, random } = art;
      const { buckles, strap } = art.design.features;
      const lean = between(random, -2, 2);
      const shell = 'M196,612C192,566 226,540 284,524C336,510 366,492 386,456L352,214C420,196 500,186 566,178C584,176 594,188 592,206L604,462C616,512 624,560 618,612Z';
      return group(`rotate(${lean.toFixed(1)} 400 600)`, [
        shape('M352,232C340,170 380,138 446,136C512,134 566,146 586,200L588,260L356,262Z', paint.dark),
        shape('M360,214C372,168 410,150 452,150L470,150C440,166 420,190 410,216Z', paint.accent),
        shape(shell, paint.body),
        shape('M386,456C470,440 540,430 604,428L604,462C540,466 470,476 392,494Z', paint.deep),
        shape('M360,226C430,212 510,202 588,196L590,240C510,246 432,256 366,272Z', paint.dark),
        strap === 'booster' ? shape('M358,232C430,218 510,208 588,202L589,228C510,234 432,244 362,258Z', paint.accent) + rect(470, 222, 40, 28, 5, paint.dark) : rect(470, 226, 40, 20, 5, paint.accent),
        shape('M560,300C580,298 596,300 598,310L602,420C590,424 574,424 562,420Z', paint.accent),
        circle(566, 446, 14, paint.metal),
        shape('M232,560C270,540 320,530 360,520L356,534C318,544 274,556 240,572Z', paint.shine, 0.35),
        line('M366,300L384,440', paint.shine, 6, ' opacity="0.3"'),
        buckle(art, 300, 548, -18), buckle(art, 398, 480, -12),
        buckles === 'four' ? buckle(art, 398, 392, -8) + buckle(art, 386, 316, -8) : buckle(art, 392, 350, -8),
        shape('M180,606L632,606C640,606 644,612 644,620L644,656L566,656L560,644L262,644L256,656L182,656C176,656 172,652 172,646L172,614C172,610 176,606 180,606Z', paint.dark),
        rect(200, 616, 400, 8, 4, paint.seam),
      ].join(''));
    },
  },
  'ski-binding': {
    shadow: [400, 660, 280],
    draw({ paint, random }: ArtContext) {
      const lever = between(random, -22, -14);
      return [
        shape('M80,590C80,578 90,572 104,572L700,572C712,572 720,578 720,590C720,602 712,608 700,608L104,608C90,608 80,602 80,590Z', paint.dark),
        rect(84, 566, 632, 8, 4, paint.accent),
        rect(300, 540, 210, 26, 6, paint.metal),
        line('M540,566L520,650M612,566L632,650', paint.dark, 10),
        shape('M150,566L158,500C164,462 196,444 236,444L302,448C328,450 342,468 342,494L344,566Z', paint.body),
        shape('M330,470L372,464C380,464 384,470 384,478L384,492C384,500 378,504 370,504L334,506Z', paint.dark),
        rect(200, 476, 70, 30, 8, paint.shine),
        line('M212,491H258', paint.seam, 3),
        circle(178, 520, 10, paint.metal),
        shape('M188,456C220,448 270,448 300,454L298,464C270,460 222,460 192,468Z', paint.shine, 0.35),
        shape('M476,566L486,462C490,426 520,404 560,404L630,404C664,404 682,428 684,462L694,566Z', paint.body),
        shape('M444,446L492,440L492,484L448,488Z', paint.dark),
        group(`rotate(${lever.toFixed(1)} 640 410)`, shape('M610,398L748,392C760,392 766,400 764,410C762,420 754,424 744,424L612,426Z', paint.accent)),
        rect(520, 470, 120, 54, 12, paint.deep),
        line('M540,497H620', paint.accent, 6),
        shape('M504,420C530,410 590,410 620,414L618,426C590,422 534,424 508,432Z', paint.shine, 0.35),
      ].join('');
    },
  },
  helmet: {
    shadow: [410, 680, 230],
    draw({ paint, random }: ArtContext) {
      const stripe = between(random, 0, 30);
      const vent = (x: number, y: number, angle: number) => group(translate(x, y, angle), rect(-34, -9, 68, 18, 9, paint.dark));
      return [
        line('M420,560C440,610 420,650 380,664', paint.dark, 12),
        shape('M330,470C316,560 350,616 414,620C476,622 506,570 500,476Z', paint.dark),
        ellipse(414, 540, 44, 44, paint.deep),
        shape('M170,430C176,290 282,198 424,196C566,194 656,292 656,436C656,486 644,520 628,548L572,548C540,500 492,478 438,474L262,462C222,460 196,452 170,430Z', paint.body),
        shape(d`M196,${330 - stripe * 0.2}C250,${240 - stripe} 350,${196 - stripe * 0.2} 440,${196 - stripe * 0.1}L440,${226 - stripe * 0.1}C360,${226 - stripe * 0.2} 270,${262 - stripe} 210,${350 - stripe * 0.2}Z`, paint.accent),
        shape('M160,440C190,464 240,474 300,476L264,462C222,460 196,452 170,430Z', paint.dark),
        shape('M150,446C160,434 178,434 200,446L186,460C174,456 160,456 150,446Z', paint.dark),
        vent(380, 226, -6), vent(476, 228, 8), vent(560, 266, 30),
        rect(624, 400, 30, 56, 8, paint.accent),
        shape('M262,300C300,250 360,226 420,222L416,238C362,244 312,266 276,308Z', paint.shine, 0.4),
        line('M262,462L438,474C492,478 540,500 572,548', paint.seam, 3),
      ].join('');
    },
  },
  goggles: {
    shadow: [400, 640, 260],
    draw({ paint, random }: ArtContext) {
      const frame = 'M170,316C170,262 220,248 400,248C580,248 630,262 630,316L630,430C630,482 594,498 540,498C490,498 470,468 440,452C424,444 376,444 360,452C330,468 310,498 260,498C206,498 170,482 170,430Z';
      const lens = 'M196,322C196,286 232,276 400,276C568,276 604,286 604,322L604,426C604,464 576,474 538,474C500,474 478,448 446,432C424,422 376,422 354,432C322,448 300,474 262,474C224,474 196,464 196,426Z';
      const streak = between(random, 250, 330);
      return [
        shape('M60,330C110,318 150,318 176,322L176,408C150,412 110,412 60,420Z', paint.accent),
        shape('M740,330C690,318 650,318 624,322L624,408C650,412 690,412 740,420Z', paint.accent),
        line('M70,350C110,342 140,342 170,344M730,350C690,342 660,342 630,344', paint.accentDeep, 6),
        shape(frame, paint.body),
        shape(lens, paint.lens),
        shape(d`M${streak},282L${streak + 70},282L${streak - 10},468L${streak - 60},468Z`, paint.shine, 0.22),
        shape(d`M${streak + 90},282L${streak + 110},282L${streak + 30},468L${streak + 10},468Z`, paint.shine, 0.18),
        line('M196,322C196,286 232,276 400,276C568,276 604,286 604,322', paint.shine, 4, ' opacity="0.5"'),
        line('M186,470C220,490 250,490 260,490', paint.seam, 3),
        rect(380, 254, 40, 14, 6, paint.accent),
      ].join('');
    },
  },
} satisfies Record<string, SilhouetteArt>;
