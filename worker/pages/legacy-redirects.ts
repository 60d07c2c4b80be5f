import ErrorPage from '../../client/pages/error-page.tsx';
import { ownHosts } from '../../shared/own-origin.ts';
import { productPagePath } from '../../shared/product/product-page-path.ts';
import type { Context } from 'hono';
import type { ErrorPageProps } from '../../shared/types/page.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getProductModel } from '../data/product-model.ts';
import type { AppEnv } from '../hono-env.ts';
import { routerFor } from '../i18n.ts';
import { pageNotFound } from '../render/error-response.ts';
import type { PageModule, PageRedirect } from './page-module.ts';

/**
 * The old paths of core 2 and where each lives now (decision 036): the route
 * table names the paths (page 'redirect'), this table their canonical pages.
 */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  manufacturer: 'manufacturers',
  productGroup: 'catalog',
  productNew: 'newest',
  productOld: 'catalog',
};

/** The product's own page for a slug the visitor may see, as a permanent redirect; the 404 page for any other slug. */
export async function productRedirect(c: Context<AppEnv>, slug: string, accept: (manufacturerSlug: string) => boolean = () => true): Promise<PageRedirect> {
  const detail = slug ? await getProductModel(catalogueOf(c), slug.toLowerCase(), c.get('language'), {
    staff: c.get('staffViewer'), ownHosts: ownHosts(c.get('settings').brandDomain),
  }) : null;
  if (!detail || !accept(detail.manufacturer.slug)) throw pageNotFound(c);
  return { redirect: productPagePath(detail.id, detail.is_bundle, detail.model_url), permanent: true };
}

/**
 * A route without a view of its own: /manufacturer/, /product-group/,
 * /product-new/ and /product-old/ answer 301 to their page in the visitor's
 * language; /removed-new-product-page/{slug...}/ to the product's page, its
 * last segment being the product's slug (as in a product path), or 404.
 */
export const legacyRedirectPage: PageModule<ErrorPageProps> = {
  // Never rendered: the loader always redirects or throws the 404 page.
  id: 'error',
  component: ErrorPage,
  async load({ c, match }) {
    const target = LEGACY_REDIRECTS[match.route.id];
    if (target) return { redirect: routerFor(c.get('language')).pathFor(target), permanent: true };
    if (match.route.id !== 'removedNewProductPage') throw pageNotFound(c);
    return productRedirect(c, (match.params.slug ?? '').split('/').filter(Boolean).at(-1) ?? '');
  },
};
