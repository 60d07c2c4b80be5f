/** A route as Hono lists it in `app.routes`; middleware is listed with the method 'ALL'. */
interface ListedRoute {
  method: string;
  path: string;
}

const PATTERNS = new Map<string, RegExp>();

/** A route path as a pattern: `:param` one segment, `*` anything; compiled once per path. */
function patternOf(path: string): RegExp {
  let pattern = PATTERNS.get(path);
  if (!pattern) {
    pattern = new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[^/]+/g, '/[^/]+').replace(/\*/g, '.*')}$`);
    PATTERNS.set(path, pattern);
  }
  return pattern;
}

/**
 * The methods the API serves at a path, for the 405 of a wrong method and
 * its Allow header (core 7: a client written from the call tables gets a
 * clear answer). Only the API's own routes count: the pages' GET catch-all does not.
 */
export function allowedMethods(routes: readonly ListedRoute[], path: string, prefix = '/api/'): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === 'ALL' || !route.path.startsWith(prefix) || !patternOf(route.path).test(path)) continue;
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
  }
  return [...methods].sort();
}
