import type { RentalRentlePageProps } from '../../shared/types/area-pages.ts';
import { RentleWidgetLoader } from '../components/areas/rentle-widget-loader.tsx';
import { useSite } from '../site-context.tsx';

/** Partner's name on the consent button: the rentle layout and this page exist for Rentle's booking widget (core 2). */
const PARTNER = 'Rentle';

/**
 * /rental/rentle/ in the rentle layout: the booking partner's widget, loaded
 * only once the visitor presses the button that says what loads from whom
 * (click-to-load, decision 036). Without a configured widget the page says
 * that booking is done in the stores.
 */
export default function RentalRentlePage({ widget }: RentalRentlePageProps) {
  const { t, href } = useSite();
  return (
    <div className="rentle">
      <h1 className="page-heading">{t('rental.bookingTitle')}</h1>
      {widget ? <RentleWidgetLoader widget={widget} partner={PARTNER} /> : (
        <p className="rentle__in-stores">{t('rental.bookInStoresOnly')} <a href={href('stores')}>{t('rental.storesLink')}</a></p>
      )}
      <p className="rentle__back"><a href={href('rental')}>{t('rental.backToRental')}</a></p>
    </div>
  );
}
