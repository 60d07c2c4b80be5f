import { describe, expect, it } from 'vitest';
import { expressPickupReady, storeClock } from './express-pickup.ts';

// 2026-11-23 is a Monday; Helsinki is UTC+2 in winter and UTC+3 in summer.
const winter = (day: number, time: string) => new Date(`2026-11-${String(day).padStart(2, '0')}T${time}+02:00`);

describe('express pickup cut-offs (cat 9)', () => {
  it('has a weekday order placed by 09:00 ready today after 11:00', () => {
    expect(expressPickupReady(winter(23, '00:05:00'))).toEqual({ day: 'today', readyAfter: '11:00' });
    expect(expressPickupReady(winter(25, '09:00:00'))).toEqual({ day: 'today', readyAfter: '11:00' });
  });

  it('has a weekday order placed after 09:00 and by 14:00 ready today after 16:00', () => {
    expect(expressPickupReady(winter(23, '09:00:01'))).toEqual({ day: 'today', readyAfter: '16:00' });
    expect(expressPickupReady(winter(27, '14:00:00'))).toEqual({ day: 'today', readyAfter: '16:00' });
  });

  it('moves a Monday to Thursday order placed after 14:00 to tomorrow after 11:00', () => {
    expect(expressPickupReady(winter(23, '14:00:01'))).toEqual({ day: 'tomorrow', readyAfter: '11:00' });
    expect(expressPickupReady(winter(26, '23:59:59'))).toEqual({ day: 'tomorrow', readyAfter: '11:00' });
  });

  it('moves a late Friday order and any Saturday order to Monday, and a Sunday order to tomorrow', () => {
    expect(expressPickupReady(winter(27, '15:00:00'))).toEqual({ day: 'monday', readyAfter: '11:00' });
    expect(expressPickupReady(winter(28, '08:00:00'))).toEqual({ day: 'monday', readyAfter: '11:00' });
    expect(expressPickupReady(winter(29, '08:00:00'))).toEqual({ day: 'tomorrow', readyAfter: '11:00' });
  });

  it('counts in Helsinki time whatever the instant is written in, summer time included', () => {
    // 06:30 UTC is 08:30 in Helsinki in winter: before the morning cut-off.
    expect(expressPickupReady(new Date('2026-11-24T06:30:00Z'))).toEqual({ day: 'today', readyAfter: '11:00' });
    // 06:30 UTC is 09:30 in Helsinki in summer: after it.
    expect(expressPickupReady(new Date('2026-06-16T06:30:00Z'))).toEqual({ day: 'today', readyAfter: '16:00' });
    // 22:30 UTC on a Sunday is already Monday 00:30 in Helsinki.
    expect(storeClock(new Date('2026-11-29T22:30:00Z'))).toEqual({ weekday: 1, seconds: 1800 });
  });
});
