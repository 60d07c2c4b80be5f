import type { RentalPageProps } from '../../shared/types/area-pages.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { ProductGrid } from '../components/grid/product-grid.tsx';
import { pluralText } from '../components/plural-text.ts';
import { useSite } from '../site-context.tsx';

/** /rental/: what can be rented (the grid of rental gear), from which stores, how booking works and the way to the booking frame. */
export default function RentalPage({ breadcrumbs, grid, stores, onlineBooking }: RentalPageProps) {
  const { t, href, config } = useSite();
  return (
    <div className="listing rental">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1 className="page-heading">{t('rental.title')}</h1>
      <p className="listing__intro">{t('rental.intro')}</p>
      <div className="rental__facts">
        <section className="rental__how" aria-labelledby="rental-how">
          <h2 id="rental-how">{t('rental.howTitle')}</h2>
          <ol className="rental__steps">
            <li>{t('rental.stepChoose')}</li>
            <li>{onlineBooking ? t('rental.stepBookOnline') : t('rental.stepBookInStore')}</li>
            <li>{t('rental.stepPickUp')}</li>
            <li>{t('rental.stepReturn')}</li>
          </ol>
          {onlineBooking
            ? <p><a className="button button--primary" href={href('rentalRentle')}>{t('rental.bookOnline')}</a></p>
            : <p>{t('rental.bookInStores')} <a href={href('stores')}>{t('rental.storesLink')}</a></p>}
        </section>
        <section className="rental__stores" aria-labelledby="rental-stores">
          <h2 id="rental-stores">{t('rental.storesTitle')}</h2>
          {stores.length > 0 ? (
            <ul className="rental__store-list">
              {stores.map((store) => (
                <li key={store.slug}>
                  <a href={href('store', { store: store.slug })}>{store.name}</a>
                  {' '}<span className="rental__store-count">{pluralText(t, 'rental.storeModels', store.models, config.language, { count: store.models })}</span>
                </li>
              ))}
            </ul>
          ) : <p>{t('rental.noStores')} <a href={href('stores')}>{t('rental.storesLink')}</a></p>}
        </section>
      </div>
      <h2 className="rental__gear-title">{t('rental.gearTitle')}</h2>
      <ProductGrid key={grid.setup.basePath} grid={grid} />
    </div>
  );
}
