import type { ComponentType } from 'react';
import type { PageId } from '../../shared/route-table.ts';
import type { PageModule } from './page-module.ts';

/** Such a page has no props: everything it shows is the browser's. */
type FrameOnlyProps = Record<string, never>;

/**
 * A page whose content all comes from the browser (the cart and form in
 * localStorage, an order looked up by POST): the server renders the frame,
 * the title `{texts}.title` and the description `{texts}.metaDescription`,
 * and nothing personal, so the HTML is the same for everyone.
 */
export function frameOnlyPage(id: PageId, component: ComponentType<FrameOnlyProps>, texts: string, robots: string): PageModule<FrameOnlyProps> {
  return {
    id,
    component,
    async load({ c, t }) {
      return {
        props: {},
        title: t(`${texts}.title`),
        description: t(`${texts}.metaDescription`, { brand: c.get('settings').brandName }),
        robots,
      };
    },
  };
}
