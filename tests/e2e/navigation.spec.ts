import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';

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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Utrustning för varje årstid ute');
  await expect(page).toHaveTitle('Friluftsliv- och skidutrustning online - Kaira Outdoor');
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
