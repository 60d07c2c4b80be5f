import ReclamationPage from '../../client/pages/reclamation-page.tsx';
import type { ReclamationPageProps, ReclamationStore } from '../../shared/types/reclamation.ts';
import { getStores } from '../data/resources.ts';
import type { PageModule } from './page-module.ts';

/** An order number's and an order row's shape in the query; anything else fills nothing. */
const ORDER_NUMBER = /^[A-Z0-9-]{4,20}$/;
const ROW = /^\d{1,4}$/;

/**
 * /reclamation/ (core 2, issue 16 item 2): the complaint form. The HTML is
 * the same for everyone: the stores come from the catalogue, and
 * `?order=&row=` (the account's order history, /view-order/) only name the
 * order row the browser fills the form from once it knows the customer.
 */
export const reclamationPage: PageModule<ReclamationPageProps> = {
  id: 'reclamation',
  component: ReclamationPage,
  async load({ c, t, scope }) {
    const stores = (await getStores(scope.source, scope.language))
      .filter((store): store is typeof store & { type: ReclamationStore['type'] } => store.type === 'retail' || store.type === 'web')
      .map((store): ReclamationStore => ({ id: store.id, name: store.name, type: store.type }));
    const query = new URL(c.req.url).searchParams;
    const order = (query.get('order') ?? '').trim().toUpperCase();
    const row = query.get('row') ?? '';
    return {
      props: {
        stores,
        // core 5: the main store is the first retail store in the shop's display order.
        mainStoreId: stores.find((store) => store.type === 'retail')?.id ?? null,
        orderNumber: ORDER_NUMBER.test(order) ? order : '',
        row: ROW.test(row) ? Number(row) : null,
      },
      title: t('reclamation.title'),
      description: t('reclamation.metaDescription', { brand: c.get('settings').brandName }),
      robots: 'index, follow',
    };
  },
};
