import type { Language } from '../languages.ts';

/**
 * One page of the shop for sitemap.xml (issue 18): its local path in each
 * language it exists in (outer slashes, no locale prefix; the sitemap adds the
 * prefix or host and the hreflang alternates) and when it last changed.
 */
export interface SitemapEntry {
  paths: Partial<Record<Language, string>>;
  /** ISO date (YYYY-MM-DD) or date-time of the last change. */
  lastmod: string;
}
