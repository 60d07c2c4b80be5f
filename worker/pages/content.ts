import StaticPageView from '../../client/pages/static-page.tsx';
import TabbedPageView from '../../client/pages/tabbed-page.tsx';
import type { Language } from '../../shared/languages.ts';
import { ownHosts } from '../../shared/own-origin.ts';
import type { StaticPageProps, TabbedPageProps } from '../../shared/types/static-page.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getRouteSlugs } from '../data/route-slugs.ts';
import { getStaticPage, getTabbedPage, type SlugsByLanguage } from '../data/static-pages.ts';
import { notFound } from '../errors/app-error.ts';
import { pageNotFound } from '../render/error-response.ts';
import { localiseContentLinks } from '../html/localise-content-links.ts';
import type { StaticPageTab } from '../../shared/types/catalogue.ts';
import type { BrandPageProps, GroupPageProps } from '../../shared/types/grid-page.ts';
import type { ProductPageProps } from '../../shared/types/product-page.ts';
import { getBrandBySlug } from '../data/brands.ts';
import { getProductGroupByPath } from '../data/product-group-detail.ts';
import { loadBrandPage } from './brand.ts';
import { loadGroupPage } from './group.ts';
import { loadProductPage } from './product.ts';
import { showStaticPage } from './static-page-content.ts';
import { pathInOtherLanguage } from '../services/other-language-path.ts';
import type { LoadedPage, PageLoadContext, PageModule, PageRedirect } from './page-module.ts';

type ContentProps = StaticPageProps | TabbedPageProps | GroupPageProps | BrandPageProps | ProductPageProps;

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');
const localPathsOf = (slugs: SlugsByLanguage) =>
  Object.fromEntries(Object.entries(slugs).map(([language, slug]) => [language, `/${slug}/`])) as Partial<Record<Language, string>>;

/**
 * The catch-all content route (core 2): a static page by its full path, or a
 * static page with tabs at /{slug}/{tab}/{nestedTab}/. /page/{slug}/ serves
 * the same static pages; its canonical URL is the page's own path.
 * Then product groups by their path and brands by their slug (cat 2).
 */
export const contentPage: PageModule<ContentProps> = {
  id: 'static',
  component: StaticPageView as PageModule<ContentProps>['component'],
  async load({ c, match, scope }: PageLoadContext): Promise<LoadedPage<ContentProps> | PageRedirect> {
    const language = c.get('language');
    const path = trimSlashes(match.route.id === 'page' ? match.params.slug ?? '' : c.get('localPath')).toLowerCase();
    if (!path) throw pageNotFound(c);
    const source = catalogueOf(c);
    const hosts = ownHosts(c.get('settings').brandDomain);
    const slugs = await getRouteSlugs(source, language);
    const localise = (html: string) => localiseContentLinks(html, language, c.get('strategy'));
    // The whole tab tree for the navigation, but only the shown tab's content: the others load when chosen.
    const shownTabs = (tabs: StaticPageTab[], selected: string, nested: string | null): StaticPageTab[] => tabs.map((tab) => {
      const isSelected = tab.slug === selected;
      return {
        ...tab,
        content: isSelected && nested === null ? localise(tab.content) : '',
        tabs: tab.tabs.map((child) => ({ ...child, content: isSelected && child.slug === nested ? localise(child.content) : '', tabs: [] })),
      };
    });

    if (slugs.staticPageSlugs.includes(path)) {
      const page = await getStaticPage(source, language, path, hosts);
      if (!page) throw pageNotFound(c);
      // Delivery prices and times come from data, in the visitor's currency (decision 018); #etifr brings its script (decision 036).
      const { content, description, bookingScript } = await showStaticPage(c, page);
      const props: StaticPageProps = { id: page.id, title: page.title, content, ...(bookingScript ? { bookingScript } : {}) };
      return { props, title: page.title, description: description || page.title, alternatePaths: localPathsOf(page.slugs) };
    }

    // A tabbed page owns every path below its slug: /{slug}/{tab}/{nestedTab}/.
    const tabbedSlug = slugs.staticPageWithTabsSlugs.find((slug) => path === slug || path.startsWith(`${slug}/`));
    if (tabbedSlug && match.route.id !== 'page') {
      const page = await getTabbedPage(source, language, tabbedSlug, hosts);
      if (!page || page.tabs.length === 0) throw pageNotFound(c);
      const [tabSlug, nestedSlug, ...rest] = path.slice(tabbedSlug.length).split('/').filter(Boolean);
      const basePath = `/${tabbedSlug}/`;
      // core 2: an empty subs parameter goes to the first tab; an unknown tab back to the page (and so to its first tab).
      if (!tabSlug) return { redirect: `${basePath}${page.tabs[0].slug}/` };
      const tab = page.tabs.find((candidate) => candidate.slug === tabSlug);
      if (!tab || rest.length > 0 || (nestedSlug && !tab.tabs.some((nested) => nested.slug === nestedSlug))) return { redirect: basePath };
      const props: TabbedPageProps = {
        id: page.id, title: page.title, basePath, tabs: shownTabs(page.tabs, tab.slug, nestedSlug ?? null), selectedTab: tab.slug, selectedNestedTab: nestedSlug ?? null,
      };
      const nested = tab.tabs.find((candidate) => candidate.slug === nestedSlug);
      return {
        props,
        title: [nested?.title ?? tab.title, page.title].join(' - '),
        description: page.metaDescription || page.title,
        // Tab slugs are per language too; other languages land on their first tab.
        alternatePaths: { ...localPathsOf(page.slugs), [language]: `${basePath}${tab.slug}/${nestedSlug ? `${nestedSlug}/` : ''}` },
        view: { page: 'tabbed', component: TabbedPageView },
      };
    }
    // Nothing in the request's language: another language's slugs for the same page redirect to it (issue 18).
    const movedOrNotFound = async (): Promise<PageRedirect> => {
      const moved = await pathInOtherLanguage(source, language, c.get('localPath'), match);
      if (!moved) throw pageNotFound(c);
      return { redirect: `${moved}${new URL(c.req.url).search}`, permanent: true };
    };
    if (match.route.id === 'page') return movedOrNotFound();
    // The cached slug lists decide first: a miss is never cached, so unknown paths must not reach D1.
    const group = slugs.navigationSlugs.includes(path) ? await getProductGroupByPath(source, language, path, hosts) : null;
    if (group) return loadGroupPage(c, scope, group);
    const brand = slugs.manufacturerSlugs.includes(path) ? await getBrandBySlug(source, language, path) : null;
    if (brand) return loadBrandPage(c, scope, brand);
    // cat 2 product page: /{manufacturerSlug}/{group...}/{product-slug}/, matched on the last segment.
    const segments = path.split('/');
    if (segments.length >= 2 && slugs.manufacturerSlugs.includes(segments[0])) {
      return loadProductPage(c, { slug: segments[segments.length - 1], manufacturerSlug: segments[0], oldPath: false, mode: 'normal' });
    }
    // Below an existing group, an unknown last segment is a group that is gone (cat 8).
    const parentPath = path.split('/').slice(0, -1).join('/');
    if (parentPath && slugs.navigationSlugs.includes(parentPath)) throw notFound(scope.t('grid.groupNotFound'));
    return movedOrNotFound();
  },
};
