/**
 * Unpaid orders time out (decision 011, "Timeouts"): an order still
 * awaiting payment after its provider's timeout is settled as cancelled
 * through settle-payment.ts, the same release as a shopper's cancel, so
 * stock, gift card balances and the code use come back once, and a second
 * run (or a callback racing the job) changes nothing. Klarna and PayPal are
 * asked first whether the money did come; what they cannot answer waits.
 */
import { getPayment, listDuePayments, markPaymentChecked, type PaymentWithOrder } from '../../data/orders/payments.ts';
import type { Bindings } from '../../env.ts';
import { shopSettings } from '../../env.ts';
import { isLanguage, productionHost, DEFAULT_LANGUAGE } from '../../../shared/languages.ts';
import { routerFor } from '../../i18n.ts';
import { ForgedCallbackError, ProviderUnavailableError, type PaymentOutcome } from '../payments/provider.ts';
import { providerById } from '../payments/providers.ts';
import { settlePayment } from './settle-payment.ts';

/**
 * Minutes a payment may stay pending. The card form and PayPal are paid on
 * one page within minutes. A Klarna Checkout order stays open at Klarna
 * (KCO keeps it for 48 hours) and the shopper may finish it later, after a
 * bank identification or a credit decision: a Klarna order cancelled here
 * and then completed is money to refund, so Klarna gets longer.
 */
export const UNPAID_ORDER_TIMEOUT_MINUTES = { default: 60, klarna: 180 } as const;

/** Orders handled per run (the cron runs every 5 minutes); the rest wait for the next. */
const EXPIRE_BATCH = 50;

const MINUTE = 60_000;

interface ExpireContext {
  env: Bindings;
  now: Date;
  /** The providers' API calls (a fake in tests). */
  fetch: typeof fetch;
  limit?: number;
}

/** released: cancelled (or failed, as the provider said) and given back; waiting: left for a later run. */
interface ExpireResult { released: number; paid: number; waiting: number }

export async function expireUnpaidOrders(context: ExpireContext): Promise<ExpireResult> {
  const { env, now } = context;
  const before = (minutes: number) => new Date(now.getTime() - minutes * MINUTE).toISOString();
  // Pending payments past their timeout, those the job never asked about (or asked longest ago) first.
  const due = await listDuePayments(env.DB, before(UNPAID_ORDER_TIMEOUT_MINUTES.default), before(UNPAID_ORDER_TIMEOUT_MINUTES.klarna), context.limit ?? EXPIRE_BATCH);
  const result: ExpireResult = { released: 0, paid: 0, waiting: 0 };
  // One at a time: a run is at most EXPIRE_BATCH orders and at most two provider calls each.
  for (const { id, timeout_checked_at: checkedBefore } of due) {
    const found = await getPayment(env.DB, id);
    if (!found || found.payment.status !== 'pending') continue;
    try {
      const outcome = await outcomeAfterTimeout(context, found, checkedBefore !== null);
      if (outcome === 'pending') {
        await markPaymentChecked(env.DB, found.payment.id, now);
        result.waiting++;
      } else if (await settlePayment({ env, brandName: shopSettings(env).brandName, now, viewUrl: resultUrl(env, found.order) }, found, outcome)) {
        result[outcome === 'paid' ? 'paid' : 'released']++;
      }
    } catch (error) {
      // Nothing half-done: each settlement is one batch. The order comes up again next run.
      console.error('Unpaid order timeout: could not settle; tried again next run', found.order.orderNumber, error);
      await markPaymentChecked(env.DB, found.payment.id, now).catch(() => {});
      result.waiting++;
    }
  }
  if (due.length > 0) console.log('Unpaid order timeout', result);
  return result;
}

/**
 * What to settle a timed-out payment as; 'pending' leaves it for a later run.
 * The test provider and a gift card payment have nobody to ask: cancelled.
 */
async function outcomeAfterTimeout(context: ExpireContext, found: PaymentWithOrder, askedBefore: boolean): Promise<PaymentOutcome> {
  const { provider: id, providerReference } = found.payment;
  if (id !== 'klarna' && id !== 'paypal') return 'cancelled';
  const provider = providerById(context.env, id);
  if (!provider) {
    // Switched off with orders still open: they may be paid, so none is cancelled unasked.
    console.error(`Unpaid order timeout: ${id} is not configured; order left waiting`, found.order.orderNumber);
    return 'pending';
  }
  // Read-only questions: Klarna's read of the checkout order; PayPal's 'cancel' reads the order and never captures it.
  const callback: Record<string, string> = id === 'klarna' ? { klarna_order_id: providerReference } : { action: 'cancel', token: providerReference };
  try {
    const outcome = await provider.verify({ origin: originOf(context.env, found.order.language), fetch: context.fetch }, found.payment, callback);
    // Klarna's pending is a checkout the shopper never completed; PayPal's is a capture still PENDING (money may come).
    if (outcome === 'pending' && id === 'klarna') return 'cancelled';
    // A PayPal order approved but not captured may be capturing right now (the shopper's return): cancel
    // it only when it is still so at the next run, rather than release goods that are being paid for.
    if (outcome === 'cancelled' && id === 'paypal' && !askedBefore) return 'pending';
    return outcome;
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return 'pending';
    if (error instanceof ForgedCallbackError) {
      // No provider order of this payment (never stored, unknown or expired there, another amount): nothing was paid for it.
      console.warn(`Unpaid order timeout: ${id} has no order of this payment; cancelled`, found.order.orderNumber, error.message);
      return 'cancelled';
    }
    throw error;
  }
}

/** The order's language on its own brand host: the job has no request to take a host from. */
function originOf(env: Bindings, language: string): string {
  return `https://${productionHost(shopSettings(env).brandDomain, isLanguage(language) ? language : DEFAULT_LANGUAGE)}`;
}

/** The confirmation email's link to the order (no_prefix: each brand host is one language). */
function resultUrl(env: Bindings, order: PaymentWithOrder['order']): string {
  const language = isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;
  const path = routerFor(language).pathFor('orderPaymentOk', { slug: `${order.orderNumber}/${order.viewToken}` });
  return `${originOf(env, language)}${path}`;
}
