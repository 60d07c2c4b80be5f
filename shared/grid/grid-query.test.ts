import { describe, expect, it } from 'vitest';
import type { GridQuery } from '../types/grid.ts';
import { clearFilters, emptyGridQuery, isFiltered, parseGridQuery, serialiseGridQuery, withPageQuery } from './grid-query.ts';

const propertyFilters = [
  { slug: 'weight', filter: 'range' as const },
  { slug: 'waterproof', filter: 'checkbox' as const },
  { slug: 'length', filter: 'range' as const },
];
const parse = (search: string) => parseGridQuery(search, { defaultSort: 'popular', propertyFilters });
const query = (overrides: Partial<GridQuery>): GridQuery => ({ ...emptyGridQuery('popular'), ...overrides });

describe('parseGridQuery', () => {
  it('reads every cat 2 parameter', () => {
    const parsed = parse('?sort=lowest&text=%20rain%20jacket%20&price=10-200&manufacturer=halti,haglofs&color=red,blue'
      + '&store=helsinki&size=M,L&group=jackets&weight=100.5-900&waterproof=yes,partly&page=3');
    expect(parsed).toEqual({
      sort: 'lowest', text: 'rain jacket', price: { min: 10, max: 200 },
      manufacturer: ['halti', 'haglofs'], color: ['red', 'blue'], store: ['helsinki'], size: ['M', 'L'], group: ['jackets'],
      properties: { weight: { min: 100.5, max: 900 }, waterproof: ['yes', 'partly'] }, page: 3,
    });
  });

  it('accepts a string without a question mark and URLSearchParams', () => {
    expect(parse('sort=newest').sort).toBe('newest');
    expect(parseGridQuery(new URLSearchParams('sort=stars'), { defaultSort: 'default', propertyFilters: [] }).sort).toBe('stars');
  });

  it('gives the empty query with the default sort for no parameters', () => {
    expect(parse('')).toEqual(emptyGridQuery('popular'));
  });

  it('falls back to the default sort for an unknown or repeated-case sort', () => {
    expect(parse('?sort=cheapest').sort).toBe('popular');
    expect(parse('?sort=LOWEST').sort).toBe('popular');
    expect(parse('?sort=toString').sort).toBe('popular');
  });

  it('reads negative and decimal prices, swaps reversed ones and clamps below 0 to 0', () => {
    expect(parse('?price=-10-5').price).toEqual({ min: 0, max: 5 });
    expect(parse('?price=99.9-20').price).toEqual({ min: 20, max: 99.9 });
    expect(parse('?price=-30--10').price).toEqual({ min: 0, max: 0 });
  });

  it('keeps negative range property values, which prices cannot have', () => {
    expect(parse('?length=-10-5').properties).toEqual({ length: { min: -10, max: 5 } });
  });

  it('ignores malformed ranges', () => {
    expect(parse('?price=cheap').price).toBeNull();
    expect(parse('?price=10-').price).toBeNull();
    expect(parse('?weight=heavy').properties).toEqual({});
  });

  it('cleans lists: trims, drops empties and duplicates, and merges repeated parameters', () => {
    expect(parse('?color=%20red%20,,red,&color=blue').color).toEqual(['red', 'blue']);
    expect(parse('?manufacturer=').manufacturer).toEqual([]);
  });

  it('reads a comma encoded inside a value as part of the value', () => {
    expect(parse('?size=42%2C5,43').size).toEqual(['42,5', '43']);
  });

  it('caps list values at 100 characters, lists at 50 entries and the text at 100 characters', () => {
    const parsed = parse(`?size=${'s'.repeat(300)}&group=${Array.from({ length: 60 }, (_, i) => `g${i}`).join(',')}&text=${'t'.repeat(300)}`);
    expect(parsed.size).toEqual(['s'.repeat(100)]);
    expect(parsed.group).toHaveLength(50);
    expect(parsed.text).toBe('t'.repeat(100));
  });

  it('reads the page as an integer from 1 to 10,000, else page 1', () => {
    expect(parse('?page=2').page).toBe(2);
    expect(parse('?page=0').page).toBe(1);
    expect(parse('?page=-4').page).toBe(1);
    expect(parse('?page=1.5').page).toBe(1);
    expect(parse('?page=x').page).toBe(1);
    expect(parse('?page=500000').page).toBe(10000);
  });

  it('ignores unknown parameters and properties this grid does not filter by', () => {
    const parsed = parse('?utm_source=mail&colour=red&height=1-2&select-color=red');
    expect(parsed).toEqual(emptyGridQuery('popular'));
  });

  it('reads a checkbox property as a list and leaves out an empty one', () => {
    expect(parse('?waterproof=yes').properties).toEqual({ waterproof: ['yes'] });
    expect(parse('?waterproof=').properties).toEqual({});
  });

  it('does not read a property whose slug is one of the grid parameters', () => {
    const parsed = parseGridQuery('?price=1-2', { defaultSort: 'default', propertyFilters: [{ slug: 'price', filter: 'range' }] });
    expect(parsed.properties).toEqual({});
    expect(parsed.price).toEqual({ min: 1, max: 2 });
  });

  it('keeps a property slug such as __proto__ as a plain key', () => {
    const parsed = parseGridQuery('?__proto__=a', { defaultSort: 'default', propertyFilters: [{ slug: '__proto__', filter: 'checkbox' }] });
    expect(Object.hasOwn(parsed.properties, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(parsed.properties)).toBe(Object.prototype);
  });

  it('never throws on broken percent-encoding or odd input', () => {
    for (const search of ['?text=%E0%A4%A', '?%%%=%%', '?price=%FF', '&&&', '?=x', `?text=${'%'.repeat(5000)}`]) {
      expect(() => parse(search)).not.toThrow();
    }
  });
});

describe('serialiseGridQuery', () => {
  it('gives an empty string for the empty query', () => {
    expect(serialiseGridQuery(emptyGridQuery('popular'), { defaultSort: 'popular' })).toBe('');
  });

  it('writes parameters in a stable order with the page last', () => {
    const full = query({
      page: 2, properties: { waterproof: ['yes'], weight: { min: 1, max: 2 } }, group: ['tents'], size: ['M'], store: ['oulu'],
      color: ['red'], manufacturer: ['halti'], price: { min: 5, max: 10 }, text: 'tent', sort: 'newest',
    });
    expect(serialiseGridQuery(full, { defaultSort: 'popular' }))
      .toBe('?sort=newest&text=tent&price=5-10&manufacturer=halti&color=red&store=oulu&size=M&group=tents&waterproof=yes&weight=1-2&page=2');
  });

  it('omits the sort when it equals the default (cat 4)', () => {
    expect(serialiseGridQuery(query({ sort: 'popular' }), { defaultSort: 'popular' })).toBe('');
    expect(serialiseGridQuery(query({ sort: 'default' }), { defaultSort: 'popular' })).toBe('?sort=default');
  });

  it('omits empty lists, blank text and page 1', () => {
    expect(serialiseGridQuery(query({ color: [], text: '  ', page: 1, properties: { waterproof: [] } }), { defaultSort: 'popular' })).toBe('');
  });

  it('omits a range equal to or covering its full range (cat 4)', () => {
    const fullRanges = { price: { min: 0, max: 300 }, properties: { weight: { min: 100, max: 900 } } };
    const covering = query({ price: { min: 0, max: 300 }, properties: { weight: { min: 50, max: 1000 } } });
    expect(serialiseGridQuery(covering, { defaultSort: 'popular', fullRanges })).toBe('');
    const narrower = query({ price: { min: 0, max: 299 }, properties: { weight: { min: 101, max: 900 } } });
    expect(serialiseGridQuery(narrower, { defaultSort: 'popular', fullRanges })).toBe('?price=0-299&weight=101-900');
  });

  it('keeps ranges when the full ranges are not known', () => {
    expect(serialiseGridQuery(query({ price: { min: 0, max: 300 } }), { defaultSort: 'popular', fullRanges: { price: null, properties: {} } }))
      .toBe('?price=0-300');
  });

  it('keeps commas between values literal and encodes commas and other characters inside values', () => {
    expect(serialiseGridQuery(query({ size: ['42,5', '43'], manufacturer: ['a&b', 'c d'] }), { defaultSort: 'popular' }))
      .toBe('?manufacturer=a%26b,c%20d&size=42%2C5,43');
  });

  it('prints range numbers without trailing zeros', () => {
    expect(serialiseGridQuery(query({ price: { min: 10.5, max: 20 } }), { defaultSort: 'popular' })).toBe('?price=10.5-20');
  });

  it('leaves out a range that is not finite', () => {
    expect(serialiseGridQuery(query({ price: { min: Number.NaN, max: 20 } }), { defaultSort: 'popular' })).toBe('');
  });
});

describe('parse and serialise round trip', () => {
  it('reads back what it writes', () => {
    const original = query({
      sort: 'alphabetical', text: 'kuoritakki & co, 100%', price: { min: 19.9, max: 250 },
      manufacturer: ['halti'], color: ['red', 'blue'], store: ['tampere'], size: ['42,5', 'XL'], group: ['jackets'],
      properties: { weight: { min: -1.5, max: 2 }, waterproof: ['yes', 'ei, ole'] }, page: 4,
    });
    const search = serialiseGridQuery(original, { defaultSort: 'popular' });
    expect(parse(search)).toEqual(original);
    expect(serialiseGridQuery(parse(search), { defaultSort: 'popular' })).toBe(search);
  });

  it('normalises a messy URL to one canonical form', () => {
    const messy = '?page=1&color=blue,,blue&sort=popular&price=50-10&foo=bar';
    expect(serialiseGridQuery(parse(messy), { defaultSort: 'popular' })).toBe('?price=10-50&color=blue');
  });
});

describe('query state helpers', () => {
  it('sees no filter in the empty query, whatever the sort and page', () => {
    expect(isFiltered(query({ sort: 'lowest', page: 5 }))).toBe(false);
  });

  it('sees any set filter, a list, a range or the text', () => {
    const filtered = query({ text: 'x', price: { min: 1, max: 2 }, color: ['red', 'blue'], properties: { weight: { min: 1, max: 2 }, waterproof: [] } });
    expect(isFiltered(filtered)).toBe(true);
  });

  it('clears the filters but keeps the sort and goes back to page 1', () => {
    expect(clearFilters(query({ sort: 'newest', color: ['red'], page: 3 }))).toEqual(emptyGridQuery('newest'));
  });
});

describe('a grid with sorts of its own (the search page, decision 033)', () => {
  const sorts = ['relevance', 'popular', 'newest'] as const;

  it('reads a sort the grid offers and falls back to its default for one it does not', () => {
    const options = { defaultSort: 'relevance' as const, propertyFilters: [], sorts: [...sorts] };
    expect(parseGridQuery('?q=tent&sort=newest', options).sort).toBe('newest');
    expect(parseGridQuery('?q=tent&sort=textMatch', options).sort).toBe('relevance');
    expect(parseGridQuery('?q=tent&sort=stars', options).sort).toBe('relevance');
  });

  it('takes no search sort on a grid that does not offer it', () => {
    expect(parse('?sort=relevance').sort).toBe('popular');
  });

  it('keeps the page\'s own parameters before the grid\'s', () => {
    expect(withPageQuery('q=tent', '?sort=newest&page=2')).toBe('?q=tent&sort=newest&page=2');
    expect(withPageQuery('q=tent', '')).toBe('?q=tent');
    expect(withPageQuery(undefined, '?page=2')).toBe('?page=2');
    expect(withPageQuery('', '')).toBe('');
  });
});
