import { between } from './prng.ts';
import { circle, dashed, ellipse, line, rect, shape } from './draw.ts';
import { along, mirrored, scallop, type Point } from './outline.ts';
import type { ArtContext } from './paint.ts';
import type { SilhouetteArt } from './silhouette-types.ts';
import { d } from './svg.ts';

const zip = ({ paint }: ArtContext, top: number, bottom: number): string =>
  line(d`M400,${top}V${bottom}`, paint.dark, 5) + rect(393, top + 8, 14, 30, 4, paint.metal);

export const topShapes = {
  jacket: {
    shadow: [400, 706, 230],
    draw(art: ArtContext) {
      const { paint, random } = art;
      const yoke = random.next() < 0.6;
      const pocketX = between(art.random, 326, 350);
      return [
        mirrored(shape('M401,196L344,196C322,120 360,78 401,78Z', paint.deep)),
        mirrored([
          shape('M402,180L360,180C330,186 290,200 262,214C228,230 210,256 200,300L150,590C170,600 192,606 212,606L264,356L262,640C300,656 350,662 402,662Z', paint.body),
          yoke ? shape('M402,180L360,180C330,186 290,200 262,214C228,230 210,256 200,300L216,306C240,270 300,252 402,250Z', paint.accent) : '',
          shape('M150,590C170,600 192,606 212,606L218,580C198,582 176,576 156,566Z', paint.deep),
          line('M262,214C250,270 258,320 264,356', paint.seam, 3),
          line('M300,470L322,560', paint.dark, 5),
          shape('M352,186L348,138C366,130 386,128 402,128L402,194Z', paint.deep),
          line('M264,630C300,644 350,650 400,650', paint.seam, 2, ' opacity="0.6"'),
          shape('M214,330C222,300 236,276 256,262L262,276C246,292 236,314 230,340Z', paint.shine, 0.3),
        ].join('')),
        line(d`M${pocketX},232V320`, paint.accent, 6),
        zip(art, 130, 660),
        circle(270, 646, 7, paint.dark), circle(530, 646, 7, paint.dark),
      ].join('');
    },
  },
  fleece: {
    shadow: [400, 700, 230],
    draw(art: ArtContext) {
      const { paint, random } = art;
      const band = between(random, 300, 360);
      const texture = art.id('fl');
      const half = 'M402,176L356,176C320,184 286,198 258,212C222,230 204,262 196,310L160,586C180,596 206,600 226,598L270,360L268,632C300,650 350,656 402,656Z';
      return [
        `<defs><pattern id="${texture}" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="3" cy="4" r="2" fill="#fff" opacity=".14"/><circle cx="10" cy="11" r="2" fill="#000" opacity=".07"/></pattern></defs>`,
        mirrored([
          shape(half, paint.body),
          shape(half, `url(#${texture})`),
          shape(d`M402,${band}L269,${band - 6}L269,${band + 44}L402,${band + 50}Z`, paint.accent),
          shape('M160,586C180,596 206,600 226,598L230,572C210,574 188,570 166,562Z', paint.deep),
          shape('M268,606C300,624 350,630 402,630L402,656C350,656 300,650 268,632Z', paint.deep),
          shape('M350,180L346,124C366,118 386,116 402,116L402,182Z', paint.deep),
          line('M258,212C248,270 262,320 270,360', paint.seam, 3),
        ].join('')),
        zip(art, 118, 300),
      ].join('');
    },
  },
  'base-layer': {
    shadow: [400, 700, 210],
    draw(art: ArtContext) {
      const { paint, random } = art;
      const sleeves = random.next() < 0.5 ? paint.accent : paint.body;
      return [
        mirrored([
          shape('M402,188L360,184C340,192 318,206 300,222C276,240 258,262 244,300L166,572C182,584 200,590 218,590L282,352L286,640C320,652 360,656 402,656Z', paint.body),
          shape('M360,184C340,192 318,206 300,222C276,240 258,262 244,300L166,572C182,584 200,590 218,590L282,352Z', sleeves),
          shape('M166,572C182,584 200,590 218,590L222,570C206,570 190,566 174,556Z', paint.deep),
          dashed('M360,190L282,352', paint.accentDeep, 3, '6 5'),
          dashed('M284,360L288,636', paint.accentDeep, 3, '6 5'),
          line('M362,188C370,210 386,218 402,218', paint.deep, 12),
        ].join('')),
        ellipse(348, 260, 12, 8, paint.accent),
      ].join('');
    },
  },
  'down-jacket': {
    shadow: [400, 708, 240],
    draw(art: ArtContext) {
      const { paint } = art;
      const [shoulder, cuffOut, cuffIn, armpit, hem]: Point[] = [[262, 206], [146, 588], [214, 606], [266, 350], [258, 646]];
      const outer = scallop(shoulder, cuffOut, 5, 14, 1);
      const inner = scallop(cuffIn, armpit, 5, 12, 1);
      const side = scallop(armpit, hem, 5, 14, 1);
      const half = `M402,180L362,180C330,186 292,196 262,206${outer.path}L${cuffIn[0]},${cuffIn[1]}${inner.path}${side.path}C300,664 350,668 402,668Z`;
      const sleeveLines = outer.joints.slice(0, -1).map((p, i) => line(d`M${p[0]},${p[1]}L${inner.joints[3 - i][0]},${inner.joints[3 - i][1]}`, paint.seam, 3)).join('');
      const bodyLines = [armpit, ...side.joints.slice(0, -1)].map(([x, y]) => line(d`M${x},${y}C${x + 50},${y + 10} 350,${y + 10} 402,${y + 8}`, paint.seam, 3)).join('');
      const puffs = [armpit, ...side.joints.slice(0, -1)].map(([x, y]) => ellipse(x + 72, y + 32, 58, 12, paint.shine, 0.13)).join('');
      const yokeY = 270;
      return [
        mirrored([
          shape(half, paint.body),
          sleeveLines,
          line(d`M262,206C300,${yokeY} 350,${yokeY} 402,${yokeY}`, paint.seam, 3),
          bodyLines,
          puffs,
          line(d`M${along(cuffOut, cuffIn, 0.04)[0]},${along(cuffOut, cuffIn, 0.04)[1]}L${along(cuffOut, cuffIn, 0.96)[0]},${along(cuffOut, cuffIn, 0.96)[1]}`, paint.dark, 12),
          shape('M350,186L346,128C366,120 386,118 402,118L402,188Z', paint.deep),
          line('M350,158C370,152 390,150 402,150', paint.seam, 3),
        ].join('')),
        zip(art, 120, 666),
        shape('M306,210C300,240 300,262 304,280L318,280C314,262 314,240 320,212Z', paint.accent),
      ].join('');
    },
  },
} satisfies Record<string, SilhouetteArt>;
