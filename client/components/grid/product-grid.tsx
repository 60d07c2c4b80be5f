import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { isFiltered } from '../../../shared/grid/grid-query.ts';
import { BACK_TO_TOP_THRESHOLD, SENTINEL_MARGIN_PX } from '../../../shared/grid/page-size.ts';
import type { GridProps } from '../../../shared/types/grid-page.ts';
import type { ProductListItem } from '../../../shared/types/product-list.ts';
import { useClubViewer } from '../../hooks/use-club-viewer.ts';
import { useGridState } from '../../hooks/use-grid-state.ts';
import { lazyOnUse } from '../../lazy-on-use.ts';
import { useSite } from '../../site-context.tsx';
import { BackToTop } from './back-to-top.tsx';
import { saveCardSize, type CardSize } from './card-size.ts';
import { GridPager } from './grid-pager.tsx';
import { GridToolbar } from './grid-toolbar.tsx';
import { ProductCard } from './product-card.tsx';

interface ProductGridProps {
  grid: GridProps;
  /** Told once, when the first products are known on the client (analytics). */
  onFirstProducts?(items: ProductListItem[]): void;
}

// The filter sheet's code loads with its first opening (issue 19: code a visitor's action needs).
const FilterModal = lazyOnUse(() => import('./filter-modal.tsx').then((module) => module.FilterModal));

/** Cards above the fold load their images eagerly. */
const PRIORITY_CARDS = 4;

/**
 * The product grid shared by group, brand and listing pages (cat 2, cat 4):
 * toolbar, filter sheet, cards with more loading near the end, crawlable
 * pages and Back to top.
 */
export function ProductGrid({ grid, onFirstProducts }: ProductGridProps) {
  const { t, config } = useSite();
  const state = useGridState(grid);
  const viewer = useClubViewer();
  const [cardSize, setCardSize] = useState<CardSize>(grid.cardSize);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Mounted from the first opening on, so a closing sheet hands focus back as a native dialog does.
  const [filtersMounted, setFiltersMounted] = useState(false);
  if (filtersOpen && !filtersMounted) setFiltersMounted(true);
  const facets = useMemo(() => (filtersOpen ? state.facets() : null), [filtersOpen, state.facets]); // only computed while the sheet is open
  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore, canLoadMore } = state;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    }, { rootMargin: `${SENTINEL_MARGIN_PX}px 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoadMore, loadMore]);

  const reported = useRef(false);
  useEffect(() => {
    if (reported.current || !onFirstProducts) return;
    reported.current = true;
    onFirstProducts(state.items);
  }, [onFirstProducts, state.items]);

  const changeCardSize = (size: CardSize) => {
    setCardSize(size);
    saveCardSize(size);
  };
  const pageCount = Math.max(1, Math.ceil(state.matchingCount / state.pageSize));
  const currentPage = Math.floor(state.offset / state.pageSize) + 1;

  return (
    <section className="grid" aria-label={t('grid.products')}>
      <GridToolbar
        sorts={grid.setup.sorts} sort={state.query.sort} onSort={(sort) => state.changeQuery({ ...state.query, sort })}
        text={state.query.text} onText={(text) => state.changeQuery({ ...state.query, text })}
        cardSize={cardSize} onCardSize={changeCardSize}
        matching={state.matchingCount} total={state.total}
        onOpenFilters={() => setFiltersOpen(true)} busy={state.status === 'loading'}
      />
      {filtersMounted ? (
        <Suspense fallback={null}>
          <FilterModal
            open={filtersOpen} onClose={() => setFiltersOpen(false)}
            query={state.query} onChange={state.changeQuery} facets={facets}
            matching={state.matchingCount} total={state.total} currencyCode={config.currencyCode}
          />
        </Suspense>
      ) : null}
      <p className="grid__status" role="status">
        {state.status === 'failed' ? t('grid.listFailed') : t('grid.matchingCount', { matching: state.matchingCount, total: state.total })}
      </p>
      {state.items.length === 0 ? <p className="grid__empty">{t('grid.noMatches')}</p> : (
        <ul className={`product-grid${cardSize === 'extended' ? ' product-grid--extended' : ''}`}>
          {state.items.map((item, index) => (
            <li key={item.id}>
              <ProductCard item={item} colorFilter={state.query.color} sort={state.query.sort} size={cardSize}
                outletRibbon={grid.setup.outletRibbon} priority={index < PRIORITY_CARDS} viewer={viewer} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className="grid__sentinel" aria-hidden="true" />
      {canLoadMore ? (
        <button type="button" className="button button--secondary grid__more" onClick={loadMore}>{t('grid.loadMore')}</button>
      ) : null}
      {/* The pager serves crawlers and no-script visitors the unfiltered pages in the default order; other grids scroll on. */}
      {isFiltered(state.query) || state.query.sort !== grid.setup.defaultSort ? null : <GridPager basePath={grid.setup.basePath} pageQuery={grid.setup.pageQuery} page={currentPage} pageCount={pageCount} />}
      <BackToTop visible={state.matchingCount > BACK_TO_TOP_THRESHOLD} />
    </section>
  );
}
