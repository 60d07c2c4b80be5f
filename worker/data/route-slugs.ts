import type { Language } from '../../shared/languages.ts';
import type { RouteSlugs } from '../../shared/types/catalogue.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';

/**
 * GET /api/route-slugs/ of core 7: the paths the catch-all route serves (cat 2:
 * "registered from slug lists the server gives"). navigationSlugs are the
 * product-group paths of the language.
 */
export function getRouteSlugs(source: CatalogueSource, language: Language): Promise<RouteSlugs> {
  return readThrough(source, `route-slugs:${language}`, async () => {
    const { db } = source;
    const [pages, groups, brands] = await db.batch([
      db.prepare('SELECT p.kind, t.slug FROM static_pages p JOIN static_page_texts t ON t.page_id = p.id AND t.language = ?1 ORDER BY t.slug').bind(language),
      db.prepare('SELECT path FROM product_group_texts WHERE language = ?1 ORDER BY path').bind(language),
      db.prepare('SELECT slug FROM manufacturers ORDER BY slug'),
    ]);
    const pageRows = pages.results as { kind: string; slug: string }[];
    return {
      staticPageSlugs: pageRows.filter((row) => row.kind === 'page').map((row) => row.slug),
      staticPageWithTabsSlugs: pageRows.filter((row) => row.kind === 'tabs').map((row) => row.slug),
      navigationSlugs: (groups.results as { path: string }[]).map((row) => row.path),
      manufacturerSlugs: (brands.results as { slug: string }[]).map((row) => row.slug),
    };
  });
}
