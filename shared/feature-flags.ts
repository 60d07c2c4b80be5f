/**
 * Feature flags (core 4): the server's flags come from the general setting
 * feature_flags; a visitor's local override beats them. URL parameters named
 * featureFlag_{name} set the override: 1 switches the flag on, any other value off.
 */
const FEATURE_FLAG_PREFIX = 'featureFlag_';

/** The local-storage key holding a flag's override ('true' or 'false'). */
export function flagStorageKey(name: string): string {
  return `${FEATURE_FLAG_PREFIX}${name}`;
}

/** Overrides named by featureFlag_ parameters of a query string. */
export function flagOverridesFromSearch(search: string): Record<string, boolean> {
  const overrides: Record<string, boolean> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const name = key.slice(FEATURE_FLAG_PREFIX.length);
    if (key.startsWith(FEATURE_FLAG_PREFIX) && /^[a-z0-9_]{1,64}$/i.test(name)) overrides[name] = value === '1';
  }
  return overrides;
}

/** A flag's value: the stored override when there is one, else the server's flag, else the default. */
export function resolveFeatureFlag(serverFlag: boolean | undefined, override: string | null, fallback = false): boolean {
  if (override === 'true') return true;
  if (override === 'false') return false;
  return serverFlag ?? fallback;
}
