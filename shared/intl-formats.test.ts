import { describe, expect, it } from 'vitest';
import { shopDate } from './intl-formats.ts';

describe('shopDate', () => {
  it('shows a calendar day as DD.MM.YYYY as it is', () => {
    expect(shopDate('2026-01-10')).toBe('10.01.2026');
  });

  it('shows an instant on the Helsinki calendar, whatever the runtime\'s time zone', () => {
    expect(shopDate('2026-03-31T22:30:00Z')).toBe('01.04.2026');
  });

  it('leaves text that is no date as written', () => {
    expect(shopDate('soon')).toBe('soon');
  });
});
