import type { Context } from 'hono';
import type { ComponentType } from 'react';
import ErrorPage from '../../client/pages/error-page.tsx';
import FatalErrorPage from '../../client/pages/fatal-page.tsx';
import type { ErrorPageProps, FatalErrorProps } from '../../shared/types/page.ts';
import { safeDecode } from '../../shared/url-safety.ts';
import type { AppEnv } from '../hono-env.ts';
import { notFound } from '../errors/app-error.ts';
import { headFor } from './head.ts';
import { respondWithPage } from './respond.ts';

/** An error screen at the path it answers: the error layout, its message as title and description, never indexed. */
function respondWithErrorScreen<Props>(c: Context<AppEnv>, screen: { page: 'error' | 'fatal'; status: number; message: string; props: Props; component: ComponentType<Props> }): Promise<Response> {
  const { page, status, message, props, component } = screen;
  const head = headFor(c, { title: message, description: message, robots: 'noindex', routeId: 'content', params: { slug: c.get('localPath') ?? '/' } });
  return respondWithPage(c, { page, layout: 'error', status, props, head, component });
}

/** The error page of core 2 with its HTTP status (404 'Page not found: {path}' and the rest). */
export function respondWithErrorPage(c: Context<AppEnv>, props: ErrorPageProps): Promise<Response> {
  return respondWithErrorScreen(c, { page: 'error', status: props.status, message: props.message, props, component: ErrorPage });
}

/** 'Page not found: {path}' with the path as the visitor typed it (core 8). */
function pageNotFoundMessage(c: Context<AppEnv>): string {
  return c.get('t')('errors.pageNotFound', { path: safeDecode(new URL(c.req.url).pathname) });
}

/** The 404 of a page path nothing serves, to throw: the error page says 'Page not found: {path}'. */
export const pageNotFound = (c: Context<AppEnv>) => notFound(pageNotFoundMessage(c));

/** The fatal error screen: no layout, status, message, contact (core 2). */
export function respondWithFatal(c: Context<AppEnv>, props: FatalErrorProps): Promise<Response> {
  return respondWithErrorScreen(c, { page: 'fatal', status: props.statusCode, message: props.statusMessage, props, component: FatalErrorPage });
}
