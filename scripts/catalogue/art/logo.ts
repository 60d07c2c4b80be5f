import { escapeXml } from './escape-xml.ts';
import { createRandom, type Random } from './prng.ts';
import { svgDocument, num } from './svg.ts';

export interface BrandLogoInput {
  name: string;
  seed: number;
}

const BRAND_COLOURS = ['#1f5f5b', '#2f5d3a', '#b23a2b', '#1f3d6b', '#d0641e', '#2b2f36', '#6b3f69', '#0f6e8c'] as const;
const FONT = "'Inter', 'Helvetica Neue', Arial, sans-serif";
const WIDTH = 400;
const HEIGHT = 160;

/** Emblems drawn in a 100x100 box: simple marks a small outdoor brand would have. */
const EMBLEMS: Record<string, (colour: string, random: Random) => string> = {
  peak: (c) => `<path d="M4,88L44,18L62,48L72,34L96,88Z" fill="${c}"/><path d="M44,18L56,39L48,35L42,43L35,34Z" fill="#fff"/>`,
  sun: (c, r) => `<circle cx="50" cy="${num(40 + r.int(0, 8))}" r="26" fill="${c}"/><path d="M6,72H94M18,86H82" stroke="${c}" stroke-width="8" stroke-linecap="round"/>`,
  chevron: (c) => `<path d="M10,54L50,18L90,54M10,86L50,50L90,86" fill="none" stroke="${c}" stroke-width="13" stroke-linejoin="round" stroke-linecap="round"/>`,
  tree: (c) => `<path d="M50,6L74,42H62L84,72H58V94H42V72H16L38,42H26Z" fill="${c}"/>`,
  compass: (c) => `<circle cx="50" cy="50" r="44" fill="none" stroke="${c}" stroke-width="6"/><path d="M50,12L60,50L50,88L40,50Z" fill="${c}"/><path d="M12,50L50,42L88,50L50,58Z" fill="${c}" opacity=".55"/>`,
  wave: (c) => `<circle cx="50" cy="50" r="46" fill="${c}"/><path d="M10,58C24,44 36,44 50,58S76,72 90,58M16,76C28,64 40,64 50,74S72,86 84,76" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`,
  ridge: (c) => `<rect x="4" y="4" width="92" height="92" rx="20" fill="${c}"/><path d="M14,76L36,40L50,58L64,30L86,76Z" fill="#fff"/>`,
};

/** A 400x160 wordmark on a transparent background: a seeded emblem and the name in a bold sans-serif. */
export function brandLogoSvg({ name, seed }: BrandLogoInput): string {
  const random = createRandom(seed);
  const colour = random.pick(BRAND_COLOURS);
  const emblem = random.pick(Object.keys(EMBLEMS));
  const upper = random.next() < 0.5;
  const text = (upper ? name.toUpperCase() : name).trim() || '?';
  // No font metrics here: a heavy sans glyph is about 0.64em wide, a capital with spacing about 0.8em.
  const perChar = upper ? 0.8 : 0.64;
  const available = WIDTH - 152 - 12;
  const fontSize = Math.max(22, Math.min(58, available / (text.length * perChar)));
  const squeeze = text.length * perChar * fontSize > available ? ` textLength="${available}" lengthAdjust="spacingAndGlyphs"` : '';
  const body = [
    `<g transform="translate(24 30)">${EMBLEMS[emblem](colour, random)}</g>`,
    `<text x="148" y="${num(80 + fontSize * 0.35)}" font-family="${FONT}" font-size="${num(fontSize)}" font-weight="800"${upper ? ' letter-spacing="1"' : ''} fill="${colour}"${squeeze}>${escapeXml(text)}</text>`,
  ].join('');
  return svgDocument({ width: WIDTH, height: HEIGHT, title: name, body });
}
