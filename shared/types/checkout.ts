/**
 * POST /api/checkout/ (core 7): the cart as the client holds it, and the
 * server's authoritative answer. Field names follow core 7 (snake_case).
 * The request carries no prices: the server prices everything from D1.
 */

/**
 * A cart row: a variant id, or a bundle row whose id is '{bundleId}-{seconds}' with its variants in bundleHash (cat 4),
 * or a ski package row 'ski-{sport}-{seconds}' with its variants in bundleHash (decision 030).
 */
export interface CheckoutProductInput {
  productId: number | string;
  amount: number;
  bundleHash?: string;
  /** Transfer request (core 3 cart product row): units per target warehouse (store id → units). */
  transferAmounts?: Record<string, number>;
  /** Transfer request: units picked per source warehouse (store id → units). */
  transferAmountsFrom?: Record<string, number>;
}

/** Enterprise-order mode (cat 4, core 3 enterpriseOrder): the staff member adds products to this open order. */
export interface EnterpriseOrderRef { id: number; name: string }

/** A gift card bought as a product (models 2427 web, 1412 physical; cat 5): amount in euro, step 10, 0-10,000. */
export interface CheckoutGiftCardInput {
  uid: string; productId: number; amount: number;
  /** Only the web card (2427) keeps these (decision 028): the server drops them from a physical card. */
  recipient_name?: string; message?: string; template?: string;
}

export interface CheckoutRequest {
  /** Echoed back, so the client drops answers to an older cart (core 4). */
  validate_hash: string;
  country_code: string;
  language_code: string;
  customer_id?: number | null;
  /** Postal code of the delivery address, when known: decides the methods that serve it. */
  postal_code?: string;
  products: CheckoutProductInput[];
  /** core 7: bundle rows ('{bundleId}-{seconds}' with bundleHash) sent apart from the products; answered in `bundles`. */
  bundles?: CheckoutProductInput[];
  gift_card_products: CheckoutGiftCardInput[];
  /** Discount codes and gift card codes as typed; the answer says which were accepted. */
  discount_codes: string[];
  repack: boolean;
  pikanouto: boolean;
  /** The delivery method the shopper chose, when any. */
  delivery_method?: number | null;
  delivery_extra_data?: { part_delivery?: boolean; giosg_chatter?: string };
  special_request?: string;
  /** Gift-campaign mode (core 3 giftCampaignData): the code being redeemed and its campaign. */
  giftcampaign_data?: { code: string; campaign: string } | null;
  /** cat 5: orders to gb, ch and ca need the customs and tax acknowledgement. */
  customs_acknowledged?: boolean;
  pageName?: 'checkout' | 'cart';
  /** Staff only (core 3): products go to this enterprise order instead of a paid order. */
  enterprise_order?: { id: number } | null;
  /** Staff only: a store-to-store transfer request picks from these warehouses (store ids) ... */
  transfer_request_from?: number[];
  /** ... and delivers to these. Both non-empty means transfer-request mode. */
  transfer_request_to?: number[];
  transfer_request_high_priority?: boolean;
  transfer_request_reserve_quantity?: boolean;
  /** Staff only: the goods go out by post from the store (core 3 postDelivery). */
  post_delivery?: boolean;
}

/** 'incompatible': a ski package whose parts are not skis and bindings (and boots) of its sport that fit together (decision 030). */
export type CheckoutRowProblem = 'unknown' | 'not_orderable' | 'over_quantity' | 'country_blocked' | 'method_restricted' | 'incompatible';

export interface CheckoutRow {
  productId: number | string;
  amount: number;
  /** Orderable quantity; null when unlimited (on order). */
  max_amount: number | null;
  on_order: boolean;
  frozen: boolean;
  bundleHash?: string;
  name: string;
  modelId: number;
  manufacturer: string;
  path: string;
  image: string;
  /** Variant texts: colour, size, type names. */
  variant_text: string;
  /**
   * Unit price in euro for the customer. A club member's row with a club price
   * is priced at it, marked `type: 'club'` (issue 15; decided from the session).
   */
  price: { active: number; regular: number; type?: 'club' };
  row_total: number;
  problem: CheckoutRowProblem | null;
}

export interface CheckoutDeliveryMethod {
  id: number;
  kind: 'home' | 'parcel_locker' | 'store_pickup' | 'express_pickup';
  name: string;
  storeSlug: string;
  /** Euro; 0 when free at this basket. */
  price: number;
  selected: boolean;
}

export interface CheckoutResponse {
  validate_hash: string;
  /** The first blocking problem as a sentence (snippetError), '' when the order can go ahead. */
  reason: string;
  /** Every problem, one sentence each, shown one by one (core 8). */
  errors: string[];
  products: CheckoutRow[];
  gift_card_products: Array<CheckoutGiftCardInput & { problem: string | null }>;
  cart_discount: { code: string; amount: number } | null;
  payment_events: Array<{ payment_id: string; processor_slug: 'giftcard'; amount: number; creation_time: string }>;
  products_price: number;
  delivery_cost: number;
  repack_cost: number;
  total_price: number;
  delivery_methods: CheckoutDeliveryMethod[];
  delivery_thresholds: { delivery_threshold: number | null; repack_threshold: number | null };
  shipping_time_str: string;
  payment_methods: Array<'card' | 'paypal' | 'klarna'>;
  show_klarna: boolean;
  paypal_checkout: boolean;
  /** The enterprise order the request named, when it exists and is open. */
  enterprise_order: EnterpriseOrderRef | null;
  /** Echo of transfer-request mode: the source warehouses, [] outside it. */
  transfer_request_from: number[];
  post_delivery: boolean;
  /** The request's `bundles`, priced as bundle rows (core 7); bundle rows sent among `products` come back there. */
  bundles: CheckoutRow[];
  kgco_id: null;
  kco_iframe: null;
  /** Gift-campaign mode (decision 026): the code and category echoed when the code is redeemable for the cart, else null (with a reason). */
  giftcampaign_data: { code: string; campaign: string } | null;
}
