import { test as base, expect, type Page } from '@playwright/test';
import { rulesThatDidNotRun, wcagAxe } from './axe-rules.ts';

/** Console errors and hydration warnings a page printed; a test fails on any. */
export const test = base.extend<{ consoleProblems: string[] }>({
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
