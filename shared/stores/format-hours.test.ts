import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import { formatDay, formatHours, formatTime, formatWeekdayRange, weekdayName } from './format-hours.ts';

describe('store hours in the page\'s language', () => {
  it('names weekdays through Intl, Monday first', () => {
    expect(weekdayName('en', 1)).toBe('Monday');
    expect(weekdayName('fi', 7)).toBe('sunnuntai');
    expect(weekdayName('de', 6, 'short')).toBe('Sa');
    for (const language of LANGUAGES) expect(new Set([1, 2, 3, 4, 5, 6, 7].map((day) => weekdayName(language, day as 1)).values()).size, language).toBe(7);
  });

  it('writes times on a 24-hour clock with the language\'s separator', () => {
    expect(formatTime('fi', '09:30')).toBe('09.30');
    expect(formatTime('en', '21:00')).toBe('21:00');
    expect(formatHours('sv', { opens: '10:00', closes: '18:00' })).toBe('10:00–18:00');
  });

  it('keeps a calendar day on its own date in any time zone', () => {
    expect(formatDay('en', '2026-12-06')).toMatch(/Sunday.*6/);
    expect(formatDay('fi', '2026-12-24')).toBe('torstai 24. joulukuuta');
  });

  it('writes a run of weekdays as a range, a single day alone', () => {
    expect(formatWeekdayRange('en', 1, 5)).toBe('Mon–Fri');
    expect(formatWeekdayRange('fi', 7, 7)).toBe('su');
  });
});
