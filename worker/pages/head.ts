import type { Context } from 'hono';
import { DEFAULT_LANGUAGE, LANGUAGES, productionHost, type Language } from '../../shared/languages.ts';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { truncateAtWord } from '../../shared/text.ts';
import type { AlternateLink, HeadData } from '../../shared/types/page.ts';
import type { AppEnv } from '../hono-env.ts';
import { routerFor } from '../i18n.ts';

export const OG_IMAGE_PATH = '/og-image.png';

/** Absolute URL of a route in one language: its own domain, or this host with a prefix. */
function urlInLanguage(c: Context<AppEnv>, language: Language, routeId: string, params: Record<string, string>): string {
  const path = routerFor(language).pathFor(routeId, params);
  if (c.get('languageByHost')) return `https://${productionHost(c.get('settings').brandDomain, language)}${path}`;
  return `${new URL(c.req.url).origin}${withLocalePrefix(path, language, c.get('strategy'))}`;
}

/** hreflang alternates for the six languages plus x-default (the default language). */
export function alternatesFor(c: Context<AppEnv>, routeId: string, params: Record<string, string>): AlternateLink[] {
  const links: AlternateLink[] = LANGUAGES.map((language) => ({ hreflang: language, href: urlInLanguage(c, language, routeId, params) }));
  links.push({ hreflang: 'x-default', href: urlInLanguage(c, DEFAULT_LANGUAGE, routeId, params) });
  return links;
}

export interface HeadInput {
  title: string;
  description: string;
  routeId: string;
  params: Record<string, string>;
  robots?: string;
}

/** Head of a page: title with the brand suffix, description cut near 150 characters (core 9). */
export function headFor(c: Context<AppEnv>, input: HeadInput): HeadData {
  const brand = c.get('settings').brandName;
  const alternates = alternatesFor(c, input.routeId, input.params);
  return {
    title: input.title ? `${input.title} - ${brand}` : brand,
    description: truncateAtWord(input.description),
    canonical: alternates.find((link) => link.hreflang === c.get('language'))!.href,
    alternates,
    ogImage: `${new URL(c.req.url).origin}${OG_IMAGE_PATH}`,
    robots: input.robots,
  };
}
