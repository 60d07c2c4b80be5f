import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useDeferredValue } from 'react';
import { useSWRConfig } from 'swr';
import { computeGrid } from '../../shared/grid/compute-grid.ts';
import { filterFacets, fullRanges } from '../../shared/grid/filter-facets.ts';
import { serialiseGridQuery, withPageQuery } from '../../shared/grid/grid-query.ts';
import { LOAD_MORE_STEP, pageSizeFor } from '../../shared/grid/page-size.ts';
import { gridContextOf } from '../../shared/grid/grid-context.ts';
import type { GridContext, GridQuery } from '../../shared/types/grid.ts';
import type { GridProps } from '../../shared/types/grid-page.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { useNavigation } from '../navigation/navigation-context.tsx';
import { savedScrollY } from '../navigation/scroll-position.ts';
import { reportClientError } from '../report-client-error.ts';
import { useSite } from '../site-context.tsx';
import { fetchProductList, keepProductList, productListKey } from '../state/product-lists.ts';
import { useApi } from './use-api.ts';
import { whenIdle } from '../when-idle.ts';

/** History state key of the grid's shown count (cat 4: kept when above the initial size). */
const SHOWN_STATE_KEY = 'gridShown';

const shownInHistory = (): number => {
  const value = (history.state as Record<string, unknown> | null)?.[SHOWN_STATE_KEY];
  return typeof value === 'number' && value > 0 ? value : 0;
};

/** The whole list is fetched once the browser is idle after hydration, or after this long at the latest. */
const LIST_FETCH_IDLE_TIMEOUT_MS = 1000;

type ListStatus = 'loading' | 'ready' | 'failed';

/**
 * The grid on the client: the server's first page until the whole list
 * arrives, then filtering and sorting here without a round trip (issue 4).
 * The query lives in the URL (replaced, not pushed) and the shown count in
 * history state, so Back to the grid lands where the visitor was.
 */
export function useGridState(props: GridProps) {
  const { config } = useSite();
  const { replaceUrl, navigate } = useNavigation();
  const request = useMemo(() => ({ ...props.setup.list, language: config.language, taxAreaId: config.taxAreaId }), [props.setup.list, config.language, config.taxAreaId]);
  // Fetched once per page load (a list Back finds in the cache shows at once), not on mount: see the idle start below.
  const { mutate } = useSWRConfig();
  const fetched = useApi<ProductListItem[]>(productListKey(request), {
    immutable: true,
    revalidateOnMount: false,
    fetcher: () => fetchProductList(request),
    onSuccess: (_, key) => keepProductList(key, mutate),
    onError: (error) => {
      console.error('Product list could not be loaded', error);
      reportClientError(`product list: ${error.message}`);
    },
  });
  // Deferred: the whole page's cards render after the list arrives in a background render that yields to
  // the browser every few milliseconds, not in one long task (SWR's store updates are synchronous; issue 19, TBT).
  const list = useDeferredValue(fetched.data ?? null);
  // A failure cached from an earlier visit is asked again (loading), not shown.
  const [asked, setAsked] = useState(false);
  const status: ListStatus = list ? 'ready' : asked && fetched.error && !fetched.isValidating ? 'failed' : 'loading';
  const [query, setQuery] = useState<GridQuery>(props.query);
  // The whole page once the list is here, though the HTML carried only its first screen (FIRST_SCREEN_CARDS).
  const [shown, setShown] = useState(() => Math.max(props.page.pageSize, list ? shownInHistory() : 0));
  const restoredScroll = useRef(false);
  // Read now: until the list is here the page is short, the router's scroll is clamped and the clamped value saved over this one.
  const scrollToRestore = useRef<number | null>(typeof window === 'undefined' ? null : savedScrollY());
  // The same grid with a new payload (a link to this listing with another query) starts over from it.
  const [shownProps, setShownProps] = useState(props);
  if (shownProps !== props) {
    setShownProps(props);
    setQuery(props.query);
    setShown(props.page.pageSize);
  }

  const { mutate: load } = fetched;
  const loaded = list !== null;
  useEffect(() => {
    if (loaded) return;
    // After hydration has settled: a big list is megabytes of JSON to parse.
    const start = () => {
      setAsked(true);
      void load();
    };
    return whenIdle(start, { timeout: LIST_FETCH_IDLE_TIMEOUT_MS, fallback: 0 });
  }, [load, loaded]);

  const context = useMemo<GridContext>(
    () => gridContextOf(config, props.setup, list ? Object.fromEntries(list.map((item) => [item.manufacturerSlug, item.manufacturer])) : {}),
    [config, props, list],
  );

  const matching = useMemo(() => (list ? computeGrid(list, query, context) : null), [list, query, context]);
  const ranges = useMemo(() => (list ? fullRanges(filterFacets(list, { ...query, price: null, properties: {} }, context)) : undefined), [list, context]); // eslint-disable-line react-hooks/exhaustive-deps
  const facets = useCallback(() => (list ? filterFacets(list, query, context) : null), [list, query, context]);

  const total = list?.length ?? props.page.total;
  const matchingCount = matching?.length ?? props.page.matching;
  const pageSize = pageSizeFor(total);
  const offset = query.page > 1 ? Math.min((query.page - 1) * pageSize, Math.max(0, matchingCount - 1)) : 0;
  const items = matching ? matching.slice(offset, offset + shown) : props.page.items;

  // Back or a reload onto a grid scrolled far down: show the restored count, then return to the saved place.
  useLayoutEffect(() => {
    if (!list || restoredScroll.current) return;
    const wanted = shownInHistory();
    if (wanted > shown) {
      setShown(wanted); // this effect runs again once they are rendered
      return;
    }
    restoredScroll.current = true;
    const y = scrollToRestore.current;
    if (wanted > props.page.pageSize && y !== null) window.scrollTo(0, y);
  }, [list, shown, props.page.pageSize]);

  /** A new query: the URL follows and the page size resets (cat 4). */
  const changeQuery = useCallback((next: GridQuery) => {
    const cleaned = { ...next, page: 1 };
    setQuery(cleaned);
    const initial = pageSizeFor(total);
    setShown(initial);
    const search = withPageQuery(props.setup.pageQuery, serialiseGridQuery(cleaned, { defaultSort: props.setup.defaultSort, fullRanges: ranges }));
    const href = window.location.pathname + search + window.location.hash;
    // Without the whole list the server renders the query instead.
    if (status === 'failed') navigate(href);
    else replaceUrl(href, { [SHOWN_STATE_KEY]: 0 });
  }, [total, props.setup.defaultSort, props.setup.pageQuery, ranges, replaceUrl, navigate, status]);

  const canLoadMore = matching !== null && offset + shown < matching.length;
  const loadMore = useCallback(() => {
    if (!canLoadMore) return;
    const next = shown + LOAD_MORE_STEP;
    setShown(next);
    replaceUrl(window.location.pathname + window.location.search + window.location.hash, { [SHOWN_STATE_KEY]: next });
  }, [canLoadMore, shown, replaceUrl]);

  return { status, query, changeQuery, items, offset, total, matchingCount, pageSize, canLoadMore, loadMore, facets, list };
}
