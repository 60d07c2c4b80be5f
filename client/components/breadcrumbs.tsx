import type { Crumb } from '../../shared/types/grid-page.ts';
import { useSite } from '../site-context.tsx';

/** Home, then the crumbs (local paths); the last crumb is the page itself, not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t, href, localHref } = useSite();
  const last = crumbs.length - 1;
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          {crumbs.length === 0
            ? <span aria-current="page">{t('breadcrumbs.home')}</span>
            : <a href={href('front')}>{t('breadcrumbs.home')}</a>}
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.path}-${index}`} className="breadcrumbs__item">
            {index === last ? <span aria-current="page">{crumb.name}</span> : <a href={localHref(crumb.path)}>{crumb.name}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
