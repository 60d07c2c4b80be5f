import { useSyncExternalStore } from 'react';

/** core 4: resource stores go UNSET → PENDING → DONE or FAILED. */
export type ResourceStatus = 'UNSET' | 'PENDING' | 'DONE' | 'FAILED';
export const ALREADY_FETCHED = 'Already fetched';

export interface ResourceState<T> {
  status: ResourceStatus;
  data: T | null;
}

export interface ResourceStore<T> {
  getState(): ResourceState<T>;
  subscribe(listener: () => void): () => void;
  /**
   * Loads the resource. Allowed only from UNSET or FAILED; otherwise it
   * resolves to 'Already fetched' without a request (core 4). A failure sets
   * FAILED and, for stores made with rethrow, rejects as well.
   */
  fetch(): Promise<T | typeof ALREADY_FETCHED>;
  /** Data the server already rendered with (page props): DONE without a request. */
  seed(data: T): void;
}

export function createResourceStore<T>(load: () => Promise<T>, { rethrow = false } = {}): ResourceStore<T> {
  let state: ResourceState<T> = { status: 'UNSET', data: null };
  const listeners = new Set<() => void>();
  const set = (next: ResourceState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async fetch() {
      if (state.status === 'PENDING' || state.status === 'DONE') return ALREADY_FETCHED;
      set({ status: 'PENDING', data: state.data });
      try {
        const data = await load();
        set({ status: 'DONE', data });
        return data;
      } catch (error) {
        set({ status: 'FAILED', data: state.data });
        if (rethrow) throw error;
        console.warn('Resource fetch failed', error);
        return ALREADY_FETCHED;
      }
    },
    seed(data) {
      if (state.status !== 'DONE') set({ status: 'DONE', data });
    },
  };
}

const UNSET_STATE = { status: 'UNSET', data: null } as const;

/** A store's state in a component; the server and hydration see UNSET so markup matches. */
export function useResource<T>(store: ResourceStore<T>): ResourceState<T> {
  return useSyncExternalStore(store.subscribe, store.getState, () => UNSET_STATE as ResourceState<T>);
}
