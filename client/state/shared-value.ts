import { useSyncExternalStore } from 'react';

/**
 * A value a page hands to one of its deferred regions (client/deferred-region.tsx)
 * without changing the region's props: a region still waiting for its code must
 * not receive an update, or React drops the server's markup for the fallback.
 * The page creates it once and sets it; the region reads it with
 * `useSharedValue`, which renders the first value while hydrating (what the
 * server rendered) and the current one after.
 */
export interface SharedValue<T> {
  readonly first: T;
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createSharedValue<T>(first: T): SharedValue<T> {
  let current = first;
  const listeners = new Set<() => void>();
  return {
    first,
    get: () => current,
    set(value) {
      if (Object.is(value, current)) return;
      current = value;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useSharedValue<T>(shared: SharedValue<T>): T {
  return useSyncExternalStore(shared.subscribe, shared.get, () => shared.first);
}
