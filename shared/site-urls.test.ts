import { describe, expect, it } from 'vitest';
import { alternateLinks, servedLanguages, siteUrl, type SiteUrlContext } from './site-urls.ts';

const LOCAL: SiteUrlContext = { origin: 'http://localhost:8787', languageByHost: false, brandDomain: 'kaira', strategy: 'prefix_except_default' };

describe('siteUrl', () => {
  it('prefixes a path by the strategy on a single host, the default language without one', () => {
    expect(siteUrl(LOCAL, 'fi', '/laskettelu/')).toBe('http://localhost:8787/laskettelu/');
    expect(siteUrl(LOCAL, 'sv', '/utforsakning/')).toBe('http://localhost:8787/sv/utforsakning/');
    expect(siteUrl({ ...LOCAL, strategy: 'prefix' }, 'fi', '/')).toBe('http://localhost:8787/fi/');
  });

  it('puts each language on its own domain when languages go by host', () => {
    expect(siteUrl({ ...LOCAL, languageByHost: true, strategy: 'no_prefix' }, 'en', '/stores/')).toBe('https://kaira.com/stores/');
  });
});

describe('alternateLinks', () => {
  it('links the languages a page exists in and x-default when the default language has it', () => {
    expect(alternateLinks(LOCAL, { en: '/a/', fi: '/b/' })).toEqual([
      { hreflang: 'fi', href: 'http://localhost:8787/b/' },
      { hreflang: 'en', href: 'http://localhost:8787/en/a/' },
      { hreflang: 'x-default', href: 'http://localhost:8787/b/' },
    ]);
    expect(alternateLinks(LOCAL, { de: '/c/' })).toEqual([{ hreflang: 'de', href: 'http://localhost:8787/de/c/' }]);
  });
});

describe('servedLanguages', () => {
  it('is the domain\'s own language on a brand domain, all six by prefix, the default one without prefixes', () => {
    expect(servedLanguages('sv', 'no_prefix')).toEqual(['sv']);
    expect(servedLanguages(null, 'prefix_except_default')).toEqual(['fi', 'en', 'sv', 'de', 'fr', 'ru']);
    expect(servedLanguages(null, 'no_prefix')).toEqual(['fi']);
  });
});
