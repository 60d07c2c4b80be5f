import StaticIndexPage from '../../client/pages/static-index-page.tsx';
import type { IndexedPage, StaticIndexPageProps } from '../../shared/types/area-pages.ts';
import { listStaticPages } from '../data/static-page-index.ts';
import type { PageModule } from './page-module.ts';

/**
 * /static/ and /static-with-tabs/ (core 2): indexes of the information
 * pages. /static/ lists every static page, /static-with-tabs/ every page with
 * tabs and its tabs, each linking to the page at its own path (decision 036).
 */
export const staticIndexPage: PageModule<StaticIndexPageProps> = {
  id: 'staticIndex',
  component: StaticIndexPage,
  async load({ c, match, t, scope }) {
    const kind = match.route.id === 'staticWithTabs' ? 'tabbed' : 'pages';
    const collator = new Intl.Collator(scope.language, { sensitivity: 'base', numeric: true });
    const pages: IndexedPage[] = (await listStaticPages(scope.source, scope.language))
      .filter((page) => page.kind === (kind === 'tabbed' ? 'tabs' : 'page'))
      .sort((a, b) => collator.compare(a.title, b.title))
      .map((page) => ({
        title: page.title,
        path: `/${page.slug}/`,
        tabs: page.tabs.map((tab) => ({ title: tab.title, path: `/${page.slug}/${tab.slug}/` })),
      }));
    return {
      props: { kind, pages },
      title: t(`staticIndex.${kind}Title`),
      description: t(`staticIndex.${kind}MetaDescription`, { brand: c.get('settings').brandName }),
    };
  },
};
