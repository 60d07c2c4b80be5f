import type { StorePageProps } from '../../shared/types/store-page.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { ExceptionDays } from '../components/stores/exception-days.tsx';
import { OpenNow } from '../components/stores/open-now.tsx';
import { StoreContact } from '../components/stores/store-contact.tsx';
import { StoreServices } from '../components/stores/store-services.tsx';
import { WeekHours } from '../components/stores/week-hours.tsx';
import { useMinuteClock } from '../hooks/use-minute-clock.ts';
import { shopMoment } from '../../shared/stores/opening-hours.ts';
import { useSite } from '../site-context.tsx';

/**
 * A retail store's page (issue 18 item 3): address and contact links, the
 * week and the exception days ahead, services, an OpenStreetMap link (no
 * map script or tiles on the page) and the store's stock by product group.
 * "Open now" and today's row appear after hydration, from the browser's clock.
 */
export default function StorePage({ breadcrumbs, store, mapUrl, stock }: StorePageProps) {
  const { t, localHref } = useSite();
  const now = useMinuteClock();
  const today = now ? shopMoment(now).day : null;
  return (
    <div className="store-page">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1 className="page-heading">{store.name}</h1>
      <OpenNow hours={store} now={now} />
      {store.description ? <p className="store-page__description">{store.description}</p> : null}
      <div className="store-page__columns">
        <div className="store-page__main">
          <section className="store-page__section" aria-labelledby="store-contact">
            <h2 id="store-contact">{t('stores.contact')}</h2>
            <StoreContact store={store} />
          </section>
          <section className="store-page__section" aria-labelledby="store-hours">
            <h2 id="store-hours">{t('stores.openingHours')}</h2>
            <WeekHours week={store.week} today={today} />
            <ExceptionDays exceptions={store.exceptions} today={today} heading={t('stores.exceptionDays')} />
          </section>
          {store.services.length > 0 ? (
            <section className="store-page__section" aria-labelledby="store-services">
              <h2 id="store-services">{t('stores.servicesHeading')}</h2>
              <StoreServices services={store.services} />
            </section>
          ) : null}
        </div>
        <div className="store-page__aside">
          <ResponsiveImage className="store-page__image" src={store.image} alt="" width={960} height={640} sizes="(min-width: 900px) 480px, 100vw" maxWidth={960} priority />
          {mapUrl ? (
            <section className="store-page__section" aria-labelledby="store-map">
              <h2 id="store-map">{t('stores.location')}</h2>
              <p>{store.streetAddress}, {store.postalCode} {store.city}</p>
              <a className="button button--secondary store-page__map-link" href={mapUrl} rel="noopener noreferrer">{t('stores.mapLink')}</a>
            </section>
          ) : null}
        </div>
      </div>
      {stock.length > 0 ? (
        <section className="store-page__section store-stock" aria-labelledby="store-stock">
          <h2 id="store-stock">{t('stores.stockHeading')}</h2>
          <p>{t('stores.stockIntro', { name: store.name })}</p>
          <ul className="store-stock__links">
            {stock.map((link) => (
              <li key={link.path}>
                <a className="store-stock__link" href={localHref(link.path)}>
                  <span className="store-stock__name">{link.name}</span>
                  <span className="store-stock__count">{t('stores.productCount', { count: link.count })}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
