import { isRecord } from '../is-record.ts';
import type { CheckoutDeliveryMethod, CheckoutRowProblem, CheckoutResponse } from '../types/checkout.ts';
import { EMPTY_CHECKOUT_STATE, enforceGiftCampaignRule, GIFT_CARD_STEP, isId, MAX_BUNDLE_VARIANTS, MAX_CART_ROWS, MAX_CODES, MAX_GIFT_CARD_AMOUNT, MAX_GIFT_MESSAGE_LENGTH, MAX_RECIPIENT_LENGTH, MAX_ROW_AMOUNT, type CartRow, type CartRowDetails, type CheckoutState, type CheckoutStatus, type GiftCardRow } from './checkout-core.ts';
import { MAX_POSTCODE_LENGTH, MAX_SPECIAL_REQUESTS_LENGTH } from './checkout-options.ts';
import { cleanCode, codesToSend } from './discount-codes.ts';
import { readStaffModes, readStoreAmounts } from './parse-staff-modes.ts';
import { SKI_PACKAGE_ROW_ID } from '../ski-wizard/package-row.ts';
import { MAX_CATEGORY_SLUG_LENGTH, MAX_TYPED_CODE_LENGTH } from '../gift-campaign/campaign-code.ts';

/**
 * Reads the checkout state back from localStorage. Anything the storage
 * holds may be old, edited by hand or written by another version: every
 * field is checked, a bad row is dropped, a bad field takes its empty value,
 * lists are capped at MAX_CART_ROWS, and unreadable text is an empty cart.
 */

type Loose = Record<string, unknown>;

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');
const money = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, MAX_CART_ROWS * 10) : []);
const STATUSES: CheckoutStatus[] = ['UNSET', 'PENDING', 'VALIDATED', 'ERROR'];
const PROBLEMS: CheckoutRowProblem[] = ['unknown', 'not_orderable', 'over_quantity', 'country_blocked', 'method_restricted', 'incompatible'];
// The request schema's forms (checkout-schema.ts): '{bundleId}-{seconds}' and 1-10 variant ids.
const BUNDLE_ID = /^[1-9]\d{0,9}-\d{1,12}$/;
const BUNDLE_HASH = new RegExp(`^[1-9]\\d{0,9}(?:,[1-9]\\d{0,9}){0,${MAX_BUNDLE_VARIANTS - 1}}$`);

function capped<T>(values: unknown, read: (value: unknown) => T | null, max = MAX_CART_ROWS): T[] {
  const rows: T[] = [];
  for (const value of list(values)) {
    const row = read(value);
    if (row !== null) rows.push(row);
    if (rows.length === max) break;
  }
  return rows;
}

function readDetails(value: unknown): CartRowDetails | undefined {
  if (!isRecord(value) || !isRecord(value.price)) return undefined;
  const { name, modelId, manufacturer, path, image, variant_text, row_total, problem } = value;
  const price = { active: money(value.price.active), regular: money(value.price.regular) };
  if ([name, manufacturer, path, image, variant_text].some((field) => typeof field !== 'string') || !isId(modelId)) return undefined;
  if (price.active === null || price.regular === null || money(row_total) === null) return undefined;
  const known = PROBLEMS.find((candidate) => candidate === problem) ?? null;
  return { name, modelId, manufacturer, path, image, variant_text, price, row_total, problem: known } as CartRowDetails;
}

function readRow(value: unknown, seen: Set<string>): CartRow | null {
  if (!isRecord(value)) return null;
  const { amount, bundleHash, max_amount } = value;
  const productId = typeof value.productId === 'string' && /^[1-9]\d{0,9}$/.test(value.productId) ? Number(value.productId) : value.productId;
  // A ski package row (shared/ski-wizard/package-row.ts) is kept like a bundle row: an id and its variants.
  const bundle = typeof productId === 'string' && (BUNDLE_ID.test(productId) || SKI_PACKAGE_ROW_ID.test(productId));
  if (!bundle && !isId(productId)) return null;
  // A bundle row without its variants cannot be priced; a hash on a variant row means nothing.
  if (bundle && !(typeof bundleHash === 'string' && BUNDLE_HASH.test(bundleHash))) return null;
  if (!Number.isSafeInteger(amount) || (amount as number) < 1 || seen.has(String(productId))) return null;
  seen.add(String(productId));
  const onOrder = value.on_order === true;
  const max = !onOrder && Number.isSafeInteger(max_amount) && (max_amount as number) >= 0 ? (max_amount as number) : null;
  const details = readDetails(value.details);
  const transferAmounts = readStoreAmounts(value.transferAmounts);
  const transferAmountsFrom = readStoreAmounts(value.transferAmountsFrom);
  return {
    productId: productId as number | string,
    // Not clamped to max_amount: over the quantity is the server's reason to report, as after a validation.
    amount: Math.min(amount as number, MAX_ROW_AMOUNT),
    ...(value.frozen === true ? { frozen: true } : {}),
    ...(bundle ? { bundleHash: bundleHash as string } : {}),
    on_order: onOrder,
    max_amount: max,
    ...(details ? { details } : {}),
    ...(transferAmounts ? { transferAmounts } : {}),
    ...(transferAmountsFrom ? { transferAmountsFrom } : {}),
  };
}

function readGiftCard(value: unknown, seen: Set<string>): GiftCardRow | null {
  if (!isRecord(value) || typeof value.uid !== 'string' || !value.uid || value.uid.length > 64 || seen.has(value.uid)) return null;
  const { amount } = value;
  if (!isId(value.productId) || typeof amount !== 'number' || !(amount > 0 && amount <= MAX_GIFT_CARD_AMOUNT) || amount % GIFT_CARD_STEP !== 0) return null;
  seen.add(value.uid);
  const recipient = text(value.recipient_name, MAX_RECIPIENT_LENGTH).trim();
  const message = text(value.message, MAX_GIFT_MESSAGE_LENGTH).trim();
  const template = text(value.template, 40);
  return {
    uid: value.uid, productId: value.productId, amount,
    ...(recipient ? { recipient_name: recipient } : {}), ...(message ? { message } : {}), ...(template ? { template } : {}),
  };
}

function readMethod(value: unknown): CheckoutDeliveryMethod | null {
  if (!isRecord(value) || !isId(value.id) || typeof value.name !== 'string' || money(value.price) === null) return null;
  const kinds = ['home', 'parcel_locker', 'store_pickup', 'express_pickup'];
  if (typeof value.kind !== 'string' || !kinds.includes(value.kind)) return null;
  return { id: value.id, kind: value.kind as CheckoutDeliveryMethod['kind'], name: value.name, storeSlug: text(value.storeSlug, 100), price: value.price as number, selected: value.selected === true };
}

function readPaymentEvent(value: unknown): CheckoutResponse['payment_events'][number] | null {
  if (!isRecord(value) || typeof value.payment_id !== 'string' || value.processor_slug !== 'giftcard') return null;
  const amount = money(value.amount);
  return amount === null ? null : { payment_id: value.payment_id, processor_slug: 'giftcard', amount, creation_time: text(value.creation_time, 40) };
}

const readCode = (value: unknown): string | null => (typeof value === 'string' ? cleanCode(value) : null);

export function parseCheckoutState(stored: string | null): CheckoutState {
  let raw: unknown;
  try {
    raw = stored ? JSON.parse(stored) : null;
  } catch {
    return EMPTY_CHECKOUT_STATE;
  }
  if (!isRecord(raw)) return EMPTY_CHECKOUT_STATE;
  const rows = new Set<string>();
  const uids = new Set<string>();
  const campaign = raw.giftCampaignData;
  const thresholds = isRecord(raw.thresholds) ? raw.thresholds : {};
  const discount = raw.cartDiscount;
  const codes = codesToSend({ codes: capped(raw.codes, readCode, MAX_CODES), pendingCodes: [] });
  const state: CheckoutState = {
    status: STATUSES.find((status) => status === raw.status) ?? 'UNSET',
    validateHash: text(raw.validateHash, 100),
    products: capped(raw.products, (value) => readRow(value, rows)),
    giftCardProducts: capped(raw.giftCardProducts, (value) => readGiftCard(value, uids)),
    codes,
    // Pending codes not already confirmed, within MAX_CODES in all.
    pendingCodes: codesToSend({ codes, pendingCodes: capped(raw.pendingCodes, readCode, MAX_CODES) }).slice(codes.length, MAX_CODES),
    postcode: text(raw.postcode, MAX_POSTCODE_LENGTH).trim(),
    specialRequests: text(raw.specialRequests, MAX_SPECIAL_REQUESTS_LENGTH),
    isRepackSelected: raw.isRepackSelected === true,
    isPikanoutoSelected: raw.isPikanoutoSelected === true,
    isDeliverySplittingSelected: raw.isDeliverySplittingSelected === true,
    deliveryMethod: isId(raw.deliveryMethod) ? raw.deliveryMethod : null,
    giftCampaignData: isRecord(campaign) && typeof campaign.code === 'string' && typeof campaign.campaign === 'string' ? { code: campaign.code.slice(0, MAX_TYPED_CODE_LENGTH), campaign: campaign.campaign.slice(0, MAX_CATEGORY_SLUG_LENGTH) } : null,
    cartDiscount: isRecord(discount) && typeof discount.code === 'string' && money(discount.amount) !== null ? { code: discount.code, amount: discount.amount as number } : null,
    deliveryMethods: capped(raw.deliveryMethods, readMethod),
    paymentMethods: capped(raw.paymentMethods, (value) => (value === 'card' || value === 'paypal' || value === 'klarna' ? value : null)),
    productsPrice: money(raw.productsPrice),
    deliveryTotalPrice: money(raw.deliveryTotalPrice),
    repackCost: money(raw.repackCost),
    totalPrice: money(raw.totalPrice),
    shippingTime: text(raw.shippingTime, 200),
    thresholds: { delivery: money(thresholds.delivery), repack: money(thresholds.repack) },
    snippetError: text(raw.snippetError, 1000),
    showKlarna: raw.showKlarna === true,
    showPaypalCheckout: raw.showPaypalCheckout === true,
    giftCards: capped(raw.giftCards, readPaymentEvent),
    ...readStaffModes(raw),
  };
  return enforceGiftCampaignRule(state);
}

export function serializeCheckoutState(state: CheckoutState): string {
  return JSON.stringify(state);
}
