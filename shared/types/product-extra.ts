/**
 * The product page's secondary data (cat 7): extra type 2, fast shipping,
 * reviews and the back-in-stock notifier. Loaded after the page is shown,
 * so a failure never fails the page (cat 8 #2664, #5711).
 */
import type { ListPrice, ProductListItem } from './product-list.ts';

export interface BundleVariant { id: number; colour: string; size: string; type: string; price: ListPrice; inStock: boolean; onOrder: boolean }
export interface BundleModel {
  id: number; name: string; manufacturer: string; path: string; image: string;
  /** Only variants in stock or on order (cat 5). */
  variants: BundleVariant[];
}
/** cat 3 Extra data bundle: the product sold together with secondary models at a discount. */
export interface BundleView {
  id: number;
  name: string;
  description: string;
  discountPercent: number;
  /** The bundle's price from the models' active prices, before and after the bundle discount. */
  prices: { regular: number; active: number };
  /** The page's own model first, then the secondary models. */
  secondary_product_models: BundleModel[];
}

/** cat 3 parsed_sizetable: sizes are the columns, rows the measurements. */
export interface SizeTableView {
  id: number;
  name: string;
  sizetable: string;
  hide_image: boolean;
  info_text: string;
  images: string[];
  parsed_sizetable: {
    id: number;
    sizes: Array<{ size: string; product_type: string }>;
    rows: Array<{ name: string; unit: string; values: string[] }>;
  };
  /** Staff only, when the back office is configured (cat 6 "Open in admin", decision 021). */
  admin_url?: string;
}

/** GET /api/product/extra/?type=2 */
export interface ProductExtraResponse {
  bundles: BundleView[];
  sizetables: SizeTableView[];
  recommendations: ProductListItem[];
  also_bought: ProductListItem[];
}

/** GET /api/get_fast_shipping/: one way to get the product to the postal code (cat 3 Delivery option). */
export interface DeliveryOption {
  name: string;
  /** The pickup store, '' for home and locker delivery. */
  storeSlug: string;
  kind: 'home' | 'parcel_locker' | 'store_pickup' | 'express_pickup';
  /** Localised estimate, e.g. "2–4 working days" or "Ready for pickup today after 16:00". */
  timeEstimate: string;
  /** In euro; 0 when free for this price. */
  price: number;
}

/** cat 3 Review as GET /api/product_reviews/ lists it. */
export interface ReviewView {
  id: number;
  created: string;
  /** 0-10; stars are rating / 2. */
  rating: number;
  visible_name: string;
  comment: string;
  language: string;
  /** Fit from 2 (small) to 10 (large), or null. */
  size: number | null;
  images: string[];
  votes_up: number;
  votes_down: number;
  votes_total: number;
}

export type ReviewOrdering = 'date' | 'votes' | 'stars';

export interface ReviewsResponse {
  results: ReviewView[];
  count: number;
  max_pages: number;
  /** Every image of the model's reviews, for the image strip. */
  images: Array<{ url: string; reviewId: number }>;
}
