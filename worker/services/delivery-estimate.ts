/**
 * The wording of a delivery option's time estimate (cat 3 Delivery option
 * timeEstimate) through the dictionary's `delivery.*` keys.
 */
import type { Translate } from '../../shared/i18n.ts';
import type { Language } from '../../shared/languages.ts';
import type { ExpressPickupReady } from './express-pickup.ts';

/** "1–3 working days", "4 working days" or "1 working day". */
export function workingDaysText(t: Translate, range: { from: number; to: number }): string {
  if (range.from !== range.to) return t('delivery.workingDays', { from: range.from, to: range.to });
  return range.to === 1 ? t('delivery.oneWorkingDay') : t('delivery.workingDaysExact', { days: range.to });
}

/** A clock time in the language's own style: "11:00", in Finnish "11.00". */
export function clockText(time: string, language: Language): string {
  const [hour, minute] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour, minute));
}

const EXPRESS_KEYS = { today: 'delivery.expressToday', tomorrow: 'delivery.expressTomorrow', monday: 'delivery.expressMonday' } as const;

/** "Ready for pickup today after 16:00" and the like. */
export function expressPickupText(t: Translate, ready: ExpressPickupReady, language: Language): string {
  return t(EXPRESS_KEYS[ready.day], { time: clockText(ready.readyAfter, language) });
}
