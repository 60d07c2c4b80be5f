import { createContext, type ReactNode } from 'react';
import { flagOverridesFromSearch, flagStorageKey } from '../../shared/feature-flags.ts';

/** The server's flags for the page (core 4); use-feature-flag.ts lays a visitor's overrides over them. */
export const ServerFlags = createContext<Record<string, boolean>>({});
/** Said on the window when the URL set overrides, so flags already shown follow. */
export const OVERRIDE_EVENT = 'feature-flag-change';

export function FeatureFlagsProvider({ flags, children }: { flags: Record<string, boolean>; children: ReactNode }) {
  return <ServerFlags.Provider value={flags}>{children}</ServerFlags.Provider>;
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
