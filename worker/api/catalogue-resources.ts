import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ownHosts } from '../../shared/own-origin.ts';
import { getBanners } from '../data/banners.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getGeneralSettings } from '../data/general-settings.ts';
import { getKeywordPopup, listKeywords } from '../data/keyword-popups.ts';
import { getProductGroupTree } from '../data/product-groups.ts';
import { getResources, listBrands } from '../data/resources.ts';
import { getRouteSlugs } from '../data/route-slugs.ts';
import { getStaticPage, getTabbedPage } from '../data/static-pages.ts';
import type { AppEnv } from '../hono-env.ts';
import { idValue, slugPathValue } from '../../shared/query-fields.ts';
import { notFound } from '../errors/app-error.ts';
import { displayCurrencyOf } from '../middleware/display-currency.ts';
import { fillDeliveryFigures, withBannerFigures } from '../services/delivery-figures.ts';
import { INVALID_QUERY, validate } from '../middleware/validate.ts';

/**
 * The resource calls of core 7. Every one answers in the `lang` query's
 * language or the request's (worker/middleware/language.ts). Catalogue data may be a minute stale at the
 * edge, so responses are cacheable briefly by browsers and shared caches.
 */
export const catalogueResourcesApi = new Hono<AppEnv>();

catalogueResourcesApi.use('*', async (c, next) => {
  await next();
  if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'public, max-age=60');
});

const slugQuery = validate('query', v.object({ slug: slugPathValue }), INVALID_QUERY);
const hostsOf = (c: Context<AppEnv>) => ownHosts(c.get('settings').brandDomain);

catalogueResourcesApi.get('/resources/', async (c) => c.json(await getResources(catalogueOf(c), c.get('language'))));

catalogueResourcesApi.get('/product-groups/', async (c) => c.json({ productGroups: await getProductGroupTree(catalogueOf(c), c.get('language')) }));

/** Texts quoting delivery figures in the visitor's currency (decision 018): a browser may keep them, a shared cache may not. */
const PER_VISITOR = 'private, max-age=60';

catalogueResourcesApi.get('/banners/', async (c) => {
  const source = catalogueOf(c);
  const banners = await getBanners(source, c.get('language'), hostsOf(c));
  c.header('Cache-Control', PER_VISITOR);
  return c.json(await withBannerFigures(source, { language: c.get('language'), currency: await displayCurrencyOf(c) }, banners));
});

catalogueResourcesApi.get('/brands/', async (c) => c.json({ brands: await listBrands(catalogueOf(c), c.get('language')) }));

catalogueResourcesApi.get('/keyword-popups/', async (c) => c.json({ keywords: await listKeywords(catalogueOf(c), c.get('language')) }));

catalogueResourcesApi.get('/keyword-popup/', validate('query', v.object({ id: idValue() }), INVALID_QUERY), async (c) => {
  const query = c.req.valid('query');
  const popup = await getKeywordPopup(catalogueOf(c), c.get('language'), query.id);
  if (!popup) throw notFound('Keyword popup not found.');
  return c.json(popup);
});

catalogueResourcesApi.get('/route-slugs/', async (c) => c.json(await getRouteSlugs(catalogueOf(c), c.get('language'))));

catalogueResourcesApi.get('/static-page/', slugQuery, async (c) => {
  const query = c.req.valid('query');
  const source = catalogueOf(c);
  const page = await getStaticPage(source, c.get('language'), query.slug, hostsOf(c));
  if (!page) throw notFound('Page not found.');
  const [content, metaDescription] = await fillDeliveryFigures(source, { language: c.get('language'), currency: await displayCurrencyOf(c) },
    [{ text: page.content, html: true }, { text: page.metaDescription, html: false }]);
  c.header('Cache-Control', PER_VISITOR);
  return c.json({ id: page.id, title: page.title, content, metaDescription });
});

catalogueResourcesApi.get('/static-page-with-tabs/', slugQuery, async (c) => {
  const query = c.req.valid('query');
  const page = await getTabbedPage(catalogueOf(c), c.get('language'), query.slug, hostsOf(c));
  if (!page) throw notFound('Page not found.');
  return c.json({ id: page.id, title: page.title, slug: page.slug, metaDescription: page.metaDescription, tabs: page.tabs });
});

catalogueResourcesApi.get('/general-settings/', async (c) => c.json(await getGeneralSettings(catalogueOf(c), c.get('language'))));
