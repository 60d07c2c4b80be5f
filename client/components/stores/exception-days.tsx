import { formatDay, formatHours } from '../../../shared/stores/format-hours.ts';
import { upcomingExceptions, type ExceptionDay } from '../../../shared/stores/opening-hours.ts';
import { useSite } from '../../site-context.tsx';

interface ExceptionDaysProps {
  /** The upcoming days as the server saw them (its calendar day). */
  exceptions: ExceptionDay[];
  /** The browser's calendar day after hydration: days gone since the HTML was made drop out. */
  today: string | null;
  /** At most this many (the list page shows the next one). */
  limit?: number;
  heading: string;
}

/** Exception days ahead: "Sunday, 6 December: closed (Independence Day)". Nothing when there are none. */
export function ExceptionDays({ exceptions, today, limit, heading }: ExceptionDaysProps) {
  const { t, config: { language } } = useSite();
  const shown = upcomingExceptions(exceptions, today ?? '', limit);
  if (shown.length === 0) return null;
  return (
    <div className="store-exceptions">
      <h3 className="store-exceptions__heading">{heading}</h3>
      <ul className="store-exceptions__list">
        {shown.map((exception) => (
          <li key={exception.day} className={exception.day === today ? 'store-exceptions__day store-exceptions__day--today' : 'store-exceptions__day'}>
            <time dateTime={exception.day}>{formatDay(language, exception.day)}</time>
            {exception.day === today ? ` (${t('stores.today')})` : null}
            {': '}
            <strong>{exception.hours ? formatHours(language, exception.hours) : t('stores.closed')}</strong>
            {exception.note ? <span className="store-exceptions__note"> – {exception.note}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
