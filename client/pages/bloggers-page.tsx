import type { BloggersPageProps } from '../../shared/types/blog.ts';
import { BloggerCard } from '../components/blog/blogger-card.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { useSite } from '../site-context.tsx';

/** /life-outdoors/bloggers/: the people who write the blog. */
export default function BloggersPage({ bloggers, breadcrumbs }: BloggersPageProps) {
  const { t } = useSite();
  return (
    <div className="bloggers-page">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1 className="page-heading">{t('lifeOutdoors.bloggersTitle')}</h1>
      <p className="blog-index__intro">{t('lifeOutdoors.bloggersIntro')}</p>
      <ul className="blogger-list">
        {bloggers.map((blogger) => <li key={blogger.path}><BloggerCard blogger={blogger} /></li>)}
      </ul>
    </div>
  );
}
