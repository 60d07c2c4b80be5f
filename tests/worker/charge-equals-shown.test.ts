/**
 * Issue 14 item 1, decision 016: over random carts and currencies, the
 * amount charged is the amount the payment page last showed, to the cent,
 * in that currency (or in euro where that currency is not charged, as the
 * page's notice says); and an amount shown that the server would not charge
 * places no order.
 */
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { chargeCurrencyCode, convertAmount, EURO, formatAmount, formatCharge, giftCardShare, type CurrencyDisplay } from '../../shared/money.ts';
import type { CheckoutResponse } from '../../shared/types/checkout.ts';
import type { CreateOrderResponse, OrderSummary } from '../../shared/types/order.ts';
import { app } from '../../worker/app.ts';
import { translatorFor } from '../../worker/i18n.ts';
import { cart, postCheckout, row, setUpCheckout } from './checkout-helpers.ts';
import { form, paymentOf, payTest, post, setStock, storedOrder } from './order-helpers.ts';

beforeAll(setUpCheckout);

const CURRENCIES = ['eur', 'usd', 'sek', 'nok', 'dkk', 'gbp', 'chf', 'pln', 'czk', 'jpy', 'rub', 'cad', 'aud'];
// Prices 39.95, 100, 50, 200 and 10 euros; the Vuota products are left out (one per order, cat 5).
const VARIANTS = [CHECKOUT.polesVariant, CHECKOUT.jacketInHelsinki, CHECKOUT.mapVariant, CHECKOUT.tentVariant, CHECKOUT.manyFirstVariant];

/** What the page shows for a currency: init-config's rate and format (core 7), as the client reads them. */
async function displayOf(code: string): Promise<CurrencyDisplay> {
  const response = await app.fetch(new Request(`http://localhost/api/init-config/?delivery-country-code=fi&currency-code=${code}`), env);
  const config = await response.json() as { currencyRate: number; currencyFormat: string };
  return { code, rate: config.currencyRate, format: config.currencyFormat };
}

/** The cart as the shopper last saw it validated, shown in the currency: the client's own to-pay figure. */
async function shownToPay(rows: Array<{ productId: number; amount: number }>, display: CurrencyDisplay) {
  const answer = await postCheckout(cart({ products: rows, delivery_method: 1 }), { 'x-currency': display.code });
  expect(answer.status).toBe(200);
  const priced = await answer.json() as CheckoutResponse;
  const toPayEur = giftCardShare(priced.total_price, priced.payment_events).toPay;
  return { toPayEur, shown: convertAmount(toPayEur, display) };
}

const cartArbitrary = fc.uniqueArray(fc.record({ productId: fc.constantFrom(...VARIANTS), amount: fc.integer({ min: 1, max: 3 }) }), {
  minLength: 1, maxLength: 4, selector: (entry) => entry.productId,
});

describe('the amount charged (decision 016)', () => {
  it('equals the amount last shown, to the cent, for random carts in every currency', async () => {
    let client = 0;
    await fc.assert(fc.asyncProperty(cartArbitrary, fc.constantFrom(...CURRENCIES), async (rows, code) => {
      for (const variant of VARIANTS) await setStock(variant, { 1: 50 });
      const display = await displayOf(code);
      const { toPayEur, shown } = await shownToPay(rows, display);
      const response = await post('/api/orders/', {
        checkout: cart({ products: rows, delivery_method: 1 }), form: form(), payment_method: 'card',
        shown: { currency_code: code, to_pay: shown },
      }, { 'cf-connecting-ip': `203.0.113.${++client % 250}`, 'x-currency': code });
      expect(response.status, await response.clone().text()).toBe(200);
      const { order_number: orderNumber } = await response.json() as CreateOrderResponse;
      const payment = await paymentOf(orderNumber) as Awaited<ReturnType<typeof paymentOf>> & { currency: string };
      const chargedIn = chargeCurrencyCode(code);
      expect(payment.currency).toBe(chargedIn);
      // In the shown currency the charge is the shown figure itself; in euro it is the euro amount shown beside it.
      expect(payment.amount).toBe(chargedIn === code ? shown : toPayEur);
      const stored = await storedOrder(orderNumber) as Awaited<ReturnType<typeof storedOrder>> & Record<string, unknown>;
      expect([stored.display_currency, stored.display_rate, stored.charged_amount, stored.charged_currency]).toEqual([code, display.rate, payment.amount, chargedIn]);
    }), { seed: 1414, numRuns: 26 });
  });

  it('shows the charge on the test payment page and the order in the currency shown, with name and address', async () => {
    await setStock(CHECKOUT.polesVariant, { 1: 10 });
    const display = await displayOf('usd');
    const rows = [row(CHECKOUT.polesVariant, 2)] as Array<{ productId: number; amount: number }>;
    const { shown } = await shownToPay(rows, display);
    const response = await post('/api/orders/', {
      checkout: cart({ products: rows, delivery_method: 1 }), form: form(), payment_method: 'card', shown: { currency_code: 'usd', to_pay: shown },
    }, { 'cf-connecting-ip': '198.51.100.7' });
    const { order_number: orderNumber, redirect_url: redirect } = await response.json() as CreateOrderResponse;
    const page = await (await app.fetch(new Request(redirect.replace(/^https?:\/\/[^/]+/, 'http://localhost')), env)).text();
    expect(page).toContain(formatCharge({ amount: shown, currency: 'usd' }, display, 'en'));
    const stored = await storedOrder(orderNumber);
    const summary = await (await app.fetch(new Request(`http://localhost/api/orders/${orderNumber}/?token=${stored.view_token}`), env)).json() as OrderSummary;
    expect(summary.display_currency).toEqual({ code: 'usd', rate: display.rate, format: display.format });
    expect(summary.charged).toEqual({ amount: shown, currency: 'usd' });
    expect(summary.recipient).toMatchObject({ first_name: 'Aino', last_name: 'Virtanen', address: 'Mannerheimintie 1', postal_code: '00100', city: 'Helsinki' });
  });

  it('places no order when the amount shown is not what the server would charge, and names the new total', async () => {
    await setStock(CHECKOUT.polesVariant, { 1: 10 });
    const display = await displayOf('sek');
    const rows = [row(CHECKOUT.polesVariant, 1)] as Array<{ productId: number; amount: number }>;
    const { shown } = await shownToPay(rows, display);
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<number>('n');
    const response = await post('/api/orders/', {
      checkout: cart({ products: rows, delivery_method: 1 }), form: form(), payment_method: 'card', shown: { currency_code: 'sek', to_pay: shown - 1 },
    }, { 'cf-connecting-ip': '198.51.100.8' });
    expect(response.status).toBe(409);
    const body = await response.json() as { error: { code: string; message: string } };
    expect(body.error.code).toBe('total_changed');
    expect(body.error.message).toContain(formatCharge({ amount: shown, currency: 'sek' }, display, 'en'));
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<number>('n')).toBe(before);
  });

  it('asks no provider for a charge that rounds to nothing as shown (a few cents left after a gift card, in kronor)', async () => {
    await setStock(CHECKOUT.polesVariant, { 1: 10 });
    const display = await displayOf('sek');
    const rows = [row(CHECKOUT.polesVariant, 1)] as Array<{ productId: number; amount: number }>;
    const { toPayEur } = await shownToPay(rows, display);
    await env.DB.prepare("INSERT INTO gift_cards (id, code, balance, expires_at, is_enabled) VALUES (77, 'GIFT-ALMOST', ?, NULL, 1)").bind(Math.round((toPayEur - 0.04) * 100) / 100).run();
    const checkout = cart({ products: rows, delivery_method: 1, discount_codes: ['GIFT-ALMOST'] });
    const priced = await (await postCheckout(checkout, { 'x-currency': 'sek' })).json() as CheckoutResponse;
    const left = giftCardShare(priced.total_price, priced.payment_events).toPay;
    expect(left).toBe(0.04);
    expect(convertAmount(left, display)).toBe(0);
    const response = await post('/api/orders/', { checkout, form: form(), payment_method: 'card', shown: { currency_code: 'sek', to_pay: 0 } }, { 'cf-connecting-ip': '198.51.100.11' });
    expect(response.status, await response.clone().text()).toBe(200);
    const { order_number: orderNumber } = await response.json() as CreateOrderResponse;
    const payment = await paymentOf(orderNumber) as Awaited<ReturnType<typeof paymentOf>> & { provider: string };
    expect([payment.provider, payment.amount, payment.status]).toEqual(['giftcard', 0, 'paid']);
  });

  it('refuses a shown amount that is not an amount with a field error', async () => {
    const response = await post('/api/orders/', {
      checkout: cart({ products: [row(CHECKOUT.polesVariant, 1)], delivery_method: 1 }), form: form(), payment_method: 'card', shown: { currency_code: 'usd', to_pay: 'lots' },
    }, { 'cf-connecting-ip': '198.51.100.9' });
    expect(response.status).toBe(400);
    expect((await response.json() as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('shown');
  });
});

describe('the confirmation email (decision 016)', () => {
  it('gives the amounts as shown, the charge in euro for an order shown in roubles, the rate, and the delivery address', async () => {
    await setStock(CHECKOUT.polesVariant, { 1: 10 });
    const display = await displayOf('rub');
    const rows = [row(CHECKOUT.polesVariant, 1)] as Array<{ productId: number; amount: number }>;
    const { toPayEur, shown } = await shownToPay(rows, display);
    const response = await post('/api/orders/', {
      checkout: cart({ products: rows, delivery_method: 1 }), form: form(), payment_method: 'card', shown: { currency_code: 'rub', to_pay: shown },
    }, { 'cf-connecting-ip': '198.51.100.10' });
    expect(response.status, await response.clone().text()).toBe(200);
    const { order_number: orderNumber } = await response.json() as CreateOrderResponse;
    const payment = await paymentOf(orderNumber);
    expect((await payTest(payment.id, 'pay', payment.callback_secret)).status).toBe(303);
    const mail = await env.DB.prepare(`SELECT e.body_text FROM outbox_emails e JOIN orders o ON o.id = e.order_id WHERE o.order_number = ?`).bind(orderNumber).first<string>('body_text');
    const en = translatorFor('en');
    expect(mail).toContain(`${en('orderEmail.paid')}: ${formatAmount(shown, display, 'en')}`);
    expect(mail).toContain(`${en('orderEmail.chargedInEuro')}: ${formatAmount(toPayEur, EURO, 'en')}`);
    expect(mail).toContain(`${en('orderEmail.exchangeRate')}: 1 € = 98.4 ₽`);
    expect(mail).toContain('Aino Virtanen\nMannerheimintie 1\n00100 Helsinki\nFinland');
  });
});

describe('Klarna and the currency shown (decision 016)', () => {
  it('is offered to a Swede shown kronor and not to one shown euros', async () => {
    const methods = async (currency: string) => {
      const answer = await postCheckout(cart({ country_code: 'se', products: [row(CHECKOUT.polesVariant, 1)] }), { 'x-currency': currency });
      return (await answer.json() as CheckoutResponse).payment_methods;
    };
    expect(await methods('sek')).toContain('klarna');
    expect(await methods('eur')).not.toContain('klarna');
  });
});
