import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: unit tests beside the code run in Node; worker integration
 * tests run inside workerd (miniflare) with the real D1, KV and R2 bindings of
 * wrangler.toml and the D1 migrations applied in their setup file.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  return {
    test: {
      projects: [
        {
          test: {
            name: 'unit',
            include: ['shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'worker/**/*.test.ts', 'scripts/**/*.test.ts'],
            environment: 'node',
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              // Klarna and PayPal "configured" with fake credentials (decision 011): the engine offers them; their API hosts never resolve.
              // The outbox producer sends to a queue nobody consumes: a consumer run still in flight when a
              // test file ends hangs the pool's teardown. Tests that deliver the outbox call queue() themselves.
              miniflare: { queueProducers: { OUTBOX: { queueName: 'kaira-outbox-tests' } }, bindings: {
                TEST_MIGRATIONS: migrations,
                // Local switches that wrangler.toml keeps off for deploys (decision 011).
                PAYMENT_TEST_PROVIDER: 'on', DEV_OUTBOX: 'on',
                // The integration tests check what a render shows after they change data; tests/worker/html-cache.test.ts switches the edge cache on.
                EDGE_HTML_CACHE: 'off',
                // Mail lands in the dev outbox (decision 020); tests/worker/mail-transport.test.ts tries the other adapters.
                MAIL_TRANSPORT: 'dev-outbox',
                KLARNA_USERNAME: 'test-klarna-user', KLARNA_PASSWORD: 'test-klarna-password', KLARNA_API_URL: 'https://klarna.test.invalid',
                PAYPAL_CLIENT_ID: 'test-paypal-client', PAYPAL_CLIENT_SECRET: 'test-paypal-secret', PAYPAL_API_URL: 'https://paypal.test.invalid',
                PAYPAL_WEBHOOK_ID: 'test-paypal-webhook',
                // Cases per endpoint of tests/worker/fuzz.test.ts: `npm run fuzz` sets 10,000, `npm test` keeps its default.
                FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
              } },
            }),
          ],
          test: {
            name: 'worker',
            include: ['tests/worker/**/*.test.ts'],
            setupFiles: ['./tests/worker/apply-migrations.ts'],
          },
        },
      ],
    },
  };
});
