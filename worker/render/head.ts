import type { Context } from 'hono';
import { DEFAULT_LANGUAGE, LANGUAGES, productionHost, type Language } from '../../shared/languages.ts';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { truncateAtWord } from '../../shared/text.ts';
import type { AlternateLink, HeadData } from '../../shared/types/page.ts';
import type { AppEnv } from '../hono-env.ts';
import { routerFor } from '../i18n.ts';

const OG_IMAGE_PATH = '/og-image.png';

/** Absolute URL of a local path in one language: its own domain, or this host with a prefix. */
function urlOfPath(c: Context<AppEnv>, language: Language, path: string): string {
  if (c.get('languageByHost')) return `https://${productionHost(c.get('settings').brandDomain, language)}${path}`;
  return `${new URL(c.req.url).origin}${withLocalePrefix(path, language, c.get('strategy'))}`;
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
  const pathIn = (language: Language) => (paths ? paths[language] : routerFor(language).pathFor(routeId, params));
  const links: AlternateLink[] = LANGUAGES.flatMap((language) => {
    const path = pathIn(language);
    return path ? [{ hreflang: language, href: urlOfPath(c, language, path) }] : [];
  });
  const fallback = pathIn(DEFAULT_LANGUAGE);
  if (fallback) links.push({ hreflang: 'x-default', href: urlOfPath(c, DEFAULT_LANGUAGE, fallback) });
  return links;
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
