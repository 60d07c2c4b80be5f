import type { ComponentType } from 'react';
import type { PageId } from '../../shared/route-table.ts';

export type PageModule = { default: ComponentType<any> };

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
  error: () => import('./error-page.tsx'),
  fatal: () => import('./fatal-page.tsx'),
};

export function loadPage(pageId: string): Promise<PageModule> {
  const load = PAGES[pageId as PageId];
  if (!load) return Promise.reject(new Error(`No page module for ${pageId}`));
  return load();
}
