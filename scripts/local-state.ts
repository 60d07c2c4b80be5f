/**
 * The local Cloudflare state the scripts share with `wrangler dev`: D1
 * migrations applied with wrangler, and the bindings (D1, KV, R2) opened in
 * Node through wrangler's platform proxy, backed by the same files under
 * .wrangler/ (or --persist-to DIR, which wrangler keeps in DIR/v3).
 */
import { spawnSync } from 'node:child_process';
import { getPlatformProxy } from 'wrangler';
import type { Bindings } from '../worker/env.ts';

export const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
const WRANGLER = 'node_modules/wrangler/bin/wrangler.js';

export function persistArgs(persistTo: string | undefined): string[] {
  return persistTo ? ['--persist-to', persistTo] : [];
}

/** Applies migrations/ to the local D1 database; exits the process when wrangler fails. */
export function applyLocalMigrations(persistTo: string | undefined, env: NodeJS.ProcessEnv = wranglerEnv): void {
  const migrate = spawnSync(process.execPath, [WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--local', ...persistArgs(persistTo)], { env, stdio: 'inherit' });
  if (migrate.status !== 0) process.exit(migrate.status ?? 1);
}

/** The local bindings of wrangler.toml; call dispose() when done. */
export async function openLocalBindings(persistTo: string | undefined) {
  return getPlatformProxy<Bindings>({
    configPath: 'wrangler.toml',
    persist: persistTo ? { path: `${persistTo}/v3` } : true,
    remoteBindings: false,
  });
}
