import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import { DICTIONARY_PARTS, splitDictionary } from './i18n-parts.ts';

describe('splitDictionary', () => {
  it('moves each part namespace out of the base and loses no key', () => {
    const { base, parts } = splitDictionary(en);
    expect(Object.keys(base)).not.toContain('cartPage');
    expect({ ...base, ...parts.checkout }).toEqual(en);
  });

  it('keeps the route segments and the shared texts in the base every page loads', () => {
    const { base } = splitDictionary(en);
    expect(base).toHaveProperty('routeSegments');
    expect(base).toHaveProperty('product');
  });

  it('names namespaces the dictionaries really have, so a part is never silently empty', () => {
    const { parts } = splitDictionary(en);
    const present = DICTIONARY_PARTS.checkout.filter((namespace) => namespace in en);
    expect(Object.keys(parts.checkout).sort()).toEqual([...present].sort());
    expect(present.length).toBeGreaterThan(0);
  });
});
