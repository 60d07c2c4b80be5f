import type { CardSize } from '../grid/card-size.ts';
import type { GridPage, GridQuery, GridSort } from './grid.ts';
import type { BrandDetail, ProductListRequest } from './product-list.ts';

/** A breadcrumb: a local path (no locale prefix); the last crumb is the page itself. */
export interface Crumb { name: string; path: string }

/** What the client grid needs besides the items: how to fetch the whole list and what filters to offer. */
export interface GridSetup {
  /** The product-list call for the whole list (cat 7), without language and tax area. */
  list: Pick<ProductListRequest, 'source' | 'id' | 'slug'>;
  /** Local path of the listing, for the pager's links. */
  basePath: string;
  defaultSort: GridSort;
  subgroups: Array<{ id: number; slug: string; name: string }>;
  stores: Array<{ slug: string; name: string }>;
  propertyFilters: Array<{ slug: string; name: string; unit: string; filter: 'range' | 'checkbox' }>;
  /** Cards carry an Outlet ribbon (a group under /outlet/, cat 2). */
  outletRibbon: boolean;
  /** The sorts the toolbar offers, in order; GRID_SORTS when left out (the search page adds its own, decision 033). */
  sorts?: GridSort[];
  /** Parameters of the page's own URL that stay before the grid's, encoded, without '?': the search page's `q=…`. */
  pageQuery?: string;
}

/** A grid as the server renders it: the query's first page; the client takes over with the whole list. */
export interface GridProps {
  setup: GridSetup;
  /** The visitor's card size from the cookie (cat 9), so the server renders what the client shows. */
  cardSize: CardSize;
  query: GridQuery;
  page: GridPage;
}

export interface GroupPageProps {
  group: { id: number; name: string; descriptionHtml: string; description: string };
  /** Links to the subgroups, in the operator's order. */
  subgroups: Crumb[];
  breadcrumbs: Crumb[];
  grid: GridProps;
}

export interface BrandPageProps {
  brand: Pick<BrandDetail, 'id' | 'slug' | 'name' | 'logo' | 'title' | 'description' | 'promoImages'>;
  breadcrumbs: Crumb[];
  grid: GridProps;
}

export type ListingKind = 'newest' | 'secondHand' | 'campaign' | 'clubOffers';

/** /newest/, /second-hand/, /campaigns/{slug}/ and /campaigns/club-offers/ (cat 2). */
export interface ListingPageProps {
  kind: ListingKind;
  title: string;
  breadcrumbs: Crumb[];
  grid: GridProps;
}

/** /manufacturers/: every brand, by first letter. */
export interface BrandsPageProps {
  letters: Array<{ letter: string; brands: Array<{ slug: string; name: string; logo: string }> }>;
}
