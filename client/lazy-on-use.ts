import { lazy, type ComponentType } from 'react';
import { guardedFullLoad } from './navigation/full-reload.ts';
import { reportClientError } from './report-client-error.ts';

const NOTHING = () => null;

/**
 * React.lazy for code a visitor's action loads (a dialog's first opening).
 * A chunk that cannot load, such as an older build's after a deploy, reloads
 * the page, as client navigation does (core 4). If the 10 s guard holds the
 * reload back, the part renders nothing. It never throws into the page,
 * which has no error boundary to catch it.
 */
export function lazyOnUse<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => load().then(
    (Component) => ({ default: Component }),
    (error: unknown) => {
      reportClientError(`lazy chunk ${window.location.pathname}: ${String(error)}`);
      guardedFullLoad(window.location.href);
      return { default: NOTHING as ComponentType<P> };
    },
  ));
}
