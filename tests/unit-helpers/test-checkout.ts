/**
 * Builders of checkout states, rows and server answers for tests: plain
 * defaults, overridden field by field.
 */
import type { CheckoutResponse, CheckoutRow } from '../../shared/types/checkout.ts';
import { EMPTY_CHECKOUT_STATE, type CartRow, type CheckoutState } from '../../shared/checkout/checkout-core.ts';

export function row(productId: number | string, overrides: Partial<CartRow> = {}): CartRow {
  return { productId, amount: 1, on_order: false, max_amount: 5, ...overrides };
}

export function cart(products: CartRow[] = [], overrides: Partial<CheckoutState> = {}): CheckoutState {
  return { ...EMPTY_CHECKOUT_STATE, products, ...overrides };
}

export function serverRow(productId: number | string, overrides: Partial<CheckoutRow> = {}): CheckoutRow {
  return {
    productId,
    amount: 1,
    max_amount: 3,
    on_order: false,
    frozen: false,
    name: 'Trail shoe',
    modelId: 40,
    manufacturer: 'Kaira',
    path: '/kaira-trail-shoe/',
    image: '/img/40.svg',
    variant_text: 'Black, 42',
    price: { active: 99.9, regular: 129.9 },
    row_total: 99.9,
    problem: null,
    ...overrides,
  };
}

export function response(validateHash: string, overrides: Partial<CheckoutResponse> = {}): CheckoutResponse {
  return {
    validate_hash: validateHash,
    reason: '',
    errors: [],
    products: [],
    gift_card_products: [],
    cart_discount: null,
    payment_events: [],
    products_price: 0,
    delivery_cost: 0,
    repack_cost: 0,
    total_price: 0,
    delivery_methods: [],
    delivery_thresholds: { delivery_threshold: null, repack_threshold: null },
    shipping_time_str: '',
    payment_methods: [],
    show_klarna: false,
    paypal_checkout: false,
    enterprise_order: null,
    transfer_request_from: [],
    post_delivery: false,
    bundles: [],
    kgco_id: null,
    kco_iframe: null,
    giftcampaign_data: null,
    ...overrides,
  };
}
