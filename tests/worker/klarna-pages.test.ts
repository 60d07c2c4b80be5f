import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeKlarna, fakePayPal } from '../fixtures/fake-payment-apis.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { fetchShop } from './helpers.ts';
import { finishPayment } from '../../worker/services/orders/start-payment.ts';
import { fakeRun, PROVIDERS, providerOrder } from './klarna-helpers.ts';

beforeAll(setUpCheckout);
afterEach(() => { vi.unstubAllGlobals(); });

// One fake for the file: its Klarna order ids are unique as Klarna's are.
const klarna = fakeKlarna();

const SNIPPET = `<div id="klarna-checkout-container"><style>#klarna-unsupported-page{opacity:0}</style>
<script type="text/javascript">window._klarnaCheckout = window._klarnaCheckout || function () {};</script></div>`;

describe('/checkout/klarna/confirm/ (READ_ONLY_ORDER)', () => {
  it('sends the shopper on to the Klarna confirmation of the payment with that Klarna order', async () => {
    const found = await providerOrder('klarna', klarna.fetch);
    const reference = found.payment.providerReference;
    const response = await fetchShop(`/en/checkout/klarna/confirm/?klarna_order_id=${reference}`, { vars: PROVIDERS });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/payments/klarna/${found.payment.id}/confirm/?klarna_order_id=${reference}`);
    // Klarna's confirmation asks Klarna and goes on to the order's result page.
    klarna.complete(reference);
    vi.stubGlobal('fetch', klarna.fetch);
    const confirmed = await fetchShop(response.headers.get('location')!, { vars: PROVIDERS });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toContain(`/en/order/payment_ok/${found.order.orderNumber}/`);
  });

  it('answers under each language\'s own path and prefix', async () => {
    const found = await providerOrder('klarna', klarna.fetch);
    const reference = found.payment.providerReference;
    for (const path of ['/kassa/klarna/vahvista/', '/sv/kassa/klarna/bekrafta/', '/de/kasse/klarna/bestaetigen/', '/ru/korzina/klarna/podtverdit/']) {
      const response = await fetchShop(`${path}?klarna_order_id=${reference}`, { vars: PROVIDERS });
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location'), path).toContain(`/payments/klarna/${found.payment.id}/confirm/`);
    }
  });

  it('shows the 404 page for an unknown or missing Klarna order id', async () => {
    for (const query of ['?klarna_order_id=kco-unknown', '', '?klarna_order_id=', '?klarna_order_id=%3Cscript%3E']) {
      const response = await fetchShop(`/en/checkout/klarna/confirm/${query}`, { vars: PROVIDERS });
      expect(response.status, query).toBe(404);
      expect(await response.text(), query).toContain('Page not found: /en/checkout/klarna/confirm/');
    }
  });

  it('does not lead to a payment of another provider that carries the same reference', async () => {
    const found = await providerOrder('paypal', fakePayPal().fetch);
    const response = await fetchShop(`/en/checkout/klarna/confirm/?klarna_order_id=${found.payment.providerReference}`, { vars: PROVIDERS });
    expect(response.status).toBe(404);
  });
});

describe('Klarna checkout page CSP', () => {
  it('lets Klarna\'s hosts in on the Klarna page and gives its snippet\'s script the request nonce', async () => {
    const found = await providerOrder('klarna', klarna.fetch);
    klarna.orders.get(found.payment.providerReference).html_snippet = SNIPPET;
    vi.stubGlobal('fetch', klarna.fetch);
    const response = await fetchShop(`/payments/klarna/${found.payment.id}/`, { vars: PROVIDERS });
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(policy)![1];
    expect(policy).toMatch(/script-src [^;]*https:\/\/\*\.klarnacdn\.net/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/\*\.klarna\.com/);
    const html = await response.text();
    expect(html).toContain(`<script type="text/javascript" nonce="${nonce}">`);
  });

  it('keeps Klarna out of every other page\'s policy', async () => {
    const response = await fetchShop('/en/checkout/');
    expect(response.headers.get('content-security-policy')).not.toContain('klarna');
  });
});

describe('a Klarna payment the shop has released (decision 011 timeouts)', () => {
  it('lets Klarna complete a pending payment, and refuses one already cancelled with a 303 to its result page', async () => {
    const found = await providerOrder('klarna', klarna.fetch);
    const pending = await fetchShop(`/payments/klarna/${found.payment.id}/validate/`, { method: 'POST', vars: PROVIDERS });
    expect(pending.status).toBe(200);
    await finishPayment(fakeRun(klarna.fetch), found, 'cancelled');
    const refused = await fetchShop(`/payments/klarna/${found.payment.id}/validate/`, { method: 'POST', vars: PROVIDERS });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toContain(`/order/payment_cancelled/${found.order.orderNumber}/`);
  });

  it('sends a shopper who opens the Klarna page of a cancelled payment to its result page instead of the checkout', async () => {
    const found = await providerOrder('klarna', klarna.fetch);
    await finishPayment(fakeRun(klarna.fetch), found, 'cancelled');
    const page = await fetchShop(`/payments/klarna/${found.payment.id}/`, { vars: PROVIDERS });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toContain(`/order/payment_cancelled/${found.order.orderNumber}/`);
  });

  it('names the validation callback when it creates the Klarna order', async () => {
    const found = await providerOrder('klarna', klarna.fetch);
    expect(klarna.orders.get(found.payment.providerReference).merchant_urls.validation).toMatch(new RegExp(`/payments/klarna/${found.payment.id}/validate/$`));
  });
});
