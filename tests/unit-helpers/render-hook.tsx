import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface RenderedHook<T> {
  /** The hook's value after the latest render. */
  readonly current: T;
  unmount(): void;
}

/**
 * Renders hooks in a DOM test (happy-dom) under a fresh SWR cache, so no test
 * sees another's answers. `hooks` renders them all in one tree: two hooks with
 * the same key share what the cache holds.
 */
export async function renderHooks<T>(hooks: Array<() => T>, wrap: (node: ReactNode) => ReactNode = (node) => node): Promise<Array<RenderedHook<T>>> {
  const values: T[] = [];
  const Probe = ({ index }: { index: number }) => {
    values[index] = hooks[index]();
    return null;
  };
  const root = createRoot(document.createElement('div'));
  await act(async () => {
    root.render(
      <SWRConfig value={{ provider: () => new Map() }}>
        {wrap(hooks.map((_, index) => <Probe key={index} index={index} />))}
      </SWRConfig>,
    );
  });
  const unmount = () => act(() => root.unmount());
  return hooks.map((_, index) => ({ get current() { return values[index]; }, unmount }));
}

/** One hook: see renderHooks. */
export async function renderHook<T>(hook: () => T): Promise<RenderedHook<T>> {
  return (await renderHooks([hook]))[0];
}

/** Lets pending fetches settle and React render what they brought. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
