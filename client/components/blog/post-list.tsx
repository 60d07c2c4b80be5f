import type { BlogPostPage } from '../../../shared/types/blog.ts';
import { useSite } from '../../site-context.tsx';
import { GridPager } from '../grid/grid-pager.tsx';
import { PostCard } from './post-card.tsx';

interface PostListProps {
  list: BlogPostPage;
  headingLevel?: 2 | 3;
  showCategory?: boolean;
}

/** A page of post cards with the crawlable pager of the grids (?page=N); a note when the list is empty. */
export function PostList({ list, headingLevel = 2, showCategory = true }: PostListProps) {
  const { t } = useSite();
  if (list.posts.length === 0) return <p className="post-list__empty">{t('lifeOutdoors.noPosts')}</p>;
  return (
    <>
      <ul className="post-list">
        {list.posts.map((post) => (
          <li key={post.id}><PostCard post={post} headingLevel={headingLevel} showCategory={showCategory} /></li>
        ))}
      </ul>
      <GridPager basePath={list.basePath} page={list.page} pageCount={list.pageCount} />
    </>
  );
}
