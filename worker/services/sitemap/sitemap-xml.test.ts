import { describe, expect, it } from 'vitest';
import {
  fileRanges, latestLastmod, SITEMAP_BYTE_LIMIT, SITEMAP_URL_LIMIT, sitemapIndexXml, urlElement, urlsetStream, urlsetXml, utf8Length, w3cDatetime, xmlEscape,
  type SitemapUrl,
} from './sitemap-xml.ts';

const url = (loc: string, alternates: SitemapUrl['alternates'] = []): SitemapUrl => ({ loc, lastmod: '2026-03-01T10:00:00.000Z', alternates });

describe('fileRanges', () => {
  it('cuts at 50,000 URLs a file', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(fileRanges(Array(50_000).fill(100))).toEqual([[0, 50_000]]);
    expect(fileRanges(Array(50_001).fill(100))).toEqual([[0, 50_000], [50_000, 50_001]]);
    expect(fileRanges(Array(120_000).fill(100))).toHaveLength(3);
  });

  it('cuts before a file would pass 50 MB, whatever the count', () => {
    // 1,100-byte URLs: 47,662 fit in 52,428,800 bytes with the urlset's own bytes.
    const ranges = fileRanges(Array(50_000).fill(1_100));
    expect(ranges).toHaveLength(2);
    const [[, firstEnd]] = ranges;
    expect(firstEnd * 1_100).toBeLessThanOrEqual(SITEMAP_BYTE_LIMIT);
    expect((firstEnd + 1) * 1_100).toBeGreaterThan(SITEMAP_BYTE_LIMIT - 200);
  });

  it('keeps one empty file for a language without pages', () => {
    expect(fileRanges([])).toEqual([[0, 0]]);
  });

  it('cuts at the limits it is given, and never leaves a file empty', () => {
    expect(fileRanges([1, 1, 1, 1, 1, 1, 1], { urls: 3, bytes: 1e9 })).toEqual([[0, 3], [3, 6], [6, 7]]);
    expect(fileRanges([10, 10, 10_000, 10], { urls: 100, bytes: 2_000 })).toEqual([[0, 2], [2, 3], [3, 4]]);
  });
});

describe('utf8Length', () => {
  it('counts UTF-8 bytes as the encoder does', () => {
    for (const text of ['abc', 'äö', 'блог', '😀x', '']) expect(utf8Length(text), text).toBe(new TextEncoder().encode(text).length);
  });
});

describe('w3cDatetime and latestLastmod', () => {
  it('keeps dates and date-times with a zone, and drops anything else', () => {
    expect(w3cDatetime('2026-03-01')).toBe('2026-03-01');
    expect(w3cDatetime('2026-03-01T10:00:00.000Z')).toBe('2026-03-01T10:00:00.000Z');
    expect(w3cDatetime('2026-03-01T10:00+02:00')).toBe('2026-03-01T10:00+02:00');
    expect(w3cDatetime('2026-03-01 10:00:00')).toBe('');
    expect(w3cDatetime('2026-13-45')).toBe('');
    expect(w3cDatetime('')).toBe('');
  });

  it('picks the latest valid value', () => {
    expect(latestLastmod(['2026-01-01', 'nonsense', '2026-02-01T00:00:00Z', '2025-12-31'])).toBe('2026-02-01T00:00:00Z');
    expect(latestLastmod(['bad'])).toBe('');
  });
});

describe('sitemap XML', () => {
  it('escapes what XML and sitemaps.org ask for', () => {
    expect(xmlEscape(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
  });

  it('writes an index of sitemap files in the sitemaps.org namespace', () => {
    const xml = sitemapIndexXml([{ loc: 'http://localhost/sitemaps/fi-1.xml', lastmod: '2026-03-01' }, { loc: 'http://localhost/sitemaps/en-1.xml', lastmod: '' }]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain('<sitemap><loc>http://localhost/sitemaps/fi-1.xml</loc><lastmod>2026-03-01</lastmod></sitemap>');
    expect(xml).toContain('<sitemap><loc>http://localhost/sitemaps/en-1.xml</loc></sitemap>');
    expect(xml.trimEnd()).toMatch(/<\/sitemapindex>$/);
  });

  it('writes a URL with its lastmod and its hreflang alternates, escaped', () => {
    const element = urlElement(url('http://localhost/en/a&b/', [
      { hreflang: 'fi', href: 'http://localhost/a&b/' }, { hreflang: 'en', href: 'http://localhost/en/a&b/' },
    ]));
    expect(element).toBe('<url><loc>http://localhost/en/a&amp;b/</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod>'
      + '<xhtml:link rel="alternate" hreflang="fi" href="http://localhost/a&amp;b/"/>'
      + '<xhtml:link rel="alternate" hreflang="en" href="http://localhost/en/a&amp;b/"/></url>\n');
  });

  it('leaves alternates out of a page that exists in one language only', () => {
    expect(urlElement(url('http://localhost/only/', [{ hreflang: 'fi', href: 'http://localhost/only/' }]))).not.toContain('xhtml:link');
  });

  it('streams the same document it writes at once, in pieces', async () => {
    const urls = Array.from({ length: 1_203 }, (_, index) => url(`http://localhost/p${index}/`));
    const stream = urlsetStream(urls);
    let pieces = 0;
    let text = '';
    const decoder = new TextDecoder();
    for await (const piece of stream) {
      pieces++;
      text += decoder.decode(piece, { stream: true });
    }
    expect(text).toBe(urlsetXml(urls));
    expect(pieces).toBeGreaterThan(1);
    expect(text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  });

  it('streams an empty urlset as a well-formed document', async () => {
    const text = await new Response(urlsetStream([])).text();
    expect(text).toMatch(/<urlset [^>]+>\n<\/urlset>\n$/);
  });
});
