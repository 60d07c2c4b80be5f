import { formatHours, formatWeekdayRange } from '../../shared/stores/format-hours.ts';
import { shopMoment, weekSummary } from '../../shared/stores/opening-hours.ts';
import type { StoresPageProps } from '../../shared/types/store-page.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { ExceptionDays } from '../components/stores/exception-days.tsx';
import { OpenNow } from '../components/stores/open-now.tsx';
import { StoreContact } from '../components/stores/store-contact.tsx';
import { useMinuteClock } from '../hooks/use-minute-clock.ts';
import { useSite } from '../site-context.tsx';

/**
 * /stores/ (issue 18 item 3): every retail store with its address, its week
 * in short and the next exception day, each linking to its page. Whether a
 * store is open now appears after hydration, from the browser's clock.
 */
export default function StoresPage({ breadcrumbs, stores }: StoresPageProps) {
  const { t, href, config: { language } } = useSite();
  const now = useMinuteClock();
  const today = now ? shopMoment(now).day : null;
  return (
    <div className="stores-page">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1 className="page-heading">{t('stores.title')}</h1>
      <p className="stores-page__intro">{t('stores.intro')}</p>
      <ul className="store-cards">
        {stores.map((store) => (
          <li key={store.slug} className="store-card">
            <h2 className="store-card__name"><a href={href('store', { store: store.slug })}>{store.name}</a></h2>
            <StoreContact store={store} />
            <OpenNow hours={store} now={now} />
            <ul className="store-card__week" aria-label={t('stores.openingHours')}>
              {weekSummary(store.week).map((run) => (
                <li key={run.from}>
                  <span className="store-card__days">{formatWeekdayRange(language, run.from, run.to)}</span>{' '}
                  <span>{run.hours ? formatHours(language, run.hours) : t('stores.closed')}</span>
                </li>
              ))}
            </ul>
            <ExceptionDays exceptions={store.exceptions} today={today} limit={1} heading={t('stores.nextExceptionDay')} />
          </li>
        ))}
      </ul>
    </div>
  );
}
