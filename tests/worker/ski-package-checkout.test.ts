import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { SKI, skiPackageCatalogue } from '../fixtures/ski-package-catalogue.ts';
import { en, postCheckout, cart, priced, row } from './checkout-helpers.ts';
import type { CheckoutResponse } from '../../shared/types/checkout.ts';
import { sessionCookie, staffCall } from './staff-helpers.ts';
import { orderBody, paymentOf, payTest, placeOrder, post, setStock, stockOf, storedOrder } from './order-helpers.ts';

const ALPINE = 'ski-alpine-1767225600';
const NORDIC = 'ski-nordic-1767225600';

beforeAll(async () => {
  const result = await importCatalogue(env.DB, skiPackageCatalogue());
  expect(result.ok, JSON.stringify(result)).toBe(true);
  forgetMemoisedCatalogue();
});

const hash = (...ids: number[]) => [...ids].sort((a, b) => a - b).join(',');

describe('a ski package in the checkout (decision 030)', () => {
  it('prices skis and bindings as one row at the package price, its parts listed', async () => {
    const body = await priced({ products: [row(ALPINE, 1, hash(SKI.skis, SKI.binding))] });
    // (450 + 250) less 10 % = 630; regular 500 + 250.
    expect(body.products).toEqual([expect.objectContaining({
      productId: ALPINE, bundleHash: hash(SKI.skis, SKI.binding), name: 'Alpine ski package', manufacturer: '', modelId: 400,
      price: { active: 630, regular: 750 }, row_total: 630, problem: null,
    })]);
    expect(body.products[0].variant_text).toMatch(/^[^;]*Carver 80[^;]*; [^;]*Grip 12/);
    expect(body.products_price).toBe(630);
    expect(body.reason).toBe('');
  });

  it('adds boots to the package and its price, and names the package in the language asked', async () => {
    const body = await priced({ language_code: 'fi', products: [row(ALPINE, 2, hash(SKI.skis, SKI.binding, SKI.boot))] });
    // (450 + 250 + 400) less 10 % = 990 a package.
    expect(body.products[0]).toMatchObject({ name: 'Laskettelupaketti', price: { active: 990, regular: 1150 }, row_total: 1980, problem: null });
  });

  it('prices a nordic package of nordic parts', async () => {
    const body = await priced({ products: [row(NORDIC, 1, hash(SKI.nordicSkis, SKI.nordicBinding, SKI.nordicBoot))] });
    expect(body.products[0]).toMatchObject({ name: 'Cross-country ski package', price: { active: 459, regular: 510 }, problem: null });
  });

  it('refuses parts that do not fit together, with the reason', async () => {
    const cases = [
      hash(SKI.skis, SKI.narrowBinding), // the brake is narrower than the ski
      hash(SKI.skis, SKI.binding, SKI.touringBoot), // the binding takes no touring sole
    ];
    for (const parts of cases) {
      const body = await priced({ products: [row(ALPINE, 1, parts)] });
      expect(body.products[0].problem, parts).toBe('incompatible');
      expect(body.reason).toBe(en('checkoutReason.rowIncompatible', { name: 'Alpine ski package' }));
      expect(body.show_klarna).toBe(false);
    }
  });

  it('refuses a package of the wrong sport, without bindings, with two skis, with rental gear or with something that is no ski gear', async () => {
    const cases: Array<[string, string]> = [
      [NORDIC, hash(SKI.skis, SKI.binding)],
      [ALPINE, hash(SKI.skis, SKI.nordicBinding)],
      [ALPINE, hash(SKI.skis, SKI.boot)],
      [ALPINE, hash(SKI.skis, SKI.nordicSkis)],
      [ALPINE, hash(SKI.skis, SKI.binding, CHECKOUT.jacketInHelsinki)],
      [ALPINE, hash(SKI.skis, SKI.rentalBinding)], // rental gear, however well it fits
    ];
    for (const [id, parts] of cases) {
      const body = await priced({ products: [row(id, 1, parts)] });
      expect(body.products[0].problem, `${id} ${parts}`).toBe('incompatible');
      expect(body.errors).toContain(en('checkoutReason.rowIncompatible', { name: body.products[0].name }));
    }
  });

  it('sells nothing for a package naming an unknown variant, and refuses a malformed package row', async () => {
    const body = await priced({ products: [row(ALPINE, 1, hash(SKI.skis, 999_999))] });
    expect(body.products[0].problem).toBe('unknown');
    const malformed = await postCheckout(cart({ products: [row('ski-telemark-1767225600', 1, hash(SKI.skis, SKI.binding))] }));
    expect(malformed.status).toBe(400);
  });

  it('ignores a price the client sends with the package', async () => {
    const body = await priced({ products: [{ ...row(ALPINE, 1, hash(SKI.skis, SKI.binding)), price: { active: 1, regular: 1 }, row_total: 1 } as never] });
    expect(body.products[0]).toMatchObject({ price: { active: 630, regular: 750 }, row_total: 630 });
    expect(body.total_price).toBe(630);
  });

  it('counts each part against its own stock', async () => {
    await setStock(SKI.boot, { 1: 1 });
    const body = await priced({ products: [row(ALPINE, 2, hash(SKI.skis, SKI.binding, SKI.boot))] });
    expect(body.products[0]).toMatchObject({ problem: 'over_quantity', max_amount: 1 });
    await setStock(SKI.boot, { 1: 2 });
  });
});

describe('ordering a ski package', () => {
  it('writes one order row with its parts, reserves each part and mails the package as one line', async () => {
    await Promise.all([setStock(SKI.skis, { 1: 3 }), setStock(SKI.binding, { 1: 3 }), setStock(SKI.boot, { 1: 2 })]);
    const created = await placeOrder(orderBody({ products: [row(ALPINE, 1, hash(SKI.skis, SKI.binding, SKI.boot))] }));
    const order = await storedOrder(created.order_number);
    expect(order).toMatchObject({ products_price: 990, total_price: 990 });
    const rows = await env.DB.prepare('SELECT variant_id, bundle_id, bundle_hash, model_id, name, amount, unit_price, row_total FROM order_rows WHERE order_id = ?').bind(order.id).all();
    expect(rows.results).toEqual([{
      variant_id: null, bundle_id: null, bundle_hash: hash(SKI.skis, SKI.binding, SKI.boot), model_id: 400, name: 'Alpine ski package',
      amount: 1, unit_price: 990, row_total: 990,
    }]);
    const reserved = await env.DB.prepare('SELECT variant_id, quantity FROM stock_reservations WHERE order_id = ? ORDER BY variant_id').bind(order.id).all();
    expect(reserved.results).toEqual([{ variant_id: SKI.skis, quantity: 1 }, { variant_id: SKI.binding, quantity: 1 }, { variant_id: SKI.boot, quantity: 1 }]);
    expect([await stockOf(SKI.skis), await stockOf(SKI.binding), await stockOf(SKI.boot)]).toEqual([{ 1: 2 }, { 1: 2 }, { 1: 1 }]);

    const payment = await paymentOf(created.order_number);
    await payTest(payment.id, 'pay', payment.callback_secret);
    const mail = await env.DB.prepare("SELECT body_text FROM outbox_emails WHERE order_id = ? AND kind = 'order_confirmation'").bind(order.id).first<{ body_text: string }>();
    expect(mail?.body_text).toMatch(/1 × Alpine ski package \([^)]*Carver 80[^)]*; [^)]*Grip 12[^)]*; [^)]*Flex 100[^)]*\)/);
  });

  it('refuses to order a package whose parts do not fit, and reserves nothing', async () => {
    const before = await stockOf(SKI.narrowBinding);
    const response = await post('/api/orders/', orderBody({ products: [row(ALPINE, 1, hash(SKI.skis, SKI.narrowBinding))] }));
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(en('checkoutReason.rowIncompatible', { name: 'Alpine ski package' }));
    expect(await stockOf(SKI.narrowBinding)).toEqual(before);
  });
});

describe('a ski package in a staff transfer request (core 3, core 5)', () => {
  const transferCart = (language = 'en') => cart({
    language_code: language, transfer_request_from: [1], transfer_request_to: [3], products: [row(ALPINE, 1, hash(SKI.skis, SKI.binding))],
  });

  beforeAll(async () => {
    await setStock(SKI.skis, { 1: 3 });
    await setStock(SKI.binding, { 1: 3 });
  });

  it('is one whole row named as the package, which no warehouse can pick, though its parts lie in the source store', async () => {
    const response = await postCheckout(transferCart('fi'), await sessionCookie('staff'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as CheckoutResponse;
    expect(body.products[0]).toMatchObject({ productId: ALPINE, name: 'Laskettelupaketti', problem: 'not_orderable', max_amount: 0 });
  });

  it('is refused by the transfer request, which writes nothing', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM transfer_requests').first<number>('n');
    const response = await staffCall('/api/customer/transfer-request/', { method: 'POST', body: transferCart() });
    expect(response.status).toBe(409);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM transfer_requests').first<number>('n')).toBe(before);
  });
});
