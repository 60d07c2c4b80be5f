import { describe, expect, it } from 'vitest';
import { readOrderAnswer, safeRedirect } from './order-answer.ts';

const ORIGIN = 'https://shop.example';

describe('readOrderAnswer', () => {
  it('sends the shopper to the payment page of a 200 answer', () => {
    expect(readOrderAnswer(200, { order_number: 'K-1', redirect_url: '/payments/test/p1/' }, ORIGIN))
      .toEqual({ kind: 'redirect', url: 'https://shop.example/payments/test/p1/' });
    expect(readOrderAnswer(200, { order_number: 'K-1', redirect_url: 'https://pay.example/x' }, ORIGIN))
      .toEqual({ kind: 'redirect', url: 'https://pay.example/x' });
  });

  it('treats a 200 without a usable address as an unexpected error', () => {
    expect(readOrderAnswer(200, { order_number: 'K-1' }, ORIGIN)).toEqual({ kind: 'unexpected' });
    expect(readOrderAnswer(200, { redirect_url: 'javascript:alert(1)' }, ORIGIN)).toEqual({ kind: 'unexpected' });
  });

  it('reads the field messages of a 400 answer', () => {
    const body = { error: { code: 'invalid_form', message: 'Check the form.', fields: { email: 'Enter a valid email address.', phone: 3 } } };
    expect(readOrderAnswer(400, body, ORIGIN)).toEqual({ kind: 'fields', fields: { email: 'Enter a valid email address.' } });
  });

  it('shows the reason of a 409 answer as an alert', () => {
    const body = { error: { code: 'not_orderable', message: 'Only 1 pcs of Tent are available.', fields: {} } };
    expect(readOrderAnswer(409, body, ORIGIN)).toEqual({ kind: 'alert', message: 'Only 1 pcs of Tent are available.' });
  });

  it('shows the message of a 429 answer (too many orders, decision 017) as an alert', () => {
    const body = { error: { code: 'too_many_requests', message: 'You already have orders waiting for payment.' } };
    expect(readOrderAnswer(429, body, ORIGIN)).toEqual({ kind: 'alert', message: 'You already have orders waiting for payment.' });
  });

  it('answers the generic error for other statuses and for bodies without fields', () => {
    expect(readOrderAnswer(500, null, ORIGIN)).toEqual({ kind: 'unexpected' });
    expect(readOrderAnswer(400, { error: { code: 'invalid_body', message: 'Bad', fields: {} } }, ORIGIN)).toEqual({ kind: 'unexpected' });
    expect(readOrderAnswer(409, 'oops', ORIGIN)).toEqual({ kind: 'unexpected' });
  });
});

describe('safeRedirect', () => {
  it('keeps http and https addresses only', () => {
    expect(safeRedirect('data:text/html,x', ORIGIN)).toBeNull();
    expect(safeRedirect('', ORIGIN)).toBeNull();
    expect(safeRedirect(42, ORIGIN)).toBeNull();
  });
});
