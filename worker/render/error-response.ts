import type { Context } from 'hono';
import ErrorPage from '../../client/pages/error-page.tsx';
import FatalErrorPage from '../../client/pages/fatal-page.tsx';
import type { ErrorPageProps, FatalErrorProps } from '../../shared/types/page.ts';
import { safeDecode } from '../../shared/url-safety.ts';
import type { AppEnv } from '../hono-env.ts';
import { headFor } from './head.ts';
import { respondWithPage } from './respond.ts';

function currentPathParams(c: Context<AppEnv>) {
  return { routeId: 'content', params: { slug: c.get('localPath') ?? '/' } };
}

/** The error page of core 2 with its HTTP status (404 'Page not found: {path}' and the rest). */
export function respondWithErrorPage(c: Context<AppEnv>, props: ErrorPageProps): Promise<Response> {
  return respondWithPage(c, {
    page: 'error',
    layout: 'error',
    status: props.status,
    props,
    head: headFor(c, { title: props.message, description: props.message, robots: 'noindex', ...currentPathParams(c) }),
    component: ErrorPage,
  });
}

/** 'Page not found: {path}' with the path as the visitor typed it (core 8). */
export function pageNotFoundMessage(c: Context<AppEnv>): string {
  return c.get('t')('errors.pageNotFound', { path: safeDecode(new URL(c.req.url).pathname) });
}

/** The fatal error screen: no layout, status, message, contact (core 2). */
export function respondWithFatal(c: Context<AppEnv>, props: FatalErrorProps): Promise<Response> {
  return respondWithPage(c, {
    page: 'fatal',
    layout: 'error',
    status: props.statusCode,
    props,
    head: headFor(c, { title: props.statusMessage, description: props.statusMessage, robots: 'noindex', ...currentPathParams(c) }),
    component: FatalErrorPage,
  });
}
