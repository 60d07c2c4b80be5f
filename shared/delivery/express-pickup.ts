/**
 * Express pickup (pikanouto) cut-offs of cat 9: an order placed by 09:00 on a
 * weekday is ready after 11:00, by 14:00 ready after 16:00; later, or at the
 * weekend, it is ready after 11:00 on the next weekday. Counted in the
 * stores' time zone whatever the shopper's; public holidays are not known
 * here and count as weekdays. The cart's explanation and the delivery page
 * quote the same two cut-offs (shared/delivery/promise-text.ts).
 */
const STORE_TIME_ZONE = 'Europe/Helsinki';

type ExpressPickupDay = 'today' | 'tomorrow' | 'monday';
export interface ExpressPickupReady { day: ExpressPickupDay; readyAfter: '11:00' | '16:00' }

/** Ordered by (inclusive) and ready after, in store time. */
export const EXPRESS_CUT_OFFS = [
  { orderBy: '09:00', readyAfter: '11:00' },
  { orderBy: '14:00', readyAfter: '16:00' },
] as const;

const seconds = (time: string) => Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60;
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

let clock: Intl.DateTimeFormat | null = null;

/** Weekday (Monday 1 ... Sunday 7) and seconds since midnight in the stores' time zone. */
export function storeClock(now: Date): { weekday: number; seconds: number } {
  clock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: STORE_TIME_ZONE, weekday: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  });
  const parts = Object.fromEntries(clock.formatToParts(now).map((part) => [part.type, part.value]));
  return { weekday: WEEKDAYS[parts.weekday], seconds: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second) };
}

/** When an express-pickup order placed at `now` is ready; "by 09:00" includes 09:00:00 itself. */
export function expressPickupReady(now: Date): ExpressPickupReady {
  const { weekday, seconds: at } = storeClock(now);
  const cutOff = weekday <= 5 ? EXPRESS_CUT_OFFS.find((entry) => at <= seconds(entry.orderBy)) : undefined;
  if (cutOff) return { day: 'today', readyAfter: cutOff.readyAfter };
  // The next weekday: tomorrow from Sunday to Thursday, Monday from Friday and Saturday.
  return { day: weekday === 5 || weekday === 6 ? 'monday' : 'tomorrow', readyAfter: EXPRESS_CUT_OFFS[0].readyAfter };
}
