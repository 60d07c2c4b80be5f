/** Response shapes of the resource calls of core 7 (field names as the spec lists them). */

interface ProductGroupLink { slug: string; title: string; image: string }

/** core 3 productGroups: a tree; `path` is the localised group path with outer slashes. */
export interface ProductGroupNode {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  path: string;
  showInMenu: boolean;
  /** Featured on the front page. */
  isTop: boolean;
  image: string;
  children: ProductGroupNode[];
  links: ProductGroupLink[];
}

export interface ColourResource { slug: string; name: string; control: string; hex: string }
export interface ManufacturerSummary { id: number; slug: string; name: string; logo: string; isFeatured: boolean }
export interface PropertyFilterResource { slug: string; name: string; filter: 'range' | 'checkbox'; unit: string }
export interface PropertyTypeResource { slug: string; name: string; bgColor: string; textColor: string }
export interface StoreResource {
  id: number; slug: string; name: string; shortName: string;
  type: 'retail' | 'web' | 'warehouse'; pikanouto: boolean; nouto: boolean; stockDisplayOrder: number;
}
export interface TaxRateResource { taxAreaId: number; taxClassId: number; percentage: number }

export interface ResourcesResponse {
  colors: ColourResource[];
  manufacturers: ManufacturerSummary[];
  productGroups: ProductGroupNode[];
  propertyFilters: PropertyFilterResource[];
  propertyTypes: PropertyTypeResource[];
  stores: StoreResource[];
  taxRates: TaxRateResource[];
}

/** core 3 / cat 3 Banner. `url` has the shop's own origin stripped (core 5). */
export interface Banner {
  id: number; title: string; image: string; heading: string; subText: string;
  url: string; buttonText: string; cropPoint: string;
}
export interface DynamicPageBanner extends Banner { groupId: number }
export interface BannersResponse { imageBanners: Banner[]; dynamicPageBanners: DynamicPageBanner[]; textBanners: Banner[] }

export interface KeywordSummary { id: number; keyword: string }
export interface KeywordPopup { text: string; url: string }

export interface RouteSlugs {
  staticPageSlugs: string[];
  staticPageWithTabsSlugs: string[];
  navigationSlugs: string[];
  manufacturerSlugs: string[];
}

/** core 3 Static page; `content` is sanitised HTML (core 5). */
export interface StaticPage { id: number; title: string; content: string; metaDescription: string }
export interface StaticPageTab { title: string; slug: string; content: string; tabs: StaticPageTab[] }
export interface StaticPageWithTabs { id: number; title: string; slug: string; metaDescription: string; tabs: StaticPageTab[] }

/** core 3 general settings after parsing; JSON values that fail to parse are left out (core 5). */
export interface GeneralSettings {
  searchBarPlaceholder: string;
  frontpageMetaDescription: string;
  frontpageTitle: string;
  blogCategoryOrder: string[];
  priceEndingMaxDays: number;
  rentalEnabled: boolean;
  partDeliveryMode: string;
  experienceManufacturerList: string[];
  autoTranslationsDisabled: boolean;
  blockedStockText: string;
  quickAddProducts: number[];
  featureFlags: Record<string, boolean>;
  defaultSearchEngine: string;
  hiddenDynamicPageMenuItems: string[];
  targetCountryDeliveryAddedDays: { code: string; days: number }[];
  frosmoSearchSortBy: string;
  frosmoCategoryStrategy: string;
  /** repack_cost: RePack packaging in euro at the checkout; absent: the checkout's default. */
  repackCost?: number;
  /** repack_threshold: products' value (euro) from which RePack is free; absent: never free. */
  repackThreshold?: number;
  /** rentle_script_url: the booking partner's widget script (https); Rentle's embed bundle by default. */
  rentleScriptUrl: string;
  /** rentle_shop_id: the shop at the booking partner; '' while none: booking is done in the stores. */
  rentleShopId: string;
  /** booking_resize_script_url: the external booking resize script of static pages with #etifr (core 2); '' none. */
  bookingResizeScriptUrl: string;
  /** company_employee_count: the company history's employee figure (cat 9); absent: the figure is not shown. */
  companyEmployeeCount?: number;
  /** gtm_container_id: the Google Tag Manager container (core 5, decision 037); '' none, and nothing loads. */
  tagManagerId: string;
}
