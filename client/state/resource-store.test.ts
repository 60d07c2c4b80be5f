import { describe, expect, it, vi } from 'vitest';
import { ALREADY_FETCHED, createResourceStore } from './resource-store.ts';

describe('createResourceStore', () => {
  it('goes from UNSET through PENDING to DONE with the data', async () => {
    const store = createResourceStore(async () => ['skis']);
    expect(store.getState().status).toBe('UNSET');
    const loading = store.fetch();
    expect(store.getState().status).toBe('PENDING');
    await loading;
    expect(store.getState()).toEqual({ status: 'DONE', data: ['skis'] });
  });

  it('answers "Already fetched" without a request while pending or once done', async () => {
    const load = vi.fn(async () => 1);
    const store = createResourceStore(load);
    const first = store.fetch();
    expect(await store.fetch()).toBe(ALREADY_FETCHED);
    await first;
    expect(await store.fetch()).toBe(ALREADY_FETCHED);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('marks a failed fetch FAILED and lets the next fetch try again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const store = createResourceStore(load);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await store.fetch();
    expect(store.getState().status).toBe('FAILED');
    expect(await store.fetch()).toBe('ok');
    expect(store.getState().status).toBe('DONE');
  });

  it('rethrows a failure for stores that must (product groups, keywords)', async () => {
    const store = createResourceStore(async () => { throw new Error('down'); }, { rethrow: true });
    await expect(store.fetch()).rejects.toThrow('down');
    expect(store.getState().status).toBe('FAILED');
  });

  it('takes server-rendered data as DONE and tells subscribers', () => {
    const store = createResourceStore(async () => 'fetched');
    const listener = vi.fn();
    store.subscribe(listener);
    store.seed('from the page');
    expect(store.getState()).toEqual({ status: 'DONE', data: 'from the page' });
    expect(listener).toHaveBeenCalledOnce();
  });
});
