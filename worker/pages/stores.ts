import StorePage from '../../client/pages/store-page.tsx';
import StoresPage from '../../client/pages/stores-page.tsx';
import { LANGUAGES } from '../../shared/languages.ts';
import { shopDay } from '../../shared/service/return-window.ts';
import type { StorePageProps, StoresPageProps } from '../../shared/types/store-page.ts';
import { notFound } from '../errors/app-error.ts';
import { routerFor } from '../i18n.ts';
import { absoluteImageUrl, absoluteUrlOf } from '../render/head.ts';
import { breadcrumbList } from '../services/grid-page.ts';
import { storeJsonLd } from '../services/store-json-ld.ts';
import { storePage, storesPage } from '../services/store-pages.ts';
import type { PageModule } from './page-module.ts';

/** /stores/ (issue 18 item 3): every retail store with its address, week and link. */
export const storesListPage: PageModule<StoresPageProps> = {
  id: 'stores',
  component: StoresPage,
  async load({ c, t, scope }) {
    const stores = await storesPage(scope, shopDay(new Date()));
    const breadcrumbs = [{ name: t('stores.title'), path: c.get('localPath') }];
    return {
      props: { breadcrumbs, stores },
      title: t('stores.title'),
      description: t('stores.metaDescription', { brand: c.get('settings').brandName, cities: stores.map((store) => store.city).join(', ') }),
      jsonLd: [breadcrumbList(breadcrumbs, (path) => absoluteUrlOf(c, path))],
    };
  },
};

/**
 * /stores/{store}/: a retail store's address, hours, services, map link and
 * stock. The web store ('product'), the warehouse and an unknown slug are
 * the 404 page with the stores' own message.
 */
export const storeDetailPage: PageModule<StorePageProps> = {
  id: 'store',
  component: StorePage,
  async load({ c, t, match, scope }) {
    const found = await storePage(scope, (match.params.store ?? '').toLowerCase(), shopDay(new Date()));
    if (!found) throw notFound(t('stores.notFound'));
    const { store } = found.props;
    const absolute = (path: string) => absoluteUrlOf(c, path);
    const breadcrumbs = [
      { name: t('stores.title'), path: routerFor(scope.language).pathFor('stores') },
      { name: store.name, path: routerFor(scope.language).pathFor('store', { store: store.slug }) },
    ];
    const brand = c.get('settings').brandName;
    const image = store.image ? absoluteImageUrl(c, store.image) : null;
    return {
      props: { ...found.props, breadcrumbs },
      title: t('stores.storeTitle', { name: store.name }),
      description: t('stores.storeDescription', { brand, name: store.name, address: `${store.streetAddress}, ${store.postalCode} ${store.city}` }),
      alternatePaths: Object.fromEntries(LANGUAGES.map((language) => [language, routerFor(language).pathFor('store', { store: store.slug })])),
      image: image ?? undefined,
      jsonLd: [
        breadcrumbList(breadcrumbs, absolute),
        storeJsonLd({ store, brand, pageUrl: absolute(breadcrumbs[1].path), imageUrl: image }),
      ],
    };
  },
};
