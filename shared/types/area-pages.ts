import type { Crumb, GridProps } from './grid-page.ts';
import type { ProductListItem } from './product-list.ts';

/** A store holding rental gear: its page is the store route's, `models` counts the rental models in stock there. */
export interface RentalStore { slug: string; name: string; models: number }

/** /rental/ (core 2, core 3 rental_enabled): the rental gear in the product grid, the stores that hold it and how booking works. */
export interface RentalPageProps {
  breadcrumbs: Crumb[];
  grid: GridProps;
  stores: RentalStore[];
  /** The partner's booking widget is configured: the page links to the booking frame. */
  onlineBooking: boolean;
}

/** The booking partner's widget as configured (general settings rentle_script_url, rentle_shop_id). */
export interface RentleWidget {
  scriptUrl: string;
  /** Host the script comes from, named on the consent button. */
  host: string;
  shopId: string;
}

/** /rental/rentle/ in the rentle layout: the widget loads only after the visitor asks for it (click-to-load). */
export interface RentalRentlePageProps {
  /** Null when no widget is configured: booking is done in the stores. */
  widget: RentleWidget | null;
}

/** /experiences/products/: the experience brands' products in the product grid. */
export interface ExperiencesPageProps {
  breadcrumbs: Crumb[];
  grid: GridProps;
  /** The brands whose products are experiences (general setting experience_manufacturer_list) that exist. */
  brands: Array<{ slug: string; name: string }>;
}

/** One product group of the catalogue with the number of products it lists (its subgroups' included). */
export interface CatalogGroup { id: number; name: string; path: string; models: number; children: CatalogGroup[] }

/** /catalog/: every product group with products, as a tree, and every brand with products. */
export interface CatalogPageProps {
  groups: CatalogGroup[];
  brands: Array<{ slug: string; name: string; models: number }>;
  /** Products the shop lists in the visitor's tax area. */
  total: number;
}

/**
 * A figure of the company history (cat 9: "over 50 delivery countries, over
 * 100 employees, 7 stores"): `value` as shown, `over` when the data counts more
 * than the round value said (63 countries: over 60).
 */
export interface CompanyFigure { kind: 'deliveryCountries' | 'employees' | 'stores'; value: number; over: boolean }

/** /history/: the company history's static page text (when there is one) and the figures from data. */
export interface HistoryPageProps {
  title: string;
  /** Sanitised HTML of the static page at this path; '' when there is none. */
  content: string;
  figures: CompanyFigure[];
  /** The external booking resize script, when the content has #etifr (core 2 Static page). */
  bookingScript?: string;
}

/** /style-guide/ (noindex): the shop's components on real catalogue data. */
export interface StyleGuidePageProps {
  /** A product of the catalogue for the card; null when the catalogue is empty. */
  card: ProductListItem | null;
  /** One real product per price state the catalogue has, for the price display. */
  prices: ProductListItem[];
}

/** An information page in the index: its title and local path, with a tabbed page's tabs. */
export interface IndexedPage { title: string; path: string; tabs: Array<{ title: string; path: string }> }

/** /static/ (the information pages) and /static-with-tabs/ (the pages with tabs and their tabs). */
export interface StaticIndexPageProps {
  kind: 'pages' | 'tabbed';
  pages: IndexedPage[];
}
