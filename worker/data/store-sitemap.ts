import type { D1Database } from '@cloudflare/workers-types';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import type { SitemapEntry } from '../../shared/types/sitemap.ts';
import { routerFor } from '../i18n.ts';
import { STORE_PAGE_CONDITION } from './stores.ts';

const pathsOf = (routeId: string, params?: Record<string, string>): Record<Language, string> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, routerFor(language).pathFor(routeId, params)])) as Record<Language, string>;

/**
 * The store pages for sitemap.xml (issue 18): /stores/ and each retail store's
 * page, in every language. Their content comes from the catalogue import, so
 * they last changed when the catalogue did.
 */
export async function listStoreSitemapEntries(db: D1Database): Promise<SitemapEntry[]> {
  const [version, stores] = await db.batch([
    db.prepare('SELECT updated_at FROM catalogue_version WHERE id = 1'),
    db.prepare(`SELECT s.slug FROM stores s WHERE ${STORE_PAGE_CONDITION} ORDER BY s.stock_display_order, s.name`),
  ]);
  const lastmod = (version.results[0] as { updated_at: string } | undefined)?.updated_at ?? '1970-01-01T00:00:00Z';
  return [
    { paths: pathsOf('stores'), lastmod },
    ...(stores.results as Array<{ slug: string }>).map(({ slug }) => ({ paths: pathsOf('store', { store: slug }), lastmod })),
  ];
}
