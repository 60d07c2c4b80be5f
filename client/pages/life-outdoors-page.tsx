import type { LifeOutdoorsPageProps } from '../../shared/types/blog.ts';
import { BloggerCard } from '../components/blog/blogger-card.tsx';
import { PostCard } from '../components/blog/post-card.tsx';
import { useSite } from '../site-context.tsx';

/**
 * /life-outdoors/ (core 2 blog area): each blog category in
 * blog_category_order with its newest posts, then the bloggers.
 */
export default function LifeOutdoorsPage({ sections, bloggers, blogPath, bloggersPath }: LifeOutdoorsPageProps) {
  const { t, localHref } = useSite();
  return (
    <div className="blog-hub">
      <h1 className="page-heading">{t('lifeOutdoors.title')}</h1>
      <p className="blog-hub__intro">{t('lifeOutdoors.intro')}</p>
      {sections.length === 0 ? <p className="post-list__empty">{t('lifeOutdoors.noPosts')}</p> : null}
      {sections.map(({ category, posts }, index) => (
        <section key={category.path} className="blog-hub__section" aria-labelledby={`blog-hub-${index}`}>
          <h2 id={`blog-hub-${index}`} className="blog-hub__heading">{category.name}</h2>
          <ul className="post-list">
            {posts.map((post) => <li key={post.id}><PostCard post={post} headingLevel={3} showCategory={false} /></li>)}
          </ul>
          <p className="blog-hub__more"><a href={localHref(category.path)}>{t('lifeOutdoors.allPostsIn', { category: category.name })}</a></p>
        </section>
      ))}
      <p className="blog-hub__more"><a href={localHref(blogPath)}>{t('lifeOutdoors.allPosts')}</a></p>
      {bloggers.length > 0 ? (
        <section className="blog-hub__section" aria-labelledby="blog-hub-bloggers">
          <h2 id="blog-hub-bloggers" className="blog-hub__heading">{t('lifeOutdoors.ourBloggers')}</h2>
          <ul className="blogger-list">
            {bloggers.map((blogger) => <li key={blogger.path}><BloggerCard blogger={blogger} headingLevel={3} /></li>)}
          </ul>
          <p className="blog-hub__more"><a href={localHref(bloggersPath)}>{t('lifeOutdoors.allBloggers')}</a></p>
        </section>
      ) : null}
    </div>
  );
}
