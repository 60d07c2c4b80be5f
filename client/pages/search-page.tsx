import { useCallback } from 'react';
import type { SearchPageProps } from '../../shared/types/search-page.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { trackSearch } from '../commerce-analytics.ts';
import { ProductGrid } from '../components/grid/product-grid.tsx';
import { pluralText } from '../components/plural-text.ts';
import { SearchPageForm } from '../components/search/search-page-form.tsx';
import { useSite } from '../site-context.tsx';

/**
 * /search/?q= (issue 18): the query in the heading, the count, cat 8's
 * approximate or failure message, and the results in the product grid; the
 * search form alone without a query, and help when nothing was found.
 */
export default function SearchPage({ query, approximate, failed, grid }: SearchPageProps) {
  const { t, config, href } = useSite();
  const onFirstProducts = useCallback((items: ProductListItem[]) => trackSearch(query, items), [query]);
  const count = grid?.page.total ?? 0;
  return (
    <div className="listing search-page">
      <h1 className="page-heading">{query ? t('search.headingFor', { query }) : t('search.heading')}</h1>
      <SearchPageForm key={query} query={query} />
      {failed ? <p className="search-page__message search-page__message--error" role="alert">{t('search.failed')}</p> : null}
      {!failed && query ? (
        <p className="search-page__count">{pluralText(t, 'search.count', count, config.language, { count })}</p>
      ) : null}
      {approximate ? <p className="search-page__message">{t('search.approximate', { query })}</p> : null}
      {grid ? <ProductGrid key={query} grid={grid} onFirstProducts={onFirstProducts} /> : null}
      {query && !failed && !grid ? (
        <div className="search-page__empty">
          <h2>{t('search.emptyHeading', { query })}</h2>
          <ul>
            <li>{t('search.emptySpelling')}</li>
            <li>{t('search.emptyFewerWords')}</li>
            <li>
              {t('search.emptyBrowse')} <a href={href('manufacturers')}>{t('search.emptyBrands')}</a>
            </li>
          </ul>
        </div>
      ) : null}
      {!query ? <p className="search-page__intro">{t('search.intro')}</p> : null}
    </div>
  );
}
