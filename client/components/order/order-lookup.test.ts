import { describe, expect, it } from 'vitest';
import { checkLookup, readLookupAnswer } from './order-lookup.ts';

describe('checkLookup', () => {
  it('asks for both fields', () => {
    expect(checkLookup({ email: ' ', order_number: '' })).toEqual({ email: 'checkoutForm.error.required', order_number: 'checkoutForm.error.required' });
  });

  it('refuses a malformed email and order number', () => {
    expect(checkLookup({ email: 'aino@', order_number: 'K 1' })).toEqual({ email: 'checkoutForm.error.email', order_number: 'viewOrder.error.orderNumber' });
  });

  it('accepts an email and order number with spaces around them', () => {
    expect(checkLookup({ email: ' aino@example.com ', order_number: ' K12345678 ' })).toEqual({});
  });
});

describe('readLookupAnswer', () => {
  it('shows the order of a 200 answer', () => {
    const order = { order_number: 'K1', rows: [] };
    expect(readLookupAnswer(200, order)).toEqual({ kind: 'found', order });
  });

  it('says not found for a 404, whatever its body', () => {
    expect(readLookupAnswer(404, { error: { code: 'not_found', message: 'x' } })).toEqual({ kind: 'notFound' });
  });

  it('shows the server\'s message of a 429, and treats a 429 without one as unexpected', () => {
    const body = { error: { code: 'too_many_requests', message: 'Too many attempts. Wait a few minutes and try again.' } };
    expect(readLookupAnswer(429, body)).toEqual({ kind: 'refused', message: 'Too many attempts. Wait a few minutes and try again.' });
    expect(readLookupAnswer(429, null)).toEqual({ kind: 'unexpected' });
  });

  it('reads field messages of a 400 and treats the rest as unexpected', () => {
    expect(readLookupAnswer(400, { error: { fields: { email: 'Bad email' } } })).toEqual({ kind: 'fields', fields: { email: 'Bad email' } });
    expect(readLookupAnswer(400, { error: { fields: {} } })).toEqual({ kind: 'unexpected' });
    expect(readLookupAnswer(200, { nope: true })).toEqual({ kind: 'unexpected' });
    expect(readLookupAnswer(503, null)).toEqual({ kind: 'unexpected' });
  });
});
