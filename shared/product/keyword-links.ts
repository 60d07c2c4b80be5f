/**
 * Keyword links in a product description (cat 2 "description with keyword
 * links", cat 3 Keyword). The first occurrence of each keyword in the text of
 * the sanitised description HTML becomes a button that opens the keyword
 * modal. A pure function over the HTML string, so the worker and the browser
 * produce the same markup and hydration has nothing to patch.
 */
export interface KeywordLink { id: number; keyword: string }

/** The attribute the buttons carry; the description handles their clicks by delegation. */
export const KEYWORD_ATTRIBUTE = 'data-keyword-id';

/** Text inside these is never linked: no button inside a link or button, nothing in code. */
const SKIPPED = new Set(['a', 'button', 'script', 'style', 'textarea', 'select', 'option', 'label', 'code', 'pre']);
const TAG = /<!--[\s\S]*?-->|<\/?[a-zA-Z][^\s/>]*(?:\s+[^\s/>"'=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*\/?>/g;

interface Segment { html: string; text: boolean; skipped: boolean }

function tagName(tag: string): string {
  return /^<\/?([a-zA-Z][^\s/>]*)/.exec(tag)?.[1].toLowerCase() ?? '';
}

/** The HTML cut into tags and text runs; text inside a skipped element is marked so. */
function segments(html: string): Segment[] {
  const out: Segment[] = [];
  const open = new Map<string, number>();
  let depth = 0;
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    if (match.index > last) out.push({ html: html.slice(last, match.index), text: true, skipped: depth > 0 });
    const tag = match[0];
    const name = tagName(tag);
    if (SKIPPED.has(name) && !tag.endsWith('/>')) {
      const count = open.get(name) ?? 0;
      const next = tag.startsWith('</') ? Math.max(0, count - 1) : count + 1;
      depth += next - count;
      open.set(name, next);
    }
    out.push({ html: tag, text: false, skipped: false });
    last = match.index + tag.length;
  }
  if (last < html.length) out.push({ html: html.slice(last), text: true, skipped: depth > 0 });
  return out;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole words only: no letter, digit or underscore right before or after (any script), and never inside an entity (&amp;). */
function keywordPattern(keyword: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?<!&|&#)${escapeRegExp(escapeHtml(keyword))}(?![\\p{L}\\p{N}_])`, 'iu');
}

/**
 * The description with the first whole-word, case-insensitive occurrence of
 * each keyword wrapped in a keyword button. Longer keywords go first, so
 * "ski boots" wins over "ski"; a keyword listed twice links once.
 */
export function linkKeywords(html: string, keywords: readonly KeywordLink[]): string {
  const wanted = keywords
    .map((entry) => ({ id: entry.id, keyword: entry.keyword.trim() }))
    .filter((entry) => entry.keyword.length > 0)
    .sort((a, b) => b.keyword.length - a.keyword.length);
  if (wanted.length === 0 || html.length === 0) return html;
  const parts = segments(html);
  const seen = new Set<string>();
  for (const { id, keyword } of wanted) {
    const key = keyword.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const pattern = keywordPattern(keyword);
    for (let index = 0; index < parts.length; index += 1) {
      const part = parts[index];
      if (!part.text || part.skipped) continue;
      const match = pattern.exec(part.html);
      if (!match) continue;
      const before = part.html.slice(0, match.index);
      const after = part.html.slice(match.index + match[0].length);
      parts.splice(index, 1,
        { html: before, text: true, skipped: false },
        { html: `<button type="button" class="keyword-link" ${KEYWORD_ATTRIBUTE}="${id}" aria-haspopup="dialog">`, text: false, skipped: false },
        { html: match[0], text: true, skipped: true },
        { html: '</button>', text: false, skipped: false },
        { html: after, text: true, skipped: false });
      break;
    }
  }
  return parts.map((part) => part.html).join('');
}
