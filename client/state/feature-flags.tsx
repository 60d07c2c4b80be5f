import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { flagOverridesFromSearch, flagStorageKey, resolveFeatureFlag } from '../../shared/feature-flags.ts';

const ServerFlags = createContext<Record<string, boolean>>({});
const OVERRIDE_EVENT = 'feature-flag-change';

export function FeatureFlagsProvider({ flags, children }: { flags: Record<string, boolean>; children: ReactNode }) {
  return <ServerFlags.Provider value={flags}>{children}</ServerFlags.Provider>;
}

function readOverride(name: string): string | null {
  try {
    return window.localStorage.getItem(flagStorageKey(name));
  } catch {
    return null; // storage blocked: no overrides
  }
}

/** Stores the overrides named in the URL (core 4); called once when the app starts. */
export function applyFlagParams(search: string): void {
  const overrides = Object.entries(flagOverridesFromSearch(search));
  if (overrides.length === 0) return;
  try {
    for (const [name, on] of overrides) window.localStorage.setItem(flagStorageKey(name), String(on));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(OVERRIDE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(OVERRIDE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(OVERRIDE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * A feature flag for this visitor. The server renders with its own flag and
 * hydration starts from it; a local override then takes over.
 */
export function useFeatureFlag(name: string, fallback = false): boolean {
  const server = useContext(ServerFlags)[name];
  return useSyncExternalStore(
    subscribe,
    () => resolveFeatureFlag(server, readOverride(name), fallback),
    () => resolveFeatureFlag(server, null, fallback),
  );
}
