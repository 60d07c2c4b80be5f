import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMemoisedCatalogue, MEMO_BUDGET_CHARS, readThrough, readThroughMemory, versionedMemory, withRecentVersion, type CatalogueSource } from './catalogue-cache.ts';

/** A source whose KV holds `stored` (key → JSON text) and records writes. */
function fakeSource(stored: Record<string, string> = {}) {
  const kv = {
    get: vi.fn(async (key: string) => stored[key] ?? null),
    put: vi.fn(async (key: string, text: string) => { stored[key] = text; }),
  };
  const source = { db: {}, kv, waitUntil: () => {}, version: async () => 7 } as unknown as CatalogueSource;
  return { source, kv };
}
/** A value whose JSON text is `chars` long. */
const valueOfLength = (chars: number) => 'x'.repeat(chars - 2);

beforeEach(() => forgetMemoisedCatalogue());

describe('readThrough memo', () => {
  it('answers a repeated read from memory without asking KV or D1 again', async () => {
    const { source, kv } = fakeSource();
    const load = vi.fn(async () => ({ a: 1 }));
    await readThrough(source, 'k', load);
    expect(await readThrough(source, 'k', load)).toEqual({ a: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(kv.get).toHaveBeenCalledTimes(1);
    expect(kv.put).toHaveBeenCalledWith(expect.stringContaining(':k'), '{"a":1}', expect.anything());
  });

  it('parses and remembers a KV hit', async () => {
    const { source, kv } = fakeSource();
    await readThrough(source, 'k', async () => ({ a: 1 }));
    forgetMemoisedCatalogue();
    const load = vi.fn(async () => ({ a: 2 }));
    expect(await readThrough(source, 'k', load)).toEqual({ a: 1 });
    expect(await readThrough(source, 'k', load)).toEqual({ a: 1 });
    expect(load).not.toHaveBeenCalled();
    expect(kv.get).toHaveBeenCalledTimes(2);
  });

  it('never remembers a value heavier than a quarter of the budget', async () => {
    const { source, kv } = fakeSource();
    kv.put.mockImplementation(async () => {});
    const load = vi.fn(async () => valueOfLength(MEMO_BUDGET_CHARS / 4 + 1));
    await readThrough(source, 'huge', load);
    await readThrough(source, 'huge', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets the oldest values go when the summed weight would pass the budget', async () => {
    const { source, kv } = fakeSource();
    kv.put.mockImplementation(async () => {});
    const fifth = MEMO_BUDGET_CHARS / 5;
    const loads = [0, 1, 2, 3, 4, 5].map(() => vi.fn(async () => valueOfLength(fifth)));
    for (const [index, load] of loads.entries()) await readThrough(source, `k${index}`, load);
    await readThrough(source, 'k0', loads[0]);
    await readThrough(source, 'k5', loads[5]);
    expect(loads[0]).toHaveBeenCalledTimes(2);
    expect(loads[5]).toHaveBeenCalledTimes(1);
  });

  it('keys values by catalogue version and cache format', async () => {
    const { source, kv } = fakeSource();
    await readThrough(source, 'product-list:group:12:fi:1', async () => []);
    expect(kv.put.mock.calls[0][0]).toBe('catalogue:v7:f4:product-list:group:12:fi:1');
  });
});

describe('readThroughMemory', () => {
  it('remembers a value without writing it to KV, and loads again under a new catalogue version', async () => {
    const { source, kv } = fakeSource();
    const memory = versionedMemory<number>(1000, 10);
    const load = vi.fn(async () => 1);
    await readThroughMemory(source, memory, 'q', load);
    await readThroughMemory(source, memory, 'q', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(kv.put).not.toHaveBeenCalled();
    await readThroughMemory({ ...source, version: async () => 8 }, memory, 'q', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps only its own kind of value, so a flood of keys leaves the shared memo alone', async () => {
    const { source } = fakeSource();
    const memory = versionedMemory<number>(1000, 2);
    const shared = vi.fn(async () => ({ list: [1] }));
    await readThrough(source, 'list', shared);
    for (const key of ['a', 'b', 'c', 'd']) await readThroughMemory(source, memory, key, async () => 1);
    await readThrough(source, 'list', shared);
    expect(shared).toHaveBeenCalledTimes(1);
    const first = vi.fn(async () => 2);
    await readThroughMemory(source, memory, 'a', first);
    expect(first).toHaveBeenCalledTimes(1);
  });
});

describe('withRecentVersion', () => {
  /** A source whose version reads are counted and answer `versions` in turn. */
  function countingSource(versions: number[]) {
    const read = vi.fn(async () => versions.shift()!);
    return { source: { db: {}, kv: {}, waitUntil: () => {}, version: read } as unknown as CatalogueSource, read };
  }

  it('reuses the version this isolate read within the age, and reads it again after', async () => {
    const { source, read } = countingSource([7, 8]);
    expect(await withRecentVersion(source, 1000, 0).version()).toBe(7);
    expect(await withRecentVersion(source, 1000, 999).version()).toBe(7);
    expect(read).toHaveBeenCalledTimes(1);
    expect(await withRecentVersion(source, 1000, 1000).version()).toBe(8);
  });

  it('does not keep a failed read', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('D1 down')).mockResolvedValueOnce(9);
    const source = { db: {}, kv: {}, waitUntil: () => {}, version: read } as unknown as CatalogueSource;
    await expect(withRecentVersion(source, 1000, 0).version()).rejects.toThrow('D1 down');
    expect(await withRecentVersion(source, 1000, 1).version()).toBe(9);
  });
});
