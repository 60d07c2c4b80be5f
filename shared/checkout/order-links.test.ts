import { describe, expect, it } from 'vitest';
import { orderApiUrl, orderReference, parseOrderSlug } from './order-links.ts';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz_-0123';

describe('parseOrderSlug', () => {
  it('reads the order number and token of a result page path', () => {
    expect(parseOrderSlug(`K-100234/${TOKEN}`)).toEqual({ orderNumber: 'K-100234', token: TOKEN });
    expect(parseOrderSlug(`K-100234/${TOKEN}/`)).toEqual({ orderNumber: 'K-100234', token: TOKEN });
  });

  it('refuses a missing, short or extra part', () => {
    expect(parseOrderSlug(undefined)).toBeNull();
    expect(parseOrderSlug('K-100234')).toBeNull();
    expect(parseOrderSlug('K-100234/short-token')).toBeNull();
    expect(parseOrderSlug(`K-100234/${TOKEN}/more`)).toBeNull();
  });

  it('refuses characters that have no place in an order number or token', () => {
    expect(parseOrderSlug(`K 1/${TOKEN}`)).toBeNull();
    expect(parseOrderSlug(`K-1/${TOKEN}%00`)).toBeNull();
    expect(orderReference('K-1', 42)).toBeNull();
  });
});

describe('orderApiUrl', () => {
  it('names the order and passes the token as a query', () => {
    expect(orderApiUrl({ orderNumber: 'K-1', token: TOKEN })).toBe(`/api/orders/K-1/?token=${TOKEN}`);
  });
});
