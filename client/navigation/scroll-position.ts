/**
 * Reading and applying a scroll position: what a first load needs (a reload
 * returns where the visitor was). Remembering positions and choosing targets
 * is the client router's (scroll-memory.ts), which loads after hydration.
 */
export type ScrollTarget = { kind: 'top' } | { kind: 'position'; y: number } | { kind: 'hash'; id: string };

/** The scroll position saved on the current history entry, if any. */
export function savedScrollY(): number | null {
  const y = (history.state as { scrollY?: unknown } | null)?.scrollY;
  return typeof y === 'number' ? y : null;
}

export function applyScroll(target: ScrollTarget): void {
  if (target.kind === 'position') window.scrollTo(0, target.y);
  else if (target.kind === 'hash') document.getElementById(target.id)?.scrollIntoView();
  else window.scrollTo(0, 0);
}
