/**
 * The product page's view model (cat 3 "The page view model also carries"):
 * the detail of product-detail.ts narrowed to one tax area and language.
 * The worker builds it (shared/product/product-view.ts) and the page renders it.
 */
import type { Banner } from './catalogue.ts';
import type { Crumb } from './grid-page.ts';
import type { ListPrice, ListTag } from './product-list.ts';

/** Stock of a variant in one store; shelf codes only for staff (cat 6). */
export interface StoreStock { storeId: number; quantity: number; blocked: number; shelfCode: string }

export interface VariantView {
  variantId: number;
  /** '' when the model has no such axis. */
  colorSlug: string;
  sizeSlug: string;
  typeSlug: string;
  sizeSort: number;
  typeSort: number;
  teksoNumber: string;
  images: string[];
  /** The variant's own price in the tax area, else the model's. */
  price: ListPrice;
  /** Some store holds unblocked stock. */
  inStock: boolean;
  /** Stock exists but all of it is blocked. */
  blockedStock: boolean;
  /** cat 9: <=2 at once, 3-998 on order, 999 not available; 30 and 60 shown as text. */
  shippingTimeNumber: number;
  /** Date text of incoming stock, '' when none. */
  stockIncoming: string;
  /** Stores holding any units, in the stores' display order. */
  storeStocks: StoreStock[];
}

/** hex: the colour itself, as the product images draw it (the swatch shows it); control: its filter group (cat 9). */
export interface ColourView { slug: string; name: string; control: string; hex: string; images: string[] }
export interface TypeView { slug: string; name: string; title: string }
export interface PropertyView { slug: string; name: string; value: string; unit: string; kind: 'number' | 'text' | 'flag' }
interface RibbonView { slug: string; name: string; bgColor: string; textColor: string }

export interface ProductView {
  modelId: number;
  slug: string;
  name: string;
  manufacturer: { name: string; slug: string; logo: string; isFinnish: boolean };
  modelNumber: string;
  /** Local path of the product page. */
  modelPath: string;
  isPublic: boolean;
  isBundle: boolean;
  isSecondHand: boolean;
  /** The new product a second-hand item is a used copy of. */
  secondHandParent: { name: string; path: string } | null;
  /** Backorderable: every variant orderable with unlimited quantity (cat 4). */
  onOrder: boolean;
  taxClass: number;
  price: ListPrice;
  /** The variants' prices differ: the price shows "from" until a variant is chosen. */
  fromPrefix: boolean;
  showDiscountPercentage: boolean;
  priceEnding: string | null;
  modelNotice: string;
  tagline: string;
  shortDescription: string;
  descriptionHtml: string;
  /** The original-language texts when this language's are automatic translations (cat 2 auto-translation toggle). */
  original: { language: string; name: string; shortDescription: string; descriptionHtml: string } | null;
  promotedColour: string | null;
  colors: ColourView[];
  /** Size names in size order. */
  sizes: string[];
  types: TypeView[];
  variants: VariantView[];
  generalImages: Array<{ path: string; title: string; caption: string }>;
  tags: ListTag[];
  ribbons: RibbonView[];
  properties: PropertyView[];
  quote: { text: string; image: string; name: string } | null;
  blogPosts: Array<{ title: string; path: string }>;
  rating: number;
  ratingCount: number;
  skiWizard: { sport: 'alpine' | 'nordic'; group: 'skis' | 'bindings' | 'boots' } | null;
  breadcrumbs: Crumb[];
  mainGroupId: number;
}

export interface StoreView { id: number; slug: string; name: string; shortName: string; type: 'retail' | 'web' | 'warehouse'; pikanouto: boolean }

/** cat 3 Delivery limit info for the visitor's delivery country (extra type 1). */
export interface DeliveryLimitInfo {
  /** Delivery method kinds the model may ship with; empty: no limitation. */
  allowedDeliveryMethods: string[];
  isDeliveryCountryBlocked: boolean;
  isDeliveryMethodLimitations: boolean;
  /** Sent as its own package abroad (large items such as skis). */
  perInternationalPackage: boolean;
  blockInfoText: string;
  /** Per variant id: a shipping time or a block that replaces the variant's own for this country. */
  extra_data_overrides: Record<string, { shippingTimeNumber?: number; isDeliveryCountryBlocked?: boolean }>;
}

/** Working days to add to a shipping time for the delivery country (cat 9 delivery time). */
export interface CountryDeliveryDays {
  standard: { start: number; end: number };
  /** A ski bundle (skis mounted with bindings) adds its own days. */
  skiBundle: { start: number; end: number };
  /** general setting targetCountryDeliveryAddedDays for the country. */
  addedDays: number;
}

export type ProductPageMode = 'normal' | 'giftcampaign';

/** The URL query that picks the variant (cat 2: color, size, type, select-color). */
interface VariantQuery { color?: string; size?: string; type?: string; selectColor?: string }

export interface ProductPageProps {
  product: ProductView;
  /** The request's variant query, so the server renders the variant the client will show. */
  initialQuery: VariantQuery;
  stores: StoreView[];
  mode: ProductPageMode;
  /** Gift-campaign mode: the category the product is redeemed in (its slug), the campaign's name and what the recipient pays (decision 026). */
  giftCampaign: { slug: string; name: string; recipientPrice: number; freeDelivery: boolean } | null;
  staff: boolean;
  deliveryCountry: { code: string; name: string };
  deliveryLimit: DeliveryLimitInfo;
  deliveryDays: CountryDeliveryDays;
  /** VAT percentage for the model's tax class in the visitor's tax area (cat 9). */
  vatPercent: number;
  /** general settings the page reads. */
  blockedStockText: string;
  priceEndingMaxDays: number;
  /** Brand description for the Brand tab. */
  brandDescription: string;
  /** The keywords of cat 3 that occur in the description, linked to their popups. */
  keywords: Array<{ id: number; keyword: string }>;
  /** Banner grid (first 4 dynamic-page banners of the main group, cat 2). */
  banners: Banner[];
}
