import { safeDecode } from '../../shared/url-safety.ts';
import type { ScrollTarget } from './scroll-position.ts';

/** Scroll positions are written to history once scrolling pauses, not on every frame. */
const SAVE_DEBOUNCE_MS = 150;

/** Saves the current position on the current history entry. */
export function saveScrollPosition(): void {
  history.replaceState({ ...(history.state as object | null), scrollY: window.scrollY }, '');
}

/** Where to scroll for an href: its hash target, else the top. */
export function scrollTargetFor(href: string): ScrollTarget {
  const { hash } = new URL(href, window.location.href);
  return hash ? { kind: 'hash', id: safeDecode(hash.slice(1)) } : { kind: 'top' };
}

/**
 * Keeps each history entry's scroll position up to date, so back and forward
 * (and a reload, with the browser's own restoration switched off) return there.
 */
export function rememberScrollPositions(): () => void {
  history.scrollRestoration = 'manual';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(saveScrollPosition, SAVE_DEBOUNCE_MS);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    clearTimeout(timer);
  };
}
