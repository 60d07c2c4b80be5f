/**
 * Orders (issue 6, core 3 checkout form, cat 3 Order labels): what the
 * payment page sends, and what the order pages and the lookup read.
 * An order is written from the server's own pricing of the cart, never from
 * client figures.
 */
import type { CheckoutRequest } from './checkout.ts';

/** core 3 Checkout form. */
export interface CheckoutForm {
  delivery_method: number | null;
  /** Pickup point or store, when the method needs one. */
  delivery_location: string;
  seller_name?: string;
  seller_number?: string;
  first_name: string;
  last_name: string;
  address: string;
  postal_code: string;
  city: string;
  /** The delivery country (two letters, lower case): the order is priced and shipped for it (decision 018). */
  country_code: string;
  phone: string;
  email: string;
}

export type PaymentMethodId = 'card' | 'paypal' | 'klarna';

/** POST /api/orders/ */
export interface CreateOrderRequest {
  checkout: CheckoutRequest;
  form: CheckoutForm;
  payment_method: PaymentMethodId;
  /**
   * What the payment page last showed as the amount to pay, in its currency
   * (decision 016). Never trusted as a price: the server prices the cart
   * itself and answers 409 total_changed when its figure differs.
   */
  shown?: { currency_code: string; to_pay: number };
}

/** The order is written and stock reserved; the browser goes to the provider next. */
export interface CreateOrderResponse {
  order_number: string;
  /** Where the shopper pays: the provider's page (the test provider's own page locally). */
  redirect_url: string;
}

/**
 * awaiting_payment: written, stock reserved, not paid. processing: paid.
 * cancelled / payment_failed: the reservation is released. The later states
 * are cat 3's order status labels, set by the back office.
 */
export type OrderStatus =
  | 'awaiting_payment' | 'payment_failed' | 'cancelled' | 'processing'
  | 'skis_in_installation' | 'transfer_to_packing' | 'ready_for_packing' | 'ready_for_pick_up'
  | 'transported_to_pickuplocation' | 'shipped' | 'delivered' | 'manual_cancellation';

export interface OrderRowSummary { name: string; variant_text: string; amount: number; unit_price: number; row_total: number; image: string; path: string }

/** A parcel's tracking code (order_tracking_codes, migration 0016); carrier '' when the desk named none. */
export interface OrderTrackingCode { code: string; carrier: string }

/**
 * One change of the order that the customer sees (desk_events with visible = 1):
 * when, what ('status', 'tracking_code', 'cancel', 'pack_together' ...), the
 * status it moved to and the note meant for them. Who did it is the desk's business.
 */
export interface OrderEvent { at: string; action: string; status: string | null; note: string }

/** GET /api/orders/{orderNumber}/?token= and POST /api/orders/lookup/ */
export interface OrderSummary {
  order_number: string;
  status: OrderStatus;
  created: string;
  language: string;
  country_code: string;
  delivery_method: string;
  delivery_location: string;
  /** The delivery time the checkout promised when the order was placed, in its language ('' for older orders; decision 018). */
  delivery_time: string;
  postal_code: string;
  special_request: string;
  rows: OrderRowSummary[];
  products_price: number;
  discount: number;
  delivery_cost: number;
  repack_cost: number;
  total_price: number;
  /** Paid with gift cards. */
  gift_card_paid: number;
  /** Left for the payment provider: total_price − gift_card_paid. */
  to_pay: number;
  payment_method: PaymentMethodId;
  email: string;
  /** Who the order goes to (the confirmation, the lookup and the mail show it). */
  recipient: { first_name: string; last_name: string; address: string; postal_code: string; city: string; country_code: string };
  /**
   * The currency the buyer saw the order in, with the rate and format of the
   * time (decision 016): the euro amounts above are shown converted with it.
   */
  display_currency: { code: string; rate: number; format: string };
  /** What the payment provider collects (to_pay as shown, or in euro where that currency is not charged). */
  charged: { amount: number; currency: string };
  /** Order tracking (issue 16 item 4): the parcels' codes, oldest first. */
  tracking_codes: OrderTrackingCode[];
  /** When the order left the shop and reached the customer (ISO times, set by the order desk or the warehouse). */
  shipped_at: string | null;
  delivered_at: string | null;
  /** Not yet shipped: the customer may still cancel it (shared/order/order-status-flow.ts isNotShipped). */
  can_cancel: boolean;
  /** The last day of the 100-day return window (cat 9; YYYY-MM-DD in the shop's calendar, shared/service/return-window.ts); null until delivered. */
  return_until: string | null;
  /** Not yet shipped and not yet packed with an earlier order: "earlier order to pack together with" may be given (cat 3). */
  can_pack: boolean;
  /** The orders that ship in the same parcel as this one (either way of the link), not cancelled ones. */
  packed_with: string[];
  /** What happened to the order that the customer sees, oldest first. */
  history: OrderEvent[];
}
