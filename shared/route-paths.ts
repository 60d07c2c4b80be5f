import type { Dictionary, LocaleTexts } from './i18n.ts';
import type { RoutePaths } from './route-href.ts';
import { ROUTES } from './route-table.ts';

/** Each route's path with its static segments in one language (locales/{lang}.json `routeSegments`). */
export function localisedRoutePaths(segments: Readonly<Record<string, string>>): RoutePaths {
  return Object.fromEntries(ROUTES.map((route) => [
    route.id,
    route.path.split('/').map((segment) => (segment && !segment.startsWith(':') ? segments[segment] ?? segment : segment)).join('/'),
  ])) as RoutePaths;
}

/**
 * A language's dictionary as the app reads it, on the worker and in the
 * browser: the texts of locales/{lang}.json, with the route paths worked out
 * from its route segments in place of the segments themselves.
 */
export function dictionaryOf(texts: LocaleTexts): Dictionary {
  const { routeSegments, ...rest } = texts;
  return { ...rest, routePaths: localisedRoutePaths(routeSegments) };
}
