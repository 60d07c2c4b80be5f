import { describe, expect, it } from 'vitest';
import { loginHref, loginReasonOf, nextPathOf } from './login-path.ts';

describe('nextPathOf', () => {
  it('accepts a page of the shop with its query and fragment', () => {
    expect(nextPathOf('/en/kaira-trail-shoe/')).toBe('/en/kaira-trail-shoe/');
    expect(nextPathOf('/sukset/?page=2#reviews')).toBe('/sukset/?page=2#reviews');
    expect(nextPathOf('/')).toBe('/');
  });

  it('refuses another site in every form a browser would follow', () => {
    for (const value of ['//evil.example/', '/\\evil.example/', 'https://evil.example/', 'javascript:alert(1)', 'evil.example', '/ /x', '/\t/evil.example']) {
      expect(nextPathOf(value), value).toBeNull();
    }
  });

  it('refuses API calls, missing values and paths longer than any page', () => {
    expect(nextPathOf('/api/customer/')).toBeNull();
    expect(nextPathOf('/api?x=1')).toBeNull();
    expect(nextPathOf(null)).toBeNull();
    expect(nextPathOf('')).toBeNull();
    expect(nextPathOf(`/${'a'.repeat(2000)}`)).toBeNull();
  });

  it('keeps a page whose name only starts like the API', () => {
    expect(nextPathOf('/apinat/')).toBe('/apinat/');
  });
});

describe('loginReasonOf', () => {
  it('knows the wishlist, vote and club reasons and nothing else', () => {
    expect(loginReasonOf('wishlist')).toBe('wishlist');
    expect(loginReasonOf('vote')).toBe('vote');
    expect(loginReasonOf('club')).toBe('club');
    expect(loginReasonOf('admin')).toBeNull();
    expect(loginReasonOf(null)).toBeNull();
  });
});

describe('loginHref', () => {
  it('carries where to come back to and why', () => {
    expect(loginHref('/en/accounts/login/', { next: '/en/tent/?a=1&b=2', reason: 'wishlist' }))
      .toBe('/en/accounts/login/?next=%2Fen%2Ftent%2F%3Fa%3D1%26b%3D2&reason=wishlist');
  });

  it('leaves out a next that is not a page of the shop', () => {
    expect(loginHref('/tili/kirjaudu/', { next: '//evil.example/', reason: 'vote' })).toBe('/tili/kirjaudu/?reason=vote');
    expect(loginHref('/tili/kirjaudu/')).toBe('/tili/kirjaudu/');
  });
});
