import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../../shared/languages.ts';
import { alternateLinks, siteUrl, type SiteUrlContext } from '../../../shared/site-urls.ts';
import type { SitemapEntry } from '../../../shared/types/sitemap.ts';
import {
  fileRanges, latestLastmod, LINK_FIXED_BYTES, SITEMAP_LIMITS, urlElementBytes, utf8Length, xmlEscape, type FileLimits, type SitemapFile, type SitemapUrl,
} from './sitemap-xml.ts';

/** A page the sitemap lists: its path per language, or one path the same in every language (brands, products). */
export type SitemapPage = SitemapEntry | { everyLanguage: string; lastmod: string };

export function pathOf(page: SitemapPage, language: Language): string | undefined {
  return 'everyLanguage' in page ? page.everyLanguage : page.paths[language];
}

/** Paths per language of a page (every language for one path), for its hreflang alternates. */
function pathsOf(page: SitemapPage): Partial<Record<Language, string>> {
  return 'everyLanguage' in page ? Object.fromEntries(LANGUAGES.map((language) => [language, page.everyLanguage])) : page.paths;
}

/** The file name of a language's n-th sitemap (n from 1): /sitemaps/{language}-{n}.xml. */
export function sitemapFileName(language: Language, n: number): string {
  return `${language}-${n}.xml`;
}

/** A sitemap file name back to its language and number; null for anything else. */
export function parseSitemapFileName(name: string): { language: Language; n: number } | null {
  const match = /^([a-z]{2})-([1-9]\d{0,5})\.xml$/.exec(name);
  return match && isLanguage(match[1]) ? { language: match[1], n: Number(match[2]) } : null;
}

/** A language's pages and where its files start and end (fileRanges). */
export interface LanguageFiles {
  pages: SitemapPage[];
  ranges: Array<[number, number]>;
}

const X_DEFAULT = 'x-default';

/**
 * The size of a page's <url> in each language, by arithmetic rather than by
 * writing it: siteUrl is the language's base URL followed by the path, so a
 * URL's size is its base's plus its path's. sitemap-plan.test.ts holds it
 * equal to the written element's.
 */
export function pageSizer(context: SiteUrlContext): (page: SitemapPage, language: Language) => number {
  const base = Object.fromEntries(LANGUAGES.map((language) => [language, utf8Length(xmlEscape(siteUrl(context, language, '')))])) as Record<Language, number>;
  const linkBytes = (language: Language, hreflang: string, pathBytes: number) => LINK_FIXED_BYTES + hreflang.length + base[language] + pathBytes;
  // A page in every language has six links and x-default, all with the same path.
  const everyLanguageLinks = LANGUAGES.reduce((sum, language) => sum + linkBytes(language, language, 0), linkBytes(DEFAULT_LANGUAGE, X_DEFAULT, 0));
  let sizedPage: SitemapPage | null = null;
  // The path's size in each language, or one size for all (a page in every language).
  let pathBytes: Partial<Record<Language, number>> = {};
  let samePathBytes: number | null = null;
  let extra = 0;
  const measure = (page: SitemapPage) => {
    sizedPage = page;
    if ('everyLanguage' in page) {
      samePathBytes = utf8Length(xmlEscape(page.everyLanguage));
      extra = everyLanguageLinks + (LANGUAGES.length + 1) * samePathBytes;
      return;
    }
    samePathBytes = null;
    pathBytes = {};
    extra = 0;
    let links = 0;
    for (const language of LANGUAGES) {
      const path = page.paths[language];
      if (path === undefined) continue;
      extra += linkBytes(language, language, (pathBytes[language] = utf8Length(xmlEscape(path))));
      links++;
    }
    const fallback = pathBytes[DEFAULT_LANGUAGE];
    if (fallback !== undefined) {
      extra += linkBytes(DEFAULT_LANGUAGE, X_DEFAULT, fallback);
      links++;
    }
    if (links <= 1) extra = 0;
  };
  return (page, language) => {
    if (page !== sizedPage) measure(page);
    return urlElementBytes(base[language] + (samePathBytes ?? pathBytes[language] ?? 0), page.lastmod, extra);
  };
}

/**
 * Each language's pages, in the list's order, cut into files of at most
 * 50,000 URLs and 50 MB (six alternates and x-default make a product's <url>
 * about a kilobyte). One pass for all the languages asked for.
 */
export function languageFiles(pages: readonly SitemapPage[], languages: readonly Language[], context: SiteUrlContext, limits: FileLimits = SITEMAP_LIMITS): Map<Language, LanguageFiles> {
  const sizeOf = pageSizer(context);
  const own = new Map(languages.map((language) => [language, { pages: [] as SitemapPage[], sizes: [] as number[] }]));
  for (const page of pages) {
    for (const [language, list] of own) {
      if (pathOf(page, language) === undefined) continue;
      list.pages.push(page);
      list.sizes.push(sizeOf(page, language));
    }
  }
  return new Map([...own].map(([language, list]) => [language, { pages: list.pages, ranges: fileRanges(list.sizes, limits) }]));
}

/** The pages of a language's n-th file; null past its last file. */
export function pagesOfFile(files: LanguageFiles, n: number): SitemapPage[] | null {
  const range = files.ranges[n - 1];
  return range ? files.pages.slice(range[0], range[1]) : null;
}

/** The index's entries for one language: each file on the request's own origin, dated by its latest page. */
export function indexEntries(files: LanguageFiles, language: Language, origin: string): SitemapFile[] {
  return files.ranges.map(([start, end], index) => ({
    loc: `${origin}/sitemaps/${sitemapFileName(language, index + 1)}`,
    lastmod: latestLastmod(files.pages.slice(start, end).map((page) => page.lastmod)),
  }));
}

/** The <url> entries of a language's pages: absolute URLs as the head's canonical and alternates are made. */
export function* sitemapUrls(pages: Iterable<SitemapPage>, language: Language, context: SiteUrlContext): Generator<SitemapUrl> {
  for (const page of pages) {
    const path = pathOf(page, language);
    if (path === undefined) continue;
    yield { loc: siteUrl(context, language, path), lastmod: page.lastmod, alternates: alternateLinks(context, pathsOf(page)) };
  }
}
