import { useContext, useSyncExternalStore } from 'react';
import { flagStorageKey, resolveFeatureFlag } from '../../shared/feature-flags.ts';
import { OVERRIDE_EVENT, ServerFlags } from './feature-flags.tsx';

// Read by the pages that show flagged parts; the provider and the URL's overrides are in every page's first load (feature-flags.tsx).

function readOverride(name: string): string | null {
  try {
    return window.localStorage.getItem(flagStorageKey(name));
  } catch {
    return null; // storage blocked: no overrides
  }
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
