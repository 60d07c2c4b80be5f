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
  const shown = useRef(false); // whether the bar has appeared during this load

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const later = (ms: number, run: () => void) => timers.push(setTimeout(run, ms));
    if (status === 'loading') {
      later(LOADING_BAR.throttleMs, () => { shown.current = true; setPhase('running'); });
    } else if (status === 'error' || shown.current) {
      shown.current = false;
      setPhase(status === 'error' ? 'failed' : 'done');
      later(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs, () => setPhase('hidden'));
    }
    return () => timers.forEach(clearTimeout);
  }, [status]);

  return (
    <div
      className={`loading-bar loading-bar--${phase}`}
      style={{ height: LOADING_BAR.heightPx, transitionDuration: phase === 'running' ? `${LOADING_BAR.durationMs}ms` : undefined }}
      aria-hidden="true"
    />
  );
}
