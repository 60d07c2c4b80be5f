import { useEffect } from 'react';

/**
 * core 4: an open menu locks the body's scroll. Only on touch screens, where a
 * swipe meant for the menu would otherwise scroll the page behind it.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active || !window.matchMedia('(pointer: coarse)').matches) return;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => { style.overflow = previous; };
  }, [active]);
}
