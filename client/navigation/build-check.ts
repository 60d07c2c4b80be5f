import { BUILD_CHECK_INTERVAL_MS } from '../../shared/timing.ts';

/** Written by the client build next to the bundle: the latest build's id and time. */
const BUILD_FILE = '/build.json';

/**
 * Checks hourly whether a newer build has been deployed (core 4); the caller
 * turns the next navigation into a full load when it has.
 */
export function watchForNewBuild(currentBuildId: string, onNewBuild: () => void): () => void {
  const check = async () => {
    try {
      const response = await fetch(BUILD_FILE, { cache: 'no-store' });
      if (!response.ok) return;
      const { buildId } = (await response.json()) as { buildId?: string };
      if (buildId && buildId !== currentBuildId) onNewBuild();
    } catch {
      // offline or mid-deploy: try again next hour
    }
  };
  const timer = setInterval(check, BUILD_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
