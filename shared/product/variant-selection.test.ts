import { describe, expect, it } from 'vitest';
import type { VariantView } from '../types/product-page.ts';
import type { OrderState } from './variant-availability.ts';
import {
  addToCartLabel,
  initialSelection,
  isAddToCartDisabled,
  matchVariant,
  optionAvailability,
  rememberSize,
  SIZE_HISTORY_MAX,
} from './variant-selection.ts';
import { productWith, testProduct, testVariant } from '../../tests/unit-helpers/test-product.ts';

const SIZE_ORDER = ['S', 'M', 'L', 'XL'];
const v = (colorSlug: string, sizeSlug: string, typeSlug = '', orderable = true): VariantView =>
  testVariant({ colorSlug, sizeSlug, typeSlug, sizeSort: SIZE_ORDER.indexOf(sizeSlug), shippingTimeNumber: orderable ? 1 : 999, inStock: orderable });
const orderable = (variant: VariantView) => variant.inStock;
const none = { color: '', size: '', type: '' };

// red S/M/L (S not orderable), blue M/L (M orderable only); no types.
const jacket = productWith([v('red', 'S', '', false), v('red', 'M'), v('red', 'L'), v('blue', 'M'), v('blue', 'L', '', false)]);
// Two types (regular/wide) in one colour and two sizes.
const boots = productWith([v('black', 'S', 'regular'), v('black', 'M', 'regular'), v('black', 'M', 'wide', false)].map((x, i) => ({ ...x, typeSort: i === 2 ? 1 : 0 })));

describe('initialSelection', () => {
  it('takes the select-color query first', () => {
    expect(initialSelection(jacket, { selectColor: 'blue', color: 'red' }, [], orderable).color).toBe('blue');
  });

  it('takes the color query when select-color is absent or unknown', () => {
    expect(initialSelection(jacket, { color: 'blue' }, [], orderable).color).toBe('blue');
    expect(initialSelection(jacket, { selectColor: 'green', color: 'blue' }, [], orderable).color).toBe('blue');
  });

  it('takes the promoted colour, then the first colour', () => {
    expect(initialSelection({ ...jacket, promotedColour: 'blue' }, {}, [], orderable).color).toBe('blue');
    expect(initialSelection({ ...jacket, promotedColour: 'green' }, { color: 'pink' }, [], orderable).color).toBe('red');
  });

  it('takes the type query, else the first type', () => {
    expect(initialSelection(boots, { type: 'wide' }, [], orderable).type).toBe('wide');
    expect(initialSelection(boots, { type: 'narrow' }, [], orderable).type).toBe('regular');
  });

  it('takes a known size query before the history', () => {
    expect(initialSelection(jacket, { size: 'L' }, ['M'], orderable).size).toBe('L');
    expect(initialSelection(jacket, { size: 'XXL' }, ['L'], orderable).size).toBe('L');
  });

  it('takes the most recent history size that exists in the colour and type', () => {
    expect(initialSelection(jacket, { color: 'blue' }, ['S', 'XL', 'L', 'M'], orderable).size).toBe('L');
    expect(initialSelection(boots, { type: 'wide' }, ['S', 'M'], orderable).size).toBe('M');
  });

  it('takes the first orderable size in the colour and type without history', () => {
    expect(initialSelection(jacket, {}, [], orderable)).toEqual({ color: 'red', size: 'M', type: '' });
    expect(initialSelection(jacket, { color: 'blue' }, ['XL'], orderable).size).toBe('M');
  });

  it('falls back to the first size when nothing in the combination is orderable', () => {
    expect(initialSelection(jacket, {}, [], () => false).size).toBe('S');
  });

  it('applies a lone size', () => {
    const cap = productWith([v('red', 'M', '', false), v('blue', 'M', '', false)]);
    expect(initialSelection(cap, {}, [], orderable).size).toBe('M');
  });

  it('leaves the axes the product lacks empty', () => {
    expect(initialSelection(productWith([testVariant()]), { color: 'red', size: 'M', type: 'wide' }, ['M'], orderable)).toEqual(none);
  });
});

describe('matchVariant', () => {
  it('finds the variant of a full selection', () => {
    expect(matchVariant(jacket, { color: 'blue', size: 'L', type: '' })).toBe(jacket.variants[4]);
  });

  it('is none-chosen while an axis with several choices is open', () => {
    expect(matchVariant(jacket, { color: 'red', size: '', type: '' })).toBe('none-chosen');
    expect(matchVariant(boots, { color: '', size: 'M', type: '' })).toBe('none-chosen');
  });

  it('counts an axis with a single choice as chosen', () => {
    expect(matchVariant(boots, { color: '', size: 'M', type: 'wide' })).toBe(boots.variants[2]);
  });

  it('is no-match when no variant has the combination', () => {
    expect(matchVariant(jacket, { color: 'blue', size: 'S', type: '' })).toBe('no-match');
    expect(matchVariant(boots, { color: 'black', size: 'S', type: 'wide' })).toBe('no-match');
    expect(matchVariant(testProduct(), none)).toBe('no-match');
  });

  it('ignores choices on axes the product lacks', () => {
    const single = productWith([testVariant({ sizeSlug: 'One' })]);
    expect(matchVariant(single, { color: 'red', size: '', type: 'x' })).toBe(single.variants[0]);
  });
});

describe('optionAvailability', () => {
  it('marks sizes without an orderable variant in the chosen colour', () => {
    expect([...optionAvailability(jacket, { color: 'blue', size: 'L', type: '' }, 'size', orderable)]).toEqual([['S', false], ['M', true], ['L', false]]);
  });

  it('marks colours by the chosen size, ignoring the current colour', () => {
    expect([...optionAvailability(jacket, { color: 'red', size: 'L', type: '' }, 'color', orderable)]).toEqual([['red', true], ['blue', false]]);
  });

  it('counts open axes as matching anything', () => {
    expect([...optionAvailability(jacket, none, 'size', orderable)]).toEqual([['S', false], ['M', true], ['L', true]]);
    expect([...optionAvailability(boots, { color: 'black', size: 'M', type: '' }, 'type', orderable)]).toEqual([['regular', true], ['wide', false]]);
  });
});

describe('addToCartLabel', () => {
  it('asks for the colour, then the size, then the type', () => {
    const product = productWith([v('red', 'S', 'a'), v('blue', 'M', 'b')]);
    expect(addToCartLabel(product, none, true)).toBe('selectColor');
    expect(addToCartLabel(product, { ...none, color: 'red' }, true)).toBe('selectSize');
    expect(addToCartLabel(product, { color: 'red', size: 'S', type: '' }, true)).toBe('selectType');
    expect(addToCartLabel(product, { color: 'red', size: 'S', type: 'a' }, true)).toBe('addToCart');
  });

  it('does not ask for an axis with a single choice', () => {
    expect(addToCartLabel(boots, { color: '', size: 'M', type: 'regular' }, true)).toBe('addToCart');
    expect(addToCartLabel(productWith([testVariant()]), none, true)).toBe('addToCart');
  });

  it('says out of stock when the chosen variant is not orderable', () => {
    expect(addToCartLabel(jacket, { color: 'red', size: 'S', type: '' }, false)).toBe('outOfStock');
  });
});

describe('isAddToCartDisabled', () => {
  const variant = testVariant();
  const ok: OrderState = { orderable: true, onOrder: false, quantity: 2 };
  const base = { orderState: ok, variant, countryBlocked: false, mode: 'normal' as const };

  it('enables an orderable variant', () => {
    expect(isAddToCartDisabled(base)).toBe(false);
  });

  it('disables without a variant or an order state', () => {
    expect(isAddToCartDisabled({ ...base, variant: null })).toBe(true);
    expect(isAddToCartDisabled({ ...base, orderState: null })).toBe(true);
  });

  it('disables a variant that is not orderable', () => {
    expect(isAddToCartDisabled({ ...base, orderState: { orderable: false, onOrder: false, quantity: 0 } })).toBe(true);
  });

  it('disables a blocked delivery country except in a gift campaign', () => {
    expect(isAddToCartDisabled({ ...base, countryBlocked: true })).toBe(true);
    expect(isAddToCartDisabled({ ...base, countryBlocked: true, mode: 'giftcampaign' })).toBe(false);
  });
});

describe('rememberSize', () => {
  it('puts the size first without duplicates', () => {
    expect(rememberSize(['M', 'L', 'S'], 'L')).toEqual(['L', 'M', 'S']);
    expect(rememberSize([], '42')).toEqual(['42']);
  });

  it('keeps at most 20 sizes, dropping the oldest', () => {
    const history = Array.from({ length: SIZE_HISTORY_MAX }, (_, i) => `s${i}`);
    const next = rememberSize(history, 'new');
    expect(next).toHaveLength(20);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('s19');
  });

  it('ignores an empty size and never mutates the history', () => {
    const history = ['M'];
    expect(rememberSize(history, '')).toEqual(['M']);
    rememberSize(history, 'L');
    expect(history).toEqual(['M']);
  });
});
