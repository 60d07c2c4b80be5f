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
    features: { neck: ['hood', 'collar', 'helmet-hood'], pockets: ['chest', 'hand', 'both', 'flap'], hem: ['hip', 'long'], shoulders: ['plain', 'yoke'] },
    draw(art: ArtContext) {
      const { paint } = art;
      const { neck, pockets, hem, shoulders } = art.design.features;
      const pocketX = between(art.random, 326, 350);
      // A long (parka) hem drops the body's lower edge; sleeves and cuffs stay where they are.
      const drop = hem === 'long' ? 52 : 0;
      const chest = pockets === 'chest' || pockets === 'both';
      const hand = pockets === 'hand' || pockets === 'both';
      return [
        neck === 'hood' ? mirrored(shape('M401,196L344,196C322,120 360,78 401,78Z', paint.deep)) : '',
        neck === 'helmet-hood' ? mirrored(shape('M401,200L328,200C298,112 346,50 401,50Z', paint.deep) + line('M336,118C356,92 380,84 401,84', paint.accent, 9)) : '',
        mirrored([
          shape(d`M402,180L360,180C330,186 290,200 262,214C228,230 210,256 200,300L150,590C170,600 192,606 212,606L264,356L262,${640 + drop}C300,${656 + drop} 350,${662 + drop} 402,${662 + drop}Z`, paint.body),
          shoulders === 'yoke' ? shape('M402,180L360,180C330,186 290,200 262,214C228,230 210,256 200,300L216,306C240,270 300,252 402,250Z', paint.accent) : '',
          shape('M150,590C170,600 192,606 212,606L218,580C198,582 176,576 156,566Z', paint.deep),
          line('M262,214C250,270 258,320 264,356', paint.seam, 3),
          hand ? line('M300,470L322,560', paint.dark, 5) : '',
          pockets === 'flap' ? shape('M282,468L354,464L356,560L286,566Z', paint.deep) + shape('M280,460L356,456L358,490L282,496Z', paint.accent) : '',
          neck === 'collar'
            ? shape('M352,190L346,108C366,100 386,98 402,98L402,196Z', paint.deep) + line('M350,140C370,134 390,132 402,132', paint.seam, 3)
            : shape('M352,186L348,138C366,130 386,128 402,128L402,194Z', paint.deep),
          line(d`M264,${630 + drop}C300,${644 + drop} 350,${650 + drop} 400,${650 + drop}`, paint.seam, 2, ' opacity="0.6"'),
          shape('M214,330C222,300 236,276 256,262L262,276C246,292 236,314 230,340Z', paint.shine, 0.3),
        ].join('')),
        chest ? line(d`M${pocketX},232V320`, paint.accent, 6) : '',
        zip(art, neck === 'collar' ? 104 : 130, 660 + drop),
        circle(270, 646 + drop, 7, paint.dark), circle(530, 646 + drop, 7, paint.dark),
      ].join('');
    },
  },
  fleece: {
    shadow: [400, 700, 230],
    features: { zip: ['half', 'full'], neck: ['collar', 'hood'], chest: ['none', 'pocket'] },
    draw(art: ArtContext) {
      const { paint, random } = art;
      const { zip: zipLength, neck, chest } = art.design.features;
      const band = between(random, 300, 360);
      const texture = art.id('fl');
      const half = 'M402,176L356,176C320,184 286,198 258,212C222,230 204,262 196,310L160,586C180,596 206,600 226,598L270,360L268,632C300,650 350,656 402,656Z';
      return [
        `<defs><pattern id="${texture}" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="3" cy="4" r="2" fill="#fff" opacity=".14"/><circle cx="10" cy="11" r="2" fill="#000" opacity=".07"/></pattern></defs>`,
        neck === 'hood' ? mirrored(shape('M401,190L346,190C326,118 362,80 401,80Z', paint.deep)) : '',
        mirrored([
          shape(half, paint.body),
          shape(half, `url(#${texture})`),
          shape(d`M402,${band}L269,${band - 6}L269,${band + 44}L402,${band + 50}Z`, paint.accent),
          shape('M160,586C180,596 206,600 226,598L230,572C210,574 188,570 166,562Z', paint.deep),
          shape('M268,606C300,624 350,630 402,630L402,656C350,656 300,650 268,632Z', paint.deep),
          shape('M350,180L346,124C366,118 386,116 402,116L402,182Z', paint.deep),
          line('M258,212C248,270 262,320 270,360', paint.seam, 3),
        ].join('')),
        chest === 'pocket' ? rect(432, 226, 64, 78, 8, paint.deep) + line('M440,236H488', paint.accent, 5) : '',
        zip(art, 118, zipLength === 'full' ? 648 : 300),
      ].join('');
    },
  },
  'base-layer': {
    shadow: [400, 700, 210],
    features: { neck: ['crew', 'zip'], sleeves: ['body', 'contrast'] },
    draw(art: ArtContext) {
      const { paint } = art;
      const { neck } = art.design.features;
      const sleeves = art.design.features.sleeves === 'contrast' ? paint.accent : paint.body;
      return [
        mirrored([
          shape('M402,188L360,184C340,192 318,206 300,222C276,240 258,262 244,300L166,572C182,584 200,590 218,590L282,352L286,640C320,652 360,656 402,656Z', paint.body),
          shape('M360,184C340,192 318,206 300,222C276,240 258,262 244,300L166,572C182,584 200,590 218,590L282,352Z', sleeves),
          shape('M166,572C182,584 200,590 218,590L222,570C206,570 190,566 174,556Z', paint.deep),
          dashed('M360,190L282,352', paint.accentDeep, 3, '6 5'),
          dashed('M284,360L288,636', paint.accentDeep, 3, '6 5'),
          neck === 'zip' ? shape('M360,186L354,150C372,144 388,142 402,142L402,196Z', paint.deep) : line('M362,188C370,210 386,218 402,218', paint.deep, 12),
        ].join('')),
        neck === 'zip' ? zip(art, 144, 290) : '',
        ellipse(348, 260, 12, 8, paint.accent),
      ].join('');
    },
  },
  'down-jacket': {
    shadow: [400, 708, 240],
    features: { neck: ['collar', 'hood'], baffles: ['regular', 'narrow', 'wide'] },
    draw(art: ArtContext) {
      const { paint } = art;
      const { neck, baffles } = art.design.features;
      // Baffle count shapes the puffed outline itself: narrow baffles give a finer scallop.
      const count = baffles === 'narrow' ? 6 : baffles === 'wide' ? 4 : 5;
      const [shoulder, cuffOut, cuffIn, armpit, hem]: Point[] = [[262, 206], [146, 588], [214, 606], [266, 350], [258, 646]];
      const outer = scallop(shoulder, cuffOut, count, 70 / count, 1);
      const inner = scallop(cuffIn, armpit, count, 60 / count, 1);
      const side = scallop(armpit, hem, count, 70 / count, 1);
      const half = `M402,180L362,180C330,186 292,196 262,206${outer.path}L${cuffIn[0]},${cuffIn[1]}${inner.path}${side.path}C300,664 350,668 402,668Z`;
      const sleeveLines = outer.joints.slice(0, -1).map((p, i) => line(d`M${p[0]},${p[1]}L${inner.joints[count - 2 - i][0]},${inner.joints[count - 2 - i][1]}`, paint.seam, 3)).join('');
      const bodyLines = [armpit, ...side.joints.slice(0, -1)].map(([x, y]) => line(d`M${x},${y}C${x + 50},${y + 10} 350,${y + 10} 402,${y + 8}`, paint.seam, 3)).join('');
      const puffs = [armpit, ...side.joints.slice(0, -1)].map(([x, y]) => ellipse(x + 72, y + 150 / count, 58, 12, paint.shine, 0.13)).join('');
      const yokeY = 270;
      return [
        neck === 'hood' ? mirrored(shape('M401,190L340,190C316,110 358,66 401,66Z', paint.body) + line('M348,150C360,112 382,96 401,94', paint.seam, 3)) : '',
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
