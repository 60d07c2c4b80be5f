import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { brandHostLanguage, DEFAULT_LANGUAGE, isLanguage, LANGUAGE_MESSAGE, type Language } from '../../shared/languages.ts';
import { canonicalPrefixRedirect, splitLocalePrefix } from '../../shared/locale-path.ts';
import { shopSettings } from '../env.ts';
import { badQuery } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { translatorFor } from '../i18n.ts';
import { siteConfigOf } from './site-config.ts';

function setLanguage(c: Context<AppEnv>, language: Language): void {
  c.set('language', language);
  c.set('t', translatorFor(language));
}

/**
 * API calls name the language of their answer with the `lang` query (core 7)
 * instead of a prefix; one the shop does not speak is a 400 on `lang`.
 */
function apiLanguage(url: URL): Language | null {
  if (!url.pathname.startsWith('/api/')) return null;
  const lang = url.searchParams.get('lang');
  if (lang === null) return null;
  if (!isLanguage(lang)) throw badQuery('lang', LANGUAGE_MESSAGE);
  return lang;
}

/**
 * Language from the host on brand domains (core 1), else from the path prefix
 * with the configured strategy (localhost: prefix_except_default, fi at /).
 * A path whose prefix is not the strategy's canonical form is redirected.
 */
export const languageMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const settings = shopSettings(c.env);
  c.set('settings', settings);
  const url = new URL(c.req.url);
  const isApi = url.pathname.startsWith('/api/');
  const hostLanguage = brandHostLanguage(url.hostname, settings.brandDomain);
  const strategy = hostLanguage ? 'no_prefix' : settings.localeStrategy;
  // The API and the health probe answer on every strategy without a language prefix.
  const isPage = !isApi && url.pathname !== '/healthz/';
  const redirect = !hostLanguage && isPage && (c.req.method === 'GET' || c.req.method === 'HEAD') ? canonicalPrefixRedirect(url.pathname, strategy) : null;
  if (redirect) return c.redirect(`${redirect}${url.search}`, 301);

  const { prefixLanguage, rest } = hostLanguage ? { prefixLanguage: hostLanguage, rest: url.pathname } : splitLocalePrefix(url.pathname, strategy);
  setLanguage(c, apiLanguage(url) ?? prefixLanguage ?? DEFAULT_LANGUAGE);
  c.set('strategy', strategy);
  c.set('languageByHost', hostLanguage !== null);
  c.set('localPath', rest);
  // Pages and their error pages carry the config; the locale middleware refines it for pages.
  if (!isApi) c.set('siteConfig', siteConfigOf(c));
  return next();
});
