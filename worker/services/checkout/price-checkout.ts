/**
 * The pricing engine of POST /api/checkout/ (core 7): the cart priced
 * authoritatively from D1 (architecture decision 5). Nothing the client
 * says about prices, stock or who it is counts: the body names variants,
 * amounts and codes; prices, stock, bundles, codes and gift cards are read
 * from D1 in one batch per request. Catalogue settings (delivery methods,
 * delivery days, general settings) come through the catalogue cache, which
 * holds no prices or stock.
 */
import { isTransferMode, type TransferStores } from '../../../shared/checkout/transfer-request.ts';
import { isLanguage, LANGUAGE_MESSAGE } from '../../../shared/languages.ts';
import type { CheckoutRequest, CheckoutResponse } from '../../../shared/types/checkout.ts';
import type { CatalogueSource } from '../../data/catalogue-cache.ts';
import { getCountryDeliveryDays } from '../../data/delivery-limits.ts';
import { getDeliveryMethods, servesPostalCode, type DeliveryMethod } from '../../data/delivery-methods.ts';
import { getEnterpriseOrder } from '../../data/enterprise-orders.ts';
import { getGeneralSettings } from '../../data/general-settings.ts';
import { translatorFor } from '../../i18n.ts';
import { loadCartData } from '../../data/cart-data.ts';
import { cents, chargeCurrencyCode, EURO, type CurrencyDisplay } from '../../../shared/money.ts';
import { checkoutReasons } from './checkout-reasons.ts';
import { productsValue, repackCost, repackSettings, totalPrice } from './checkout-totals.ts';
import { chooseDelivery } from './delivery-options.ts';
import { distinctCodes, sortCodes } from './discount-codes.ts';
import { priceGiftCardProducts } from './gift-card-products.ts';
import { giftCardPayments } from './gift-card-payments.ts';
import { checkGiftCampaign, priceGiftCampaign } from './gift-campaign-row.ts';
import { UNSERVED_CHECKOUT_FIELDS } from './unserved-fields.ts';
import { paymentMethodsFor } from './payment-methods.ts';
import { priceRows } from './price-rows.ts';
import { rowIds, type ResolvedRow } from './resolve-rows.ts';
import { shippingTimeText } from './shipping-time-text.ts';
import { priceTransferRows, transferReasons } from './transfer-rows.ts';

/**
 * `resolved`: the rows as resolved from the very CartData the response was
 * priced with (null for a row that sells nothing), so that an order
 * reserves what this pricing saw (decision 011), not a second read.
 */
type CheckoutOutcome =
  | { ok: true; response: CheckoutResponse; resolved: Array<ResolvedRow | null>; giftCodeId: number | null }
  | { ok: false; fields: Record<string, string> };

/** Home and locker delivery ship a parcel; pickups hand the goods over in a store. */
const SHIPPED_KINDS: ReadonlySet<string> = new Set(['home', 'parcel_locker']);

/**
 * The request's customer_id is not trusted and not read: the customer is
 * whoever the session says. The route passes the session's club membership
 * (issue 15 item 6); a caller that names none prices every row at the guest
 * price of the tax area.
 */
interface PriceOptions {
  /** The session's customer is a club member: rows with a club price are priced at it. */
  clubMember?: boolean;
  /** Payment methods with a configured provider (decision 011); all when not given. */
  paymentMethods?: ReadonlySet<CheckoutResponse['payment_methods'][number]>;
  /** The request comes from staff (the route checks): only then do the enterprise and transfer modes apply. */
  staff?: boolean;
  /** The currency the shopper sees (the request's locale, core 4); euro when not given. It decides where Klarna can charge and how reasons name amounts (decision 016). */
  displayCurrency?: CurrencyDisplay;
}

/** Transfer-request mode (core 3): staff, with both source and target warehouses named. */
function transferStores(request: CheckoutRequest, staff: boolean): TransferStores | null {
  // Each store once (the route's schema already says so; a direct caller gets the same).
  const stores = { from: [...new Set(request.transfer_request_from ?? [])], to: [...new Set(request.transfer_request_to ?? [])] };
  return staff && isTransferMode(stores) ? stores : null;
}

export async function priceCheckout(source: CatalogueSource, request: CheckoutRequest, now: Date, options: PriceOptions = {}): Promise<CheckoutOutcome> {
  // The route's schema has checked both codes; a caller that has not gets the same field answer.
  const language = request.language_code;
  if (!isLanguage(language)) return { ok: false, fields: { language_code: LANGUAGE_MESSAGE } };
  const t = translatorFor(language);
  const currency = options.displayCurrency ?? EURO;
  const country = request.country_code;
  const postalCode = request.postal_code?.trim() ?? '';
  const transfer = transferStores(request, options.staff === true);
  // A transfer request moves goods between the shop's warehouses: no codes, gift cards, delivery or payment.
  const codes = transfer ? [] : distinctCodes(request.discount_codes);
  const giftCardInputs = transfer ? [] : request.gift_card_products;
  const enterpriseId = options.staff ? request.enterprise_order?.id ?? null : null;
  // core 7's `bundles` are cart rows like the products: one list, so stock is shared; split again in the answer.
  const cartRows = [...request.products, ...(request.bundles ?? [])];
  const settings = getGeneralSettings(source, language);
  const [data, general, days, allMethods, enterprise, giftCheck] = await Promise.all([
    loadCartData(source.db, { ...rowIds(cartRows), country, language, codes }),
    settings,
    settings.then((values) => getCountryDeliveryDays(source, country, values)),
    transfer ? Promise.resolve([] as DeliveryMethod[]) : getDeliveryMethods(source),
    enterpriseId === null ? Promise.resolve(null) : getEnterpriseOrder(source.db, enterpriseId),
    transfer ? Promise.resolve(null) : checkGiftCampaign(source.db, request, now),
  ]);
  // A country the shop does not deliver to has no tax area to price in (core 7).
  if (!data.country?.enabled) return { ok: false, fields: { country_code: 'Not a country the shop delivers to.' } };

  const transferRows = transfer ? priceTransferRows(cartRows, data, transfer, t) : null;
  const priced = transferRows?.priced ?? priceRows(cartRows, data, options.clubMember === true, t, Boolean(request.giftcampaign_data));
  const resolved = priced.flatMap((entry) => (entry.resolved ? [entry.resolved] : []));
  const gift = priceGiftCampaign(priced, giftCheck, t);
  const giftCards = priceGiftCardProducts(giftCardInputs, t);
  const values = productsValue(priced.map((entry) => ({ total: entry.row.row_total, discountable: entry.resolved?.discountable ?? false })), giftCards.total);
  const sorted = sortCodes(codes, data, { productsValue: values.products, discountableValue: values.discountable, now, t, language, currency });
  const discount = sorted.discount?.amount ?? 0;
  // Free delivery and free RePack compare with what the products cost after the discount.
  const valueAfterDiscount = cents(values.products - discount);

  const methods = allMethods.filter((method) => (postalCode ? servesPostalCode(method, country, postalCode) : method.countryCodes.includes(country)));
  const delivery = chooseDelivery({
    methods, rows: resolved, value: valueAfterDiscount, freeDelivery: sorted.discount?.kind === 'free_delivery' || gift.freeDelivery,
    requestedId: request.delivery_method ?? null, pikanouto: request.pikanouto && !transfer, language,
  });
  for (const entry of priced) {
    if (entry.resolved && entry.row.problem === null && delivery.restrictedRows.has(entry.resolved)) entry.row.problem = 'method_restricted';
  }
  const repack = repackSettings(general);
  const repackPrice = repackCost(request.repack, SHIPPED_KINDS.has(delivery.selected?.kind ?? ''), valueAfterDiscount, repack);
  const total = totalPrice({ productsPrice: values.all, discount, deliveryCost: delivery.cost, repackCost: repackPrice });
  const payments = giftCardPayments(sorted.giftCards, total, now, t);

  const errors = checkoutReasons({
    country: { code: country, name: data.country.name },
    postalCode,
    customsAcknowledged: request.customs_acknowledged === true,
    rows: priced.map((entry) => entry.row),
    resolved,
    giftCardErrors: giftCards.errors,
    cartEmpty: cartRows.length === 0 && giftCardInputs.length === 0,
    delivery: {
      none: !transfer && methods.length === 0,
      noCommonMethod: methods.length > 0 && delivery.offered.length === 0 && delivery.restrictedRows.size === 0,
      expressUnavailable: delivery.expressUnavailable,
    },
    codeErrors: [...sorted.errors, ...payments.errors],
    t,
  });
  if (transfer && transferRows) errors.push(...transferReasons(transferRows, transfer, t));
  if (gift.error) errors.push(gift.error);
  const openEnterprise = enterprise?.status === 'open' ? { id: enterprise.id, name: enterprise.name } : null;
  if (enterpriseId !== null && !openEnterprise) errors.push(t('checkoutReason.enterpriseOrderUnknown'));
  return {
    ok: true,
    resolved: priced.map((entry) => entry.resolved),
    giftCodeId: gift.codeId,
    response: {
      validate_hash: request.validate_hash,
      reason: errors[0] ?? '',
      errors,
      products: priced.slice(0, request.products.length).map((entry) => entry.row),
      bundles: priced.slice(request.products.length).map((entry) => entry.row),
      gift_card_products: giftCards.rows,
      cart_discount: sorted.discount ? { code: sorted.discount.code, amount: sorted.discount.amount } : null,
      payment_events: payments.events,
      products_price: values.all,
      delivery_cost: delivery.cost,
      repack_cost: repackPrice,
      total_price: total,
      delivery_methods: delivery.offered,
      delivery_thresholds: { delivery_threshold: delivery.selected?.freeThreshold ?? null, repack_threshold: repack.threshold },
      shipping_time_str: shippingTimeText({ rows: resolved, days, express: delivery.selected?.kind === 'express_pickup', now, t, language }),
      ...paymentMethodsFor(country, errors, transfer ? new Set() : options.paymentMethods, chargeCurrencyCode(currency.code)),
      enterprise_order: openEnterprise,
      transfer_request_from: transfer?.from ?? [],
      post_delivery: options.staff === true && request.post_delivery === true,
      ...UNSERVED_CHECKOUT_FIELDS,
      giftcampaign_data: gift.data,
    },
  };
}
