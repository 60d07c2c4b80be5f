/**
 * URL and character-reference rules of the HTML sanitiser (core 5): which
 * link targets are safe, which iframes are video embeds, and how production-host
 * links become relative. Attribute values arrive raw from HTMLRewriter.
 */

/** Iframes are kept only when src starts with one of these video embed paths (core 5). */
export const VIDEO_EMBED_PREFIXES = ['https://www.youtube-nocookie.com/embed/', 'https://www.youtube.com/embed/'] as const;

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * The URL as browsers parse it: leading and trailing C0 controls and spaces stripped, tabs and newlines
 * removed anywhere (WHATWG URL). Null when its scheme is not http(s), mailto or tel; no scheme is relative.
 */
export function safeUrl(value: string): string | null {
  const url = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1].toLowerCase();
  return scheme === undefined || SAFE_SCHEMES.has(scheme) ? url : null;
}

/** Every token of a srcset that a browser could read as a URL must be safe. */
export function safeSrcset(value: string): string | null {
  return value.split(/[\s,]+/).every((token) => safeUrl(token) !== null) ? value.trim() : null;
}

export function videoEmbed(url: string): string | null {
  try {
    // Compared after parsing, so '/embed/../' and the like cannot leave the embed path.
    const href = new URL(url).href;
    return VIDEO_EMBED_PREFIXES.some((prefix) => href.startsWith(prefix)) ? href : null;
  } catch {
    return null;
  }
}

/** 'https://kaira.fi/x?y#z' and '//kaira.fi/x' become '/x?y#z' when the host is a production host (core 5). */
export function relativeToHosts(url: string, hosts: ReadonlySet<string>): string {
  if (!/^(?:https?:)?[/\\]{2}/i.test(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://relative.invalid');
  } catch {
    return url;
  }
  if (!hosts.has(parsed.hostname) || parsed.username || parsed.password || parsed.port) return url;
  const path = parsed.pathname + parsed.search + parsed.hash;
  // '//evil.example' would name another host once relative.
  return /^\/[/\\]/.test(path) ? url : path;
}

// Named references that decode to URL punctuation, plus the common ones; others are left as written and
// then escaped, so the browser sees them literally too.
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&', AMP: '&', lt: '<', LT: '<', gt: '>', GT: '>', quot: '"', QUOT: '"', apos: "'", nbsp: '\u00a0',
  Tab: '\t', NewLine: '\n', colon: ':', sol: '/', bsol: '\\', period: '.', comma: ',', semi: ';', lpar: '(', rpar: ')',
  excl: '!', quest: '?', num: '#', percnt: '%', equals: '=', plus: '+', commat: '@', lowbar: '_', ast: '*', dollar: '$',
  lsqb: '[', rsqb: ']', lcub: '{', rcub: '}', verbar: '|', grave: '`', Hat: '^',
};
// Only these decode without ';', and in attributes not before '=' (HTML, named character reference state).
const LEGACY_REFERENCES = new Set(['amp', 'AMP', 'lt', 'LT', 'gt', 'GT', 'quot', 'QUOT', 'nbsp']);

/** Decodes character references in a raw attribute value, as the HTML tokenizer would. */
export function decodeReferences(raw: string): string {
  return raw.replace(/&(?:#([0-9]+)|#[xX]([0-9a-fA-F]+)|([A-Za-z][A-Za-z0-9]*))(;?)/g, (match, decimal, hex, name, semicolon, offset: number) => {
    if (name === undefined) {
      const codePoint = decimal === undefined ? parseInt(hex, 16) : parseInt(decimal, 10);
      const invalid = codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff);
      return invalid ? '\ufffd' : String.fromCodePoint(codePoint);
    }
    const value = NAMED_REFERENCES[name];
    if (value === undefined) return match;
    if (semicolon) return value;
    const legacy = LEGACY_REFERENCES.has(name) && raw[offset + match.length] !== '=';
    return legacy ? value : match;
  });
}
