/**
 * The life outdoors pages' rules (decision 034) over the cached blog index
 * (worker/data/blog.ts): category order, post cards, pages of posts and the
 * Article structured data. Plain values in and out.
 */
import type { BloggerSummary, BlogLink, BlogPostPage, BlogPostSummary } from '../../shared/types/blog.ts';
import type { BlogCategoryEntry, BloggerEntry, BlogIndex, BlogPostEntry } from '../data/blog.ts';

/** Posts on a page of a list. */
export const BLOG_PAGE_SIZE = 12;
/** Newest posts per category on the hub. */
export const HUB_POSTS_PER_CATEGORY = 3;

/**
 * Categories with posts in the language (an empty one has no page), in the
 * order of the general setting blog_category_order (core 3: category keys);
 * those it leaves out follow by name.
 */
export function orderedCategories(index: BlogIndex, order: readonly string[], locale: string): BlogCategoryEntry[] {
  const used = new Set(index.posts.map((post) => post.categoryId));
  const rank = (category: BlogCategoryEntry) => {
    const at = order.indexOf(category.key);
    return at < 0 ? order.length : at;
  };
  return index.categories.filter((category) => used.has(category.id))
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, locale));
}

export const linkOf = (entry: { name: string; path: string }): BlogLink => ({ name: entry.name, path: entry.path });

export function bloggerSummary(blogger: BloggerEntry): BloggerSummary {
  return { name: blogger.name, path: blogger.path, picture: blogger.picture, bio: blogger.bio };
}

/** A post's card: the post with its category's and author's names and links. */
export function postSummary(post: BlogPostEntry, index: BlogIndex): BlogPostSummary {
  const category = index.categories.find((entry) => entry.id === post.categoryId);
  const author = index.bloggers.find((entry) => entry.id === post.bloggerId);
  return {
    id: post.id, title: post.title, path: post.path, excerpt: post.excerpt, heroImage: post.heroImage, heroAlt: post.heroAlt,
    published: post.published, updated: post.updated,
    category: category ? linkOf(category) : { name: '', path: '' },
    author: author ? linkOf(author) : { name: '', path: '' },
  };
}

/** `?page=N` of a list: a whole number from 1, anything else the first page. */
export function requestedPage(search: string): number {
  const raw = new URLSearchParams(search).get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** One page of a list of posts; a page past the last is null (the list is shorter than the link promised). */
export function postPage(posts: BlogPostEntry[], index: BlogIndex, page: number, basePath: string): BlogPostPage | null {
  const pageCount = Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE));
  if (page > pageCount) return null;
  const shown = posts.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);
  return { posts: shown.map((post) => postSummary(post, index)), page, pageCount, basePath };
}

/** The hub: each category in order with its newest posts. */
export function hubSections(index: BlogIndex, order: readonly string[], locale: string) {
  return orderedCategories(index, order, locale).map((category) => ({
    category: linkOf(category),
    posts: index.posts.filter((post) => post.categoryId === category.id).slice(0, HUB_POSTS_PER_CATEGORY).map((post) => postSummary(post, index)),
  }));
}

interface ArticleInput {
  post: BlogPostSummary;
  url: string;
  image: string | null;
  authorUrl: string;
  publisher: string;
  language: string;
}

/** schema.org Article of a post. */
export function articleJsonLd({ post, url, image, authorUrl, publisher, language }: ArticleInput): unknown {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(image ? { image: [image] } : {}),
    datePublished: post.published,
    dateModified: post.updated ?? post.published,
    inLanguage: language,
    author: { '@type': 'Person', name: post.author.name, url: authorUrl },
    publisher: { '@type': 'Organization', name: publisher },
    mainEntityOfPage: url,
    articleSection: post.category.name,
  };
}
