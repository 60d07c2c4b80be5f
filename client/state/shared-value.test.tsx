// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferredRegion, loadDeferredRegions } from '../deferred-region.tsx';
import { createSharedValue, useSharedValue, type SharedValue } from './shared-value.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A region that shows the page's chosen size. */
function ChosenSize({ size }: { size: SharedValue<string> }) {
  return <p>Size {useSharedValue(size)}</p>;
}

function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => { open = resolve; });
  return { promise, open };
}

describe('shared values (a page hands changes to its deferred regions, decision 043)', () => {
  it('tells subscribers of a new value, and not of the same value set again', () => {
    const size = createSharedValue('M');
    const listener = vi.fn();
    const stop = size.subscribe(listener);
    size.set('M');
    size.set('L');
    stop();
    size.set('XL');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(size.get()).toBe('XL');
    expect(size.first).toBe('M');
  });

  it('lets a page change what a waiting region shows: the server markup stays until its code is there, then the region shows the current value', async () => {
    const ServerRegion = deferredRegion(async () => ChosenSize);
    await loadDeferredRegions();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ServerRegion size={createSharedValue('M')} />);
    const serverMarkup = container.innerHTML;

    const chunk = gate<typeof ChosenSize>();
    const BrowserRegion = deferredRegion(() => chunk.promise);
    let choose = (_size: string) => {};
    function Page() {
      const [size] = useState(() => createSharedValue('M'));
      choose = (next) => size.set(next);
      return <BrowserRegion size={size} />;
    }
    const recoverable = vi.fn();
    await act(async () => { hydrateRoot(container, <Page />, { onRecoverableError: recoverable }); });
    await act(async () => choose('L'));
    expect(container.innerHTML).toBe(serverMarkup);

    await act(async () => chunk.open(ChosenSize));
    expect(container.textContent).toBe('Size L');
    expect(recoverable).not.toHaveBeenCalled();
  });
});
