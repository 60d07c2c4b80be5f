import type { APIRequestContext } from '@playwright/test';
import { isPageLink, linksOf } from './page-links.ts';

/**
 * The dead-link crawler of issue 18 item 7, with Playwright's request context
 * (no browser page per URL). Every same-origin link of every page it reads is
 * checked as client navigation fetches it, as the page's payload (x-page-data:
 * the worker answers it by the same route, with the same status and redirects
 * as the document, without rendering React, which is most of a page's time).
 * A page read is fetched as a document (its status checked too: that catches a
 * page that fails to render) and the `<a href>` links of its HTML are checked.
 * Bounds, so the crawl of six languages stays short (about 25 s of the worker's
 * CPU with the demo catalogue; a minute on a busy machine):
 * - a path is fetched once, whatever its query (`?page=2`, `?select-color=`);
 * - of a page's product cards, brand lists and blog post cards only the first
 *   SAMPLE of each are checked (page-links.ts SAMPLED);
 * - per language, the first READ_PER_FAMILY pages found of each page family
 *   (its page id: front, group, static, blogPost, store, login...) are read, or
 *   READ_LIMIT of the families whose pages differ most in their links; the rest
 *   are only checked. Every family's links are so read in every language, and
 *   the menu's and footer's on every page read;
 * - /api/ and the hashed assets, files, other hosts and non-http links (mailto:,
 *   tel:) are not links to pages. rel=nofollow is no reason to skip one: a
 *   shopper follows it all the same.
 * Redirects are followed hop by hop on this host; one to another host ends there.
 * A page that answers 404 or 5xx, or never answers, is dead.
 */
const SAMPLE = 3;
const READ_PER_FAMILY = 1;
const READ_LIMIT: Readonly<Record<string, number>> = { group: 2, static: 3 };
const CONCURRENCY = 6;
const MAX_REDIRECTS = 5;

export interface DeadLink {
  /** The path (with the query it was first found with). */
  url: string;
  /** The final status, or why there was none. */
  status: number | string;
  /** Where its redirects ended, when they did elsewhere. */
  redirectedTo?: string;
  /** The pages that link to it, in the order they were read. */
  foundOn: string[];
}

export interface CrawlResult {
  dead: DeadLink[];
  /** How many paths were checked. */
  checked: number;
  /** How many pages were read, by language and family ('en group'). */
  read: Record<string, number>;
}

interface Fetched { status: number | string; url: URL; body: string | null }

const isDead = (status: number | string) => typeof status !== 'number' || status === 404 || status >= 500;

/** A path as a page's payload or its document, redirects followed on this host; the body of a page that answered. */
async function fetchPage(request: APIRequestContext, start: URL, origin: string, as: 'payload' | 'document'): Promise<Fetched> {
  const headers: Record<string, string> = as === 'payload' ? { 'x-page-data': '1' } : {};
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let response;
    try { response = await request.get(url.href, { headers, maxRedirects: 0, timeout: 20_000 }); } catch (error) {
      return { status: `no answer (${(error as Error).message.split('\n')[0]})`, url, body: null };
    }
    const status = response.status();
    const location = response.headers().location;
    if (status >= 300 && status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return { status, url: next, body: null };
      url = next;
      continue;
    }
    const type = response.headers()['content-type'] ?? '';
    const wanted = as === 'payload' ? type.includes('application/json') : type.includes('text/html');
    return { status, url, body: status < 400 && wanted ? await response.text() : null };
  }
  return { status: `more than ${MAX_REDIRECTS} redirects`, url, body: null };
}

/** The family (page id) and language of a page's payload; none for what is no page of the shop. */
function describe(payload: string): { family: string; language: string } | null {
  try {
    const { page, config } = JSON.parse(payload) as { page?: unknown; config?: { language?: unknown } };
    return typeof page === 'string' ? { family: page, language: String(config?.language) } : null;
  } catch {
    return null;
  }
}

/** Runs `work` on every item, at most CONCURRENCY at a time; answers the results in the items' order. */
async function eachLimited<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return results;
}

/**
 * Crawls from the start paths, breadth first and level by level: each level's
 * paths are checked, then the pages to read are chosen in the order their
 * links were found, so the same shop gives the same crawl whatever answers
 * first. Answers the dead links, each with the pages that link to it.
 */
export async function crawl(request: APIRequestContext, origin: string, starts: string[]): Promise<CrawlResult> {
  const foundOn = new Map<string, Set<string>>();
  const firstUrl = new Map<string, URL>();
  const read = new Map<string, number>();
  const dead: { key: string; link: Omit<DeadLink, 'foundOn'> }[] = [];
  let level: string[] = [];

  const found = (url: URL, on: string, next: string[]) => {
    const pages = foundOn.get(url.pathname);
    if (pages) {
      pages.add(on);
      return;
    }
    foundOn.set(url.pathname, new Set(on ? [on] : []));
    firstUrl.set(url.pathname, url);
    next.push(url.pathname);
  };
  const pathOf = (url: URL) => `${url.pathname}${url.search}`;
  // Pages read later may link to a dead path too: its list of pages is the one at the end.
  const report = (key: string, page: Fetched) => {
    const redirectedTo = page.url.pathname === key ? undefined : pathOf(page.url);
    dead.push({ key, link: { url: pathOf(firstUrl.get(key)!), status: page.status, redirectedTo } });
  };
  /** Whether to read the checked page (a page of the shop, not read yet, within its family's limit), counted if so. */
  const toRead = (key: string, checked: Fetched) => {
    const page = checked.body === null ? null : describe(checked.body);
    if (!page || page.family === 'error') return false;
    if (checked.url.pathname !== key) {
      // A redirect's target is read once, as a link of its own if some page links to it directly.
      if (foundOn.has(checked.url.pathname)) return false;
      foundOn.set(checked.url.pathname, foundOn.get(key)!);
    }
    const budget = `${page.language} ${page.family}`;
    const count = read.get(budget) ?? 0;
    if (count >= (READ_LIMIT[page.family] ?? READ_PER_FAMILY)) return false;
    read.set(budget, count + 1);
    return true;
  };

  for (const start of starts) found(new URL(start, origin), '', level);
  while (level.length > 0) {
    const checks = await eachLimited(level, (key) => fetchPage(request, firstUrl.get(key)!, origin, 'payload'));
    const reading: { key: string; url: URL }[] = [];
    level.forEach((key, index) => {
      if (isDead(checks[index].status)) report(key, checks[index]);
      else if (toRead(key, checks[index])) reading.push({ key, url: checks[index].url });
    });
    const documents = await eachLimited(reading, ({ url }) => fetchPage(request, url, origin, 'document'));
    const next: string[] = [];
    reading.forEach(({ key }, index) => {
      const document = documents[index];
      if (isDead(document.status)) return report(key, document);
      if (document.body === null) return;
      const sampled = new Map<string, number>();
      for (const link of linksOf(document.body, document.url)) {
        if (!isPageLink(link.url, origin)) continue;
        if (link.sample) {
          const taken = (sampled.get(link.sample) ?? 0) + 1;
          sampled.set(link.sample, taken);
          if (taken > SAMPLE) continue;
        }
        found(link.url, pathOf(document.url), next);
      }
    });
    level = next;
  }
  return {
    dead: dead.map(({ key, link }) => ({ ...link, foundOn: [...foundOn.get(key)!] })),
    checked: foundOn.size,
    read: Object.fromEntries(read),
  };
}

/** The dead links as lines for a failure message: status, path and up to three pages that link to it. */
export function describeDeadLinks(dead: DeadLink[]): string[] {
  return [...dead]
    .sort((a, b) => String(a.status).localeCompare(String(b.status)) || a.url.localeCompare(b.url))
    .map(({ url, status, redirectedTo, foundOn }) => {
      const more = foundOn.length > 3 ? ` and ${foundOn.length - 3} more` : '';
      const target = redirectedTo ? ` (redirected to ${redirectedTo})` : '';
      return `${status} ${url}${target} ← linked from ${foundOn.slice(0, 3).join(', ') || '(start)'}${more}`;
    });
}
