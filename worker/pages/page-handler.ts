import type { Context } from 'hono';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { getLocaleReference } from '../data/locale-catalogue.ts';
import type { AppEnv } from '../hono-env.ts';
import { routerFor } from '../i18n.ts';
import { resolveRequestLocale, withoutLocaleQuery, writeLocaleCookies } from '../locale/request-locale.ts';
import { respondNotFound, respondWithFatal } from '../render/error-response.ts';
import { respondWithPage } from '../render/respond.ts';
import { loadPageFrame } from '../services/page-frame.ts';
import { headFor } from './head.ts';
import { PAGE_MODULES } from './index.ts';
import { isRedirect } from './page-module.ts';

/**
 * Every HTML page: resolve the visitor's country and currency (core 4), apply
 * and strip the locale query, load the shared resources, match the localised
 * route table, run the page's loader and render. Routes whose page is not
 * built answer the 404 page.
 */
export async function handlePage(c: Context<AppEnv>): Promise<Response> {
  const t = c.get('t');
  try {
    c.set('localeReference', await getLocaleReference(c.env.DB));
  } catch (error) {
    console.error('Locale reference data could not be read', error);
    return respondWithFatal(c, { statusCode: 500, statusMessage: t('errors.resourcesFailed') });
  }

  const locale = resolveRequestLocale(c, c.get('localeReference'));
  c.set('locale', locale);
  writeLocaleCookies(c, locale);
  const cleaned = withoutLocaleQuery(c.req.url);
  if (cleaned) return c.redirect(cleaned, 302);

  const language = c.get('language');
  const match = routerFor(language).match(c.get('localPath'));
  const rootRedirect = c.get('settings').rootRedirect;
  if (match.route.id === 'front' && rootRedirect) {
    return c.redirect(withLocalePrefix(rootRedirect, language, c.get('strategy')), 302);
  }

  // The shared resources load beside the page's own data; a redirect does not wait for them.
  const frame = loadPageFrame(c).then(
    (value) => { c.set('pageFrame', value); return true; },
    (error: unknown) => { console.error('Shared resources could not be read', error); return false; },
  );
  const fatal = () => respondWithFatal(c, { statusCode: 500, statusMessage: t('errors.resourcesFailed') });
  const page = match.route.page ? PAGE_MODULES[match.route.page] : undefined;
  if (!page) return (await frame) ? respondNotFound(c) : fatal();

  let loaded: Awaited<ReturnType<typeof page.load>>;
  try {
    loaded = await page.load({ c, match, t });
  } catch (error) {
    // The error page (404 and the rest) shows the header too: let the frame arrive first.
    await frame;
    throw error;
  }
  if (isRedirect(loaded)) return c.redirect(withLocalePrefix(loaded.redirect, language, c.get('strategy')), loaded.permanent ? 301 : 302);
  if (!(await frame)) return fatal();
  return respondWithPage(c, {
    page: loaded.view?.page ?? page.id,
    layout: match.route.layout ?? 'default',
    status: 200,
    props: loaded.props,
    head: headFor(c, {
      title: loaded.title, description: loaded.description, robots: loaded.robots,
      routeId: match.route.id, params: match.params, alternatePaths: loaded.alternatePaths,
      canonicalQuery: loaded.canonicalQuery, image: loaded.image, jsonLd: loaded.jsonLd,
    }),
    component: loaded.view?.component ?? page.component,
  });
}
