import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../env.ts';
import { noticeUrl } from './notice-links.ts';

const SETTINGS: ShopSettings = { brandName: 'Kaira Outdoor', brandDomain: 'kaira', localeStrategy: 'prefix_except_default', rootRedirect: null, contactEmail: 'a@kaira.fi' };

describe('where a back-in-stock notice links', () => {
  it('keeps the sign-up\'s own host with its prefix rule when it is not a brand host', () => {
    expect(noticeUrl(SETTINGS, 'http://localhost:8787', 'sv')('/norrvik/jacket/')).toBe('http://localhost:8787/sv/norrvik/jacket/');
    expect(noticeUrl(SETTINGS, 'http://localhost:8787', 'fi')('/norrvik/jacket/')).toBe('http://localhost:8787/norrvik/jacket/');
    expect(noticeUrl({ ...SETTINGS, localeStrategy: 'prefix' }, 'https://kaira-shop.workers.dev', 'fi')('/x/')).toBe('https://kaira-shop.workers.dev/fi/x/');
  });

  it('keeps a brand host of the notice\'s language, and goes to the language\'s own brand host otherwise', () => {
    expect(noticeUrl(SETTINGS, 'https://www.kaira.se', 'sv')('/x/')).toBe('https://www.kaira.se/x/');
    expect(noticeUrl(SETTINGS, 'https://kaira.fi', 'en')('/x/')).toBe('https://kaira.com/x/');
  });

  it('links a sign-up without an origin, or with one that is no http(s) origin, to its language\'s brand host', () => {
    expect(noticeUrl(SETTINGS, null, 'de')('/x/')).toBe('https://kaira.de/x/');
    expect(noticeUrl(SETTINGS, 'javascript:alert(1)', 'fr')('/x/')).toBe('https://kaira.fr/x/');
  });
});
