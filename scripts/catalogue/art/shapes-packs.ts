import { between } from './prng.ts';
import { circle, ellipse, line, rect, shape } from './draw.ts';
import { scallop } from './outline.ts';
import type { ArtContext } from './paint.ts';
import type { SilhouetteArt } from './silhouette-types.ts';
import { d } from './svg.ts';

/** A compression strap with its buckle crossing a pack's side at height y. */
const sideStrap = ({ paint }: ArtContext, x1: number, x2: number, y: number): string =>
  line(d`M${x1},${y}L${x2},${y - 6}`, paint.dark, 12) + rect((x1 + x2) / 2 - 14, y - 16, 28, 20, 5, paint.dark) + rect((x1 + x2) / 2 - 8, y - 11, 16, 10, 2, paint.metal);

export const packShapes = {
  backpack: {
    shadow: [400, 700, 220],
    features: { front: ['zip', 'mesh'], lid: ['accent', 'body'] },
    draw(art: ArtContext) {
      const { paint, random } = art;
      const pocketTop = between(random, 400, 440);
      const { front, lid } = art.design.features;
      return [
        shape('M300,220C290,180 296,150 320,150L332,150C314,170 312,196 318,224ZM500,220C510,180 504,150 480,150L468,150C486,170 488,196 482,224Z', paint.dark),
        shape('M276,560L176,582C160,600 166,626 188,632L278,616ZM524,560L624,582C640,600 634,626 612,632L522,616Z', paint.dark),
        shape('M200,590L260,578L262,606L206,616Z M600,590L540,578L538,606L594,616Z', paint.accent),
        shape('M286,210C286,170 330,150 400,150C470,150 514,170 514,210L532,620C532,660 502,676 462,676L338,676C298,676 268,660 268,620Z', paint.body),
        shape('M268,300C250,320 248,470 262,560L276,560L282,300ZM532,300C550,320 552,470 538,560L524,560L518,300Z', paint.deep),
        shape('M274,228C268,150 330,116 400,116C470,116 532,150 526,228C480,250 320,250 274,228Z', lid === 'accent' ? paint.accent : paint.deep),
        line('M290,226C340,240 460,240 510,226', paint.accentDeep, 4),
        line('M360,120C360,90 440,90 440,120', paint.dark, 8),
        shape(d`M312,${pocketTop}C360,${pocketTop - 10} 440,${pocketTop - 10} 488,${pocketTop}L500,630C460,650 340,650 300,630Z`, paint.deep),
        front === 'zip'
          ? line(d`M312,${pocketTop + 6}C360,${pocketTop - 4} 440,${pocketTop - 4} 488,${pocketTop + 6}`, paint.dark, 6)
          : line(d`M${320},${pocketTop + 20}L480,${pocketTop + 20}M316,${pocketTop + 60}L484,${pocketTop + 60}M312,${pocketTop + 100}L488,${pocketTop + 100}M310,${pocketTop + 140}L492,${pocketTop + 140}`, paint.dark, 3, ' opacity="0.5"'),
        sideStrap(art, 262, 300, 320), sideStrap(art, 538, 500, 320),
        sideStrap(art, 270, 312, 520), sideStrap(art, 530, 488, 520),
        line('M400,262V380', paint.dark, 8),
        rect(384, 250, 32, 18, 5, paint.dark),
        line('M300,650C340,664 460,664 500,650', paint.seam, 3),
        shape('M300,260C296,330 294,420 292,500L304,500C306,420 308,330 312,260Z', paint.shine, 0.25),
      ].join('');
    },
  },
  daypack: {
    shadow: [400, 696, 190],
    features: { front: ['zip', 'bungee'] },
    draw({ paint, random, design }: ArtContext) {
      const pull = between(random, 0, 30);
      const bungee = design.features.front === 'bungee';
      return [
        shape('M276,560C250,580 244,630 262,664L296,664L290,560ZM524,560C550,580 556,630 538,664L504,664L510,560Z', paint.deep),
        shape('M270,640L270,330C270,220 330,170 400,170C470,170 530,220 530,330L530,640C530,664 510,676 480,676L320,676C290,676 270,664 270,640Z', paint.body),
        line('M296,560C300,400 296,330 300,310C320,226 360,198 400,198C440,198 480,226 500,310C504,330 500,400 504,560', paint.dark, 6),
        rect(290 + pull, 250 - pull * 1.4, 16, 40, 6, paint.accent),
        shape('M310,440C310,412 326,400 350,400L450,400C474,400 490,412 490,440L494,620C494,640 480,648 460,648L340,648C320,648 306,640 306,620Z', paint.deep),
        line('M316,430C330,412 470,412 484,430', paint.dark, 5),
        rect(460, 420, 14, 34, 5, paint.accent),
        bungee ? line('M326,470L474,540M474,470L326,540M326,540L474,610M474,540L326,610', paint.accent, 4) : rect(340, 470, 120, 20, 6, paint.accent),
        line('M400,170V140', paint.dark, 10),
        line('M384,150C384,120 416,120 416,150', paint.dark, 7),
        rect(350, 580, 20, 50, 5, paint.dark), rect(430, 580, 20, 50, 5, paint.dark),
        shape('M310,300C318,250 346,216 380,204L384,214C354,228 330,260 322,306Z', paint.shine, 0.3),
      ].join('');
    },
  },
  'sleeping-bag': {
    shadow: [400, 708, 170],
    draw(art: ArtContext) {
      const { paint, random } = art;
      const right = scallop([548, 250], [472, 690], 7, 10, -1);
      const left = scallop([328, 690], [252, 250], 7, 10, -1);
      const outline = `M400,110C490,110 548,170 548,250${right.path}C450,706 350,706 328,690${left.path}C252,170 310,110 400,110Z`;
      const baffles = right.joints.slice(0, -1).map((p, i) => {
        const q = left.joints[left.joints.length - 2 - i];
        return line(d`M${p[0]},${p[1]}C${p[0] - 60},${p[1] + 18} ${q[0] + 60},${q[1] + 18} ${q[0]},${q[1]}`, paint.seam, 3);
      }).join('');
      const zipX = between(random, 462, 478);
      return [
        shape(outline, paint.body),
        baffles,
        right.joints.slice(0, -1).map((p, i) => {
          const q = left.joints[left.joints.length - 2 - i];
          return ellipse((p[0] + q[0]) / 2 - 20, (p[1] + q[1]) / 2 - 24, (p[0] - q[0]) * 0.3, 11, paint.shine, 0.14);
        }).join(''),
        shape('M400,150C462,150 500,190 500,240C500,296 456,320 400,320C344,320 300,296 300,240C300,190 338,150 400,150Z', paint.deep),
        shape('M400,178C446,178 472,206 472,242C472,280 440,298 400,298C360,298 328,280 328,242C328,206 354,178 400,178Z', paint.dark),
        line('M300,244C300,320 500,320 500,244', paint.accent, 7),
        circle(330, 318, 10, paint.accent),
        line(d`M${zipX},300C${zipX + 10},420 ${zipX - 4},560 ${zipX - 20},680`, paint.accent, 6),
        rect(zipX - 6, 320, 14, 28, 4, paint.metal),
      ].join('');
    },
  },
  'sleeping-mat': {
    shadow: [400, 630, 280],
    draw({ paint, random }: ArtContext) {
      const tubes = [1, 2, 3, 4, 5, 6, 7].map((i) => i / 8);
      const edge = (t: number) => [190 - t * 40, 330 + t * 222, 610 + t * 40] as const;
      const lines = tubes.map((t) => {
        const [l, y, r] = edge(t);
        return line(d`M${l + 14},${y}L${r - 14},${y}`, paint.seam, 3, ' opacity="0.6"') + line(d`M${l + 18},${y + 12}L${r - 18},${y + 12}`, paint.shine, 4, ' opacity="0.25"');
      }).join('');
      const sackX = between(random, 610, 640);
      return [
        shape('M150,550L650,550L650,580C650,594 640,600 626,600L174,600C160,600 150,594 150,580Z', paint.deep),
        shape('M206,330L594,330C606,330 612,336 614,344L650,540C652,547 648,552 640,552L160,552C152,552 148,547 150,540L186,344C188,336 194,330 206,330Z', paint.body),
        lines,
        circle(186, 574, 10, paint.dark), circle(186, 574, 5, paint.accent),
        ellipse(sackX, 610, 52, 20, paint.accentDeep),
        shape(d`M${sackX - 52},610L${sackX - 52},430C${sackX - 52},410 ${sackX + 52},410 ${sackX + 52},430L${sackX + 52},610Z`, paint.accent),
        ellipse(sackX, 430, 52, 18, paint.accentDeep),
        line(d`M${sackX},420C${sackX + 20},390 ${sackX + 40},392 ${sackX + 44},404`, paint.dark, 4),
        line(d`M${sackX - 50},470C${sackX - 20},480 ${sackX + 20},480 ${sackX + 50},470`, paint.accentDeep, 3),
      ].join('');
    },
  },
} satisfies Record<string, SilhouetteArt>;
