import type { BlogPostSummary } from '../../../shared/types/blog.ts';
import { useSite } from '../../site-context.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';
import { BlogDate } from './blog-date.tsx';

interface PostCardProps {
  post: BlogPostSummary;
  /** h2 on a list under the page's h1; h3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** The category is left out where the list is one category's. */
  showCategory?: boolean;
}

/**
 * A post on a list: the title is the card's one link (stretched over the
 * card by CSS), so the picture, which says nothing the title does not,
 * is decoration here; the post page gives it its alternative text.
 */
export function PostCard({ post, headingLevel = 2, showCategory = true }: PostCardProps) {
  const { localHref } = useSite();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="post-card">
      <Heading className="post-card__title">
        <a className="post-card__link" href={localHref(post.path)}>{post.title}</a>
      </Heading>
      {post.heroImage ? (
        <ResponsiveImage className="post-card__image" src={post.heroImage} alt="" width={1600} height={700}
          sizes="(max-width: 700px) 100vw, 380px" maxWidth={960} />
      ) : null}
      <p className="post-card__meta">
        {showCategory && post.category.name ? <span className="post-card__category">{post.category.name}</span> : null}
        <BlogDate date={post.published} />
        {post.author.name ? <span className="post-card__author">{post.author.name}</span> : null}
      </p>
      {post.excerpt ? <p className="post-card__excerpt">{post.excerpt}</p> : null}
    </article>
  );
}
