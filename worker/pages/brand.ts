import type { Context } from 'hono';
import { notFound } from '../errors/app-error.ts';
import BrandPage from '../../client/pages/brand-page.tsx';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import type { BrandPageProps } from '../../shared/types/grid-page.ts';
import type { BrandDetail } from '../../shared/types/product-list.ts';
import type { AppEnv } from '../hono-env.ts';
import { routerFor } from '../i18n.ts';
import { breadcrumbList, gridSetupFor, serverGrid } from '../services/grid-page.ts';
import { absoluteImageUrl, absoluteUrlOf } from '../render/head.ts';
import type { PageScope } from '../services/page-scope.ts';
import { gridRequestOf } from './page-scope.ts';
import type { LoadedPage } from './page-module.ts';

/**
 * The brand page (cat 2) at /{manufacturerSlug}/: breadcrumbs Brands > name,
 * the promo carousel, logo or name, the description and the brand's grid.
 * Brand slugs are the same in every language, so the route's own alternates serve.
 */
export async function loadBrandPage(c: Context<AppEnv>, scope: PageScope, brand: BrandDetail): Promise<LoadedPage<BrandPageProps>> {
  const language = c.get('language') as Language;
  const t = c.get('t');
  const setup = await gridSetupFor(scope, {
    list: { source: 'Manufacturer', id: brand.id },
    basePath: `/${brand.slug}/`,
    defaultSort: 'default',
    subgroups: [],
    outletRibbon: false,
  });
  const absolute = (path: string) => absoluteUrlOf(c, path);
  const built = await serverGrid(gridRequestOf(c, scope), { kind: 'Manufacturer', id: brand.id }, setup, absolute);
  if (!built) throw notFound(t('grid.manufacturerNotFound'));
  const { grid, canonicalQuery, itemList } = built;
  const breadcrumbs = [
    { name: t('brands.heading'), path: routerFor(language).pathFor('manufacturers') },
    { name: brand.name, path: `/${brand.slug}/` },
  ];
  const { id, slug, name, logo, title, description, promoImages } = brand;
  const image = promoImages[0]?.image || logo;
  return {
    props: { brand: { id, slug, name, logo, title, description, promoImages }, breadcrumbs, grid },
    title: title || name,
    description: brand.metaDescription || description || name,
    alternatePaths: Object.fromEntries(LANGUAGES.map((other) => [other, `/${brand.slug}/`])),
    canonicalQuery,
    image: image ? absoluteImageUrl(c, image) : undefined,
    jsonLd: [breadcrumbList(breadcrumbs, absolute), itemList],
    view: { page: 'brand', component: BrandPage },
    cacheTags: [`brand-${id}`],
  };
}
