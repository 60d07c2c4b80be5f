/**
 * The life outdoors area (issue 18, decision 034): the blog's posts,
 * categories and bloggers as the pages show them. Paths are local (outer
 * slashes, no locale prefix); dates are calendar days, YYYY-MM-DD.
 */
import type { Crumb } from './grid-page.ts';
import type { ProductListItem } from './product-list.ts';

export interface BlogLink { name: string; path: string }

/** A post on a list: what its card shows. */
export interface BlogPostSummary {
  id: number;
  title: string;
  path: string;
  excerpt: string;
  /** '' when the post has none. */
  heroImage: string;
  /** '' for a decorative image. */
  heroAlt: string;
  published: string;
  updated: string | null;
  category: BlogLink;
  author: BlogLink;
}

/** A list of posts, a page at a time (12 a page). */
export interface BlogPostPage {
  posts: BlogPostSummary[];
  page: number;
  pageCount: number;
  /** Local path of the list, for the pager's links. */
  basePath: string;
}

export interface BloggerSummary {
  name: string;
  path: string;
  picture: string;
  bio: string;
}

export interface LifeOutdoorsPageProps {
  /** The categories in blog_category_order, each with its newest posts in the language. */
  sections: Array<{ category: BlogLink; posts: BlogPostSummary[] }>;
  bloggers: BloggerSummary[];
  blogPath: string;
  bloggersPath: string;
}

export interface BlogIndexPageProps {
  /** The category shown, or null on the blog's own page (every post). */
  category: { name: string; descriptionHtml: string } | null;
  /** Every category with posts in the language, in blog_category_order: the blog's navigation. */
  categories: BlogLink[];
  blogPath: string;
  list: BlogPostPage;
  breadcrumbs: Crumb[];
}

export interface BlogPostPageProps {
  post: BlogPostSummary & { bodyHtml: string };
  author: BloggerSummary;
  /** The models the post is about, as grid cards (the first 12). */
  products: ProductListItem[];
  breadcrumbs: Crumb[];
}

export interface BloggersPageProps {
  bloggers: BloggerSummary[];
  breadcrumbs: Crumb[];
}

export interface BloggerPageProps {
  blogger: BloggerSummary;
  list: BlogPostPage;
  breadcrumbs: Crumb[];
}
