import type { Language } from '../../shared/languages.ts';
import { routerFor } from '../i18n.ts';

/** Local paths of the life outdoors area in a language (routes of shared/route-table.ts with the language's segments). */
export function blogPaths(language: Language) {
  const router = routerFor(language);
  return {
    hub: router.pathFor('lifeOutdoors'),
    blog: router.pathFor('lifeOutdoorsBlog'),
    category: (slug: string) => router.pathFor('lifeOutdoorsBlogPost', { slug }),
    post: (slug: string) => router.pathFor('lifeOutdoorsPost', { post: slug }),
    bloggers: router.pathFor('lifeOutdoorsBloggers'),
    blogger: (slug: string) => router.pathFor('lifeOutdoorsBlogger', { blogger: slug }),
  };
}

export type BlogPaths = ReturnType<typeof blogPaths>;
