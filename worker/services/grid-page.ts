import { isCardSize } from '../../shared/grid/card-size.ts';
import { computeGrid } from '../../shared/grid/compute-grid.ts';
import { isFiltered, isGridSort, parseGridQuery, withPageQuery } from '../../shared/grid/grid-query.ts';
import { FIRST_SCREEN_CARDS, gridPage, pageSizeFor } from '../../shared/grid/page-size.ts';
import { gridContextOf } from '../../shared/grid/grid-context.ts';
import type { GridPage, GridQuery } from '../../shared/types/grid.ts';
import type { GridProps, GridSetup } from '../../shared/types/grid-page.ts';
import type { ProductGroupDetail, ProductListItem } from '../../shared/types/product-list.ts';
import { getProductList, type ProductListSelector } from '../data/product-list.ts';
import { getProductListFirstPage } from '../data/product-list-first-page.ts';
import { getResources } from '../data/resources.ts';
import type { PageScope } from './page-scope.ts';

/** cat 2: any group path containing /outlet/ puts the Outlet ribbon on its cards. */
const isOutletPath = (path: string) => path.includes('/outlet/');

/** A product group's grid setup: the group page's, and the shoe wizard's counts, which must match what that page shows. */
export function groupGridSetupFor(scope: PageScope, group: ProductGroupDetail): Promise<GridSetup> {
  return gridSetupFor(scope, {
    list: { source: 'ProductGroup', id: group.id },
    basePath: group.path,
    defaultSort: isGridSort(group.group_sorting) ? group.group_sorting : 'default',
    subgroups: group.children.map(({ id, slug, name }) => ({ id, slug, name })),
    propertySlugs: group.filterable_properties,
    outletRibbon: isOutletPath(group.path),
  });
}

/** What the grid reads of the request besides the page scope: its query and the card size cookie. */
export interface GridRequest {
  scope: PageScope;
  /** The URL's search, '?sort=price&page=2'. */
  search: string;
  cardSizeCookie: string | undefined;
  /** Every card of the page in the HTML (a crawler), not only the first screen's. */
  wholePage: boolean;
}

type GridSetupInput = Omit<GridSetup, 'stores' | 'propertyFilters'> & {
  /** Property filters to offer, by slug in order; all the shop's when left out. */
  propertySlugs?: string[];
};

/** The grid's filter setup: retail stores (cat 2 store filter) and the property filters the page offers. */
export async function gridSetupFor({ source, language }: PageScope, input: GridSetupInput): Promise<GridSetup> {
  const resources = await getResources(source, language);
  const filters = resources.propertyFilters;
  const propertyFilters = input.propertySlugs
    ? input.propertySlugs.flatMap((slug) => filters.filter((filter) => filter.slug === slug))
    : filters;
  const { propertySlugs: _, ...setup } = input;
  return {
    ...setup,
    stores: resources.stores.filter((store) => store.type === 'retail').map((store) => ({ slug: store.slug, name: store.name })),
    propertyFilters,
  };
}

interface ServerGrid {
  grid: GridProps;
  /** '?page=N' beyond the first page, after the page's own query: kept on the canonical URL. */
  canonicalQuery: string;
  /** schema.org ItemList of the shown products. */
  itemList: unknown;
}

/**
 * What the HTML carries of an item: what its card shows. The fields only
 * filters read (long description, properties, stock, sizes, groups) wait for
 * the whole list, which the client fetches before it filters anything.
 */
export const forCard = (item: ProductListItem): ProductListItem => ({
  ...item, description: '', properties: [], stocks: [], sizes: [], productGroupIds: [],
});

/**
 * A grid's list: a catalogue list by its selector, or items the page already
 * holds (the search's results, in their own order).
 */
export type GridList = ProductListSelector | { kind: 'Items'; items: ProductListItem[] };

/** The query's page: an unfiltered first page from its own small cache entry, anything else from the whole list. */
async function pageFor(scope: PageScope, list: GridList, setup: GridSetup, query: GridQuery): Promise<GridPage | null> {
  const { source, language, config: { taxAreaId } } = scope;
  if (list.kind === 'Items') return gridPage(computeGrid(list.items, query, gridContextOf(scope.config, setup)), list.items.length, query.page);
  if (!isFiltered(query) && query.page === 1) {
    const first = await getProductListFirstPage(source, list, language, taxAreaId, query.sort);
    if (!first) return null;
    const pageSize = pageSizeFor(first.total);
    return { items: first.items, total: first.total, matching: first.total, offset: 0, pageSize, pageCount: Math.max(1, Math.ceil(first.total / pageSize)) };
  }
  const items = await getProductList(source, list, language, taxAreaId);
  return items && gridPage(computeGrid(items, query, gridContextOf(scope.config, setup)), items.length, query.page);
}

/**
 * The grid's page as the URL asks (filters, sort, `?page=N`), with the same
 * shared rules the client applies; only this page's items go into the HTML.
 * Null when the list does not exist.
 */
export async function serverGrid(request: GridRequest, list: GridList, setup: GridSetup, absoluteUrl: (path: string) => string): Promise<ServerGrid | null> {
  const query = parseGridQuery(request.search, { defaultSort: setup.defaultSort, propertyFilters: setup.propertyFilters, sorts: setup.sorts });
  const found = await pageFor(request.scope, list, setup, query);
  if (!found) return null;
  // A catalogue list's page carries its first screen; the client has the rest from the whole list. Items a page holds itself (the search's) have no list to come from.
  const inHtml = request.wholePage || list.kind === 'Items' ? found.items : found.items.slice(0, FIRST_SCREEN_CARDS);
  const page = { ...found, items: inHtml.map(forCard) };
  const { cardSizeCookie } = request;
  const shownPage = Math.floor(page.offset / page.pageSize) + 1;
  return {
    grid: { setup, cardSize: isCardSize(cardSizeCookie) ? cardSizeCookie : 'default', query: { ...query, page: shownPage }, page },
    canonicalQuery: withPageQuery(setup.pageQuery, shownPage > 1 ? `?page=${shownPage}` : ''),
    itemList: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: page.matching,
      // The whole page's products, also those the HTML leaves to the client.
      itemListElement: found.items.map((item, index) => ({
        '@type': 'ListItem', position: page.offset + index + 1, url: absoluteUrl(item.path), name: item.name,
      })),
    },
  };
}

/** schema.org BreadcrumbList of a page's crumbs. */
export function breadcrumbList(crumbs: Array<{ name: string; path: string }>, absoluteUrl: (path: string) => string): unknown {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  };
}
