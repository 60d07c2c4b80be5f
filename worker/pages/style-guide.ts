import StyleGuidePage from '../../client/pages/style-guide-page.tsx';
import type { StyleGuidePageProps } from '../../shared/types/area-pages.ts';
import type { PriceType, ProductListItem } from '../../shared/types/product-list.ts';
import { getProductList } from '../data/product-list.ts';
import type { PageModule } from './page-module.ts';

const PRICE_STATES: readonly PriceType[] = ['normal', 'discount', 'club', 'outdoor', 'outlet'];

/** What a card needs of an item; the fields only filters read stay out of the HTML (as worker/services/grid-page.ts does). */
const forCard = (item: ProductListItem): ProductListItem => ({ ...item, description: '', properties: [], stocks: [], sizes: [], productGroupIds: [] });

/**
 * /style-guide/ (core 2, noindex): the component gallery. Cards and prices are
 * real catalogue products (the newest list), so the gallery shows what
 * shoppers see; one product per price state the catalogue has.
 */
export const styleGuidePage: PageModule<StyleGuidePageProps> = {
  id: 'styleGuide',
  component: StyleGuidePage,
  async load({ t, scope }) {
    const items = await getProductList(scope.source, { kind: 'Newest' }, scope.language, scope.config.taxAreaId) ?? [];
    const card = items.find((item) => item.image !== '' && item.colors.length > 1) ?? items[0] ?? null;
    const prices = PRICE_STATES.flatMap((state) => {
      const found = items.find((item) => (state === 'club' ? item.price.club !== null : item.price.type === state && item.price.club === null));
      return found ? [forCard(found)] : [];
    });
    return {
      props: { card: card && forCard(card), prices },
      title: t('styleGuide.title'),
      description: t('styleGuide.metaDescription'),
      robots: 'noindex',
    };
  },
};
