import { withPageQuery } from '../../../shared/grid/grid-query.ts';
import { useSite } from '../../site-context.tsx';
import { ChevronIcon } from '../icons.tsx';
import { pagerItems } from './pager-items.ts';

interface GridPagerProps {
  /** Local path of the listing (no locale prefix). */
  basePath: string;
  /** The page's own parameters, kept before `page=N` (GridSetup.pageQuery). */
  pageQuery?: string;
  page: number;
  pageCount: number;
}

/** Crawlable pagination (issue 4): plain links to ?page=N, rendered on the server. */
export function GridPager({ basePath, pageQuery, page, pageCount }: GridPagerProps) {
  const { t, localHref } = useSite();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const pageHref = (n: number) => localHref(basePath) + withPageQuery(pageQuery, n > 1 ? `?page=${n}` : '');
  return (
    <nav className="grid-pager" aria-label={t('pager.pagination')}>
      <ul className="grid-pager__list">
        {current > 1 ? (
          <li>
            <a className="grid-pager__link grid-pager__link--edge" href={pageHref(current - 1)} rel="prev">
              <ChevronIcon direction="left" />
              {t('pager.previousPage')}
            </a>
          </li>
        ) : null}
        {pagerItems(current, pageCount).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span className="grid-pager__gap" aria-hidden="true">…</span>
            ) : (
              <a className="grid-pager__link" href={pageHref(item)} aria-current={item === current ? 'page' : undefined}
                aria-label={t('pager.pageNumber', { page: item })}>
                {item}
              </a>
            )}
          </li>
        ))}
        {current < pageCount ? (
          <li>
            <a className="grid-pager__link grid-pager__link--edge" href={pageHref(current + 1)} rel="next">
              {t('pager.nextPage')}
              <ChevronIcon direction="right" />
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
