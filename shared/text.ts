/** Meta descriptions are cut near 150 characters at a word boundary (core 9). */
const META_DESCRIPTION_LENGTH = 150;

/**
 * Cuts text at the last word boundary within maxLength and appends '...'.
 * Whitespace is collapsed first; text that fits is returned unchanged.
 */
export function truncateAtWord(text: string, maxLength: number = META_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const slice = clean.slice(0, maxLength + 1);
  const lastSpace = slice.lastIndexOf(' ');
  const cut = lastSpace > 0 ? slice.slice(0, lastSpace) : clean.slice(0, maxLength);
  return `${cut.replace(/[\s.,;:!?\-–—]+$/u, '')}...`;
}
