import { test as base, expect, type Page } from '@playwright/test';
import { rulesThatDidNotRun, wcagAxe } from './axe-rules.ts';

const byte = () => Math.floor(Math.random() * 256);

/** A response slower than this goes into the failure trail: a stall under load tells itself apart from a bug. */
const SLOW_RESPONSE_MS = 2000;

/**
 * What the page did, printed only when a test fails: the CI run keeps no
 * traces, so a failure there must carry its own story (navigations, page
 * errors, failed and slow requests, every console error and warning).
 */
function recordTrail(page: Page): string[] {
  const trail: string[] = [];
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
  page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) trail.push(`${at()} navigated ${frame.url()}`); });
  page.on('pageerror', (error) => trail.push(`${at()} page error ${error.message}`));
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) trail.push(`${at()} console.${message.type()} ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A file's load cut short by leaving the page is no fault; an aborted fetch may be the story.
    const file = ['script', 'stylesheet', 'image', 'font'].includes(request.resourceType());
    if (!(file && reason === 'net::ERR_ABORTED')) trail.push(`${at()} request failed ${request.method()} ${request.url()} ${reason}`);
  });
  page.on('requestfinished', async (request) => {
    const response = await request.response().catch(() => null);
    const took = request.timing().responseEnd;
    if (response && (response.status() >= 500 || took > SLOW_RESPONSE_MS)) {
      trail.push(`${at()} ${request.method()} ${request.url()} answered ${response.status()} after ${Math.round(took)} ms`);
    }
  });
  return trail;
}

/**
 * Console errors and hydration warnings a page printed; a test fails on any.
 * Each test is a shopper of its own: the shop limits orders and back-in-stock
 * sign-ups per client (decision 017), so every test sends its own
 * CF-Connecting-IP (wrangler dev keeps the one a request brings), and the
 * e2e state's counts from other tests and earlier runs never meet it.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  page: async ({ page }, use, testInfo) => {
    const trail = recordTrail(page);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) console.log(`What the page did:\n${trail.join('\n') || '(nothing recorded)'}`);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'cf-connecting-ip': `10.${byte()}.${byte()}.${byte()}` });
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !/Failed to load resource: the server responded with a status of 404/.test(text)) problems.push(text);
      if (/hydrat/i.test(text)) problems.push(text);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await use(problems);
  },
});

export { expect };

let buyers = 0;

/**
 * A buyer's email of its own for this test and run, such as
 * `aino.virtanen+lx2k9f0-1-3@example.com`: orders and sign-ups are limited per
 * email too (decision 017), and the e2e state is kept between runs.
 */
export function uniqueEmail(name: string, domain = 'example.com'): string {
  return `${name}+${Date.now().toString(36)}-${test.info().workerIndex}-${++buyers}@${domain}`;
}

/** Waits until React has hydrated the page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * Runs axe's WCAG 2.0/2.1 A and AA rules (label in name included) on the page and
 * expects every one of them to have run and none to fail, and no sideways
 * scrolling at the viewport's width (375 px too).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(width.page, 'the page scrolls sideways').toBeLessThanOrEqual(width.viewport);
  const results = await wcagAxe(page).analyze();
  expect(rulesThatDidNotRun(results), 'axe rules that did not run').toEqual([]);
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
