import { describe, expect, it } from 'vitest';
import { figureOf } from './company-figures.ts';

describe('figureOf', () => {
  it('says small counts exactly', () => {
    expect(figureOf('stores', 7)).toEqual({ kind: 'stores', value: 7, over: false });
    expect(figureOf('stores', 19)).toEqual({ kind: 'stores', value: 19, over: false });
  });

  it('says larger counts as over the ten below them, as cat 9 words its claims', () => {
    expect(figureOf('deliveryCountries', 56)).toEqual({ kind: 'deliveryCountries', value: 50, over: true });
    expect(figureOf('employees', 112)).toEqual({ kind: 'employees', value: 110, over: true });
    expect(figureOf('employees', 104)).toEqual({ kind: 'employees', value: 100, over: true });
  });

  it('never claims more than the data: a round count is said as it is', () => {
    expect(figureOf('employees', 100)).toEqual({ kind: 'employees', value: 100, over: false });
    expect(figureOf('deliveryCountries', 20)).toEqual({ kind: 'deliveryCountries', value: 20, over: false });
  });
});
