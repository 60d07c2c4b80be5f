/**
 * The product model in lists (cat 3) and the product-list calls of cat 7.
 * One shape for the API, the server-rendered first page and the client grid.
 */

/** Price states of cat 4. */
export type PriceType = 'normal' | 'discount' | 'club' | 'outdoor' | 'outlet';

/** A model's prices in one tax area, in euro with that area's VAT. */
export interface ListPrice {
  /** What a guest pays now. */
  active: number;
  /** The regular price to compare against (equal to `active` when not reduced). */
  reference: number;
  /** The price state from the catalogue. */
  type: PriceType;
  /** The club members' price, when the model has one. */
  club: number | null;
}

export interface ListColour {
  slug: string;
  /** Swatch key of cat 9 (red, blue, ...): the colour filter's group. */
  control: string;
  /** The colour itself (#rrggbb), as the product images draw it; the card's dot shows it. */
  hex: string;
  name: string;
  /** The first image of a variant in this colour; '' when none. */
  image: string;
}

export interface ListTag { slug: string; name: string; bgColor: string; textColor: string; campaignSlug: string | null }
export interface ListRibbon { slug: string; name: string; bgColor: string; textColor: string }

/** A filterable property value: numbers for range filters, text for checkbox filters ('yes' for flags). */
export interface ListProperty { slug: string; value: number | string; filter: 'range' | 'checkbox' }

export interface ProductListItem {
  id: number;
  name: string;
  manufacturer: string;
  manufacturerSlug: string;
  /** Local path of the product page, with outer slashes. */
  path: string;
  /** The model's first image; '' when it has none. */
  image: string;
  colors: ListColour[];
  price: ListPrice;
  /** The variants' active prices differ: the card prefixes "from". */
  fromPrefix: boolean;
  showDiscountPercentage: boolean;
  shortDescription: string;
  /** The long description as plain text (searched by the text filter). */
  description: string;
  tags: ListTag[];
  ribbons: ListRibbon[];
  soldAmount: number;
  viewCount: number;
  /** Mean review rating 0-10; stars are rating / 2. */
  rating: number;
  ratingCount: number;
  /** ISO date the model was published. */
  published: string;
  /** Slugs of the stores holding unblocked stock of any variant. */
  stocks: string[];
  /** Sizes of the orderable variants, in size order. */
  sizes: string[];
  /** The model's groups with all their ancestors. */
  productGroupIds: number[];
  properties: ListProperty[];
}

/** The lists a grid can show: cat 7 sources plus the listing pages of cat 2. */
export type ProductListSourceKind = 'ProductGroup' | 'Manufacturer' | 'Campaign' | 'Newest' | 'SecondHand' | 'ClubOffers'
  // Issue 18: the rental gear (is_rental) and the experience brands' products (experience_manufacturer_list).
  | 'Rental' | 'Experiences';

/** Body of POST /api/products/productmodellist/ (cat 7). */
export interface ProductListRequest {
  /** A catalogue list, or 'Search': the search page's results (issue 18), `slug` being the query. */
  source: ProductListSourceKind | 'Search';
  /** Group or manufacturer id; or `slug` instead (group path, manufacturer or campaign slug, search query). */
  id?: number;
  slug?: string;
  language: string;
  taxAreaId: number;
  /** Order the list by these ids; ids not listed follow in the usual order. */
  sortIds?: number[];
}

/** GET /api/products/productgroup/ answers a list of these (cat 3 Product group; spec field names). */
export interface ProductGroupDetail {
  id: number;
  name: string;
  shortName: string;
  /** Localised path with outer slashes. */
  path: string;
  meta_title: string;
  meta_description: string;
  description: string;
  /** Sanitised HTML. */
  description_html: string;
  /** Slugs of the property filters the grid offers, in order. */
  filterable_properties: string[];
  /** The group's default sort (cat 9 option). */
  group_sorting: string;
  children: Array<{ id: number; name: string; slug: string; path: string }>;
  showInMenu: boolean;
  /** Ancestors, top level first (breadcrumbs). */
  parents: Array<{ id: number; name: string; path: string }>;
  /** The group's path in each language, for hreflang. */
  paths: Record<string, string>;
}

/** GET /api/brand/ (cat 3 Brand). */
export interface BrandDetail {
  id: number;
  slug: string;
  name: string;
  logo: string;
  title: string;
  description: string;
  metaDescription: string;
  promoImages: Array<{ image: string; cropPoint: string }>;
}

/** A campaign listing: the campaign tag (cat 2 /campaigns/{campaignSlug}/). */
export interface CampaignDetail { slug: string; name: string; tagSlug: string }
