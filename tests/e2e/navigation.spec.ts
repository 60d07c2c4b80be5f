import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';
import { frontTitle } from './demo-data.ts';
import { tabTo } from './keyboard.ts';

test('the 404 page answers status 404 with "Page not found: {path}"', async ({ page, consoleProblems }) => {
  const response = await page.goto('/en/no-such-page/');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /en/no-such-page/');
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en/');
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});

test('a client navigation shows the next page without a full reload, and back returns', async ({ page, consoleProblems }) => {
  await page.goto('/sv/finns-inte/');
  await waitForHydration(page);
  await page.evaluate(() => { (window as unknown as { navigationMarker: number }).navigationMarker = 42; });

  await page.getByRole('link', { name: 'Fortsätt handla' }).click();
  await expect(page).toHaveURL(/\/sv\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frontTitle('sv'));
  await expect(page).toHaveTitle(`${frontTitle('sv')} - Kaira Outdoor`);
  expect(await page.evaluate(() => (window as unknown as { navigationMarker?: number }).navigationMarker)).toBe(42);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte: /sv/finns-inte/');
  expect(await page.evaluate(() => (window as unknown as { navigationMarker?: number }).navigationMarker)).toBe(42);
  expect(consoleProblems).toEqual([]);
});

test('a language switch is a full page load into the other language', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => { (window as unknown as { navigationMarker: number }).navigationMarker = 1; });
  await page.getByRole('navigation', { name: 'Muut kielet' }).getByRole('link', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => (window as unknown as { navigationMarker?: number }).navigationMarker)).toBeUndefined();
});

test('back returns to the scroll position the visitor left', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 400 });
  await page.goto('/sv/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Vår historia' }).scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(200);
  await page.waitForTimeout(300); // the position is saved once scrolling pauses

  await page.getByRole('link', { name: 'Vår historia' }).click();
  await expect(page).toHaveURL(/\/sv\/historia\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frontTitle('sv'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});

test('a link to a hash on the same page scrolls without fetching the page again', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  // The links in view are prefetched just after hydration; only what the hash link itself asks for counts here.
  await page.waitForLoadState('networkidle');
  const pageDataRequests: string[] = [];
  page.on('request', (request) => { if (request.headers()['x-page-data']) pageDataRequests.push(request.url()); });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/#main$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/$/);
  await page.waitForTimeout(200);
  expect(pageDataRequests).toEqual([]);
});

test('a client navigation moves focus to the new page\'s heading and announces its title; the first load does neither', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  const heading = page.getByRole('heading', { level: 1 });
  const announcer = page.locator('body > [aria-live="polite"]');
  await expect(announcer).toHaveText('');
  await expect(heading).not.toBeFocused();

  await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Our history' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/history\/$/);
  await expect(heading).toBeFocused();
  await expect(announcer).toHaveText(await page.title());
  expect(await page.title()).not.toContain(frontTitle('en'));

  // Back is a client navigation too: the front page's heading, and its title said.
  await page.goBack();
  await expect(heading).toHaveText(frontTitle('en'));
  await expect(heading).toBeFocused();
  await expect(announcer).toHaveText(`${frontTitle('en')} - Kaira Outdoor`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the long front page shows its header\'s search, cart and language links and its footer, which hydrate later with script', async ({ page }) => {
    await page.goto('/en/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('combobox', { name: 'Search the shop' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Shopping cart, 0 items' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Our history' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Other languages' }).getByRole('link', { name: 'Svenska' })).toBeVisible();
  });
});
