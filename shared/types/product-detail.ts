/**
 * The product model detail of cat 3, as GET /api/products/productmodel/{slug}/
 * answers it (cat 7; the spec's snake_case field names). The product page
 * does not ship this whole shape to the browser: shared/product/product-view.ts
 * narrows it to the page's view model (ProductView) for one tax area.
 */
import type { PriceType } from './product-list.ts';

/** cat 3 "Prices per tax area", in euro with that area's VAT. */
export interface DetailPrice {
  active: number;
  club: number | null;
  regular: number;
  discount_value: number;
  discount_free: boolean;
  type: PriceType;
}

/** Stock of a variant in one store (cat 3 stock_data.detailed_stocks). */
export interface DetailedStock {
  quantity: number;
  /** Units held but not for sale online (cat 4: blocked stock counts as quantity 0). */
  blocked: number;
  /** Shelf codes are staff data (cat 6): '' for everyone else. */
  shelf_code: string;
}

export interface StockData {
  /** Some store holds sellable (unblocked) stock. */
  in_stock: boolean;
  /** The variant has stock, but every unit of it is blocked. */
  blocked_stock: boolean;
  /** By store id. */
  detailed_stocks: Record<string, DetailedStock>;
  has_stock_tekso_ids: string[];
}

/** cat 3 Variant. */
export interface VariantDetail {
  id: number;
  model_id: number;
  /** Colour slug and name, '' when the variant has no colour axis. */
  colour: { slug: string; name: string; hex: string } | null;
  /** Swatch key (cat 9) of the colour. */
  color: string;
  size: { name: string; sort_order: number } | null;
  product_type: { slug: string; name: string; title: string; sort_order: number } | null;
  teksonumber: string;
  images: string[];
  /** The variant's own prices per tax area id, when priced apart from its model. */
  prices: Record<string, DetailPrice> | null;
  stock_data: StockData;
  shipping_time: { number: number; string: string };
  stock_incoming_str: string;
}

export interface ModelProperty {
  /** The name carries the unit in brackets when it has one: 'Weight [g]'. */
  name: { name: string; slug: string };
  value: string;
  kind: 'number' | 'text' | 'flag';
  unit: string;
}

export interface DetailGroup { id: number; name: string; path: string }

/** cat 3 Product model detail. */
export interface ProductModelDetail {
  id: number;
  name: string;
  slug: string;
  manufacturer: { id: number; name: string; slug: string; image: string; is_finnish: boolean };
  uuid: string;
  modelnumber: string;
  /** Local path of the page: /{manufacturerSlug}/{modelSlug}/. */
  model_url: string;
  canonical_url: string;
  meta_description: string;
  short_description: string;
  long_description_html: string;
  tagline: string;
  /** For each auto-translated field: the text in the original language, and whether a person wrote this language's text. */
  translated_fields: Record<'name' | 'short_description' | 'long_description_html', { original: string; manual_input: boolean }>;
  original_language: string;
  products: VariantDetail[];
  extra_images: Array<{ caption: string; title: string; full_url: string; sort_order: number }>;
  model_notice: string;
  model_properties: ModelProperty[];
  ribbons: Array<{ name: { name: string; value: string; slug: string } }>;
  tags: Array<{ slug: string; name: string; bgColor: string; textColor: string; campaignSlug: string | null }>;
  quote: { text: string; image: string; name: string } | null;
  show_discount_percentage: boolean;
  is_extended_range: boolean;
  belongs_to_outlet: boolean;
  ski_wizard: { belongsTo: boolean; group: string | null; sport: string | null };
  blogs: Array<{ title: string; url: string }>;
  bundle_models: number[];
  campaign_only: boolean;
  is_multi_color: boolean;
  is_public: boolean;
  is_bundle: boolean;
  is_rental: boolean;
  /** Colour slug, or null. */
  promoted_colour: string | null;
  groups: DetailGroup[];
  main_group: DetailGroup;
  /** Group path of the main group from the top: the breadcrumbs. */
  parents: DetailGroup[];
  /** By tax area id. */
  prices: Record<string, DetailPrice>;
  tax_class: number;
  rating: number;
  rating_count: number;
  /** Ids of the size tables linked to the model (their content comes with extra type 2). */
  sizetable: number[];
  /** ISO time the current offer ends, or null. */
  price_ending: string | null;
  /** Staff only (cat 6); '' otherwise. */
  shelf_code: string;
  second_hand_parent: { id: number; is_active: boolean; url: string; name: string; manufacturer: string; prices: Record<string, DetailPrice> } | null;
  on_order: boolean;
}
