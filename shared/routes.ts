import { routePathFor, type RoutePaths } from './route-href.ts';
import { ROUTES, type RouteDefinition } from './route-table.ts';
import { safeDecode } from './url-safety.ts';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

type Token = { kind: 'static'; value: string } | { kind: 'param'; name: string } | { kind: 'rest'; name: string };

function tokenise(path: string): Token[] {
  return path.split('/').filter(Boolean).map((segment): Token => {
    if (segment.startsWith(':') && segment.endsWith('*')) return { kind: 'rest', name: segment.slice(1, -1) };
    if (segment.startsWith(':')) return { kind: 'param', name: segment.slice(1) };
    return { kind: 'static', value: segment };
  });
}

function matchTokens(tokens: Token[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind === 'rest') {
      params[token.name] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (token.kind === 'static' && token.value !== part) return null;
    if (token.kind === 'param') params[token.name] = part;
  }
  return tokens.length === parts.length ? params : null;
}

export interface Router {
  /** Matches a path without its locale prefix; the catch-all route matches anything. */
  match(pathname: string): RouteMatch;
  /** Builds the localised path of a route (without locale prefix), always with a trailing slash. */
  pathFor(routeId: string, params?: Record<string, string>): string;
}

const routers = new WeakMap<RoutePaths, Router>();

/** A router for one language's route paths (a dictionary's `routePaths`), compiled once per dictionary. */
export function createRouter(paths: RoutePaths): Router {
  let router = routers.get(paths);
  if (!router) routers.set(paths, (router = compileRouter(paths)));
  return router;
}

function compileRouter(paths: RoutePaths): Router {
  // Matching and building read the same localised paths (shared/route-paths.ts).
  const compiled = ROUTES.map((route) => ({ route, tokens: tokenise(paths[route.id]!) }));

  return {
    match(pathname) {
      const parts = pathname.split('/').filter(Boolean).map(safeDecode);
      for (const { route, tokens } of compiled) {
        const params = matchTokens(tokens, parts);
        if (params) return { route, params };
      }
      throw new Error('route table has no catch-all'); // unreachable: the last route matches everything
    },
    // The browser builds the same paths from the same localised patterns (client/site-context.tsx).
    pathFor: (routeId, params) => routePathFor(paths, routeId, params),
  };
}
