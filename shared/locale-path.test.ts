import { describe, expect, it } from 'vitest';
import { canonicalPrefixRedirect, splitLocalePrefix, withLocalePrefix } from './locale-path.ts';
import { languageForTld } from './languages.ts';

describe('path prefix strategies', () => {
  it('reads the language prefix and the rest of the path', () => {
    expect(splitLocalePrefix('/sv/kassa/', 'prefix_except_default')).toEqual({ prefixLanguage: 'sv', rest: '/kassa/' });
    expect(splitLocalePrefix('/en/', 'prefix')).toEqual({ prefixLanguage: 'en', rest: '/' });
  });

  it('treats a two-letter segment that is not a language as a path', () => {
    expect(splitLocalePrefix('/xx/kassa/', 'prefix_except_default')).toEqual({ prefixLanguage: null, rest: '/xx/kassa/' });
  });

  it('sees no prefix at all under no_prefix', () => {
    expect(splitLocalePrefix('/sv/kassa/', 'no_prefix')).toEqual({ prefixLanguage: null, rest: '/sv/kassa/' });
  });

  it('leaves the default language unprefixed under prefix_except_default', () => {
    expect(withLocalePrefix('/kassa/', 'fi', 'prefix_except_default')).toBe('/kassa/');
    expect(withLocalePrefix('/kassa/', 'sv', 'prefix_except_default')).toBe('/sv/kassa/');
    expect(withLocalePrefix('/kassa/', 'fi', 'prefix')).toBe('/fi/kassa/');
    expect(withLocalePrefix('/kassa/', 'sv', 'no_prefix')).toBe('/kassa/');
  });

  it('redirects a prefixed default language and an unprefixed path to the canonical form', () => {
    expect(canonicalPrefixRedirect('/fi/kassa/', 'prefix_except_default')).toBe('/kassa/');
    expect(canonicalPrefixRedirect('/kassa/', 'prefix')).toBe('/fi/kassa/');
    expect(canonicalPrefixRedirect('/sv/kassa/', 'prefix_except_default')).toBeNull();
    expect(canonicalPrefixRedirect('/fi/x/', 'no_prefix')).toBeNull();
  });
});

describe('language by top-level domain', () => {
  it.each([['com', 'en'], ['fi', 'fi'], ['se', 'sv'], ['de', 'de'], ['fr', 'fr'], ['ru', 'ru'], ['org', 'fi']])('maps .%s to %s', (tld, language) => {
    expect(languageForTld(tld)).toBe(language);
  });
});
