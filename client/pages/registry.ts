import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType<any> };

/**
 * Page id → its code-split module, always `./{id}-page.tsx` (the build maps ids to chunks by that name). The worker renders the same components
 * (worker/pages/); esbuild turns each import here into its own chunk.
 */
const PAGES: Record<string, () => Promise<PageModule>> = {
  front: () => import('./front-page.tsx'),
  error: () => import('./error-page.tsx'),
  fatal: () => import('./fatal-page.tsx'),
};

export function loadPage(pageId: string): Promise<PageModule> {
  const load = PAGES[pageId];
  if (!load) return Promise.reject(new Error(`No page module for ${pageId}`));
  return load();
}
