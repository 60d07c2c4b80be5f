/**
 * Express pickup (pikanouto) cut-offs of cat 9: an order placed by 09:00 on a
 * weekday is ready after 11:00, by 14:00 ready after 16:00; later, or at the
 * weekend, it is ready after 11:00 on the next weekday. Counted in the
 * stores' time zone whatever the shopper's; public holidays are not known
 * here and count as weekdays.
 */
const STORE_TIME_ZONE = 'Europe/Helsinki';

type ExpressPickupDay = 'today' | 'tomorrow' | 'monday';
export interface ExpressPickupReady { day: ExpressPickupDay; readyAfter: '11:00' | '16:00' }

const MORNING_CUT_OFF = 9 * 3600;
const AFTERNOON_CUT_OFF = 14 * 3600;
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: STORE_TIME_ZONE, weekday: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** Weekday (Monday 1 ... Sunday 7) and seconds since midnight in the stores' time zone. */
export function storeClock(now: Date): { weekday: number; seconds: number } {
  const parts = Object.fromEntries(clock.formatToParts(now).map((part) => [part.type, part.value]));
  return { weekday: WEEKDAYS[parts.weekday], seconds: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second) };
}

/** When an express-pickup order placed at `now` is ready; "by 09:00" includes 09:00:00 itself. */
export function expressPickupReady(now: Date): ExpressPickupReady {
  const { weekday, seconds } = storeClock(now);
  if (weekday <= 5 && seconds <= MORNING_CUT_OFF) return { day: 'today', readyAfter: '11:00' };
  if (weekday <= 5 && seconds <= AFTERNOON_CUT_OFF) return { day: 'today', readyAfter: '16:00' };
  // The next weekday: tomorrow from Sunday to Thursday, Monday from Friday and Saturday.
  return { day: weekday === 5 || weekday === 6 ? 'monday' : 'tomorrow', readyAfter: '11:00' };
}
