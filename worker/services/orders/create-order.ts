/**
 * POST /api/orders/ (issue 6 item 6, brief 2): the cart re-priced by the
 * engine from D1, the form checked by the shared schema, then the order,
 * its rows, gift card payments, payment and stock reservation written in
 * one batch before the shopper is sent to the provider.
 */
import { MAX_DELIVERY_LOCATION_LENGTH } from '../../../shared/checkout/checkout-form-schema.ts';
import { isLanguage, type Language } from '../../../shared/languages.ts';
import type { CheckoutResponse } from '../../../shared/types/checkout.ts';
import { chargeFor, convertAmount, formatPrice, minorUnits, type CurrencyDisplay } from '../../../shared/money.ts';
import { GIFT_CODE_MESSAGES } from '../../../shared/gift-campaign/validate-code-schema.ts';
import { prefixFields } from '../../../shared/validation.ts';
import type { CreateOrderRequest, CreateOrderResponse } from '../../../shared/types/order.ts';
import type { CatalogueSource } from '../../data/catalogue-cache.ts';
import { isCampaignCodeTaken } from '../../data/gift-campaigns.ts';
import { isClientHoldFailure } from '../../data/orders/client-holds.ts';
import { insertOrderBatch, isNumberCollision, isReservationFailure } from '../../data/orders/insert-order.ts';
import type { NewOrder } from '../../data/orders/new-order.ts';
import type { PaymentWithOrder } from '../../data/orders/payments.ts';
import { describePickupPoint, getPickupPoint } from '../../data/pickup-points.ts';
import type { Bindings } from '../../env.ts';
import { translatorFor } from '../../i18n.ts';
import { priceCheckout } from '../checkout/price-checkout.ts';
import { configuredPaymentMethods, providerForMethod } from '../payments/providers.ts';
import { orderMoney, orderRows } from './order-records.ts';
import { reservationDemand } from './reservation-demand.ts';
import { randomOrderId, randomOrderNumber, randomToken } from './secrets.ts';
import { PaymentStartError, startPayment, type OrderLinks } from './start-payment.ts';
import { unpaidCapRefusal, unpaidCapStatements } from './unpaid-caps.ts';

export interface CreateOrderContext {
  env: Bindings;
  source: CatalogueSource;
  /** The request's language: texts when the cart names none that the shop speaks. */
  language: Language;
  /** The currency the shopper sees, with the server's rate (middleware/display-currency.ts, decision 016). */
  display: CurrencyDisplay;
  now: Date;
  links: OrderLinks;
  fetch: typeof fetch;
  /**
   * The client the request came from (rate-limit.ts clientOf): its unpaid orders are capped (decision 017).
   * The route always names it; a direct caller without one (a test of the providers) places an uncapped order.
   */
  client?: string;
  /**
   * The session's customer (issue 15 item 6): the order remembers the account, and a club member's cart
   * is priced as their checkout was. Never from the body; a guest or a direct caller without one orders as a guest.
   */
  customer?: { id: number; clubMember: boolean } | null;
}

type CreateOrderOutcome =
  | { kind: 'created'; response: CreateOrderResponse }
  | { kind: 'invalid'; code: string; message: string; fields: Record<string, string> }
  | { kind: 'not_orderable'; message: string }
  /** The amount the page showed is not what the server would charge now (prices, codes or the rate moved): nothing is written. */
  | { kind: 'total_changed'; message: string }
  /** Written, but neither started nor released (the database failed twice): the route answers 502. */
  | { kind: 'payment_unavailable'; message: string }
  /** The client's unpaid orders hold too much already (decision 017): 429 with Retry-After, nothing written. */
  | { kind: 'too_many'; message: string; retryAfterSeconds: number };

const PICKUP_KINDS = new Set(['store_pickup', 'express_pickup']);

/** Places the order of a request the shared schema has checked (shared/checkout/create-order-schema.ts). */
export async function createOrder(context: CreateOrderContext, input: CreateOrderRequest): Promise<CreateOrderOutcome> {
  const { checkout, form, payment_method: method } = input;
  const language = isLanguage(checkout.language_code) ? checkout.language_code : context.language;
  const t = translatorFor(language);

  // The delivery the form chose, priced for the address it gives: its country is the order's (decision 018).
  const request = { ...checkout, country_code: form.country_code, postal_code: form.postal_code, delivery_method: form.delivery_method ?? checkout.delivery_method ?? null };
  const customer = context.customer ?? null;
  const priced = await priceCheckout(context.source, request, context.now, {
    paymentMethods: configuredPaymentMethods(context.env), displayCurrency: context.display, clubMember: customer?.clubMember === true,
  });
  if (!priced.ok && priced.fields.country_code) {
    return { kind: 'invalid', code: 'invalid_form', message: t('orderError.invalidForm'), fields: { country_code: t('checkoutForm.error.country') } };
  }
  if (!priced.ok) return { kind: 'invalid', code: 'invalid_checkout', message: 'The checkout request is not valid.', fields: prefixFields('checkout', priced.fields) };
  const response = priced.response;
  if (response.reason || response.products.some((row) => row.problem !== null)) {
    return { kind: 'not_orderable', message: response.reason || t('orderError.notOrderable') };
  }
  const delivery = response.delivery_methods.find((option) => option.selected) ?? null;
  if (response.delivery_methods.length > 0 && (!delivery || delivery.id !== request.delivery_method)) {
    return { kind: 'invalid', code: 'invalid_form', message: t('orderError.invalidForm'), fields: { delivery_method: t('checkoutForm.error.deliveryMethod') } };
  }
  if (!response.payment_methods.includes(method)) {
    return { kind: 'invalid', code: 'invalid_form', message: t('orderError.invalidForm'), fields: { payment_method: t('orderError.paymentMethod') } };
  }
  // What to reserve is decided on the same CartData the engine priced with (decision 011).
  const demand = reservationDemand(priced.resolved);
  const money = orderMoney(response);
  const charge = chargeFor(money.toPay, context.display);
  const shownNow = convertAmount(money.toPay, context.display);
  if (input.shown && (input.shown.currency_code !== context.display.code || minorUnits(input.shown.to_pay) !== minorUnits(shownNow))) {
    return { kind: 'total_changed', message: t('orderError.totalChanged', { amount: formatPrice(money.toPay, context.display, language) }) };
  }
  // A pickup's location is its store, as the server chose it; a locker's is one of the method's points in the
  // order's country (cat 5), kept readable; other kinds keep the shopper's note, bounded.
  const pickupStoreSlug = delivery && PICKUP_KINDS.has(delivery.kind) ? delivery.storeSlug : '';
  let deliveryLocation = delivery && PICKUP_KINDS.has(delivery.kind) ? pickupStoreSlug : (form.delivery_location ?? '').slice(0, MAX_DELIVERY_LOCATION_LENGTH);
  if (delivery?.kind === 'parcel_locker') {
    const point = await getPickupPoint(context.source.db, delivery.id, form.delivery_location ?? '');
    if (!point || point.country_code !== request.country_code) {
      return { kind: 'invalid', code: 'invalid_form', message: t('orderError.invalidForm'), fields: { delivery_location: t('checkoutForm.error.pickupPoint') } };
    }
    deliveryLocation = describePickupPoint(point);
  }
  // Nothing to collect as shown (gift cards paid it, or a few cents round to 0 kr): no provider is asked for a zero charge.
  const provider = charge.amount > 0 ? providerForMethod(context.env, method)!.id : 'giftcard';

  for (let attempt = 0; attempt < 3; attempt++) {
    const order: NewOrder = {
      id: randomOrderId(), orderNumber: randomOrderNumber(), viewToken: randomToken(24), status: 'awaiting_payment',
      customerId: customer?.id ?? null, language, countryCode: request.country_code, form,
      delivery: { id: delivery?.id ?? null, name: delivery?.name ?? '', kind: delivery?.kind ?? '', location: deliveryLocation },
      specialRequest: (request.special_request ?? '').slice(0, 1000), repack: request.repack, priced: response, rows: orderRows(response),
      ...money, display: context.display, charge, paymentMethod: method, provider, payment: { id: randomToken(18), secret: randomToken(24) }, createdAt: context.now.toISOString(),
      giftCampaignCodeId: priced.giftCodeId,
    };
    try {
      const caps = context.client === undefined ? [] : unpaidCapStatements(context.env.DB, { id: order.id, clientKey: context.client }, context.now);
      await context.env.DB.batch([...insertOrderBatch(context.env.DB, order, { demand, pickupStoreSlug, pickupStoreOnly: delivery?.kind === 'express_pickup' }), ...caps]);
    } catch (error) {
      if (isNumberCollision(error)) continue;
      if (context.client !== undefined && isClientHoldFailure(error)) return unpaidCapRefusal(context.env.DB, context.client, demand, context.now, t);
      if (isReservationFailure(error)) {
        // The batch wrote nothing: a redemption row of the gift campaign code now is another order's, which took it
        // meanwhile (decision 026); otherwise a guard of the stock failed.
        const codeTaken = priced.giftCodeId !== null && await isCampaignCodeTaken(context.env.DB, priced.giftCodeId);
        return { kind: 'not_orderable', message: t(codeTaken ? GIFT_CODE_MESSAGES.used : 'orderError.soldOut') };
      }
      throw error;
    }
    // The batch has committed: from here on any failure fails the payment and releases the reservation (start-payment.ts).
    try {
      const redirectUrl = await startPayment(context, writtenPayment(order), paymentOrder(order, response));
      return { kind: 'created', response: { order_number: order.orderNumber, redirect_url: redirectUrl } };
    } catch (error) {
      if (error instanceof PaymentStartError) return { kind: 'payment_unavailable', message: 'The payment could not be started. Try again shortly.' };
      throw error;
    }
  }
  throw new Error('No free order number after three tries.');
}

/** The payment and order as the batch wrote them: nothing to read back before the provider starts. */
function writtenPayment(order: NewOrder): PaymentWithOrder {
  return {
    payment: {
      id: order.payment.id, orderId: order.id, provider: order.provider, status: 'pending', amount: order.charge.amount, currency: order.charge.currency.code,
      providerReference: '', callbackSecret: order.payment.secret,
    },
    order: {
      id: order.id, orderNumber: order.orderNumber, viewToken: order.viewToken, language: order.language, status: order.status,
      display: { code: order.display.code, format: order.display.format },
    },
  };
}

function paymentOrder(order: NewOrder, priced: CheckoutResponse) {
  return {
    orderNumber: order.orderNumber, language: order.language as Language, countryCode: order.countryCode, email: order.form.email,
    lines: order.rows.map((row, index) => ({ name: row.name, reference: String(row.variantId ?? row.bundleHash ?? index), amount: row.amount, unitPrice: row.unitPrice, total: row.rowTotal })),
    deliveryCost: priced.delivery_cost, repackCost: priced.repack_cost, discount: order.discount, giftCardPaid: order.giftCardPaid, toPay: order.toPay,
    charge: order.charge,
  };
}
