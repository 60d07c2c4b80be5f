import en from '../../locales/en.json' with { type: 'json' };
import ru from '../../locales/ru.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';

/**
 * The analytics consent and Google Tag Manager (decision 037). The e2e
 * fixture (tests/fixtures/e2e-pages.json) gives the Russian shop the container
 * GTM-K41RA7E; the other languages have none. Google is never reached: the
 * container's script is answered here with an empty one.
 */
const CONTAINER = 'GTM-K41RA7E';
const RUSSIAN_FRONT = '/ru/';

/** Requests to Google's tag manager, answered locally; the list says what the page asked for. */
async function blockTagManager(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return asked;
}

const tagManagerScript = (page: Page) => page.locator(`script[src="https://www.googletagmanager.com/gtm.js?id=${CONTAINER}"]`);
const banner = (page: Page) => page.getByRole('region', { name: ru.consent.title });

/** Tabs from the top of the page until `name`'s button has focus. */
async function tabTo(page: Page, name: string): Promise<void> {
  const target = page.getByRole('button', { name, exact: true });
  for (let presses = 0; presses < 10; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached the button "${name}"`);
}

test('the banner asks first, loads nothing before the choice, and is axe clean', async ({ page, consoleProblems }) => {
  const asked = await blockTagManager(page);
  await page.goto(RUSSIAN_FRONT);
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(ru.consent.text);
  await expect(tagManagerScript(page)).toHaveCount(0);
  expect(asked).toEqual([]);
  expect(await page.evaluate(() => (window.dataLayer ?? []).some((event) => event.event === 'gtm.js'))).toBe(false);
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});

test('accepting by keyboard loads the container, and the choice holds on the next page', async ({ page, context, consoleProblems }) => {
  const asked = await blockTagManager(page);
  await page.goto(RUSSIAN_FRONT);
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
  await tabTo(page, ru.consent.accept);
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  await expect(tagManagerScript(page)).toHaveCount(1);
  await expect.poll(() => asked).toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`]);
  expect(await page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === 'gtm.js').length)).toBe(1);

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'so_analytics_consent');
  expect(cookie?.value).toBe('granted');
  // A year, give or take the test's own minutes.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  await page.reload();
  await waitForHydration(page);
  await expect(tagManagerScript(page)).toHaveCount(1);
  await expect(banner(page)).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});

test('declining loads nothing, and the footer\'s cookie settings reopen the choice with focus on it', async ({ page, consoleProblems }) => {
  const asked = await blockTagManager(page);
  await page.goto(RUSSIAN_FRONT);
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
  await tabTo(page, ru.consent.decline);
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);

  await page.reload();
  await waitForHydration(page);
  const settings = page.getByRole('contentinfo').getByRole('button', { name: ru.consent.settings });
  await expect(settings).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(tagManagerScript(page)).toHaveCount(0);
  expect(asked).toEqual([]);

  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: ru.consent.accept, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tagManagerScript(page)).toHaveCount(1);
  await expect(settings).toBeFocused();
  expect(consoleProblems).toEqual([]);
});

test('a shop without a container shows no banner and loads no tag manager', async ({ page, consoleProblems }) => {
  const asked = await blockTagManager(page);
  await page.goto('/en/');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: en.consent.title })).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.consent.settings })).toHaveCount(0);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(asked).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test('each page view sends nuxtPageView and frosmoReady with its path, client navigation too', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  const views = () => page.evaluate(() => (window.dataLayer ?? []).filter((event) => ['nuxtPageView', 'frosmoReady'].includes(event.event)));
  await expect.poll(views).toEqual([{ event: 'nuxtPageView', path: '/en/' }, { event: 'frosmoReady', path: '/en/' }]);
  await page.getByRole('contentinfo').getByRole('link', { name: en.footer.returns }).click();
  await expect(page).toHaveURL(/\/en\/returns\/$/);
  await expect.poll(views).toEqual([
    { event: 'nuxtPageView', path: '/en/' }, { event: 'frosmoReady', path: '/en/' },
    { event: 'nuxtPageView', path: '/en/returns/' }, { event: 'frosmoReady', path: '/en/returns/' },
  ]);
});
