import type { Context } from 'hono';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import type { AppEnv } from '../hono-env.ts';
import { routerFor } from '../i18n.ts';
import { pageNotFound, respondWithFatal } from '../render/error-response.ts';
import { respondWithPage } from '../render/respond.ts';
import { loadPageFrame } from '../services/page-frame.ts';
import { headFor } from '../render/head.ts';
import { PAGE_MODULES } from './index.ts';
import { pageScopeOf } from './page-scope.ts';
import { isRedirect } from './page-module.ts';

/**
 * Every HTML page, once the locale middleware has resolved the visitor's
 * country and currency (core 4): load the shared resources, match the
 * localised route table, run the page's loader and render. Routes whose page
 * is not built answer the 404 page.
 */
export async function handlePage(c: Context<AppEnv>): Promise<Response> {
  const t = c.get('t');
  const language = c.get('language');
  const match = routerFor(language).match(c.get('localPath'));
  const rootRedirect = c.get('settings').rootRedirect;
  if (match.route.id === 'front' && rootRedirect) {
    return c.redirect(withLocalePrefix(rootRedirect, language, c.get('strategy')), 302);
  }

  // The shared resources load beside the page's own data; a redirect does not wait for them.
  const scope = pageScopeOf(c);
  const frame = loadPageFrame(scope).then(
    (value) => { c.set('pageFrame', value); return true; },
    (error: unknown) => { console.error('Shared resources could not be read', error); return false; },
  );
  const fatal = () => respondWithFatal(c, { statusCode: 500, statusMessage: t('errors.resourcesFailed') });
  const page = match.route.page ? PAGE_MODULES[match.route.page] : undefined;
  if (!page) {
    if (!(await frame)) return fatal();
    throw pageNotFound(c);
  }

  let loaded: Awaited<ReturnType<typeof page.load>>;
  try {
    loaded = await page.load({ c, match, t, scope });
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
    status: loaded.status ?? 200,
    props: loaded.props,
    head: headFor(c, {
      title: loaded.title, description: loaded.description, robots: loaded.robots,
      routeId: match.route.id, params: match.params, alternatePaths: loaded.alternatePaths,
      canonicalQuery: loaded.canonicalQuery, image: loaded.image, jsonLd: loaded.jsonLd,
    }),
    component: loaded.view?.component ?? page.component,
    cache: { shapingQuery: loaded.shapingQuery ?? loaded.canonicalQuery ?? '', tags: loaded.cacheTags ?? [] },
  });
}
