import { formatHours, weekdayName } from '../../../shared/stores/format-hours.ts';
import { weekdayOf, weekRows, type WeekdayHours } from '../../../shared/stores/opening-hours.ts';
import { useSite } from '../../site-context.tsx';

/** The ordinary week, Monday first; today's row is marked once the browser knows the day. */
export function WeekHours({ week, today }: { week: WeekdayHours[]; today: string | null }) {
  const { t, config: { language } } = useSite();
  const todayWeekday = today ? weekdayOf(today) : null;
  return (
    <table className="store-hours">
      <caption className="visually-hidden">{t('stores.weekCaption')}</caption>
      <tbody>
        {weekRows(week).map(({ weekday, hours }) => (
          <tr key={weekday} className={weekday === todayWeekday ? 'store-hours__row store-hours__row--today' : 'store-hours__row'}>
            <th scope="row">
              {weekdayName(language, weekday)}
              {weekday === todayWeekday ? <span className="store-hours__today"> ({t('stores.today')})</span> : null}
            </th>
            <td>{hours ? formatHours(language, hours) : t('stores.closed')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
