import type { Language } from '../../shared/languages.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { getRouteSlugs } from './route-slugs.ts';

/** A catch-all path of one language found as a page of the catalogue: which kind, and its path in another language. */
export interface TranslatedContentPath {
  kind: 'page' | 'tabs' | 'group';
  /** The page's path in the other language, no outer slashes; null when the page has no text there. */
  path: string | null;
}

const STATIC_PAGE_SLUG = `SELECT t2.slug AS path FROM static_page_texts t1
  JOIN static_page_texts t2 ON t2.page_id = t1.page_id AND t2.language = ?3 WHERE t1.language = ?1 AND t1.slug = ?2`;
const GROUP_PATH = `SELECT t2.path FROM product_group_texts t1
  JOIN product_group_texts t2 ON t2.group_id = t1.group_id AND t2.language = ?3 WHERE t1.language = ?1 AND t1.path = ?2`;

/**
 * A path (no outer slashes, lower case) that is a static page, a tabbed page
 * (or a tab below it) or a product group in language `from`, with the same
 * page's path in `to`; null when `from` has no such page. The cached slug
 * lists decide first, so only known paths reach D1 (and the answer, found or
 * not, is cached per catalogue version). A tab below a tabbed page gives the
 * page's own path: its tabs are opened from there.
 */
export async function translateContentPath(source: CatalogueSource, from: Language, to: Language, path: string): Promise<TranslatedContentPath | null> {
  const slugs = await getRouteSlugs(source, from);
  const tabbed = slugs.staticPageWithTabsSlugs.find((slug) => path === slug || path.startsWith(`${slug}/`));
  const found: { kind: TranslatedContentPath['kind']; slug: string; sql: string } | null = slugs.staticPageSlugs.includes(path) ? { kind: 'page', slug: path, sql: STATIC_PAGE_SLUG }
    : tabbed ? { kind: 'tabs', slug: tabbed, sql: STATIC_PAGE_SLUG }
      : slugs.navigationSlugs.includes(path) ? { kind: 'group', slug: path, sql: GROUP_PATH }
        : null;
  if (!found) return null;
  const { kind, slug, sql } = found;
  return readThrough(source, `translated-path:${kind}:${from}:${to}:${slug}`, async () => {
    const row = await source.db.prepare(sql).bind(from, slug, to).first<{ path: string }>();
    return { kind, path: row?.path ?? null };
  });
}
