import { useSyncExternalStore } from 'react';
import {
  EMPTY_WIZARD_STATE, parseWizardState, serializeWizardState, wizardStorageKey, type SkiSport, type WizardState,
} from '../../shared/ski-wizard/wizard-state.ts';

/**
 * The ski wizard's state per sport (core 3: persisted locally), in
 * localStorage under shared/ski-wizard/wizard-state.ts's key. Every read is
 * parsed (the text is untrusted); a change goes through `update` with a pure
 * function of wizard-state.ts. Another tab's write arrives as a storage event.
 */

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export interface WizardStore {
  getState: () => WizardState;
  subscribe: (listener: () => void) => () => void;
  /** Applies the change and stores it; false when storage refused the write (the change then lives in this page only). */
  update: (change: (state: WizardState) => WizardState) => boolean;
}

export function createWizardStore(sport: SkiSport, host: { storage: () => Storage | null; events: EventTarget } | null): WizardStore {
  const key = wizardStorageKey(sport);
  let state = EMPTY_WIZARD_STATE;
  let text: string | null | undefined;
  const listeners = new Set<() => void>();

  /** Reads the stored text again; true when it differs from what was read before. */
  const refresh = (): boolean => {
    let stored: string | null;
    try {
      stored = host?.storage()?.getItem(key) ?? null;
    } catch {
      return false;
    }
    if (stored === text) return false;
    text = stored;
    state = parseWizardState(stored);
    return true;
  };
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: Event) => {
    const changed = (event as StorageEvent).key;
    if ((changed === null || changed === undefined || changed === key) && refresh()) notify();
  };

  return {
    getState() {
      if (text === undefined && host) refresh();
      return state;
    },
    subscribe(listener) {
      if (listeners.size === 0) host?.events.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) host?.events.removeEventListener('storage', onStorage);
      };
    },
    update(change) {
      if (host && refresh()) notify();
      const next = change(state);
      if (next === state) return true;
      state = next;
      let saved = false;
      try {
        const storage = host?.storage();
        if (storage) {
          const serialized = serializeWizardState(next);
          storage.setItem(key, serialized);
          text = serialized;
          saved = true;
        }
      } catch {
        // Storage full or blocked: the wizard keeps working in this page.
      }
      notify();
      return saved;
    },
  };
}

const stores = new Map<SkiSport, WizardStore>();

/** The page's store of a sport; on the server (no window) it holds the empty state. */
export function wizardStore(sport: SkiSport): WizardStore {
  let store = stores.get(sport);
  if (!store) {
    store = createWizardStore(sport, typeof window === 'undefined' ? null : { storage: () => window.localStorage, events: window });
    stores.set(sport, store);
  }
  return store;
}

const serverSnapshot = () => EMPTY_WIZARD_STATE;

/** One sport's wizard in a component: the server and hydration render see the empty state, the stored one follows. */
export function useWizardState(sport: SkiSport): WizardState {
  const store = wizardStore(sport);
  return useSyncExternalStore(store.subscribe, store.getState, serverSnapshot);
}
