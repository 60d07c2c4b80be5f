import type { Language } from '../../shared/languages.ts';
import type { StaticPage, StaticPageTab, StaticPageWithTabs } from '../../shared/types/catalogue.ts';
import { sanitizeHtml } from '../html/sanitize-html.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';

/** The same page's slug in every language: for hreflang links and the language switcher. */
export type SlugsByLanguage = Partial<Record<Language, string>>;
interface StoredStaticPage extends StaticPage { slugs: SlugsByLanguage }
interface StoredTabbedPage extends StaticPageWithTabs { slugs: SlugsByLanguage }

interface PageRow { id: number; kind: 'page' | 'tabs'; title: string; content: string; meta_description: string }
interface TabRow { id: number; parent_tab_id: number | null; slug: string; title: string; content: string }

async function slugsOf(source: CatalogueSource, pageId: number): Promise<SlugsByLanguage> {
  const { results } = await source.db.prepare('SELECT language, slug FROM static_page_texts WHERE page_id = ?1').bind(pageId).all<{ language: Language; slug: string }>();
  return Object.fromEntries(results.map((row) => [row.language, row.slug]));
}

async function findPage(source: CatalogueSource, language: Language, slug: string, kind: PageRow['kind']): Promise<PageRow | null> {
  return source.db.prepare(`SELECT p.id, p.kind, t.title, t.content, t.meta_description FROM static_pages p
    JOIN static_page_texts t ON t.page_id = p.id WHERE t.language = ?1 AND t.slug = ?2 AND p.kind = ?3`)
    .bind(language, slug, kind).first<PageRow>();
}

/**
 * GET /api/static-page/?slug=: a static page by its full path in the
 * language, content sanitised (core 5) before it is cached, so the
 * sanitiser runs once per catalogue version. Null when there is none.
 */
export function getStaticPage(source: CatalogueSource, language: Language, slug: string, ownHosts: string[]): Promise<StoredStaticPage | null> {
  return readThrough(source, `static-page:${language}:${slug}`, async () => {
    const page = await findPage(source, language, slug, 'page');
    if (!page) return null;
    return {
      id: page.id, title: page.title, metaDescription: page.meta_description,
      content: await sanitizeHtml(page.content, { productionHosts: ownHosts }),
      slugs: await slugsOf(source, page.id),
    };
  });
}

/** GET /api/static-page-with-tabs/?slug=: a tabbed page and its tab tree, or null. */
export function getTabbedPage(source: CatalogueSource, language: Language, slug: string, ownHosts: string[]): Promise<StoredTabbedPage | null> {
  return readThrough(source, `tabbed-page:${language}:${slug}`, async () => {
    const page = await findPage(source, language, slug, 'tabs');
    if (!page) return null;
    const { results } = await source.db.prepare(`SELECT s.id, s.parent_tab_id, t.slug, t.title, t.content FROM static_page_tabs s
      JOIN static_page_tab_texts t ON t.tab_id = s.id AND t.language = ?2 WHERE s.page_id = ?1 ORDER BY s.position`)
      .bind(page.id, language).all<TabRow>();
    const sanitised = await Promise.all(results.map((row) => sanitizeHtml(row.content, { productionHosts: ownHosts })));
    const childrenOf = (parent: number | null): StaticPageTab[] => results
      .map((row, index) => ({ row, content: sanitised[index] }))
      .filter(({ row }) => row.parent_tab_id === parent)
      .map(({ row, content }) => ({ title: row.title, slug: row.slug, content, tabs: childrenOf(row.id) }));
    return {
      id: page.id, title: page.title, slug, metaDescription: page.meta_description,
      tabs: childrenOf(null),
      slugs: await slugsOf(source, page.id),
    };
  });
}

/** Pages the navigation tree links to, by nav key: their slug and title in the language. */
export function getNavigationPages(source: CatalogueSource, language: Language): Promise<Record<string, { slug: string; title: string }>> {
  return readThrough(source, `nav-pages:${language}`, async () => {
    const { results } = await source.db.prepare(`SELECT p.nav_key, t.slug, t.title FROM static_pages p
      JOIN static_page_texts t ON t.page_id = p.id AND t.language = ?1 WHERE p.nav_key IS NOT NULL`)
      .bind(language).all<{ nav_key: string; slug: string; title: string }>();
    return Object.fromEntries(results.map((row) => [row.nav_key, { slug: row.slug, title: row.title }]));
  });
}
