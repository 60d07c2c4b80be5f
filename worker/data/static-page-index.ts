import type { Language } from '../../shared/languages.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';

/** A static page in the language: its slug (full path) and title, and a tabbed page's top-level tabs in order. */
export interface StaticPageEntry {
  id: number;
  kind: 'page' | 'tabs';
  slug: string;
  title: string;
  tabs: Array<{ slug: string; title: string }>;
}

/** Every static page and page with tabs of the language, by title (the /static/ and /static-with-tabs/ indexes). */
export function listStaticPages(source: CatalogueSource, language: Language): Promise<StaticPageEntry[]> {
  return readThrough(source, `static-page-index:${language}`, async () => {
    const { db } = source;
    const [pages, tabs] = await db.batch([
      db.prepare(`SELECT p.id, p.kind, t.slug, t.title FROM static_pages p
        JOIN static_page_texts t ON t.page_id = p.id AND t.language = ?1 ORDER BY t.title, p.id`).bind(language),
      db.prepare(`SELECT s.page_id, t.slug, t.title FROM static_page_tabs s
        JOIN static_page_tab_texts t ON t.tab_id = s.id AND t.language = ?1
        WHERE s.parent_tab_id IS NULL ORDER BY s.page_id, s.position`).bind(language),
    ]);
    const entries = (pages.results as Array<Omit<StaticPageEntry, 'tabs'>>).map((row) => ({ ...row, tabs: [] as StaticPageEntry['tabs'] }));
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    for (const row of tabs.results as Array<{ page_id: number; slug: string; title: string }>) {
      byId.get(row.page_id)?.tabs.push({ slug: row.slug, title: row.title });
    }
    return entries;
  });
}
