import { decodeReferences } from '../html/html-urls.ts';

// Inline elements sit inside words ("<b>Gore</b>-Tex"); every other tag separates text.
const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'mark', 's', 'small', 'span', 'strong', 'sub', 'sup', 'u']);

/**
 * Operator HTML as one line of plain text: what the grid's text filter
 * searches (cat 3 description). Code and comments go, tags become spaces
 * (inline ones nothing), character references are decoded, whitespace collapsed.
 */
export function htmlToText(html: string): string {
  const stripped = html
    .replace(/<!--[^]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|template|noscript)\b[^]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g, (_tag, name: string) => (INLINE_TAGS.has(name.toLowerCase()) ? '' : ' '));
  return decodeReferences(stripped).replace(/\s+/g, ' ').trim();
}
