import type { Language } from './languages.ts';
import { withLocalePrefix, type PrefixStrategy } from './locale-path.ts';
import type { Router } from './routes.ts';

interface PathContext {
  language: Language;
  strategy: PrefixStrategy;
  router: Router;
}

/** The in-shop href of a route in the visitor's language, locale prefix included. */
export function hrefFor(context: PathContext, routeId: string, params?: Record<string, string>): string {
  return withLocalePrefix(context.router.pathFor(routeId, params), context.language, context.strategy);
}
