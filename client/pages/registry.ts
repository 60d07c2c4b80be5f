import type { ComponentType } from 'react';
import type { PageId } from '../../shared/route-table.ts';
import { ensureDictionaryPart } from '../dictionary-parts.ts';

export type PageModule = { default: ComponentType<any> };

/**
 * Pages whose texts are in the deferred 'checkout' dictionary part
 * (shared/i18n-parts.ts): the part loads beside the module, so the first
 * render (hydration) has the texts the server rendered with.
 */
function withCheckoutTexts(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return () => Promise.all([load(), ensureDictionaryPart('checkout')]).then(([module]) => module);
}

/**
 * Page id → its code-split module, always `./{id}-page.tsx`: the build maps ids
 * to chunks by that name. Each import here becomes its own chunk; the worker
 * renders the same components (worker/pages/). Page modules use a default
 * export, the shape dynamic import and React.lazy expect.
 */
const PAGES: Record<PageId, () => Promise<PageModule>> = {
  front: () => import('./front-page.tsx'),
  menu: () => import('./menu-page.tsx'),
  static: () => import('./static-page.tsx'),
  tabbed: () => import('./tabbed-page.tsx'),
  group: () => import('./group-page.tsx'),
  brand: () => import('./brand-page.tsx'),
  listing: () => import('./listing-page.tsx'),
  brands: () => import('./brands-page.tsx'),
  product: () => import('./product-page.tsx'),
  checkout: withCheckoutTexts(() => import('./checkout-page.tsx')),
  checkoutPayment: withCheckoutTexts(() => import('./checkout-payment-page.tsx')),
  checkoutClubInfo: withCheckoutTexts(() => import('./checkout-club-info-page.tsx')),
  orderResult: withCheckoutTexts(() => import('./order-result-page.tsx')),
  viewOrder: withCheckoutTexts(() => import('./view-order-page.tsx')),
  error: () => import('./error-page.tsx'),
  fatal: () => import('./fatal-page.tsx'),
};

export function loadPage(pageId: string): Promise<PageModule> {
  const load = PAGES[pageId as PageId];
  if (!load) return Promise.reject(new Error(`No page module for ${pageId}`));
  return load();
}
