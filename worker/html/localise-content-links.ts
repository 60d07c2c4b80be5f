import type { Language } from '../../shared/languages.ts';
import { splitLocalePrefix, withLocalePrefix, type PrefixStrategy } from '../../shared/locale-path.ts';

/** Paths that are files or API calls, never pages in a language. */
const NOT_A_PAGE = /^\/(?:api|assets|images)\/|^\/[^?#]*\.[a-z0-9]+(?:[?#]|$)/i;

/**
 * Operators write in-shop links in page content as root-relative paths in the
 * page's language without a locale prefix (`/palautukset/`), so one text
 * serves every domain setup. This adds the prefix the request's strategy needs.
 * It runs on sanitised HTML, whose href attributes are always double-quoted.
 */
export function localiseContentLinks(html: string, language: Language, strategy: PrefixStrategy): string {
  if (strategy === 'no_prefix' || !html.includes('href="/')) return html;
  return html.replace(/ href="(\/(?!\/)[^"]*)"/g, (whole, path: string) => {
    if (NOT_A_PAGE.test(path) || splitLocalePrefix(path, strategy).prefixLanguage !== null) return whole;
    return ` href="${withLocalePrefix(path, language, strategy)}"`;
  });
}
