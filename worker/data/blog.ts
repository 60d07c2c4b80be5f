/**
 * The life outdoors blog's reads (migrations/0026_blog.sql, decision 034),
 * cached per catalogue version. The index of a language (categories,
 * bloggers, post summaries) is one small entry that every blog page reads
 * first: an unknown slug is answered from it, so a miss never reaches D1.
 * HTML is sanitised (core 5) before it is cached.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { Language } from '../../shared/languages.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { sanitizeHtml } from '../html/sanitize-html.ts';
import { blogPaths } from './blog-paths.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { toProductListItems, type ProductListRows } from './product-list-rows.ts';
import { boundCount, productListQueriesForSet } from './product-list-sql.ts';

export type PathsByLanguage = Partial<Record<Language, string>>;

export interface BlogCategoryEntry {
  id: number;
  key: string;
  navKey: string | null;
  slug: string;
  name: string;
  descriptionHtml: string;
  path: string;
  /** The category's path in each language it has posts in (its page exists there), for the alternates. */
  paths: PathsByLanguage;
}

export interface BloggerEntry { id: number; slug: string; name: string; picture: string; bio: string; path: string }

export interface BlogPostEntry {
  id: number;
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  heroImage: string;
  heroAlt: string;
  published: string;
  updated: string | null;
  categoryId: number;
  bloggerId: number;
}

export interface BlogIndex {
  categories: BlogCategoryEntry[];
  /** By name. */
  bloggers: BloggerEntry[];
  /** The posts written in the language, newest first. */
  posts: BlogPostEntry[];
}

interface CategoryRow { id: number; key: string; nav_key: string | null; language: Language; slug: string; name: string; description: string }
interface BloggerRow { id: number; slug: string; name: string; picture: string; bio: string }
interface PostRow {
  id: number; category_id: number; blogger_id: number; hero_image: string; published_on: string; updated_on: string | null;
  slug: string; title: string; excerpt: string; hero_alt: string;
}

const CATEGORIES = `SELECT c.id, c.key, c.nav_key, t.language, t.slug, t.name, t.description
  FROM blog_categories c JOIN blog_category_texts t ON t.category_id = c.id ORDER BY c.id`;
// The languages each category has posts in.
const CATEGORY_LANGUAGES = `SELECT DISTINCT p.category_id AS id, t.language FROM blog_posts p JOIN blog_post_texts t ON t.post_id = p.id`;
const BLOGGERS = `SELECT b.id, b.slug, b.name, b.picture, COALESCE(t.bio, '') AS bio
  FROM bloggers b LEFT JOIN blogger_texts t ON t.blogger_id = b.id AND t.language = ?1 ORDER BY b.name, b.id`;
const POSTS = `SELECT p.id, p.category_id, p.blogger_id, p.hero_image, p.published_on, p.updated_on, t.slug, t.title, t.excerpt, t.hero_alt
  FROM blog_posts p JOIN blog_post_texts t ON t.post_id = p.id AND t.language = ?1
  ORDER BY p.published_on DESC, p.id DESC`;

/** The blog in one language: every category, blogger and post summary. */
export function getBlogIndex(source: CatalogueSource, language: Language, ownHosts: string[]): Promise<BlogIndex> {
  return readThrough(source, `blog-index:${language}`, async () => {
    const { db } = source;
    const [categories, used, bloggers, posts] = await db.batch([
      db.prepare(CATEGORIES), db.prepare(CATEGORY_LANGUAGES), db.prepare(BLOGGERS).bind(language), db.prepare(POSTS).bind(language),
    ]);
    const paths = blogPaths(language);
    const hasPosts = new Set((used.results as Array<{ id: number; language: Language }>).map((row) => `${row.id}:${row.language}`));
    const byId = new Map<number, CategoryRow[]>();
    for (const row of categories.results as CategoryRow[]) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
    const categoryEntries = await Promise.all([...byId.values()].flatMap((rows) => {
      const own = rows.find((row) => row.language === language);
      if (!own) return [];
      return [(async (): Promise<BlogCategoryEntry> => ({
        id: own.id, key: own.key, navKey: own.nav_key, slug: own.slug, name: own.name, path: paths.category(own.slug),
        descriptionHtml: own.description ? await sanitizeHtml(own.description, { productionHosts: ownHosts }) : '',
        paths: Object.fromEntries(rows.filter((row) => hasPosts.has(`${row.id}:${row.language}`))
          .map((row) => [row.language, blogPaths(row.language).category(row.slug)])),
      }))()];
    }));
    return {
      categories: categoryEntries,
      bloggers: (bloggers.results as BloggerRow[]).map((row) => ({ ...row, path: paths.blogger(row.slug) })),
      posts: (posts.results as PostRow[]).map((row) => ({
        id: row.id, slug: row.slug, path: paths.post(row.slug), title: row.title, excerpt: row.excerpt,
        heroImage: row.hero_image, heroAlt: row.hero_alt, published: row.published_on, updated: row.updated_on,
        categoryId: row.category_id, bloggerId: row.blogger_id,
      })),
    };
  });
}

/** Where a post's or a category's slug in one language is found, and what names the same thing in another. */
const SLUG_TABLES = {
  post: { table: 'blog_post_texts', id: 'post_id' },
  category: { table: 'blog_category_texts', id: 'category_id' },
} as const;

/**
 * The slug in `language` of the post or category that `slug` names in
 * another language (/en/life-outdoors/{Finnish slug}/, decision 037), or
 * null. Asked only on the way to a 404, so it is not cached.
 */
export async function blogSlugFromOtherLanguage(db: D1Database, kind: keyof typeof SLUG_TABLES, language: Language, slug: string): Promise<string | null> {
  const { table, id } = SLUG_TABLES[kind];
  return db.prepare(`SELECT own.slug FROM ${table} other JOIN ${table} own ON own.${id} = other.${id} AND own.language = ?1
    WHERE other.slug = ?2 AND other.language <> ?1 ORDER BY other.language LIMIT 1`).bind(language, slug).first<string>('slug');
}

export interface BlogPostBody {
  bodyHtml: string;
  /** The post's path in each language it is written in. */
  paths: PathsByLanguage;
}

/** A post's sanitised body in the language and its paths in every language; null when it is not written in the language. */
export function getBlogPostBody(source: CatalogueSource, language: Language, postId: number, ownHosts: string[]): Promise<BlogPostBody | null> {
  return readThrough(source, `blog-post:${language}:${postId}`, async () => {
    const { results } = await source.db.prepare('SELECT language, slug, body_html FROM blog_post_texts WHERE post_id = ?1')
      .bind(postId).all<{ language: Language; slug: string; body_html: string }>();
    const own = results.find((row) => row.language === language);
    if (!own) return null;
    return {
      bodyHtml: await sanitizeHtml(own.body_html, { productionHosts: ownHosts }),
      paths: Object.fromEntries(results.map((row) => [row.language, blogPaths(row.language).post(row.slug)])),
    };
  });
}

/** Cards a post shows at most: the models it names first. */
export const BLOG_POST_PRODUCTS = 12;

// The rule of every list (public, not campaign-only, priced in the tax area) over the post's first links, so a
// guide naming thousands of models reads a bounded set; ?1 the post, ?2 the tax area, ?3 the language.
const LINKS_READ = BLOG_POST_PRODUCTS * 4;
const LINKED = `SELECT pm.model_id AS id FROM blog_post_models pm
  JOIN product_models m ON m.id = pm.model_id AND m.is_public = 1 AND m.campaign_only = 0
  JOIN product_model_prices p ON p.model_id = m.id AND p.tax_area_id = ?2
  WHERE pm.post_id = ?1 ORDER BY pm.position LIMIT ${LINKS_READ}`;
const ORDER = `SELECT model_id AS id FROM blog_post_models WHERE post_id = ?1 ORDER BY position LIMIT ${LINKS_READ}`;

let statements: Array<[string, string]> | undefined;
function linkedQueries(): Array<[string, string]> {
  statements ??= [['order', ORDER], ...productListQueriesForSet(`WITH ms(id) AS MATERIALIZED (${LINKED})`)];
  return statements;
}

/** The models a post is about as grid items in the post's order: the first BLOG_POST_PRODUCTS of its first links that the shop shows. */
export function getBlogPostProducts(source: CatalogueSource, postId: number, language: Language, taxAreaId: number): Promise<ProductListItem[]> {
  return readThrough(source, `blog-post-products:${postId}:${language}:${taxAreaId}`, async () => {
    const { db } = source;
    const queries = linkedQueries();
    const params = [postId, taxAreaId, language];
    const results = await db.batch(queries.map(([, sql]) => db.prepare(sql).bind(...params.slice(0, boundCount(sql)))));
    const named = Object.fromEntries(queries.map(([name], index) => [name, results[index].results]));
    const items = new Map(toProductListItems(named as unknown as ProductListRows).map((item) => [item.id, item]));
    return (named.order as Array<{ id: number }>).flatMap((row) => items.get(row.id) ?? []).slice(0, BLOG_POST_PRODUCTS);
  });
}

/** A blog category the menu links for its Life outdoors item: its name and local path in the language. */
export interface BlogMenuCategory { name: string; path: string }

const MENU_CATEGORIES = `SELECT c.nav_key, t.name, t.slug FROM blog_categories c
  JOIN blog_category_texts t ON t.category_id = c.id AND t.language = ?1
  WHERE c.nav_key IS NOT NULL AND EXISTS (SELECT 1 FROM blog_posts p JOIN blog_post_texts pt ON pt.post_id = p.id AND pt.language = ?1
    WHERE p.category_id = c.id)`;

/** The categories that take over a Life outdoors menu item (decision 034), by nav key: those with posts in the language. */
export function getBlogMenuCategories(source: CatalogueSource, language: Language): Promise<Partial<Record<string, BlogMenuCategory>>> {
  return readThrough(source, `blog-menu:${language}`, async () => {
    const { results } = await source.db.prepare(MENU_CATEGORIES).bind(language).all<{ nav_key: string; name: string; slug: string }>();
    const paths = blogPaths(language);
    return Object.fromEntries(results.map((row) => [row.nav_key, { name: row.name, path: paths.category(row.slug) }]));
  });
}
