import BlogPostPage from '../../client/pages/blog-post-page.tsx';
import type { BlogPostPageProps } from '../../shared/types/blog.ts';
import { blogSlugFromOtherLanguage, getBlogPostBody, getBlogPostProducts } from '../data/blog.ts';
import { notFound } from '../errors/app-error.ts';
import { absoluteImageUrl, absoluteUrlOf } from '../render/head.ts';
import { articleJsonLd, bloggerSummary, linkOf, postSummary } from '../services/blog.ts';
import { breadcrumbList, forCard } from '../services/grid-page.ts';
import { loadBlogContext } from './blog-context.ts';
import type { PageModule } from './page-module.ts';

/**
 * /life-outdoors/{post}/: a post in the language it is written in (its slug
 * differs per language, and a language without it has no alternate): hero,
 * author, dates, the sanitised body and the models it is about as product
 * cards, with Article and breadcrumb structured data. Another language's
 * slug of the post 301s to its slug here (decision 037); an unknown slug is
 * the 404 page with "Post not found.".
 */
export const blogPostPage: PageModule<BlogPostPageProps> = {
  id: 'blogPost',
  component: BlogPostPage,
  async load({ c, match, t, scope }) {
    const blog = await loadBlogContext(c);
    const slug = (match.params.post ?? '').toLowerCase();
    const entry = blog.index.posts.find((post) => post.slug === slug);
    const author = entry && blog.index.bloggers.find((blogger) => blogger.id === entry.bloggerId);
    if (!entry) {
      const own = slug ? await blogSlugFromOtherLanguage(blog.source.db, 'post', blog.language, slug) : null;
      if (own) return { redirect: blog.paths.post(own), permanent: true };
    }
    const body = entry ? await getBlogPostBody(blog.source, blog.language, entry.id, blog.hosts) : null;
    if (!entry || !author || !body) throw notFound(t('lifeOutdoors.postNotFound'));
    const products = await getBlogPostProducts(blog.source, entry.id, blog.language, scope.config.taxAreaId);
    const post = postSummary(entry, blog.index);
    const category = blog.index.categories.find((candidate) => candidate.id === entry.categoryId);
    const breadcrumbs = [...blog.crumbs(true), ...(category ? [linkOf(category)] : []), { name: post.title, path: post.path }];
    const absolute = (path: string) => absoluteUrlOf(c, path);
    const image = post.heroImage ? absoluteImageUrl(c, post.heroImage) : null;
    return {
      props: { post: { ...post, bodyHtml: blog.localise(body.bodyHtml) }, author: bloggerSummary(author), products: products.map(forCard), breadcrumbs },
      title: post.title,
      description: post.excerpt || post.title,
      alternatePaths: body.paths,
      image: image ?? undefined,
      jsonLd: [
        breadcrumbList(breadcrumbs, absolute),
        articleJsonLd({ post, url: absolute(post.path), image, authorUrl: absolute(author.path), publisher: c.get('settings').brandName, language: blog.language }),
      ],
    };
  },
};
