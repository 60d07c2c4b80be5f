import { frontPage } from './front.ts';
import type { PageModule } from './page-module.ts';

/** Page id (route table `page`) → worker page module. Keep in step with client/pages/registry.ts. */
export const PAGE_MODULES: Record<string, PageModule<any>> = {
  [frontPage.id]: frontPage,
};
