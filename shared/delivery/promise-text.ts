/**
 * The words of the delivery promise (shared/delivery/delivery-promise.ts)
 * through the dictionary's `delivery.*` and `availability.*` keys: one
 * wording for the cart, the checkout answer, the fast-shipping box, the order
 * mail and the content pages.
 */
import type { Translate } from '../i18n.ts';
import type { Language } from '../languages.ts';
import type { DeliveryPromise } from './delivery-promise.ts';
import { EXPRESS_CUT_OFFS, type ExpressPickupReady } from './express-pickup.ts';

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

/** The cut-offs as one sentence ("orders placed by 09:00 ... after 11:00, by 14:00 after 16:00"), from the rule's own times. */
export function expressCutOffsText(t: Translate, language: Language): string {
  const [morning, afternoon] = EXPRESS_CUT_OFFS;
  return t('cartPage.expressPickupHint', {
    morning: clockText(morning.orderBy, language), morningReady: clockText(morning.readyAfter, language),
    afternoon: clockText(afternoon.orderBy, language), afternoonReady: clockText(afternoon.readyAfter, language),
  });
}

/** The promise as the cart, the checkout and the mail say it; '' when there is none to give. */
export function promiseText(t: Translate, promise: DeliveryPromise | null): string {
  if (!promise || promise.kind === 'unknown') return '';
  if ('to' in promise) return workingDaysText(t, promise);
  return t(`availability.${promise.kind}`);
}
