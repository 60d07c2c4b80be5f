import { addDays } from '../../../shared/service/return-window.ts';
import { formatDay, formatTime } from '../../../shared/stores/format-hours.ts';
import { openStatus, shopMoment, type StoreHours } from '../../../shared/stores/opening-hours.ts';
import { useSite } from '../../site-context.tsx';

/**
 * "Open now, until 20.00" or when the store next opens, from the browser's
 * clock: nothing on the server and during hydration (decision 035).
 */
export function OpenNow({ hours, now }: { hours: StoreHours; now: Date | null }) {
  const { t, config: { language } } = useSite();
  if (!now) return null;
  const status = openStatus(hours, now);
  let text: string;
  if (status.open) text = t('stores.openNow', { time: formatTime(language, status.closes) });
  else if (!status.next) text = t('stores.closedNow');
  else {
    const today = shopMoment(now).day;
    const time = formatTime(language, status.next.opens);
    if (status.next.day === today) text = t('stores.opensToday', { time });
    else if (status.next.day === addDays(today, 1)) text = t('stores.opensTomorrow', { time });
    else text = t('stores.opensOn', { day: formatDay(language, status.next.day), time });
  }
  return <p className={`store-status store-status--${status.open ? 'open' : 'closed'}`}>{text}</p>;
}
