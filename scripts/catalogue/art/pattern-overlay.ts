import type { Pattern } from './design.ts';
import type { Paint } from './paint.ts';

/** The overlay covers the object's whole reach, also when a view scales or turns it. */
const REACH = 'x="-200" y="-200" width="1200" height="1200"';

/** The motif of a pattern as a paint server with this id, in the drawing's own coordinates; '' for plain. */
function motif(pattern: Pattern, id: string, paint: Paint): string {
  const tile = (width: number, height: number, inner: string, extra = '') =>
    `<pattern id="${id}" width="${width}" height="${height}" patternUnits="userSpaceOnUse"${extra}>${inner}</pattern>`;
  switch (pattern) {
    case 'plain': return '';
    case 'bands': return tile(800, 132, `<rect y="20" width="800" height="44" fill="${paint.deep}" opacity="0.55"/>`);
    case 'pinstripe': return tile(26, 800, `<rect width="4" height="800" fill="${paint.seam}" opacity="0.5"/>`);
    case 'diagonal': return tile(52, 52, `<rect width="20" height="52" fill="${paint.deep}" opacity="0.45"/>`, ' patternTransform="rotate(40)"');
    case 'chevron': return tile(64, 44, `<path d="M0,34L32,10L64,34" fill="none" stroke="${paint.accent}" stroke-width="9" opacity="0.7"/>`);
    case 'dots': return tile(36, 36, `<circle cx="18" cy="18" r="6.5" fill="${paint.accent}" opacity="0.75"/>`);
    case 'check': return tile(68, 68, `<rect width="68" height="24" fill="${paint.deep}" opacity="0.32"/><rect width="24" height="68" fill="${paint.deep}" opacity="0.32"/>`);
    case 'block': return tile(1600, 1600, `<rect y="830" width="1600" height="770" fill="${paint.deep}" opacity="0.85"/>`, ' x="-400" y="-400"');
    case 'topo': return tile(170, 120, ['M0,24C40,4 100,46 170,24', 'M0,64C50,44 110,84 170,64', 'M0,104C44,86 96,122 170,104']
      .map((path) => `<path d="${path}" fill="none" stroke="${paint.seam}" stroke-width="3" opacity="0.5"/>`).join(''));
    case 'fade': return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="260" x2="0" y2="700"><stop offset="0" stop-color="${paint.deep}" stop-opacity="0"/><stop offset="1" stop-color="${paint.deep}" stop-opacity="0.85"/></linearGradient>`;
  }
}

/**
 * The pattern laid over the main material: `defs` holds the motif and a mask
 * made from `maskDrawing` (the same drawing in maskPaint), `layer` goes right
 * after the drawing, in the same coordinates. Plain gives nothing.
 */
export function patternOverlay(pattern: Pattern, prefix: string, paint: Paint, maskDrawing: string): { defs: string; layer: string } {
  const motifId = `${prefix}pt`;
  const maskId = `${prefix}pm`;
  const server = motif(pattern, motifId, paint);
  if (!server) return { defs: '', layer: '' };
  return {
    defs: `${server}<mask id="${maskId}" maskUnits="userSpaceOnUse" ${REACH}>${maskDrawing}</mask>`,
    layer: `<rect ${REACH} fill="url(#${motifId})" mask="url(#${maskId})"/>`,
  };
}
