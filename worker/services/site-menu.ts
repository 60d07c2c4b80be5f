import { withLocalePrefix } from '../../shared/locale-path.ts';
import type { SiteMenu } from '../../shared/types/menu.ts';
import { getBlogMenuCategories } from '../data/blog.ts';
import { getGeneralSettings } from '../data/general-settings.ts';
import { getProductGroupTree } from '../data/product-groups.ts';
import { getStores } from '../data/resources.ts';
import { getNavigationPages } from '../data/static-pages.ts';
import { routerFor } from '../i18n.ts';
import { composeSiteMenu } from './compose-site-menu.ts';
import type { PageScope } from './page-scope.ts';

/** The header's navigation tree for the request's language (core 2), from cached catalogue reads. */
export async function loadSiteMenu({ language, t, strategy, source }: PageScope): Promise<SiteMenu> {
  const [groups, navPages, stores, settings, blogCategories] = await Promise.all([
    getProductGroupTree(source, language),
    getNavigationPages(source, language),
    getStores(source, language),
    getGeneralSettings(source, language),
    getBlogMenuCategories(source, language),
  ]);
  const router = routerFor(language);
  return composeSiteMenu({
    language,
    t,
    href: (routeId, params) => withLocalePrefix(router.pathFor(routeId, params), language, strategy),
    localHref: (path) => withLocalePrefix(path, language, strategy),
    groups,
    navPages,
    stores,
    rentalEnabled: settings.rentalEnabled,
    blogCategories,
  });
}
