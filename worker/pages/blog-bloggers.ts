import BloggerPage from '../../client/pages/blogger-page.tsx';
import BloggersPage from '../../client/pages/bloggers-page.tsx';
import type { BloggerPageProps, BloggersPageProps } from '../../shared/types/blog.ts';
import { notFound } from '../errors/app-error.ts';
import { absoluteImageUrl, absoluteUrlOf } from '../render/head.ts';
import { pageNotFound } from '../render/error-response.ts';
import { bloggerSummary, linkOf, postPage, requestedPage } from '../services/blog.ts';
import { breadcrumbList } from '../services/grid-page.ts';
import { loadBlogContext, pagedTitle } from './blog-context.ts';
import type { PageModule } from './page-module.ts';

/** /life-outdoors/bloggers/: every blogger with picture and bio (a short list, by name). */
export const bloggersPage: PageModule<BloggersPageProps> = {
  id: 'bloggers',
  component: BloggersPage,
  async load({ c, t }) {
    const blog = await loadBlogContext(c);
    const breadcrumbs = [...blog.crumbs(false), { name: t('lifeOutdoors.bloggersTitle'), path: blog.paths.bloggers }];
    return {
      props: { bloggers: blog.index.bloggers.map(bloggerSummary), breadcrumbs },
      title: t('lifeOutdoors.bloggersTitle'),
      description: t('lifeOutdoors.bloggersDescription'),
      jsonLd: [breadcrumbList(breadcrumbs, (path) => absoluteUrlOf(c, path))],
    };
  },
};

/**
 * /life-outdoors/bloggers/{blogger}/: the blogger and their posts in the
 * language, 12 a page. The slug is the same in every language. An unknown
 * one is the 404 page with "Blogger not found.".
 */
export const bloggerPage: PageModule<BloggerPageProps> = {
  id: 'blogger',
  component: BloggerPage,
  async load({ c, match, t }) {
    const blog = await loadBlogContext(c);
    const slug = (match.params.blogger ?? '').toLowerCase();
    const blogger = blog.index.bloggers.find((candidate) => candidate.slug === slug);
    if (!blogger) throw notFound(t('lifeOutdoors.bloggerNotFound'));
    const page = requestedPage(new URL(c.req.url).search);
    const list = postPage(blog.index.posts.filter((post) => post.bloggerId === blogger.id), blog.index, page, blogger.path);
    if (!list) throw pageNotFound(c);
    const breadcrumbs = [...blog.crumbs(false), { name: t('lifeOutdoors.bloggersTitle'), path: blog.paths.bloggers }, linkOf(blogger)];
    return {
      props: { blogger: bloggerSummary(blogger), list, breadcrumbs },
      title: pagedTitle(blogger.name, page, t),
      description: blogger.bio || t('lifeOutdoors.bloggerDescription', { name: blogger.name }),
      canonicalQuery: page > 1 ? `?page=${page}` : '',
      image: blogger.picture ? absoluteImageUrl(c, blogger.picture) : undefined,
      jsonLd: [breadcrumbList(breadcrumbs, (path) => absoluteUrlOf(c, path))],
    };
  },
};
