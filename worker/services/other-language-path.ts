import { LANGUAGES, type Language } from '../../shared/languages.ts';
import type { RouteMatch } from '../../shared/routes.ts';
import type { CatalogueSource } from '../data/catalogue-cache.ts';
import { translateContentPath } from '../data/slug-translations.ts';
import { routerFor } from '../i18n.ts';

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/**
 * The page a path names in another language's slugs, as a local path in the
 * request's language (issue 18: /en/laskettelu/ is /en/alpine-skiing/). Asked
 * only when nothing in the request's language answered the catch-all:
 * - a route with another language's segments (/en/myymalat/ → /en/stores/);
 * - a static page, tabbed page or product group by another language's path;
 * - /page/{slug}/ with another language's static page slug.
 * Brand and product slugs are the same in every language and need none of it.
 * Null when no other language has the path, or it leads back to itself.
 */
export async function pathInOtherLanguage(source: CatalogueSource, language: Language, localPath: string, match: RouteMatch): Promise<string | null> {
  const router = routerFor(language);
  const others = LANGUAGES.filter((other) => other !== language);
  // /page/{slug}/: the static page's slug in another language.
  const pageIn = async (other: Language, slug: string | undefined) => {
    const path = trimSlashes(slug ?? '').toLowerCase();
    const found = path ? await translateContentPath(source, other, language, path) : null;
    return found?.kind === 'page' && found.path ? router.pathFor('page', { slug: found.path }) : null;
  };
  if (match.route.id === 'page') {
    for (const other of others) {
      const found = await pageIn(other, match.params.slug);
      if (found) return found;
    }
    return null;
  }
  for (const other of others) {
    const elsewhere = routerFor(other).match(localPath);
    const { id, page } = elsewhere.route;
    if (id === 'page') {
      const found = await pageIn(other, elsewhere.params.slug);
      if (found) return found;
      continue;
    }
    if (page === 'content') {
      // The catch-all and the routes served by its lookup (/faq/, /responsibility/): the page's data first.
      const path = trimSlashes(localPath).toLowerCase();
      const found = path ? await translateContentPath(source, other, language, path) : null;
      if (found?.path) return `/${found.path}/`;
      if (id === 'content') continue;
    }
    const target = router.pathFor(id, elsewhere.params);
    if (target !== localPath) return target;
  }
  return null;
}
