import type { CheckoutRequest, CheckoutResponse, CheckoutRow } from '../types/checkout.ts';
import type { CartRow, CheckoutState } from './checkout-core.ts';
import { POSTCODE_PATTERN } from './checkout-options.ts';
import { codesToSend, confirmedCodes } from './discount-codes.ts';

/**
 * Validation against POST /api/checkout/ (core 4, core 7): PENDING at the
 * start with a new random hash, VALIDATED with the answer, ERROR on failure;
 * an answer whose hash is not the current one is about an older cart and is
 * dropped.
 */

/** core 4: a validation starts with a new random hash (the caller makes it). */
export function startValidation(state: CheckoutState, hash: string): CheckoutState {
  if (!hash) return state;
  return { ...state, status: 'PENDING', validateHash: hash };
}

/** The request failed (network, 5xx, 400): ERROR, unless a newer validation or a cart change came since. */
export function failValidation(state: CheckoutState, hash: string): CheckoutState {
  if (!hash || hash !== state.validateHash) return state;
  return { ...state, status: 'ERROR' };
}

function withServerRow(row: CartRow, server: CheckoutRow | undefined): CartRow {
  if (!server) return row;
  const { frozen: _frozen, ...rest } = row;
  const { name, modelId, manufacturer, path, image, variant_text, price, row_total, problem } = server;
  return {
    ...rest,
    on_order: server.on_order,
    max_amount: server.max_amount,
    ...(server.frozen ? { frozen: true } : {}),
    details: { name, modelId, manufacturer, path, image, variant_text, price, row_total, problem },
  };
}

/**
 * Applies the server's answer to the validation under way: the rows' orderable
 * quantities and frozen flags, only the confirmed codes (core 4), the totals,
 * delivery methods and reason. The amounts stay the shopper's: a row over its
 * quantity is the server's reason to report, not the client's to rewrite.
 */
export function applyValidation(state: CheckoutState, response: CheckoutResponse): CheckoutState {
  if (!state.validateHash || response.validate_hash !== state.validateHash) return state;
  const methods = response.delivery_methods;
  const chosen = methods.find((method) => method.selected)?.id ?? methods.find((method) => method.id === state.deliveryMethod)?.id ?? null;
  return {
    ...state,
    status: 'VALIDATED',
    products: state.products.map((row) => withServerRow(row, response.products.find((server) => server.productId === row.productId))),
    codes: confirmedCodes(codesToSend(state), response),
    pendingCodes: [],
    deliveryMethod: chosen,
    cartDiscount: response.cart_discount,
    giftCards: response.payment_events,
    deliveryMethods: methods,
    paymentMethods: response.payment_methods,
    productsPrice: response.products_price,
    deliveryTotalPrice: response.delivery_cost,
    repackCost: response.repack_cost,
    totalPrice: response.total_price,
    shippingTime: response.shipping_time_str,
    thresholds: { delivery: response.delivery_thresholds.delivery_threshold, repack: response.delivery_thresholds.repack_threshold },
    snippetError: response.reason,
    // core 5: Klarna and PayPal checkout only when the server says so and nothing is in the way.
    showKlarna: response.show_klarna && response.reason === '',
    showPaypalCheckout: response.paypal_checkout && response.reason === '',
  };
}

export interface RequestContext {
  countryCode: string;
  languageCode: string;
  customerId?: number | null;
  pageName?: CheckoutRequest['pageName'];
  customsAcknowledged?: boolean;
}

/** The body of POST /api/checkout/ (core 7) for the current state: ids, amounts and choices, never a price. */
export function toCheckoutRequest(state: CheckoutState, context: RequestContext): CheckoutRequest {
  return {
    validate_hash: state.validateHash,
    country_code: context.countryCode,
    language_code: context.languageCode,
    ...(context.customerId != null ? { customer_id: context.customerId } : {}),
    ...(POSTCODE_PATTERN.test(state.postcode) ? { postal_code: state.postcode } : {}),
    products: state.products.map(({ productId, amount, bundleHash }) => (bundleHash ? { productId, amount, bundleHash } : { productId, amount })),
    gift_card_products: state.giftCardProducts.map(({ uid, productId, amount, recipient_name }) => (recipient_name ? { uid, productId, amount, recipient_name } : { uid, productId, amount })),
    discount_codes: codesToSend(state),
    repack: state.isRepackSelected,
    pikanouto: state.isPikanoutoSelected,
    delivery_method: state.deliveryMethod,
    delivery_extra_data: { part_delivery: state.isDeliverySplittingSelected },
    ...(state.specialRequests ? { special_request: state.specialRequests } : {}),
    ...(state.giftCampaignData ? { giftcampaign_data: { code: state.giftCampaignData.code, campaign: state.giftCampaignData.campaign } } : {}),
    ...(context.customsAcknowledged !== undefined ? { customs_acknowledged: context.customsAcknowledged } : {}),
    ...(context.pageName ? { pageName: context.pageName } : {}),
  };
}
