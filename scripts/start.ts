/**
 * npm start: builds the client, applies the D1 migrations (which carry the
 * locale reference data), seeds the demo catalogue into an empty database and
 * serves the shop with `wrangler dev` on http://localhost:8787 (PORT to change it).
 * Options: --port N, --persist-to DIR (a separate local state, used by the browser tests),
 * --import FILE (a catalogue file imported after the seed). Staff log in with an account given the
 * role by `npm run user -- grant staff EMAIL` or the import's `users` section (decision 021).
 */
import { spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildClient } from './build-client.ts';
import { writeCfFixture } from './cf-fixture.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8787' },
    'persist-to': { type: 'string' },
    // A catalogue file imported after the seed (the browser tests add their fixture pages this way).
    import: { type: 'string' },
  },
});

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_PATH: writeCfFixture() };
const persist = values['persist-to'] ? ['--persist-to', values['persist-to']] : [];
const wrangler = (args: string[]) => ['node_modules/wrangler/bin/wrangler.js', ...args];

await buildClient();
// The seed applies the migrations first; it leaves an already seeded database alone.
const seed = spawnSync(process.execPath, ['--max-old-space-size=6144', 'scripts/seed.ts', ...persist], { env, stdio: 'inherit' });
if (seed.status !== 0) process.exit(seed.status ?? 1);
if (values.import) {
  const imported = spawnSync(process.execPath, ['scripts/import.ts', values.import, ...persist], { env, stdio: 'inherit' });
  if (imported.status !== 0) process.exit(imported.status ?? 1);
}

// Local runs pay with the test provider and show the outbox (decision 011), and their mail lands in
// the dev outbox (decision 020); wrangler.toml keeps all three off for deploys.
const localVars = ['--var', 'PAYMENT_TEST_PROVIDER:on', '--var', 'DEV_OUTBOX:on', '--var', 'MAIL_TRANSPORT:dev-outbox'];
const dev = spawn(process.execPath, wrangler(['dev', '--port', values.port!, '--ip', '127.0.0.1', ...localVars, ...persist]), { env, stdio: 'inherit' });
const stop = () => dev.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
dev.on('exit', (code) => process.exit(code ?? 0));
