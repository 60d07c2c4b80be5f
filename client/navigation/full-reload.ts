import { RELOAD_GUARD_MS } from '../../shared/timing.ts';

const GUARD_KEY = 'so_reload_guard';

/**
 * A full page load of href, at most once per 10 s per path (core 4), so a
 * broken chunk cannot send the browser into a reload loop. Returns false when
 * the guard held it back.
 */
export function guardedFullLoad(href: string, now = Date.now()): boolean {
  const path = new URL(href, window.location.href).pathname;
  let guard: Record<string, number> = {};
  try {
    guard = JSON.parse(sessionStorage.getItem(GUARD_KEY) ?? '{}') as Record<string, number>;
  } catch {
    guard = {};
  }
  if (guard[path] && now - guard[path] < RELOAD_GUARD_MS) return false;
  guard[path] = now;
  try {
    sessionStorage.setItem(GUARD_KEY, JSON.stringify(guard));
  } catch {
    // storage unavailable: reload anyway, the browser's own history limits the loop
  }
  window.location.assign(href);
  return true;
}
