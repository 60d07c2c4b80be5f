import type { BlogPostPageProps } from '../../shared/types/blog.ts';
import { BlogDate } from '../components/blog/blog-date.tsx';
import { PostProducts } from '../components/blog/post-products.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { RichText } from '../components/rich-text.tsx';
import { useSite } from '../site-context.tsx';

/**
 * /life-outdoors/{post}/: the hero image, title, author and dates, the
 * sanitised body, the models the post is about as product cards, and the author.
 */
export default function BlogPostPage({ post, author, products, breadcrumbs }: BlogPostPageProps) {
  const { t, localHref } = useSite();
  return (
    <div className="blog-post-page">
      <Breadcrumbs crumbs={breadcrumbs} />
      <article className="blog-post">
        <header className="blog-post__header">
          {post.category.name ? <p className="blog-post__category"><a href={localHref(post.category.path)}>{post.category.name}</a></p> : null}
          <h1 className="blog-post__title">{post.title}</h1>
          <p className="blog-post__byline">
            <span>{t('lifeOutdoors.by')} <a href={localHref(author.path)}>{author.name}</a></span>
            <span>{t('lifeOutdoors.published')} <BlogDate date={post.published} /></span>
            {post.updated && post.updated !== post.published ? <span>{t('lifeOutdoors.updated')} <BlogDate date={post.updated} /></span> : null}
          </p>
        </header>
        <ResponsiveImage className="blog-post__hero" src={post.heroImage} alt={post.heroAlt} width={1600} height={700}
          sizes="(max-width: 1200px) 100vw, 1200px" priority />
        <RichText className="blog-post__body" html={post.bodyHtml} />
        <PostProducts products={products} />
        <aside className="blog-post__author" aria-labelledby="blog-post-author">
          <h2 id="blog-post-author" className="blog-post__author-heading">{t('lifeOutdoors.aboutAuthor')}</h2>
          <div className="blog-post__author-body">
            <ResponsiveImage className="blog-post__author-picture" src={author.picture} alt="" width={480} height={480} sizes="96px" maxWidth={320} />
            <div>
              <p className="blog-post__author-name"><a href={localHref(author.path)}>{author.name}</a></p>
              {author.bio ? <p className="blog-post__author-bio">{author.bio}</p> : null}
            </div>
          </div>
        </aside>
      </article>
    </div>
  );
}
