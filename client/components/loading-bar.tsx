import { useEffect, useRef, useState } from 'react';
import { LOADING_BAR } from '../../shared/timing.ts';
import type { NavigationStatus } from '../navigation/navigation-context.tsx';

type BarPhase = 'hidden' | 'running' | 'done' | 'failed';

/**
 * The page-load bar of core 9: appears only if loading lasts past the 200 ms
 * throttle, creeps over 2 s, turns the error colour on failure, hides after
 * 500 ms and resets 400 ms later.
 */
export function LoadingBar({ status }: { status: NavigationStatus }) {
  const [phase, setPhase] = useState<BarPhase>('hidden');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const clear = () => { timers.current.forEach(clearTimeout); timers.current = []; };
    const later = (ms: number, next: BarPhase) => timers.current.push(setTimeout(() => setPhase(next), ms));
    clear();
    if (status === 'loading') later(LOADING_BAR.throttleMs, 'running');
    else setPhase((current) => {
      if (current === 'hidden' && status === 'idle') return 'hidden';
      later(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs, 'hidden');
      return status === 'error' ? 'failed' : 'done';
    });
    return clear;
  }, [status]);

  return (
    <div
      className={`loading-bar loading-bar--${phase}`}
      style={{ height: LOADING_BAR.heightPx, transitionDuration: phase === 'running' ? `${LOADING_BAR.durationMs}ms` : undefined }}
      aria-hidden="true"
    />
  );
}
