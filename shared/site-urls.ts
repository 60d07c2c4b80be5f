import { DEFAULT_LANGUAGE, LANGUAGES, productionHost, type Language } from './languages.ts';
import { withLocalePrefix, type PrefixStrategy } from './locale-path.ts';
import type { AlternateLink } from './types/page.ts';

/** Where a request came in: what an absolute URL of the shop is made from (core 1, core 2). */
export interface SiteUrlContext {
  /** The request's own origin, e.g. 'http://localhost:8787'. */
  origin: string;
  /** Languages are told apart by domain (kaira.fi, kaira.se ...) rather than by path prefix. */
  languageByHost: boolean;
  brandDomain: string;
  strategy: PrefixStrategy;
}

/** Absolute URL of a local path in one language: its own domain, or this origin with the strategy's prefix. */
export function siteUrl(context: SiteUrlContext, language: Language, path: string): string {
  if (context.languageByHost) return `https://${productionHost(context.brandDomain, language)}${path}`;
  return `${context.origin}${withLocalePrefix(path, language, context.strategy)}`;
}

/**
 * hreflang alternates of a page from its local path per language: one link
 * per language it exists in, plus x-default (the default language's) when
 * that one exists. The head and the sitemap both use these.
 */
export function alternateLinks(context: SiteUrlContext, paths: Partial<Record<Language, string>>): AlternateLink[] {
  const links: AlternateLink[] = LANGUAGES.flatMap((language) => {
    const path = paths[language];
    return path ? [{ hreflang: language, href: siteUrl(context, language, path) }] : [];
  });
  const fallback = paths[DEFAULT_LANGUAGE];
  if (fallback) links.push({ hreflang: 'x-default', href: siteUrl(context, DEFAULT_LANGUAGE, fallback) });
  return links;
}

/**
 * The languages one host serves: a brand domain its own; a single domain every
 * language by path prefix, or only the default one when it uses no prefix.
 */
export function servedLanguages(hostLanguage: Language | null, strategy: PrefixStrategy): Language[] {
  if (hostLanguage) return [hostLanguage];
  return strategy === 'no_prefix' ? [DEFAULT_LANGUAGE] : [...LANGUAGES];
}
