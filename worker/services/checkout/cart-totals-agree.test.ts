/**
 * Issue 13: the cart page and the payment page show sums the browser derives
 * from the server's answer (gift cards paid, what is left to pay, the value
 * free delivery compares with). Over random carts, those figures must equal
 * what the server's pricing charged, to the cent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals as shownCartTotals, freeDeliveryProgress } from '../../../shared/checkout/cart-display.ts';
import { applyValidation, startValidation } from '../../../shared/checkout/checkout-validation.ts';
import type { Translate } from '../../../shared/i18n.ts';
import { bundlePrices, cents, sumCents } from '../../../shared/money.ts';
import { cart, response, row, serverRow } from '../../../tests/unit-helpers/test-checkout.ts';
import { cartTotals as summaryTotals } from '../../../client/components/order/summary-lines.ts';
import { deliveryPrice } from '../../../shared/delivery/delivery-price.ts';
import { orderMoney } from '../orders/order-records.ts';
import { productsValue, repackCost, repackSettings, totalPrice } from './checkout-totals.ts';
import { discountAmount } from './discount-codes.ts';
import { giftCardPayments } from './gift-card-payments.ts';
import { priceGiftCardProducts } from './gift-card-products.ts';
import { rowTotal } from './price-rows.ts';

const t: Translate = (key) => key;
const NOW = new Date('2026-03-01T12:00:00Z');
const HASH = 'property-hash';
/** Fixed, so the runs are the same in every `npm test`. */
const SEED = 13;

const euros = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((value) => value / 100);
// A unit price as the catalogue holds it, or a bundle's: its members less a percent with decimals.
const unitPrice = fc.oneof(
  euros(2000).filter((price) => price > 0),
  fc.tuple(fc.array(euros(800), { minLength: 2, maxLength: 4 }), fc.integer({ min: 0, max: 600 }))
    .map(([members, tenths]) => bundlePrices(members.reduce((sum, price) => sum + price, 0), tenths / 10).active),
);

const randomCart = fc.record({
  rows: fc.array(fc.record({ unitPrice, amount: fc.integer({ min: 1, max: 40 }), discountable: fc.boolean() }), { maxLength: 8 }),
  giftCardProducts: fc.array(fc.integer({ min: 1, max: 100 }).map((steps) => steps * 10), { maxLength: 3 }),
  discount: fc.option(fc.oneof(
    fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 1000 }).map((tenths) => tenths / 10) }),
    fc.record({ kind: fc.constant('fixed' as const), value: euros(300) }),
  )),
  delivery: fc.record({ price: euros(40), freeThreshold: fc.option(euros(500).filter((threshold) => threshold > 0)) }),
  repack: fc.record({ chosen: fc.boolean(), cost: fc.option(euros(10), { nil: undefined }), threshold: fc.option(euros(300), { nil: undefined }) }),
  giftCards: fc.array(euros(400), { maxLength: 3 }),
});

type RandomCart = typeof randomCart extends fc.Arbitrary<infer T> ? T : never;

/** The pure steps of price-checkout.ts, in its order, for a cart whose rows are all sellable. */
function priceOnServer(input: RandomCart) {
  const rows = input.rows.map((entry) => ({ total: rowTotal(entry.unitPrice, entry.amount), discountable: entry.discountable }));
  const giftCards = priceGiftCardProducts(input.giftCardProducts.map((amount, index) => ({ uid: String(index), productId: 2427, amount })), t);
  const values = productsValue(rows, giftCards.total);
  const discount = input.discount ? discountAmount(input.discount, values.discountable) : 0;
  const valueAfterDiscount = cents(values.products - discount);
  const deliveryCost = rows.length > 0 ? deliveryPrice(input.delivery, valueAfterDiscount) : 0;
  const repack = repackSettings({ repackCost: input.repack.cost, repackThreshold: input.repack.threshold });
  const repackPrice = repackCost(input.repack.chosen, true, valueAfterDiscount, repack);
  const total = totalPrice({ productsPrice: values.all, discount, deliveryCost, repackCost: repackPrice });
  const cards = input.giftCards.map((balance, index) => ({ id: index + 1, code: `GIFT${index}`, balance, expires_at: null, is_enabled: 1 }));
  const payments = giftCardPayments(cards, total, NOW, t);
  const answer = response(HASH, {
    products: input.rows.map((entry, index) => serverRow(index + 1, {
      amount: entry.amount, max_amount: null, on_order: true, price: { active: entry.unitPrice, regular: entry.unitPrice }, row_total: rows[index].total,
    })),
    gift_card_products: giftCards.rows,
    cart_discount: discount > 0 ? { code: 'SALE', amount: discount } : null,
    payment_events: payments.events,
    products_price: values.all,
    delivery_cost: deliveryCost,
    repack_cost: repackPrice,
    total_price: total,
    delivery_thresholds: { delivery_threshold: input.delivery.freeThreshold, repack_threshold: repack.threshold },
  });
  return { answer, valueAfterDiscount, deliveryCost, paid: payments.paid, charged: orderMoney(answer).toPay };
}

/** The browser's state once the server's answer to this cart came back. */
function stateInBrowser(input: RandomCart, answer: ReturnType<typeof response>) {
  const rows = input.rows.map((entry, index) => row(index + 1, { amount: entry.amount }));
  const giftCardProducts = input.giftCardProducts.map((amount, index) => ({ uid: String(index), productId: 2427, amount }));
  return applyValidation(startValidation(cart(rows, { giftCardProducts }), HASH), answer);
}

const runs = { seed: SEED, numRuns: 400 };

describe('client and server cart totals', () => {
  it('show the cart page the total, the gift card share and what is left to pay as the server charges them', () => {
    fc.assert(fc.property(randomCart, (input) => {
      const server = priceOnServer(input);
      const shown = shownCartTotals(stateInBrowser(input, server.answer));
      expect(shown.total).toBe(server.answer.total_price);
      expect(shown.giftCardsPaid).toBe(server.paid);
      expect(shown.toPay).toBe(server.charged);
      expect(shown.deliveryValue).toBe(server.valueAfterDiscount);
    }), runs);
  });

  it('list rows that add up to the products line', () => {
    fc.assert(fc.property(randomCart, (input) => {
      const server = priceOnServer(input);
      const state = stateInBrowser(input, server.answer);
      const listed = sumCents([...state.products.map((entry) => entry.details?.row_total ?? 0), ...state.giftCardProducts.map((card) => card.amount)]);
      expect(listed).toBe(shownCartTotals(state).products);
    }), runs);
  });

  it('say free delivery is reached exactly when the server charged no delivery', () => {
    fc.assert(fc.property(randomCart, (input) => {
      fc.pre(input.rows.length > 0 && input.delivery.price > 0);
      const server = priceOnServer(input);
      const progress = freeDeliveryProgress(input.delivery.freeThreshold, shownCartTotals(stateInBrowser(input, server.answer)).deliveryValue);
      expect(progress.kind === 'reached').toBe(server.deliveryCost === 0);
    }), runs);
  });

  it('end the payment page summary with the amount the order charges', () => {
    fc.assert(fc.property(randomCart, (input) => {
      const server = priceOnServer(input);
      const last = summaryTotals(stateInBrowser(input, server.answer), t).at(-1);
      expect(last?.euro).toBe(server.paid > 0 ? server.charged : server.answer.total_price);
    }), runs);
  });
});
