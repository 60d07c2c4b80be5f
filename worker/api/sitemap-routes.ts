import type { Context } from 'hono';
import { Hono } from 'hono';
import { brandHostLanguage } from '../../shared/languages.ts';
import { servedLanguages, type SiteUrlContext } from '../../shared/site-urls.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { shopSettings } from '../env.ts';
import { notFound } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { robotsTxt } from '../services/sitemap/robots-txt.ts';
import { listSitemapPages } from '../services/sitemap/sitemap-pages.ts';
import { indexEntries, languageFiles, pagesOfFile, parseSitemapFileName, sitemapUrls } from '../services/sitemap/sitemap-plan.ts';
import { sitemapIndexXml, urlsetStream } from '../services/sitemap/sitemap-xml.ts';

/** Crawlers come back daily at most; an hour at the edge spares D1 a storm of them. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/**
 * The host these answers are for. They come before the language middleware
 * (a prefix strategy would redirect /sitemap.xml to /fi/sitemap.xml), so the
 * host and strategy are read here as that middleware reads them.
 */
function hostOf(c: Context<AppEnv>) {
  const settings = shopSettings(c.env);
  const url = new URL(c.req.url);
  const hostLanguage = brandHostLanguage(url.hostname, settings.brandDomain);
  const strategy = hostLanguage ? 'no_prefix' : settings.localeStrategy;
  const urls: SiteUrlContext = { origin: url.origin, languageByHost: hostLanguage !== null, brandDomain: settings.brandDomain, strategy };
  return { urls, languages: servedLanguages(hostLanguage, strategy), frontRedirects: settings.rootRedirect !== null };
}

const pagesFor = (c: Context<AppEnv>, frontRedirects: boolean) => listSitemapPages({ source: catalogueOf(c), frontRedirects });

/**
 * sitemap.xml (issue 18): an index of one sitemap per language this host
 * serves, each cut at 50,000 URLs (/sitemaps/{language}-{n}.xml); and the
 * robots.txt that names it. A brand domain lists its own language; its
 * pages' hreflang alternates point at the other languages' domains.
 */
export const sitemapRoutes = new Hono<AppEnv>();

sitemapRoutes.get('/robots.txt', (c) => {
  const { urls, languages } = hostOf(c);
  c.header('Cache-Control', CACHE_CONTROL);
  return c.text(robotsTxt({ languages, strategy: urls.strategy, sitemapUrl: `${urls.origin}/sitemap.xml` }));
});

sitemapRoutes.get('/sitemap.xml', async (c) => {
  const { urls, languages, frontRedirects } = hostOf(c);
  const pages = await pagesFor(c, frontRedirects);
  const files = [...languageFiles(pages, languages, urls)].flatMap(([language, own]) => indexEntries(own, language, urls.origin));
  return c.body(sitemapIndexXml(files), 200, { 'Content-Type': XML, 'Cache-Control': CACHE_CONTROL });
});

sitemapRoutes.get('/sitemaps/:file', async (c) => {
  const { urls, languages, frontRedirects } = hostOf(c);
  const file = parseSitemapFileName(c.req.param('file'));
  if (!file || !languages.includes(file.language)) throw notFound('No such sitemap.');
  const chunk = pagesOfFile(languageFiles(await pagesFor(c, frontRedirects), [file.language], urls).get(file.language)!, file.n);
  if (!chunk) throw notFound('No such sitemap.');
  return c.body(urlsetStream(sitemapUrls(chunk, file.language, urls)), 200, { 'Content-Type': XML, 'Cache-Control': CACHE_CONTROL });
});
