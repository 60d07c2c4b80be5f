import { lazy, type ComponentType } from 'react';
import { guardedFullLoad } from './navigation/full-reload.ts';
import { reportClientError } from './report-client-error.ts';

const NOTHING = () => null;

/**
 * What renders where a lazily loaded chunk could not load, such as an older
 * build's after a deploy: the failure is reported and the page reloads, as
 * client navigation does (core 4). If the 10 s guard holds the reload back,
 * the part renders nothing. It never throws into the page, which has no
 * error boundary to catch it.
 */
export function afterChunkFailure<P>(what: string, error: unknown): ComponentType<P> {
  reportClientError(`${what} ${window.location.pathname}: ${String(error)}`);
  guardedFullLoad(window.location.href);
  return NOTHING as ComponentType<P>;
}

/** React.lazy for code a visitor's action loads (a dialog's first opening), with afterChunkFailure's answer to a failed chunk. */
export function lazyOnUse<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => load().then(
    (Component) => ({ default: Component }),
    (error: unknown) => ({ default: afterChunkFailure<P>('lazy chunk', error) }),
  ));
}
