import type { BloggerPageProps } from '../../shared/types/blog.ts';
import { PostList } from '../components/blog/post-list.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { useSite } from '../site-context.tsx';

/** /life-outdoors/bloggers/{blogger}/: the blogger, then their posts in this language. */
export default function BloggerPage({ blogger, list, breadcrumbs }: BloggerPageProps) {
  const { t } = useSite();
  return (
    <div className="blogger-page">
      <Breadcrumbs crumbs={breadcrumbs} />
      <header className="blogger-page__header">
        <ResponsiveImage className="blogger-page__picture" src={blogger.picture} alt="" width={480} height={480} sizes="160px" maxWidth={480} priority />
        <div>
          <h1 className="page-heading">{blogger.name}</h1>
          {blogger.bio ? <p className="blogger-page__bio">{blogger.bio}</p> : null}
        </div>
      </header>
      <h2 className="blog-hub__heading">{t('lifeOutdoors.bloggerPosts', { name: blogger.name })}</h2>
      <PostList list={list} headingLevel={3} />
    </div>
  );
}
