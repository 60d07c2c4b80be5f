import type { Context } from 'hono';
import { notFound } from '../errors/app-error.ts';
import GroupPage from '../../client/pages/group-page.tsx';
import type { GroupPageProps } from '../../shared/types/grid-page.ts';
import type { ProductGroupDetail } from '../../shared/types/product-list.ts';
import type { Language } from '../../shared/languages.ts';
import { localiseContentLinks } from '../html/localise-content-links.ts';
import type { AppEnv } from '../hono-env.ts';
import { breadcrumbList, groupGridSetupFor, serverGrid } from '../services/grid-page.ts';
import { absoluteImageUrl, absoluteUrlOf } from '../render/head.ts';
import { gridRequestOf } from './page-scope.ts';
import type { PageScope } from '../services/page-scope.ts';
import type { LoadedPage } from './page-module.ts';

/**
 * The product group page (cat 2): breadcrumbs from the group path, the grid of
 * every model in the group and its subgroups, meta texts with fallbacks and
 * the first product's image as the page image.
 */
export async function loadGroupPage(c: Context<AppEnv>, scope: PageScope, group: ProductGroupDetail): Promise<LoadedPage<GroupPageProps>> {
  const language = c.get('language') as Language;
  const setup = await groupGridSetupFor(scope, group);
  const absolute = (path: string) => absoluteUrlOf(c, path);
  const built = await serverGrid(gridRequestOf(c, scope), { kind: 'ProductGroup', id: group.id }, setup, absolute);
  if (!built) throw notFound(scope.t('grid.groupNotFound'));
  const { grid, canonicalQuery, itemList } = built;
  const breadcrumbs = [...group.parents, group].map(({ name, path }) => ({ name, path }));
  const firstImage = grid.page.items.find((item) => item.image)?.image;
  return {
    props: {
      group: { id: group.id, name: group.name, description: group.description, descriptionHtml: localiseContentLinks(group.description_html, language, c.get('strategy')) },
      subgroups: group.children.map(({ name, path }) => ({ name, path })),
      breadcrumbs,
      grid,
    },
    title: group.meta_title || group.name,
    description: group.meta_description || group.description || group.name,
    alternatePaths: group.paths as Partial<Record<Language, string>>,
    canonicalQuery,
    image: firstImage ? absoluteImageUrl(c, firstImage) : undefined,
    jsonLd: [breadcrumbList(breadcrumbs, absolute), itemList],
    view: { page: 'group', component: GroupPage },
    cacheTags: [`group-${group.id}`],
  };
}
