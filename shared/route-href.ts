/**
 * Route id → its path in one language: static segments localised, `:name`
 * and `:name*` parameters left in ('/tili/aktivoi/:hash/'). Written into each
 * language's dictionary (shared/route-paths.ts), so the browser builds hrefs
 * without the route table, which only the worker needs for matching.
 */
export type RoutePaths = Readonly<Record<string, string>>;

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
  const pattern = paths[routeId];
  if (pattern === undefined) throw new Error(`Unknown route id: ${routeId}`);
  return fillRoutePath(pattern, params);
}
