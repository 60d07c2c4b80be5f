/**
 * Badge colours come from the catalogue (tags, ribbons). Text must stay
 * readable whatever a merchant picks (WCAG AA, 4.5:1 for small text): a weak
 * pair keeps its background and gets dark or white text, whichever reads better.
 */
const MIN_CONTRAST = 4.5;
const DARK = '#1d1e20';
const LIGHT = '#ffffff';

function luminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours; null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const [la, lb] = [luminance(a), luminance(b)];
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The badge's colours with its text colour replaced when the pair is too weak (or not hex). */
export function readableBadgeColours(background: string, text: string): { background?: string; color?: string } {
  if (luminance(background) === null) return {}; // the stylesheet's own badge colours apply
  if ((contrastRatio(background, text) ?? 0) >= MIN_CONTRAST) return { background, color: text };
  const dark = contrastRatio(background, DARK)!;
  const light = contrastRatio(background, LIGHT)!;
  return { background, color: dark >= light ? DARK : LIGHT };
}
