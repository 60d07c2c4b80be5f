import { describe, expect, it, vi } from 'vitest';
import { cart, response, row, serverRow } from '../../tests/unit-helpers/test-checkout.ts';
import type { CheckoutState } from '../../shared/checkout/checkout-core.ts';
import type { CheckoutResponse } from '../../shared/types/checkout.ts';
import { createCheckoutStore } from './checkout-store.ts';
import { runValidation, type ValidationDeps } from './run-validation.ts';

/** A store holding `state` in memory, as on a page whose storage is blocked. */
function storeWith(state: CheckoutState) {
  const store = createCheckoutStore(null);
  store.update(() => state);
  return store;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function deps(store: ReturnType<typeof storeWith>, send: ValidationDeps['send'], overrides: Partial<ValidationDeps> = {}): ValidationDeps {
  return {
    store, send,
    context: { countryCode: 'fi', languageCode: 'en', pageName: 'checkout' },
    newHash: () => 'hash-1',
    showError: vi.fn(), goTo: vi.fn(),
    klarnaConfirmHref: '/en/checkout/klarna/confirm/',
    ...overrides,
  };
}

describe('one checkout validation (core 4, core 7)', () => {
  it('posts the cart with the new hash, the country, the language and the page name', async () => {
    const store = storeWith(cart([row(7, { amount: 2 })]));
    const send = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(response('hash-1')));
    await runValidation(deps(store, send));
    const [url, init] = send.mock.calls[0];
    expect(url).toBe('/api/checkout/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({ validate_hash: 'hash-1', country_code: 'fi', language_code: 'en', pageName: 'checkout', products: [{ productId: 7, amount: 2 }] });
  });

  it('is PENDING while the request is under way and VALIDATED with the answer', async () => {
    const store = storeWith(cart([row(7)]));
    let seen = '';
    const send = vi.fn(async () => {
      seen = store.getState().status;
      return json(response('hash-1', { products: [serverRow(7)], total_price: 99.9 }));
    });
    expect(await runValidation(deps(store, send))).toBe('done');
    expect(seen).toBe('PENDING');
    expect(store.getState()).toMatchObject({ status: 'VALIDATED', totalPrice: 99.9 });
  });

  it('shows each of the server\'s errors, one by one', async () => {
    const store = storeWith(cart([row(7)]));
    const showError = vi.fn();
    const errors = ['The code X is not valid.', 'Only 3 pcs of Trail shoe are available.'];
    await runValidation(deps(store, async () => json(response('hash-1', { errors, reason: errors[0] })), { showError }));
    expect(showError.mock.calls.map(([text]) => text)).toEqual(errors);
  });

  it('tells when the server refused a code the request carried, so the cart is checked again without it', async () => {
    const store = storeWith(cart([row(7)], { pendingCodes: ['GOOD', 'BAD'] }));
    const onApplied = vi.fn();
    const answer = response('hash-1', { products: [serverRow(7)], cart_discount: { code: 'GOOD', amount: 5 }, errors: ['The code BAD is not valid.'], reason: 'The code BAD is not valid.' });
    await runValidation(deps(store, async () => json(answer), { onApplied }));
    expect(store.getState().codes).toEqual(['GOOD']);
    expect(onApplied).toHaveBeenCalledWith(expect.anything(), true);
  });

  it('does not ask for another check when every code was confirmed', async () => {
    const store = storeWith(cart([row(7)], { pendingCodes: ['GOOD'] }));
    const onApplied = vi.fn();
    await runValidation(deps(store, async () => json(response('hash-1', { products: [serverRow(7)], cart_discount: { code: 'GOOD', amount: 5 } })), { onApplied }));
    expect(onApplied).toHaveBeenCalledWith(expect.anything(), false);
  });

  it('drops an answer about another hash and shows none of its errors', async () => {
    const store = storeWith(cart([row(7)]));
    const showError = vi.fn();
    await runValidation(deps(store, async () => json(response('old-hash', { errors: ['stale'], total_price: 1 })), { showError }));
    expect(store.getState().totalPrice).toBeNull();
    expect(showError).not.toHaveBeenCalled();
  });

  it('goes to ERROR and asks for a retry when the request fails', async () => {
    const store = storeWith(cart([row(7)]));
    expect(await runValidation(deps(store, async () => { throw new TypeError('offline'); }))).toBe('retry');
    expect(store.getState().status).toBe('ERROR');
    expect(await runValidation(deps(store, async () => json({ error: { code: 'invalid_checkout' } }, 400)))).toBe('retry');
  });

  it('sends a READ_ONLY_ORDER to the Klarna confirm page and does not retry', async () => {
    const store = storeWith({ ...cart([row(7)]), klarnaGlobalCheckoutId: 'K-1' } as CheckoutState);
    const goTo = vi.fn();
    const answer = { error: { code: 'READ_ONLY_ORDER', message: 'read only' } };
    expect(await runValidation(deps(store, async () => json(answer, 409), { goTo }))).toBe('stop');
    expect(goTo).toHaveBeenCalledWith('/en/checkout/klarna/confirm/?klarna_order_id=K-1');
    const reason: Partial<CheckoutResponse> = { reason: 'READ_ONLY_ORDER' };
    expect(await runValidation(deps(store, async () => json(response('hash-1', reason)), { goTo }))).toBe('stop');
  });

  it('sends a staff cart like any other, with no secret in the address: the session cookie says who is asking', async () => {
    const store = storeWith({ ...cart([row(7)]), enterpriseOrder: { id: 7001, name: 'Ski school' } });
    const send = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(response('hash-1')));
    expect(await runValidation(deps(store, send))).toBe('done');
    expect(send.mock.calls[0][0]).toBe('/api/checkout/');
    expect(JSON.parse(String(send.mock.calls[0][1]?.body))).toMatchObject({ enterprise_order: { id: 7001 } });
  });

  it('drops the staff modes when the server says the session is not staff, so the next try is a shopper\'s cart', async () => {
    const store = storeWith({ ...cart([row(7)]), enterpriseOrder: { id: 7001, name: 'Ski school' }, postDelivery: true });
    const send = vi.fn(async () => json({ error: { code: 'forbidden', message: 'Staff only.' } }, 403));
    expect(await runValidation(deps(store, send))).toBe('retry');
    expect([store.getState().enterpriseOrder, store.getState().postDelivery, store.getState().products.length]).toEqual([null, false, 1]);
  });

  it('keeps a shopper\'s cart as it is when a 403 is not about staff modes', async () => {
    const store = storeWith(cart([row(7)]));
    const send = vi.fn(async () => json({ error: { code: 'forbidden', message: 'Cross-origin.' } }, 403));
    expect(await runValidation(deps(store, send))).toBe('retry');
    expect(store.getState().status).toBe('ERROR');
  });
});
