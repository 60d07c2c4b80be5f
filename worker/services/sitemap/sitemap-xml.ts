import type { AlternateLink } from '../../../shared/types/page.ts';

/** The sitemaps.org limits of one sitemap file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_URL_LIMIT = 50_000;
export const SITEMAP_BYTE_LIMIT = 52_428_800;

/** How many URLs and bytes one file may take; tests pass smaller ones. */
export interface FileLimits {
  urls: number;
  bytes: number;
}
export const SITEMAP_LIMITS: FileLimits = { urls: SITEMAP_URL_LIMIT, bytes: SITEMAP_BYTE_LIMIT };

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** One <url> of a sitemap: an absolute location, its last change and its hreflang alternates. */
export interface SitemapUrl {
  loc: string;
  /** W3C Datetime (a date, or a date and time with zone); left out when empty. */
  lastmod: string;
  alternates: AlternateLink[];
}

/** One <sitemap> of the index. */
export interface SitemapFile {
  loc: string;
  lastmod: string;
}


/** XML text escaping for element content and attribute values (sitemaps.org asks for entity-escaped URLs). */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
}

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

let lastChecked = { value: '', valid: '' };

/** A lastmod as sitemaps want it (W3C Datetime); anything else becomes '' and is left out. */
export function w3cDatetime(value: string): string {
  // Most pages share the catalogue's lastmod: the last answer is kept.
  if (value === lastChecked.value) return lastChecked.valid;
  const valid = W3C_DATETIME.test(value) && Number.isFinite(Date.parse(value)) ? value : '';
  lastChecked = { value, valid };
  return valid;
}

/** The latest of several lastmod values, '' when none is valid. */
export function latestLastmod(values: Iterable<string>): string {
  let latest = '';
  let latestTime = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    const valid = w3cDatetime(value);
    const time = valid ? Date.parse(valid) : Number.NaN;
    if (time > latestTime) {
      latest = valid;
      latestTime = time;
    }
  }
  return latest;
}

const lastmodElement = (lastmod: string) => {
  const valid = w3cDatetime(lastmod);
  return valid ? `<lastmod>${valid}</lastmod>` : '';
};

/** The sitemap index naming every sitemap file. */
export function sitemapIndexXml(files: SitemapFile[]): string {
  const body = files.map((file) => `<sitemap><loc>${xmlEscape(file.loc)}</loc>${lastmodElement(file.lastmod)}</sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${body}</sitemapindex>\n`;
}

/** One <url> element. Alternates are written only when the page exists in more than one language. */
export function urlElement(url: SitemapUrl): string {
  const alternates = url.alternates.length > 1
    ? url.alternates.map((link) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(link.hreflang)}" href="${xmlEscape(link.href)}"/>`).join('')
    : '';
  return `<url><loc>${xmlEscape(url.loc)}</loc>${lastmodElement(url.lastmod)}${alternates}</url>\n`;
}

export const URLSET_START = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n`;
export const URLSET_END = '</urlset>\n';

/** UTF-8 length of a text without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) { bytes += 4; i++; } // a surrogate pair: one 4-byte character
    else bytes += 3;
  }
  return bytes;
}

const URL_FIXED_BYTES = '<url><loc></loc></url>\n'.length;
const LASTMOD_FIXED_BYTES = '<lastmod></lastmod>'.length;
/** The bytes of one alternate link besides its hreflang and href. */
export const LINK_FIXED_BYTES = '<xhtml:link rel="alternate" hreflang="" href=""/>'.length;

/** The UTF-8 size of a <url> urlElement writes, from its escaped location's size and its alternates' (sitemap-plan.ts). */
export function urlElementBytes(locBytes: number, lastmod: string, alternates: number): number {
  const valid = w3cDatetime(lastmod);
  return URL_FIXED_BYTES + locBytes + (valid ? LASTMOD_FIXED_BYTES + valid.length : 0) + alternates;
}

const URLSET_FIXED_BYTES = utf8Length(URLSET_START) + utf8Length(URLSET_END);

/**
 * A language's URLs cut into files, in order: a file ends before the URL
 * that would take it past either limit. Ranges are [start, end) indices into
 * the URL list; an empty list still has its one (empty) file.
 */
export function fileRanges(sizes: readonly number[], limits: FileLimits = SITEMAP_LIMITS): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let start = 0;
  let bytes = URLSET_FIXED_BYTES;
  for (let index = 0; index < sizes.length; index++) {
    if (index > start && (index - start >= limits.urls || bytes + sizes[index] > limits.bytes)) {
      ranges.push([start, index]);
      start = index;
      bytes = URLSET_FIXED_BYTES;
    }
    bytes += sizes[index];
  }
  ranges.push([start, sizes.length]);
  return ranges;
}

/** A whole urlset at once (small sitemaps and tests; the worker streams large ones with urlsetStream). */
export function urlsetXml(urls: Iterable<SitemapUrl>): string {
  let xml = URLSET_START;
  for (const url of urls) xml += urlElement(url);
  return xml + URLSET_END;
}

/** URLs per piece of a streamed urlset: bounded memory for a 50,000-URL file. */
const STREAM_BATCH = 500;

/** A urlset as a byte stream, built piece by piece as the reader asks for it. */
export function urlsetStream(urls: Iterable<SitemapUrl>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = urls[Symbol.iterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      let piece = started ? '' : URLSET_START;
      started = true;
      for (let count = 0; count < STREAM_BATCH; count++) {
        const next = iterator.next();
        if (next.done) {
          controller.enqueue(encoder.encode(piece + URLSET_END));
          controller.close();
          return;
        }
        piece += urlElement(next.value);
      }
      controller.enqueue(encoder.encode(piece));
    },
  });
}
