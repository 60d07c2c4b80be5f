import type { D1Database } from '@cloudflare/workers-types';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import type { SitemapEntry } from '../../shared/types/sitemap.ts';
import { blogPaths } from './blog-paths.ts';

interface PostRow { id: number; category_id: number; blogger_id: number; lastmod: string; language: Language; slug: string }

const POSTS = `SELECT p.id, p.category_id, p.blogger_id, COALESCE(p.updated_on, p.published_on) AS lastmod, t.language, t.slug
  FROM blog_posts p JOIN blog_post_texts t ON t.post_id = p.id ORDER BY p.id, t.language`;

const newest = (dates: string[], fallback: string) => dates.reduce((latest, date) => (date > latest ? date : latest), '') || fallback;
const inEvery = (pathIn: (language: Language) => string): Partial<Record<Language, string>> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, pathIn(language)]));

/**
 * The life outdoors area for sitemap.xml (issue 18): the hub, the blog, each
 * category in the languages it has posts in, each post in the languages it is
 * written in, the bloggers' page and each blogger. lastmod is the newest post
 * date of what the page lists (a post's own: its update, else its publication),
 * or the catalogue's last change for a page that lists no post.
 */
export async function listBlogSitemapEntries(db: D1Database): Promise<SitemapEntry[]> {
  const [posts, categories, bloggers, version] = await db.batch([
    db.prepare(POSTS),
    db.prepare('SELECT category_id AS id, language, slug FROM blog_category_texts ORDER BY category_id, language'),
    db.prepare('SELECT id, slug FROM bloggers ORDER BY id'),
    db.prepare('SELECT updated_at FROM catalogue_version WHERE id = 1'),
  ]);
  const postRows = posts.results as PostRow[];
  const changed = ((version.results[0] as { updated_at?: string } | undefined)?.updated_at ?? new Date().toISOString()).slice(0, 10);
  const all = newest(postRows.map((row) => row.lastmod), changed);
  const paths = Object.fromEntries(LANGUAGES.map((language) => [language, blogPaths(language)])) as Record<Language, ReturnType<typeof blogPaths>>;

  const entries: SitemapEntry[] = [
    { paths: inEvery((language) => paths[language].hub), lastmod: all },
    { paths: inEvery((language) => paths[language].blog), lastmod: all },
    { paths: inEvery((language) => paths[language].bloggers), lastmod: all },
  ];

  const categoryRows = categories.results as Array<{ id: number; language: Language; slug: string }>;
  for (const id of new Set(categoryRows.map((row) => row.id))) {
    const own = postRows.filter((row) => row.category_id === id);
    const languages = new Set(own.map((row) => row.language));
    const categoryPaths = Object.fromEntries(categoryRows.filter((row) => row.id === id && languages.has(row.language))
      .map((row) => [row.language, paths[row.language].category(row.slug)]));
    if (Object.keys(categoryPaths).length > 0) entries.push({ paths: categoryPaths, lastmod: newest(own.map((row) => row.lastmod), changed) });
  }

  for (const id of new Set(postRows.map((row) => row.id))) {
    const texts = postRows.filter((row) => row.id === id);
    entries.push({ paths: Object.fromEntries(texts.map((row) => [row.language, paths[row.language].post(row.slug)])), lastmod: texts[0].lastmod });
  }

  for (const blogger of bloggers.results as Array<{ id: number; slug: string }>) {
    const own = postRows.filter((row) => row.blogger_id === blogger.id).map((row) => row.lastmod);
    entries.push({ paths: inEvery((language) => paths[language].blogger(blogger.slug)), lastmod: newest(own, changed) });
  }
  return entries;
}
