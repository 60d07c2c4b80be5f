import MenuPage from '../../client/pages/menu-page.tsx';
import type { MenuPageProps } from '../../shared/types/menu-page.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getProductGroupTree } from '../data/product-groups.ts';
import type { PageModule } from './page-module.ts';

/**
 * The three-level mobile menu (core 2): the first query key is the open
 * top-level group's slug and its value the open second-level group's slug
 * (`/menu/?skiing=skis`); the key 'back' means nothing is open. Unknown slugs
 * show the top level rather than an error: the menu is a place to start over.
 */
export const menuPage: PageModule<MenuPageProps> = {
  id: 'menu',
  component: MenuPage,
  async load({ c, t }) {
    const groups = await getProductGroupTree(catalogueOf(c), c.get('language'));
    const [first] = new URL(c.req.url).searchParams.entries();
    const top = first && first[0] !== 'back' ? groups.find((group) => group.slug === first[0]) : undefined;
    const child = top && first?.[1] ? top.children.find((group) => group.slug === first[1]) : undefined;
    const props: MenuPageProps = { groups, selectedTop: top?.slug ?? null, selectedChild: child?.slug ?? null };
    return {
      props,
      title: child?.name ?? top?.name ?? t('menu.title'),
      description: t('menu.metaDescription', { brand: c.get('settings').brandName }),
      robots: 'noindex, follow',
    };
  },
};
