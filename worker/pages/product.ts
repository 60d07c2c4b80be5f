import type { Context } from 'hono';
import ProductPage from '../../client/pages/product-page.tsx';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import { currencyOf } from '../../shared/money.ts';
import { ownHosts } from '../../shared/own-origin.ts';
import { productTitle } from '../../shared/product/product-title.ts';
import { productPagePath } from '../../shared/product/product-page-path.ts';
import { vatPercent } from '../../shared/product/vat.ts';
import { toProductView } from '../../shared/product/product-view.ts';
import type { ProductPageMode, ProductPageProps } from '../../shared/types/product-page.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getBanners } from '../data/banners.ts';
import { withBannerFigures } from '../services/delivery-figures.ts';
import { getBrandBySlug } from '../data/brands.ts';
import { getCountryDeliveryDays, getDeliveryLimit } from '../data/delivery-limits.ts';
import { getGeneralSettings } from '../data/general-settings.ts';
import { getGiftCampaignForModel } from '../data/gift-campaigns.ts';
import { listKeywords } from '../data/keyword-popups.ts';
import { getProductModel } from '../data/product-model.ts';
import { getResources } from '../data/resources.ts';
import type { AppEnv } from '../hono-env.ts';
import { notFound } from '../errors/app-error.ts';
import { breadcrumbList } from '../services/grid-page.ts';
import { productJsonLd } from '../services/product-json-ld.ts';
import { pageNotFound } from '../render/error-response.ts';
import { absoluteImageUrl, absoluteUrlOf } from '../render/head.ts';
import type { LoadedPage, PageLoadContext, PageModule, PageRedirect } from './page-module.ts';

const BANNER_GRID_SIZE = 4;

interface ProductRequest {
  /** The model slug: the last path segment (cat 2). */
  slug: string;
  /** The manufacturer segment the URL named; null on gift-campaign paths. */
  manufacturerSlug: string | null;
  /** The page was asked for under /old/. */
  oldPath: boolean;
  mode: ProductPageMode;
  giftCampaignSlug?: string;
}

/** Only the keywords the description mentions go to the page (shared/product/keyword-links.ts links them). */
function keywordsIn(html: string, keywords: Array<{ id: number; keyword: string }>): Array<{ id: number; keyword: string }> {
  const text = html.toLowerCase();
  return keywords.filter((entry) => entry.keyword && text.includes(entry.keyword.toLowerCase()));
}

/** A read the page can do without: on failure it is logged and the fallback stands in. */
async function optional<T>(what: string, read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    console.error(`Product page: ${what} could not be read`, error);
    return fallback;
  }
}

const productNotFound = (c: Context<AppEnv>) => notFound(c.get('t')('product.notFound'));

/**
 * The product page (cat 2): the model by the last path segment, priced for the
 * visitor's tax area, stock read live, the delivery limits of their delivery
 * country. Reviews, bundles, size tables and recommendations load after the
 * page (extra type 2, product_reviews), so they never fail it.
 */
export async function loadProductPage(c: Context<AppEnv>, request: ProductRequest): Promise<LoadedPage<ProductPageProps> | PageRedirect> {
  const language = c.get('language') as Language;
  const source = catalogueOf(c);
  const staff = c.get('staffViewer');
  const hosts = ownHosts(c.get('settings').brandDomain);
  const detail = await getProductModel(source, request.slug, language, { staff, ownHosts: hosts });
  if (!detail) throw productNotFound(c);
  const query = new URL(c.req.url).search;
  const pagePath = productPagePath(detail.id, detail.is_bundle, detail.model_url);
  // One URL per product: another manufacturer segment, or the wrong one of the /old and plain forms, redirects.
  if (request.mode === 'normal' && (request.manufacturerSlug !== detail.manufacturer.slug || pagePath.startsWith('/old/') !== request.oldPath)) {
    return { redirect: `${pagePath}${query}`, permanent: true };
  }
  const giftCampaign = request.mode === 'giftcampaign'
    ? await getGiftCampaignForModel(source, request.giftCampaignSlug ?? '', detail.id, language)
    : null;
  if (request.mode === 'giftcampaign' && !giftCampaign) throw productNotFound(c);

  const config = c.get('siteConfig');
  // cat 8: the brand text, banners and keyword links are extras: their failure is logged, the page still shows.
  const [resources, settings, brand, banners, keywords] = await Promise.all([
    getResources(source, language),
    getGeneralSettings(source, language),
    optional('brand (#brand)', getBrandBySlug(source, language, detail.manufacturer.slug), null),
    optional('banners (#4128)', getBanners(source, language, hosts).then((stored) => withBannerFigures(source, { language, currency: currencyOf(config) }, stored)),
      { imageBanners: [], dynamicPageBanners: [], textBanners: [] }),
    optional('keywords', listKeywords(source, language), []),
  ]);
  const stores = [...resources.stores].sort((a, b) => a.stockDisplayOrder - b.stockDisplayOrder);
  const product = toProductView(detail, { taxAreaId: config.taxAreaId, storeIds: stores.map((store) => store.id), pagePath });
  if (!product) throw productNotFound(c);
  const country = config.deliveryCountryCode;
  const [deliveryLimit, deliveryDays] = await Promise.all([
    getDeliveryLimit(source, detail.id, country, language),
    getCountryDeliveryDays(source, country, settings),
  ]);

  const absolute = (path: string) => absoluteUrlOf(c, path);
  const description = detail.meta_description || detail.short_description || detail.name;
  const firstImage = product.colors[0]?.images[0] ?? product.generalImages[0]?.path;
  const url = new URL(c.req.url);
  const queryValue = (name: string) => url.searchParams.get(name)?.slice(0, 64) || undefined;
  const initialQuery = { color: queryValue('color'), size: queryValue('size'), type: queryValue('type'), selectColor: queryValue('select-color') };
  const props: ProductPageProps = {
    product,
    initialQuery,
    stores: stores.map(({ id, slug, name, shortName, type, pikanouto }) => ({ id, slug, name, shortName, type, pikanouto })),
    mode: request.mode,
    giftCampaign,
    staff,
    deliveryCountry: { code: country, name: config.deliveryCountryName },
    deliveryLimit,
    deliveryDays,
    vatPercent: vatPercent(resources.taxRates, config.taxAreaId, detail.tax_class),
    blockedStockText: settings.blockedStockText,
    priceEndingMaxDays: settings.priceEndingMaxDays,
    brandDescription: brand?.description ?? '',
    keywords: keywordsIn([product.descriptionHtml, product.original?.descriptionHtml ?? ''].join(' '), keywords),
    banners: banners.dynamicPageBanners.filter((banner) => banner.groupId === product.mainGroupId).slice(0, BANNER_GRID_SIZE),
  };
  const currency = currencyOf(config);
  return {
    props,
    title: productTitle(detail.manufacturer.name, detail.name),
    description,
    // cat 2: campaign-only products stay out of search engines, as hidden ones shown to staff do.
    robots: detail.campaign_only || !detail.is_public || request.mode === 'giftcampaign' ? 'noindex,nofollow' : undefined,
    // Model slugs are the same in every language; a gift-campaign page keeps its route's own.
    alternatePaths: request.mode === 'normal' ? Object.fromEntries(LANGUAGES.map((other) => [other, pagePath])) : undefined,
    image: firstImage ? absoluteImageUrl(c, firstImage) : undefined,
    jsonLd: [breadcrumbList(product.breadcrumbs, absolute), productJsonLd(product, currency, { page: absolute, image: (path) => absoluteImageUrl(c, path) }, description)],
    view: { page: 'product', component: ProductPage },
    // The preselection is all of the query the page reads (a card links a colour).
    shapingQuery: queryOf({ color: initialQuery.color, size: initialQuery.size, type: initialQuery.type, 'select-color': initialQuery.selectColor }),
    cacheTags: [`model-${detail.id}`, `group-${product.mainGroupId}`],
  };
}

/**
 * The product page (cat 2) at its own routes: /old/{manufacturerSlug}/{subs...}/
 * and gift-campaign mode /giftcampaigns/{campaignSlug}/{productSlug}/. The
 * plain /{manufacturerSlug}/{subs...}/ form comes through the catch-all
 * (content.ts), which calls loadProductPage itself.
 */
export const productPage: PageModule<ProductPageProps> = {
  id: 'product',
  component: ProductPage,
  load({ c, match }: PageLoadContext): Promise<LoadedPage<ProductPageProps> | PageRedirect> {
    const param = (name: string) => (match.params[name] ?? '').toLowerCase();
    if (match.route.id === 'giftcampaignProduct') {
      return loadProductPage(c, { slug: param('productSlug'), manufacturerSlug: null, oldPath: false, mode: 'giftcampaign', giftCampaignSlug: param('campaignSlug') });
    }
    const subs = param('slug').split('/').filter(Boolean);
    if (subs.length === 0) throw pageNotFound(c);
    return loadProductPage(c, { slug: subs[subs.length - 1], manufacturerSlug: param('manufacturerSlug'), oldPath: true, mode: 'normal' });
  },
};

/** The given values as a query string, '' for none. */
function queryOf(values: Record<string, string | undefined>): string {
  const pairs = Object.entries(values).filter((pair): pair is [string, string] => pair[1] !== undefined);
  return pairs.length > 0 ? `?${new URLSearchParams(pairs)}` : '';
}
