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
    // A transfer request sends no codes (staff-modes.ts): they wait, unconfirmed and unrefused, until it ends.
    codes: state.transferRequest ? state.codes : confirmedCodes(codesToSend(state), response),
    pendingCodes: state.transferRequest ? state.pendingCodes : [],
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
  /** The currency the shopper sees: sent as the x-currency header, not in the body (core 7 has no such field; decision 016). */
  currencyCode?: string;
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
    products: state.products.map((row) => requestRow(row, state.transferRequest)),
    // A transfer request moves only variants between warehouses: no gift cards or codes (the engine ignores them).
    gift_card_products: state.transferRequest ? [] : state.giftCardProducts.map(({ uid, productId, amount, recipient_name, message, template }) => ({
      uid, productId, amount, ...(recipient_name ? { recipient_name } : {}), ...(message ? { message } : {}), ...(template ? { template } : {}),
    })),
    discount_codes: state.transferRequest ? [] : codesToSend(state),
    repack: state.isRepackSelected,
    pikanouto: state.isPikanoutoSelected,
    delivery_method: state.deliveryMethod,
    delivery_extra_data: { part_delivery: state.isDeliverySplittingSelected },
    ...(state.specialRequests ? { special_request: state.specialRequests } : {}),
    ...(state.giftCampaignData ? { giftcampaign_data: { code: state.giftCampaignData.code, campaign: state.giftCampaignData.campaign } } : {}),
    ...(context.customsAcknowledged !== undefined ? { customs_acknowledged: context.customsAcknowledged } : {}),
    ...(context.pageName ? { pageName: context.pageName } : {}),
    ...staffFields(state),
  };
}

/** A row as the request names it; per-store units only in transfer-request mode (they are staff-only fields). */
function requestRow({ productId, amount, bundleHash, transferAmounts, transferAmountsFrom }: CartRow, transfer: boolean): CheckoutRequest['products'][number] {
  if (!transfer) return bundleHash ? { productId, amount, bundleHash } : { productId, amount };
  return {
    productId, amount,
    ...(bundleHash ? { bundleHash } : {}),
    ...(transferAmounts && Object.keys(transferAmounts).length > 0 ? { transferAmounts } : {}),
    ...(transferAmountsFrom && Object.keys(transferAmountsFrom).length > 0 ? { transferAmountsFrom } : {}),
  };
}

/** Staff modes (core 7 body): sent only when set, so a shopper's request never carries them (the server answers 403). */
function staffFields(state: CheckoutState): Partial<CheckoutRequest> {
  return {
    ...(state.enterpriseOrder ? { enterprise_order: { id: state.enterpriseOrder.id } } : {}),
    ...(state.transferRequest ? {
      transfer_request_from: state.transferRequestFrom,
      transfer_request_to: state.transferRequestTo,
      transfer_request_high_priority: state.transferrequest_high_priority,
      transfer_request_reserve_quantity: state.transferrequest_reserve_quantity,
    } : {}),
    ...(state.postDelivery ? { post_delivery: true } : {}),
  };
}
