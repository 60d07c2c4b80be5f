import type { BlogLink } from '../../../shared/types/blog.ts';
import { useSite } from '../../site-context.tsx';

interface BlogCategoryNavProps {
  categories: BlogLink[];
  blogPath: string;
  /** The path of the list shown: its link is the current page. */
  current: string;
}

/** The blog's categories, with every post first; the shown list is marked as the current page. */
export function BlogCategoryNav({ categories, blogPath, current }: BlogCategoryNavProps) {
  const { t, localHref } = useSite();
  const links = [{ name: t('lifeOutdoors.allPosts'), path: blogPath }, ...categories];
  return (
    <nav className="blog-nav" aria-label={t('lifeOutdoors.categoriesLabel')}>
      <ul className="blog-nav__list">
        {links.map((link) => (
          <li key={link.path}>
            <a className="blog-nav__link" href={localHref(link.path)} aria-current={link.path === current ? 'page' : undefined}>{link.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
