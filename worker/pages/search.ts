import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import SearchPage from '../../client/pages/search-page.tsx';
import { normaliseSearchQuery } from '../../shared/search/query.ts';
import {
  SEARCH_SORT_COOKIE, SEARCH_SORT_COOKIE_DAYS, SEARCH_SORT_PARAM, chooseSearchSortArm, searchSortsFor, type SearchSortArm,
} from '../../shared/search/search-sort.ts';
import type { SearchPageProps } from '../../shared/types/search-page.ts';
import { getGeneralSettings } from '../data/general-settings.ts';
import type { AppEnv } from '../hono-env.ts';
import { absoluteUrlOf } from '../render/head.ts';
import { gridSetupFor, serverGrid } from '../services/grid-page.ts';
import { searchProducts } from '../services/search/search-products.ts';
import { gridRequestOf } from './page-scope.ts';
import type { LoadedPage, PageLoadContext, PageModule } from './page-module.ts';

/** Search pages are never indexed; their links to products are followed (issue 18). */
const ROBOTS = 'noindex, follow';

/**
 * The visitor's arm of core 4's search-sort A/B split (decision 033): drawn
 * once and kept in a cookie; `?search_sort=a|b` or the cookie picks one.
 */
function searchSortArm(c: Context<AppEnv>): SearchSortArm {
  const { arm, keep } = chooseSearchSortArm(c.req.query(SEARCH_SORT_PARAM), getCookie(c, SEARCH_SORT_COOKIE), Math.random);
  if (keep) {
    const secure = new URL(c.req.url).protocol === 'https:';
    setCookie(c, SEARCH_SORT_COOKIE, arm, { path: '/', maxAge: SEARCH_SORT_COOKIE_DAYS * 86_400, secure, sameSite: 'Lax', httpOnly: true });
  }
  return arm;
}

/** The query's results in the product grid with the arm's default sort; null when nothing matched. */
async function resultsOf({ c, scope }: PageLoadContext, query: string) {
  const found = await searchProducts(scope.source, { language: scope.language, taxAreaId: scope.config.taxAreaId, query });
  if (found.items.length === 0) return { found, built: null };
  const settings = await getGeneralSettings(scope.source, scope.language);
  const { defaultSort, sorts } = searchSortsFor(searchSortArm(c), settings.frosmoSearchSortBy);
  const setup = await gridSetupFor(scope, {
    list: { source: 'Search', slug: found.query },
    basePath: c.get('localPath'),
    defaultSort,
    sorts,
    pageQuery: `q=${encodeURIComponent(found.query)}`,
    subgroups: [],
    outletRibbon: false,
  });
  const built = await serverGrid(gridRequestOf(c, scope), { kind: 'Items', items: found.items }, setup, (path) => absoluteUrlOf(c, path));
  return { found, built };
}

/**
 * /search/?q= (issue 18): the query's products in the grid with all its sorts
 * and filters, the default sort by the visitor's A/B arm. No query shows the
 * search form; a search that fails shows cat 8's message in a 503 page, never
 * the 500 screen. Every query, whatever it holds, is only ever text here.
 */
export const searchPage: PageModule<SearchPageProps> = {
  id: 'search',
  component: SearchPage,
  async load(context): Promise<LoadedPage<SearchPageProps>> {
    const { c, t } = context;
    const query = normaliseSearchQuery(c.req.query('q') ?? '');
    const description = t('search.description', { brand: c.get('settings').brandName });
    const page = (props: Omit<SearchPageProps, 'query'>, extra: Partial<LoadedPage<SearchPageProps>> = {}): LoadedPage<SearchPageProps> => ({
      props: { query, ...props },
      title: query ? t('search.titleFor', { query }) : t('search.title'),
      description,
      robots: ROBOTS,
      ...extra,
    });
    if (!query) return page({ approximate: false, failed: false, grid: null });
    let results: Awaited<ReturnType<typeof resultsOf>>;
    try {
      results = await resultsOf(context, query);
    } catch (error) {
      console.error('Search failed', error);
      return page({ approximate: false, failed: true, grid: null }, { status: 503 });
    }
    const { found, built } = results;
    return page(
      { approximate: found.approximate, failed: false, grid: built?.grid ?? null },
      { canonicalQuery: built?.canonicalQuery ?? `?q=${encodeURIComponent(query)}`, jsonLd: built ? [built.itemList] : undefined },
    );
  },
};
