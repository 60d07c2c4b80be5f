import { describe, expect, it } from 'vitest';
import type { PropertyView } from '../types/product-page.ts';
import { isHiddenDetail, MODEL_NUMBER_SLUG, orderedDetails } from './details-order.ts';

const prop = (slug: string, kind: PropertyView['kind'], unit = '', value = `${slug} value`): PropertyView =>
  ({ slug, name: `${slug} name`, value, unit, kind });
const slugs = (rows: Array<{ slug: string }>) => rows.map((row) => row.slug);

describe('orderedDetails', () => {
  it('lists unit properties, numbers, texts, flags, then the model number', () => {
    const properties = [prop('waterproof', 'flag'), prop('material', 'text'), prop('pockets', 'number'), prop('weight', 'number', 'g')];
    expect(slugs(orderedDetails(properties, 'H-100', 'Model number'))).toEqual(['weight', 'pockets', 'material', 'waterproof', MODEL_NUMBER_SLUG]);
  });

  it('puts a text property with a unit among the unit properties', () => {
    expect(slugs(orderedDetails([prop('pockets', 'number'), prop('size-range', 'text', 'cm')], ''))).toEqual(['size-range', 'pockets']);
  });

  it('keeps the given order within a group', () => {
    const properties = [prop('b', 'text'), prop('y', 'number', 'g'), prop('a', 'text'), prop('x', 'number', 'mm'), prop('c', 'text')];
    expect(slugs(orderedDetails(properties, ''))).toEqual(['y', 'x', 'b', 'a', 'c']);
  });

  it('hides the sustainable-choice properties', () => {
    const properties = [prop('vastuullisemmin-ulkona', 'flag'), prop('vu-recycled', 'flag'), prop('vuori', 'text'), prop('material-vu-', 'text')];
    expect(slugs(orderedDetails(properties, ''))).toEqual(['vuori', 'material-vu-']);
  });

  it('shows a flag value as it is and keeps name, value and unit', () => {
    expect(orderedDetails([prop('waterproof', 'flag', '', 'Yes'), prop('weight', 'number', 'g', '350')], '')).toEqual([
      { slug: 'weight', name: 'weight name', value: '350', unit: 'g' },
      { slug: 'waterproof', name: 'waterproof name', value: 'Yes', unit: '' },
    ]);
  });

  it('names the model number row with the given label', () => {
    expect(orderedDetails([], ' H-100 ', 'Model number')).toEqual([{ slug: MODEL_NUMBER_SLUG, name: 'Model number', value: 'H-100', unit: '' }]);
  });

  it('leaves out the model number row when the model has none', () => {
    expect(orderedDetails([prop('a', 'text')], '  ')).toHaveLength(1);
  });

  it('never mutates the properties', () => {
    const properties = [prop('a', 'flag'), prop('b', 'number', 'g')];
    const copy = structuredClone(properties);
    orderedDetails(properties, 'X');
    expect(properties).toEqual(copy);
  });
});

describe('isHiddenDetail', () => {
  it('hides the sustainable slug and the vu- prefix only', () => {
    expect(['vastuullisemmin-ulkona', 'vu-a', 'vu', 'vastuullisemmin'].map(isHiddenDetail)).toEqual([true, true, false, false]);
  });
});
