import { describe, expect, it } from 'vitest';
import { consentFromCookies, isTagManagerId, tagManagerScriptUrl } from './tag-manager.ts';

describe('isTagManagerId', () => {
  it('accepts GTM- followed by uppercase letters and digits (core 5)', () => {
    for (const id of ['GTM-ABC123', 'GTM-K41RA7E', 'GTM-1']) expect(isTagManagerId(id), id).toBe(true);
  });

  it('refuses anything else', () => {
    for (const id of ['', 'GTM-', 'gtm-ABC123', 'GTM-abc123', 'UA-12345-1', 'G-ABC123', ' GTM-ABC123', 'GTM-ABC123 ', 'GTM-ABC"><script>', 'GTM-ABC-123', `GTM-${'A'.repeat(40)}`]) {
      expect(isTagManagerId(id), id).toBe(false);
    }
  });
});

describe('tagManagerScriptUrl', () => {
  it('is the container script on Google\'s tag manager origin', () => {
    expect(tagManagerScriptUrl('GTM-ABC123')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
  });
});

describe('consentFromCookies', () => {
  it('reads the stored choice among other cookies', () => {
    expect(consentFromCookies('so_currency_code=eur; so_analytics_consent=granted; x=1')).toBe('granted');
    expect(consentFromCookies('so_analytics_consent=denied')).toBe('denied');
  });

  it('is null without a choice or with a value that is not one', () => {
    expect(consentFromCookies('')).toBeNull();
    expect(consentFromCookies('so_analytics_consent=maybe')).toBeNull();
    expect(consentFromCookies('other_so_analytics_consent=granted')).toBeNull();
  });
});
