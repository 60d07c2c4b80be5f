import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import type { SitemapEntry } from '../../../shared/types/sitemap.ts';
import type { CatalogueSource } from '../../data/catalogue-cache.ts';
import { listBlogSitemapEntries } from '../../data/blog-sitemap.ts';
import { getGeneralSettings } from '../../data/general-settings.ts';
import { getCatalogueSitemap } from '../../data/sitemap.ts';
import { listStoreSitemapEntries } from '../../data/store-sitemap.ts';
import { routerFor } from '../../i18n.ts';
import type { SitemapPage } from './sitemap-plan.ts';

/**
 * Route pages worth a search engine's visit besides the front page: the brand
 * index, the listings (cat 2), the catalogue, history, experiences and the
 * static pages' indexes, and the public tools. Account, checkout, order,
 * staff, search, wishlist and style guide pages are not: personal or noindex.
 */
const ROUTE_PAGES = [
  'manufacturers', 'newest', 'secondHand', 'campaignsClubOffers', 'catalog', 'history', 'experiencesProducts', 'static', 'staticWithTabs',
  'skiWizard', 'serviceProductsGiftcards',
] as const;

const routePaths = (routeId: string, params?: Record<string, string>) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, routerFor(language).pathFor(routeId, params)])) as Record<Language, string>;

/** Pages whose data lives outside the catalogue (the blog, the stores), each with its own lastmod; read fresh. */
async function listExtraPages(source: CatalogueSource): Promise<SitemapEntry[]> {
  const lists = await Promise.all([listBlogSitemapEntries(source.db), listStoreSitemapEntries(source.db)]);
  return lists.flat();
}

interface SitemapPageSources {
  source: CatalogueSource;
  /** The front page redirects elsewhere (ROOT_REDIRECT): it is then left out. */
  frontRedirects: boolean;
}

/**
 * Every page of sitemap.xml, in the order the files list them: the front
 * page and route pages, groups, static pages, campaigns, brands, the extra
 * pages, then the products (the long tail goes last, into the later files).
 */
export async function listSitemapPages({ source, frontRedirects }: SitemapPageSources): Promise<SitemapPage[]> {
  const [catalogue, extraPages, settings] = await Promise.all([
    getCatalogueSitemap(source), listExtraPages(source), Promise.all(LANGUAGES.map((language) => getGeneralSettings(source, language))),
  ]);
  const { lastmod } = catalogue;
  const everyLanguage = (path: string): SitemapPage => ({ everyLanguage: path, lastmod });
  // /rental/ answers only where rental_enabled is on (a language's own setting may differ).
  const rental = Object.fromEntries(LANGUAGES.flatMap((language, index) => (settings[index].rentalEnabled ? [[language, routerFor(language).pathFor('rental')]] : [])));
  return [
    ...(frontRedirects ? [] : [everyLanguage('/')]),
    ...ROUTE_PAGES.map((routeId) => ({ paths: routePaths(routeId), lastmod })),
    ...(Object.keys(rental).length > 0 ? [{ paths: rental, lastmod }] : []),
    ...catalogue.groups.map((paths) => ({ paths, lastmod })),
    ...catalogue.staticPages.map((paths) => ({ paths, lastmod })),
    ...catalogue.campaigns.map((campaignSlug) => ({ paths: routePaths('campaign', { campaignSlug }), lastmod })),
    ...catalogue.brands.map(everyLanguage),
    ...extraPages,
    ...catalogue.products.map(({ path, languages }) => (languages ? { paths: Object.fromEntries(languages.map((language) => [language, path])), lastmod } : everyLanguage(path))),
  ];
}
