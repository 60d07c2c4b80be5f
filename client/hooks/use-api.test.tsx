// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, renderHooks, settle } from '../../tests/unit-helpers/render-hook.tsx';
import { ApiError, fetchJson } from './api-fetcher.ts';
import { useApi } from './use-api.ts';

/** The hook's whole answer: SWR re-renders only for the fields read while rendering, so a probe reads them all. */
const read = <T,>(answer: T): T => ({ ...answer });

/** A fake fetch: each url answers with its entry (status 200 unless given), or a network failure when absent. */
function fakeFetch(answers: Record<string, { status?: number; body: unknown }>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const answer = answers[String(input)];
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchJson', () => {
  it('turns a non-2xx answer into an ApiError carrying the API error body', async () => {
    fakeFetch({ '/api/x/': { status: 400, body: { error: { code: 'invalid_query', message: 'Bad id.', fields: { id: 'Bad id.' } } } } });
    const error = await fetchJson('/api/x/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { code: 'invalid_query', message: 'Bad id.', fields: { id: 'Bad id.' } } });
  });

  it('keeps the status of a non-2xx answer that is not the API error shape', async () => {
    fakeFetch({ '/api/x/': { status: 502, body: 'Bad gateway' } });
    await expect(fetchJson('/api/x/')).rejects.toMatchObject({ name: 'ApiError', status: 502, body: null });
  });

  it('asks for JSON', async () => {
    const fetch = fakeFetch({ '/api/x/': { body: [1] } });
    expect(await fetchJson('/api/x/')).toEqual([1]);
    expect(fetch).toHaveBeenCalledWith('/api/x/', { headers: { accept: 'application/json' } });
  });
});

describe('useApi', () => {
  it('makes one request for two components reading the same key', async () => {
    const fetch = fakeFetch({ '/api/groups/': { body: ['skis'] } });
    const [first, second] = await renderHooks([() => read(useApi<string[]>('/api/groups/')), () => read(useApi<string[]>('/api/groups/'))]);
    await settle();
    expect(first.current.data).toEqual(['skis']);
    expect(second.current.data).toEqual(['skis']);
    expect(fetch).toHaveBeenCalledOnce();
    first.unmount();
  });

  it('reads nothing for a null key', async () => {
    const fetch = fakeFetch({});
    const hook = await renderHook(() => read(useApi<string>(null)));
    await settle();
    expect(hook.current).toMatchObject({ data: undefined, error: undefined, isLoading: false });
    expect(fetch).not.toHaveBeenCalled();
    hook.unmount();
  });

  it('gives a failed read its ApiError, logs it with the label and does not retry', async () => {
    const fetch = fakeFetch({ '/api/extra/': { status: 500, body: { error: { code: 'internal', message: 'Down.' } } } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hook = await renderHook(() => read(useApi('/api/extra/', { label: 'Extra failed (#2664)' })));
    await settle();
    expect(hook.current.error).toBeInstanceOf(ApiError);
    expect(hook.current.error).toMatchObject({ status: 500, body: { code: 'internal' } });
    expect(log).toHaveBeenCalledWith('Extra failed (#2664)', hook.current.error);
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 50)); });
    expect(fetch).toHaveBeenCalledOnce();
    hook.unmount();
  });

  it('never shows the old key\'s answer once the key changes', async () => {
    let answerB: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => (String(input) === '/a'
      ? new Response('"A"')
      : new Promise<Response>((resolve) => { answerB = resolve; }))));
    const hook = await renderHook(() => {
      const [key, setKey] = useState('/a');
      return { ...useApi<string>(key), setKey };
    });
    await settle();
    expect(hook.current.data).toBe('A');
    await act(async () => hook.current.setKey('/b'));
    expect(hook.current.data).toBeUndefined();
    expect(hook.current.isLoading).toBe(true);
    await act(async () => answerB(new Response('"B"')));
    await settle();
    expect(hook.current.data).toBe('B');
    hook.unmount();
  });

  it('answers a later mount of a read key from the cache without a request', async () => {
    const fetch = fakeFetch({ '/api/groups/': { body: ['skis'] } });
    const [first, later] = await renderHooks([
      () => read(useApi<string[]>('/api/groups/')),
      () => {
        const [mounted, setMounted] = useState(false);
        return { ...useApi<string[]>(mounted ? '/api/groups/' : null), mount: () => setMounted(true) };
      },
    ]);
    await settle();
    expect(first.current.data).toEqual(['skis']);
    await act(async () => (later.current as unknown as { mount(): void }).mount());
    expect(later.current.data).toEqual(['skis']);
    await settle();
    expect(fetch).toHaveBeenCalledOnce();
    first.unmount();
  });
});
