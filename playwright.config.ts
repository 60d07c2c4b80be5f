import { defineConfig } from '@playwright/test';

const PORT = 8788;

/**
 * Browser tests drive Debian's Chromium (/usr/bin/chromium), never a downloaded
 * browser, against the shop served by `wrangler dev` with its own local state.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  // Two browsers and workerd share this machine's two cores: a client navigation can wait seconds for
  // the worker (a login's scrypt holds its thread). Tests assert behaviour; speed is measured by `npm run bench`.
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile-375', use: { viewport: { width: 375, height: 740 }, hasTouch: true } },
  ],
  webServer: {
    command: `node scripts/start.ts --port ${PORT} --persist-to .wrangler/e2e-state --import tests/fixtures/e2e-pages.json`,
    url: `http://127.0.0.1:${PORT}/healthz/`,
    reuseExistingServer: !process.env.CI,
    // A fresh state is seeded with the demo catalogue first; the fixture adds test pages and the staff account (tests/e2e/staff-session.ts).
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
