import { describe, expect, it } from 'vitest';
import { isNorthernIreland } from './checkout-reasons.ts';

describe('Northern Ireland (cat 5)', () => {
  it('is a UK postcode starting BT, however it is typed', () => {
    expect(['BT1 1AA', 'bt71 4ab', ' BT9-5AB'].map((code) => isNorthernIreland('gb', code))).toEqual([true, true, true]);
  });

  it('is not the rest of the UK, an empty postcode, or BT in another country', () => {
    expect([isNorthernIreland('gb', 'SW1A 1AA'), isNorthernIreland('gb', ''), isNorthernIreland('ie', 'BT1 1AA')]).toEqual([false, false, false]);
  });
});
