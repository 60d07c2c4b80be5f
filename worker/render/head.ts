import type { Context } from 'hono';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import { alternateLinks, siteUrl, type SiteUrlContext } from '../../shared/site-urls.ts';
import { truncateAtWord } from '../../shared/text.ts';
import type { AlternateLink, HeadData } from '../../shared/types/page.ts';
import type { AppEnv } from '../hono-env.ts';
import { routerFor } from '../i18n.ts';

const OG_IMAGE_PATH = '/og-image.png';

/** The request as absolute URLs are made from it (shared/site-urls.ts). */
function urlContextOf(c: Context<AppEnv>): SiteUrlContext {
  return { origin: new URL(c.req.url).origin, languageByHost: c.get('languageByHost'), brandDomain: c.get('settings').brandDomain, strategy: c.get('strategy') };
}

/** Absolute URL of a local path in one language: its own domain, or this host with a prefix. */
function urlOfPath(c: Context<AppEnv>, language: Language, path: string): string {
  return siteUrl(urlContextOf(c), language, path);
}

/** Absolute URL of a catalogue image path (images are served by this worker). */
export const absoluteImageUrl = (c: Context<AppEnv>, image: string) => (image.startsWith('/') ? `${new URL(c.req.url).origin}${image}` : image);

/** Absolute URL of a local path in the request's language (structured data, pager links). */
export function absoluteUrlOf(c: Context<AppEnv>, path: string): string {
  return urlOfPath(c, c.get('language'), path);
}

/**
 * hreflang alternates for the six languages plus x-default (the default
 * language): the route's path in each language, or the page's own local path
 * per language when its URL is data. A language without the page is left out.
 */
function alternatesFor(c: Context<AppEnv>, routeId: string, params: Record<string, string>, paths?: Partial<Record<Language, string>>): AlternateLink[] {
  const routePaths = () => Object.fromEntries(LANGUAGES.map((language) => [language, routerFor(language).pathFor(routeId, params)]));
  return alternateLinks(urlContextOf(c), paths ?? routePaths());
}

interface HeadInput {
  title: string;
  description: string;
  routeId: string;
  params: Record<string, string>;
  robots?: string;
  alternatePaths?: Partial<Record<Language, string>>;
  /** Kept on the canonical URL (a listing's `?page=N`); filters and sort never are. */
  canonicalQuery?: string;
  /** An absolute image URL for Open Graph instead of the shop's default. */
  image?: string;
  jsonLd?: unknown[];
}

/** A page title with the brand once: data that already names it (a meta title "Skis | Kaira Outdoor") gets no suffix. */
export function titleWithBrand(title: string, brand: string): string {
  if (!title) return brand;
  return title.toLowerCase().includes(brand.toLowerCase()) ? title : `${title} - ${brand}`;
}

/** Head of a page: title with the brand suffix, description cut near 150 characters (core 9). */
export function headFor(c: Context<AppEnv>, input: HeadInput): HeadData {
  const brand = c.get('settings').brandName;
  const alternates = alternatesFor(c, input.routeId, input.params, input.alternatePaths);
  const own = alternates.find((link) => link.hreflang === c.get('language'));
  return {
    title: titleWithBrand(input.title, brand),
    description: truncateAtWord(input.description),
    canonical: (own?.href ?? urlOfPath(c, c.get('language'), c.get('localPath'))) + (input.canonicalQuery ?? ''),
    alternates,
    ogImage: input.image ?? `${new URL(c.req.url).origin}${OG_IMAGE_PATH}`,
    robots: input.robots,
    jsonLd: input.jsonLd,
  };
}
