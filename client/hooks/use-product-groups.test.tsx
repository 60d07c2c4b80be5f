// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductGroupNode } from '../../shared/types/catalogue.ts';
import { renderHooks, settle } from '../../tests/unit-helpers/render-hook.tsx';
import { useProductGroups, useSeedProductGroups } from './use-product-groups.ts';

const SKIS = [{ id: 1, name: 'Skis' }] as ProductGroupNode[];

/** A fake fetch answering the product-group tree, or failing for the calls listed in `failing` (1-based). */
function fakeGroupsFetch(failing: number[] = []) {
  let calls = 0;
  const fetch = vi.fn(async () => {
    calls += 1;
    return failing.includes(calls) ? new Response('{}', { status: 503 }) : new Response(JSON.stringify({ productGroups: SKIS }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('useProductGroups', () => {
  it('goes from UNSET through PENDING to DONE with the data, asking only when loaded', async () => {
    const fetch = fakeGroupsFetch();
    const [groups] = await renderHooks([() => useProductGroups('fi')]);
    expect(groups.current.status).toBe('UNSET');
    expect(fetch).not.toHaveBeenCalled();
    act(() => groups.current.load());
    expect(groups.current.status).toBe('PENDING');
    await settle();
    expect(groups.current).toMatchObject({ status: 'DONE', groups: SKIS });
    groups.unmount();
  });

  it('asks nothing more while pending or once done (core 4 "Already fetched")', async () => {
    const fetch = fakeGroupsFetch();
    const [header, panel] = await renderHooks([() => useProductGroups('fi'), () => useProductGroups('fi')]);
    await act(async () => header.current.load());
    await act(async () => panel.current.load());
    await settle();
    await act(async () => header.current.load());
    expect(panel.current.status).toBe('DONE');
    expect(fetch).toHaveBeenCalledOnce();
    header.unmount();
  });

  it('marks a failed fetch FAILED and lets the next load try again', async () => {
    fakeGroupsFetch([1]);
    const [groups] = await renderHooks([() => useProductGroups('fi')]);
    await act(async () => groups.current.load());
    await settle();
    expect(groups.current.status).toBe('FAILED');
    await act(async () => groups.current.load());
    await settle();
    expect(groups.current).toMatchObject({ status: 'DONE', groups: SKIS });
    groups.unmount();
  });

  it('takes the groups a page carries as DONE without a request', async () => {
    const fetch = fakeGroupsFetch();
    const [groups] = await renderHooks([() => {
      useSeedProductGroups('fi', SKIS);
      return useProductGroups('fi');
    }]);
    await settle();
    expect(groups.current).toMatchObject({ status: 'DONE', groups: SKIS });
    expect(fetch).not.toHaveBeenCalled();
    groups.unmount();
  });
});
