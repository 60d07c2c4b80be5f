import RentalPage from '../../client/pages/rental-page.tsx';
import RentalRentlePage from '../../client/pages/rental-rentle-page.tsx';
import type { RentalPageProps, RentalRentlePageProps } from '../../shared/types/area-pages.ts';
import { getGeneralSettings } from '../data/general-settings.ts';
import { getProductList } from '../data/product-list.ts';
import { getStores } from '../data/resources.ts';
import { allowPartnerOrigins } from '../middleware/security-headers.ts';
import { absoluteUrlOf } from '../render/head.ts';
import { pageNotFound } from '../render/error-response.ts';
import { breadcrumbList, gridSetupFor, serverGrid } from '../services/grid-page.ts';
import { rentleWidget } from '../services/partner-scripts.ts';
import { rentalStores } from '../services/rental-stores.ts';
import { gridRequestOf } from './page-scope.ts';
import type { PageLoadContext, PageModule } from './page-module.ts';

/** core 3 rental_enabled: only 'true' opens the rental pages; otherwise they answer the 404 page (and the menu hides the link). */
async function rentalSettings({ c, scope }: PageLoadContext) {
  const settings = await getGeneralSettings(scope.source, scope.language);
  if (!settings.rentalEnabled) throw pageNotFound(c);
  return settings;
}

/**
 * /rental/: the rental gear of the catalogue (is_rental) in the product grid,
 * the stores that hold it, how booking works, and the way to the booking frame.
 */
export const rentalPage: PageModule<RentalPageProps> = {
  id: 'rental',
  component: RentalPage,
  async load(context) {
    const { c, t, scope } = context;
    const settings = await rentalSettings(context);
    const basePath = c.get('localPath');
    const setup = await gridSetupFor(scope, { list: { source: 'Rental' }, basePath, defaultSort: 'default', subgroups: [], outletRibbon: false });
    const absolute = (path: string) => absoluteUrlOf(c, path);
    const [built, items, stores] = await Promise.all([
      serverGrid(gridRequestOf(c, scope), { kind: 'Rental' }, setup, absolute),
      getProductList(scope.source, { kind: 'Rental' }, scope.language, scope.config.taxAreaId),
      getStores(scope.source, scope.language),
    ]);
    if (!built || !items) throw pageNotFound(c);
    const title = t('rental.title');
    const breadcrumbs = [{ name: title, path: basePath }];
    return {
      props: { breadcrumbs, grid: built.grid, stores: rentalStores(items, stores), onlineBooking: rentleWidget(settings) !== null },
      title,
      description: t('rental.metaDescription', { brand: c.get('settings').brandName }),
      canonicalQuery: built.canonicalQuery,
      jsonLd: [breadcrumbList(breadcrumbs, absolute), built.itemList],
    };
  },
};

/**
 * /rental/rentle/ in the rentle layout: the booking partner's widget. Its
 * script's origin is allowed by this page's CSP only; the page itself loads
 * nothing of the partner's until the visitor presses the button (decision 036).
 */
export const rentalRentlePage: PageModule<RentalRentlePageProps> = {
  id: 'rentalRentle',
  component: RentalRentlePage,
  async load(context) {
    const { c, t } = context;
    const widget = rentleWidget(await rentalSettings(context));
    if (widget) allowPartnerOrigins(c, [widget.scriptUrl]);
    return {
      props: { widget },
      title: t('rental.bookingTitle'),
      description: t('rental.bookingMetaDescription', { brand: c.get('settings').brandName }),
    };
  },
};
