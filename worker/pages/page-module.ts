import type { ComponentType } from 'react';
import type { Context } from 'hono';
import type { RouteMatch } from '../../shared/routes.ts';
import type { Translate } from '../../shared/i18n.ts';
import type { AppEnv } from '../hono-env.ts';
import type { PageId } from '../../shared/route-table.ts';

export interface PageLoadContext {
  c: Context<AppEnv>;
  match: RouteMatch;
  t: Translate;
}

/** What a loader hands back: the page's props and the texts of its head. */
export interface LoadedPage<Props> {
  props: Props;
  title: string;
  description: string;
  robots?: string;
}

/**
 * One page of the shop on the worker side: a loader for its critical data and
 * the component that renders it (the same module the client loads by id).
 * A loader throws HTTPException for an expected failure such as 404.
 */
export interface PageModule<Props = unknown> {
  id: PageId;
  component: ComponentType<Props>;
  load(context: PageLoadContext): Promise<LoadedPage<Props>>;
}
