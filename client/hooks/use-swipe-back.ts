import { useRef, type TouchEvent } from 'react';

/** How far a finger must travel left, in CSS pixels, to count as a swipe. */
const SWIPE_DISTANCE = 60;

/**
 * core 2 (menu page): a left swipe goes back one level. Mostly horizontal means
 * the sideways travel is at least twice the vertical, so scrolling never counts.
 */
export function useSwipeBack(onSwipe: (() => void) | null) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch || !onSwipe) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (dx < -SWIPE_DISTANCE && Math.abs(dx) >= 2 * Math.abs(dy)) onSwipe();
    },
  };
}
