import { safeDecode } from '../../shared/url-safety.ts';

/** Scroll positions are written to history once scrolling pauses, not on every frame. */
const SAVE_DEBOUNCE_MS = 150;

export type ScrollTarget = { kind: 'top' } | { kind: 'position'; y: number } | { kind: 'hash'; id: string };

/** The scroll position saved on the current history entry, if any. */
export function savedScrollY(): number | null {
  const y = (history.state as { scrollY?: unknown } | null)?.scrollY;
  return typeof y === 'number' ? y : null;
}

/** Saves the current position on the current history entry. */
export function saveScrollPosition(): void {
  history.replaceState({ ...(history.state as object | null), scrollY: window.scrollY }, '');
}

/** Where to scroll for an href: its hash target, else the top. */
export function scrollTargetFor(href: string): ScrollTarget {
  const { hash } = new URL(href, window.location.href);
  return hash ? { kind: 'hash', id: safeDecode(hash.slice(1)) } : { kind: 'top' };
}

export function applyScroll(target: ScrollTarget): void {
  if (target.kind === 'position') window.scrollTo(0, target.y);
  else if (target.kind === 'hash') document.getElementById(target.id)?.scrollIntoView();
  else window.scrollTo(0, 0);
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
