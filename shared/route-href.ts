/**
 * Route id → its path in one language: static segments localised, `:name`
 * and `:name*` parameters left in ('/tili/aktivoi/:hash/'). Written into each
 * language's dictionary (shared/route-paths.ts), so the browser builds hrefs
 * without the route table, which only the worker needs for matching.
 */
export type RoutePaths = Readonly<Record<string, string>> & { readonly [routePathsBrand]: true };

/** Tells route paths apart from a language's route segments in the types: both are maps of strings. */
declare const routePathsBrand: unique symbol;

/**
 * The path of a route from its localised pattern, always with a trailing
 * slash: `:name` is one encoded segment, `:name*` the rest of the path, each
 * of its segments encoded; an empty parameter leaves its segment out.
 */
export function fillRoutePath(pattern: string, params: Record<string, string> = {}): string {
  const parts = pattern.split('/').filter(Boolean).map((segment) => {
    if (!segment.startsWith(':')) return segment;
    if (segment.endsWith('*')) return (params[segment.slice(1, -1)] ?? '').split('/').filter(Boolean).map(encodeURIComponent).join('/');
    return encodeURIComponent(params[segment.slice(1)] ?? '');
  }).filter(Boolean);
  return parts.length ? `/${parts.join('/')}/` : '/';
}

/** The localised path of a route id; an unknown id is a programming error. */
export function routePathFor(paths: RoutePaths, routeId: string, params?: Record<string, string>): string {
  if (!Object.hasOwn(paths, routeId)) throw new Error(`Unknown route id: ${routeId}`);
  return fillRoutePath(paths[routeId]!, params);
}
