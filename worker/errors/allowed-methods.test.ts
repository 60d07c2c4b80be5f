import { describe, expect, it } from 'vitest';
import { allowedMethods } from './allowed-methods.ts';

const routes = [
  { method: 'ALL', path: '/api/*' },
  { method: 'POST', path: '/api/checkout/' },
  { method: 'GET', path: '/api/orders/:orderNumber/' },
  { method: 'POST', path: '/api/orders/lookup/' },
  { method: 'GET', path: '*' },
];

describe('allowedMethods', () => {
  it('names the methods of the API route that serves the path, with HEAD beside GET', () => {
    expect(allowedMethods(routes, '/api/orders/K1234/')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods(routes, '/api/checkout/')).toEqual(['POST']);
  });

  it('names every route a path matches, a parameter segment included', () => {
    expect(allowedMethods(routes, '/api/orders/lookup/')).toEqual(['GET', 'HEAD', 'POST']);
  });

  it('names nothing for a path no API route serves, whatever middleware and page routes match', () => {
    expect(allowedMethods(routes, '/api/nothing/')).toEqual([]);
    expect(allowedMethods(routes, '/api/orders/a/b/')).toEqual([]);
  });
});
