import { describe, expect, it } from 'vitest';
import type { SiteUrlContext } from '../../../shared/site-urls.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { indexEntries, languageFiles, pageSizer, pagesOfFile, parseSitemapFileName, pathOf, sitemapUrls, type SitemapPage } from './sitemap-plan.ts';
import { SITEMAP_BYTE_LIMIT, SITEMAP_URL_LIMIT, urlElement, urlsetXml } from './sitemap-xml.ts';

const LOCAL: SiteUrlContext = { origin: 'http://localhost:8787', languageByHost: false, brandDomain: 'kaira', strategy: 'prefix_except_default' };
const BRAND: SiteUrlContext = { origin: 'https://kaira.se', languageByHost: true, brandDomain: 'kaira', strategy: 'no_prefix' };

const product = (index: number, lastmod = '2026-03-01'): SitemapPage => ({ everyLanguage: `/norrvik/model-${index}/`, lastmod });
const group: SitemapPage = { paths: { fi: '/laskettelu/', en: '/alpine-skiing/', sv: '/utforsakning/' }, lastmod: '2026-02-01' };
const finnishOnly: SitemapPage = { paths: { fi: '/tapahtumat/' }, lastmod: '2026-04-01' };
const UNLIMITED_BYTES = 1e12;

describe('a language\'s sitemap files', () => {
  it('names one file for a language that fits', () => {
    const files = languageFiles([group, product(1)], ['en'], LOCAL).get('en')!;
    expect(files.pages).toEqual([group, product(1)]);
    expect(indexEntries(files, 'en', LOCAL.origin)).toEqual([{ loc: 'http://localhost:8787/sitemaps/en-1.xml', lastmod: '2026-03-01' }]);
  });

  it('cuts a language into files at the URL limit, each dated by its own latest page', () => {
    const pages = [product(1, '2026-01-01'), product(2, '2026-01-05'), product(3, '2026-01-03'), finnishOnly, product(4, '2026-01-02')];
    const limits = { urls: 2, bytes: UNLIMITED_BYTES };
    expect(indexEntries(languageFiles(pages, ['fi'], LOCAL, limits).get('fi')!, 'fi', LOCAL.origin)).toEqual([
      { loc: 'http://localhost:8787/sitemaps/fi-1.xml', lastmod: '2026-01-05' },
      { loc: 'http://localhost:8787/sitemaps/fi-2.xml', lastmod: '2026-04-01' },
      { loc: 'http://localhost:8787/sitemaps/fi-3.xml', lastmod: '2026-01-02' },
    ]);
    const en = languageFiles(pages, ['en'], LOCAL, limits).get('en')!;
    expect([1, 2, 3].map((n) => pagesOfFile(en, n))).toEqual([[product(1, '2026-01-01'), product(2, '2026-01-05')], [product(3, '2026-01-03'), product(4, '2026-01-02')], null]);
  });

  it('splits 120,001 pages into three files of at most 50,000 URLs, losing none', () => {
    const pages = Array.from({ length: 120_001 }, (_, index) => product(index));
    const files = languageFiles(pages, ['de'], BRAND).get('de')!;
    const chunks = [1, 2, 3].map((n) => pagesOfFile(files, n) ?? []);
    expect(chunks.map((chunk) => chunk.length)).toEqual([SITEMAP_URL_LIMIT, SITEMAP_URL_LIMIT, 20_001]);
    expect(pagesOfFile(files, 4)).toBeNull();
    expect(new Set(chunks.flat()).size).toBe(120_001);
  });

  it('keeps every file of long six-language product URLs within 50 MB, cutting before 50,000 when it must', () => {
    const pages = Array.from({ length: 60_000 }, (_, index) => ({ everyLanguage: `/tundra-peak/all-mountain-touring-ski-model-${index}-long-name/`, lastmod: '2026-03-01T10:00:00.000Z' }));
    const files = languageFiles(pages, ['en'], LOCAL).get('en')!;
    expect(files.ranges.length).toBeGreaterThanOrEqual(2);
    let listed = 0;
    for (let n = 1; n <= files.ranges.length; n++) {
      const chunk = pagesOfFile(files, n)!;
      listed += chunk.length;
      expect(chunk.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
      expect(new TextEncoder().encode(urlsetXml(sitemapUrls(chunk, 'en', LOCAL))).length).toBeLessThanOrEqual(SITEMAP_BYTE_LIMIT);
    }
    expect(listed).toBe(60_000);
  });

  it('cuts every language in one pass, each with only its own pages', () => {
    const files = languageFiles([group, finnishOnly, product(1)], ['fi', 'en', 'de'], LOCAL, { urls: 2, bytes: UNLIMITED_BYTES });
    expect(files.get('fi')).toEqual({ pages: [group, finnishOnly, product(1)], ranges: [[0, 2], [2, 3]] });
    expect(files.get('en')).toEqual({ pages: [group, product(1)], ranges: [[0, 2]] });
    expect(files.get('de')).toEqual({ pages: [product(1)], ranges: [[0, 1]] });
  });

  it('keeps an empty first file for a language without pages', () => {
    const files = languageFiles([finnishOnly], ['de'], LOCAL).get('de')!;
    expect(pagesOfFile(files, 1)).toEqual([]);
    expect(indexEntries(files, 'de', LOCAL.origin)).toEqual([{ loc: 'http://localhost:8787/sitemaps/de-1.xml', lastmod: '' }]);
  });
});

describe('the sizes files are cut by', () => {
  it('equal the bytes of the <url> elements written, on every kind of host', () => {
    const pages: SitemapPage[] = [group, finnishOnly, product(3), { paths: { ru: '/блог/пост&1/', de: '/blog/a/' }, lastmod: 'bad' }, { paths: { en: '/only-en/' }, lastmod: '2026-01-01' }];
    const contexts: SiteUrlContext[] = [LOCAL, BRAND, { ...LOCAL, strategy: 'prefix' }, { ...LOCAL, strategy: 'no_prefix' }];
    for (const context of contexts) {
      const sizeOf = pageSizer(context);
      for (const page of pages) {
        for (const language of LANGUAGES.filter((candidate) => pathOf(page, candidate) !== undefined)) {
          const [entry] = [...sitemapUrls([page], language, context)];
          expect(sizeOf(page, language), `${context.strategy} ${entry.loc}`).toBe(new TextEncoder().encode(urlElement(entry)).length);
        }
      }
    }
  });
});

describe('sitemap URLs', () => {
  it('puts a page at its prefixed URL with alternates in the languages it exists in and x-default', () => {
    const [en] = [...sitemapUrls([group], 'en', LOCAL)];
    expect(en.loc).toBe('http://localhost:8787/en/alpine-skiing/');
    expect(en.lastmod).toBe('2026-02-01');
    expect(en.alternates).toEqual([
      { hreflang: 'fi', href: 'http://localhost:8787/laskettelu/' },
      { hreflang: 'en', href: 'http://localhost:8787/en/alpine-skiing/' },
      { hreflang: 'sv', href: 'http://localhost:8787/sv/utforsakning/' },
      { hreflang: 'x-default', href: 'http://localhost:8787/laskettelu/' },
    ]);
  });

  it('uses the language domains on a brand host', () => {
    const [sv] = [...sitemapUrls([product(7)], 'sv', BRAND)];
    expect(sv.loc).toBe('https://kaira.se/norrvik/model-7/');
    expect(sv.alternates.map((link) => link.href)).toEqual([
      'https://kaira.fi/norrvik/model-7/', 'https://kaira.com/norrvik/model-7/', 'https://kaira.se/norrvik/model-7/',
      'https://kaira.de/norrvik/model-7/', 'https://kaira.fr/norrvik/model-7/', 'https://kaira.ru/norrvik/model-7/', 'https://kaira.fi/norrvik/model-7/',
    ]);
  });

  it('leaves out a page missing in the language', () => {
    expect([...sitemapUrls([finnishOnly, group], 'de', LOCAL)]).toEqual([]);
    expect(languageFiles([finnishOnly, group], ['de'], LOCAL).get('de')!.pages).toEqual([]);
  });
});

describe('parseSitemapFileName', () => {
  it('reads a language and a file number', () => {
    expect(parseSitemapFileName('fi-1.xml')).toEqual({ language: 'fi', n: 1 });
    expect(parseSitemapFileName('ru-12.xml')).toEqual({ language: 'ru', n: 12 });
  });

  it('refuses anything else', () => {
    for (const name of ['xx-1.xml', 'fi-0.xml', 'fi-01.xml', 'fi-1.xml.gz', 'fi.xml', '../fi-1.xml', 'fi-1234567.xml', '']) {
      expect(parseSitemapFileName(name), name).toBeNull();
    }
  });
});
