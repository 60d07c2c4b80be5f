import { describe, expect, it } from 'vitest';
import type { Translate } from '../i18n.ts';
import { clockText, expressCutOffsText, expressPickupText, workingDaysText } from './promise-text.ts';

/** Echoes the key and its parameters, so a test sees what the dictionary is asked for. */
const echo: Translate = (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key);

describe('delivery time estimates', () => {
  it('words a range, an exact number of days and a single day with their own keys', () => {
    expect(workingDaysText(echo, { from: 1, to: 3 })).toBe('delivery.workingDays {"from":1,"to":3}');
    expect(workingDaysText(echo, { from: 4, to: 4 })).toBe('delivery.workingDaysExact {"days":4}');
    expect(workingDaysText(echo, { from: 1, to: 1 })).toBe('delivery.oneWorkingDay');
  });

  it('writes the pickup time as the language writes clock times', () => {
    expect(clockText('16:00', 'en')).toBe('16:00');
    expect(clockText('11:00', 'fi')).toBe('11.00');
    expect(clockText('11:00', 'ru')).toBe('11:00');
  });

  it('quotes the express pickup cut-offs from the rule itself, in the language\'s clock style', () => {
    expect(expressCutOffsText(echo, 'fi')).toBe('cartPage.expressPickupHint {"morning":"09.00","morningReady":"11.00","afternoon":"14.00","afternoonReady":"16.00"}');
  });

  it('asks for the express pickup text of the day the order is ready', () => {
    expect(expressPickupText(echo, { day: 'monday', readyAfter: '11:00' }, 'de')).toBe('delivery.expressMonday {"time":"11:00"}');
    expect(expressPickupText(echo, { day: 'today', readyAfter: '16:00' }, 'fi')).toBe('delivery.expressToday {"time":"16.00"}');
  });
});
