import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language-codes.ts';

/** How a single domain tells languages apart in the path (core 2). */
export type PrefixStrategy = 'prefix' | 'prefix_except_default' | 'no_prefix';

const PREFIX_STRATEGIES: readonly PrefixStrategy[] = ['prefix', 'prefix_except_default', 'no_prefix'];

export function isPrefixStrategy(value: unknown): value is PrefixStrategy {
  return typeof value === 'string' && (PREFIX_STRATEGIES as readonly string[]).includes(value);
}

interface PrefixSplit {
  /** The language named by the prefix, or null when the path has none. */
  prefixLanguage: Language | null;
  /** The path after the prefix, starting with '/'. */
  rest: string;
}

/** Splits '/sv/kassa/' into sv and '/kassa/'. Under no_prefix nothing is a prefix. */
export function splitLocalePrefix(pathname: string, strategy: PrefixStrategy): PrefixSplit {
  if (strategy === 'no_prefix') return { prefixLanguage: null, rest: pathname };
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLanguage(match[1])) return { prefixLanguage: match[1], rest: match[2] ?? '/' };
  return { prefixLanguage: null, rest: pathname };
}

/** Adds the language prefix that the strategy asks for. */
export function withLocalePrefix(path: string, language: Language, strategy: PrefixStrategy): string {
  if (strategy === 'no_prefix') return path;
  if (strategy === 'prefix_except_default' && language === DEFAULT_LANGUAGE) return path;
  return `/${language}${path}`;
}

/**
 * The canonical form of a prefix for the strategy: where the request's prefix
 * differs (e.g. '/fi/x/' under prefix_except_default, or '/x/' under prefix),
 * the path the request should be redirected to; otherwise null.
 */
export function canonicalPrefixRedirect(pathname: string, strategy: PrefixStrategy): string | null {
  const { prefixLanguage, rest } = splitLocalePrefix(pathname, strategy);
  const language = prefixLanguage ?? DEFAULT_LANGUAGE;
  const canonical = withLocalePrefix(rest, language, strategy);
  return canonical === pathname ? null : canonical;
}
