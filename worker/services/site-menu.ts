import type { Context } from 'hono';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import type { SiteMenu } from '../../shared/types/menu.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getProductGroupTree } from '../data/product-groups.ts';
import { getStores } from '../data/resources.ts';
import { getNavigationPages } from '../data/static-pages.ts';
import type { AppEnv } from '../hono-env.ts';
import { routerFor } from '../i18n.ts';
import { composeSiteMenu } from './compose-site-menu.ts';

/** The header's navigation tree for the request's language (core 2), from cached catalogue reads. */
export async function loadSiteMenu(c: Context<AppEnv>): Promise<SiteMenu> {
  const language = c.get('language');
  const strategy = c.get('strategy');
  const source = catalogueOf(c);
  const [groups, navPages, stores] = await Promise.all([
    getProductGroupTree(source, language),
    getNavigationPages(source, language),
    getStores(source, language),
  ]);
  const router = routerFor(language);
  return composeSiteMenu({
    language,
    t: c.get('t'),
    href: (routeId, params) => withLocalePrefix(router.pathFor(routeId, params), language, strategy),
    localHref: (path) => withLocalePrefix(path, language, strategy),
    groups,
    navPages,
    stores,
  });
}
