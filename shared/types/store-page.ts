import type { ExceptionDay, WeekdayHours } from '../stores/opening-hours.ts';
import type { Crumb } from './grid-page.ts';

/** The services a store page lists (issue 18 item 3); express pickup and pickup are cat 3's pikanouto and nouto. */
export const STORE_SERVICES = ['expressPickup', 'pickup', 'rental', 'repair'] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

/** A retail store as its pages show it, in one language (worker/data/stores.ts). */
export interface StoreDetail {
  id: number;
  slug: string;
  name: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  /** Lower-case ISO 3166-1 alpha-2. */
  countryCode: string;
  phone: string;
  email: string;
  image: string;
  /** Null when the import gave no coordinates: the page has no map link then. */
  latitude: number | null;
  longitude: number | null;
  services: StoreService[];
  description: string;
  week: WeekdayHours[];
  /** Every exception day the import holds, earliest first; pages pass on the upcoming ones. */
  exceptions: ExceptionDay[];
}

/** What a store page and the list show of a store: its exception days are the upcoming ones only. */
export type StoreView = Omit<StoreDetail, 'id'>;

/** /stores/: every retail store with its address, week and links. */
export interface StoresPageProps {
  breadcrumbs: Crumb[];
  stores: StoreView[];
}

/** A top-level product group's grid filtered to the store's stock (cat 2 store filter, `?store=`). */
export interface StoreStockLink { name: string; path: string; count: number }

/** /stores/{store}/. */
export interface StorePageProps {
  breadcrumbs: Crumb[];
  store: StoreView;
  /** OpenStreetMap at the store's coordinates; null without coordinates. */
  mapUrl: string | null;
  stock: StoreStockLink[];
}
