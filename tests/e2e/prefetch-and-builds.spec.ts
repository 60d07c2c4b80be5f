import { expect, test, waitForHydration } from './fixtures.ts';
import { frontTitle } from './demo-data.ts';

const isPageData = (path: string) => (request: { headers(): Record<string, string>; url(): string }) =>
  request.headers()['x-page-data'] === '1' && new URL(request.url()).pathname === path;

test('links in view in the content are prefetched without any interaction', async ({ page }) => {
  const prefetched = page.waitForRequest(isPageData('/en/'));
  await page.goto('/en/no-page-here/');
  await prefetched;
});

test('hovering a link prefetches its page payload before the click', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  // The footer's link is out of view, so only the hover can prefetch it.
  const prefetched = page.waitForRequest(isPageData('/en/history/'));
  await page.getByRole('link', { name: 'Our history', exact: true }).hover();
  await prefetched;
});

test('no prefetching happens on a data-saver connection', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
  });
  const requests: string[] = [];
  page.on('request', (request) => { if (request.headers()['x-page-data']) requests.push(request.url()); });
  await page.goto('/en/no-page-here/'); // its "Continue shopping" link is in view
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Continue shopping' }).hover();
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
});

test('after the hourly check finds a new build, the next navigation is a full page load', async ({ page }) => {
  await page.clock.install();
  await page.route('**/build.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build', builtAt: '2026-11-21T00:00:00Z' } }));
  await page.goto('/sv/finns-inte/');
  await waitForHydration(page);
  await page.evaluate(() => { (window as unknown as { navigationMarker: number }).navigationMarker = 7; });

  const buildChecked = page.waitForRequest('**/build.json');
  await page.clock.runFor('01:00:01');
  await buildChecked;

  await page.getByRole('link', { name: 'Fortsätt handla' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frontTitle('sv'));
  expect(await page.evaluate(() => (window as unknown as { navigationMarker?: number }).navigationMarker)).toBeUndefined();
});
