import BlogIndexPage from '../../client/pages/blog-index-page.tsx';
import type { BlogIndexPageProps } from '../../shared/types/blog.ts';
import { blogSlugFromOtherLanguage } from '../data/blog.ts';
import { notFound } from '../errors/app-error.ts';
import { absoluteUrlOf } from '../render/head.ts';
import { pageNotFound } from '../render/error-response.ts';
import { linkOf, orderedCategories, postPage, requestedPage } from '../services/blog.ts';
import { breadcrumbList } from '../services/grid-page.ts';
import { loadBlogContext, pagedTitle } from './blog-context.ts';
import type { PageModule } from './page-module.ts';

/**
 * /life-outdoors/blog/ (every post) and /life-outdoors/blog/{category}/ (one
 * category's posts), newest first, 12 a page (`?page=N`). A category is
 * known in the languages it has posts in; another language's slug of it
 * 301s to its slug here (decision 037); any other slug is the 404 page
 * with "Category not found.", a page past the last "Page not found".
 */
export const blogIndexPage: PageModule<BlogIndexPageProps> = {
  id: 'blogIndex',
  component: BlogIndexPage,
  async load({ c, match, t }) {
    const blog = await loadBlogContext(c);
    const categories = orderedCategories(blog.index, blog.order, blog.language);
    const slug = match.route.id === 'lifeOutdoorsBlogPost' ? (match.params.slug ?? '').toLowerCase() : null;
    const category = slug === null ? null : categories.find((entry) => entry.slug === slug);
    if (category === undefined) {
      const own = slug ? await blogSlugFromOtherLanguage(blog.source.db, 'category', blog.language, slug) : null;
      if (own && categories.some((entry) => entry.slug === own)) return { redirect: blog.paths.category(own), permanent: true };
      throw notFound(t('lifeOutdoors.categoryNotFound'));
    }
    const posts = category ? blog.index.posts.filter((post) => post.categoryId === category.id) : blog.index.posts;
    const page = requestedPage(new URL(c.req.url).search);
    const list = postPage(posts, blog.index, page, category?.path ?? blog.paths.blog);
    if (!list) throw pageNotFound(c);
    const breadcrumbs = category ? [...blog.crumbs(true), linkOf(category)] : blog.crumbs(true);
    const name = category?.name ?? t('lifeOutdoors.blogTitle');
    return {
      props: {
        category: category ? { name: category.name, descriptionHtml: blog.localise(category.descriptionHtml) } : null,
        categories: categories.map(linkOf),
        blogPath: blog.paths.blog,
        list,
        breadcrumbs,
      },
      title: pagedTitle(name, page, t),
      description: category ? t('lifeOutdoors.categoryDescription', { category: category.name }) : t('lifeOutdoors.blogDescription'),
      // A category's slug differs per language, and it exists where it has posts.
      alternatePaths: category ? category.paths : undefined,
      canonicalQuery: page > 1 ? `?page=${page}` : '',
      jsonLd: [breadcrumbList(breadcrumbs, (path) => absoluteUrlOf(c, path))],
    };
  },
};
