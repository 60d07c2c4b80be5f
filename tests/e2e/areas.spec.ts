/**
 * Issue 18 item 4 in the browser, at 1280 and 375 px with axe: the rental
 * page, the rentle booking frame before and after click-to-load (the
 * partner's host is never reached in tests: its script is aborted, so the test
 * checks the button and what it starts, not the widget), the catalogue, the
 * company history and the style guide.
 */
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';

/** The booking partner's script (the default of general setting rentle_script_url); the e2e fixture sets the shop id. */
const RENTLE_SCRIPT = 'https://cdn.rentle.io/embed/bundle.js';

test('the rental page shows what can be rented, from which stores, how booking works and the way to the booking frame', async ({ page, consoleProblems }) => {
  await page.goto('/en/rental/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Rental' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How rental works' })).toBeVisible();
  const stores = page.locator('.rental__store-list li');
  expect(await stores.count()).toBeGreaterThan(0);
  await expect(stores.first()).toContainText(/\d+ rental products?/);
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.locator('.product-card__name').first()).toContainText('(rental)');
  await expectNoAxeViolations(page);

  // The booking frame's CSP comes only with its own document: the link is followed by a full load.
  await page.evaluate(() => { (window as unknown as { areasMarker: number }).areasMarker = 1; });
  await page.getByRole('link', { name: 'Book rental gear online' }).click();
  await expect(page).toHaveURL(/\/en\/rental\/rentle\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book rental gear' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { areasMarker?: number }).areasMarker)).toBeUndefined();
  expect(consoleProblems).toEqual([]);
});

test('the booking frame loads nothing of the partner until the visitor asks, then loads exactly its script', async ({ page }) => {
  const partnerRequests: string[] = [];
  page.on('request', (request) => { if (new URL(request.url()).host === 'cdn.rentle.io') partnerRequests.push(request.url()); });
  // Offline in tests: the partner's host is never reached.
  await page.route('https://cdn.rentle.io/**', (route) => route.abort());
  await page.goto('/en/rental/rentle/');
  await waitForHydration(page);

  // The rentle layout: the brand link home, no menu or footer.
  await expect(page.getByRole('link', { name: 'Kaira Outdoor front page' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);

  const button = page.getByRole('button', { name: 'Load the Rentle booking calendar from cdn.rentle.io' });
  await expect(button).toBeVisible();
  await expect(page.getByText('The calendar loads from Rentle\'s service (cdn.rentle.io) only when you ask for it')).toBeVisible();
  await expect(page.locator(`script[src="${RENTLE_SCRIPT}"]`)).toHaveCount(0);
  await expect(page.locator('rentle-store')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(partnerRequests).toEqual([]);

  await button.click();
  await expect(page.locator(`script[src="${RENTLE_SCRIPT}"]`)).toHaveCount(1);
  await expect(page.locator('rentle-store[shop="kaira-outdoor"][lang="en"]')).toHaveCount(1);
  expect(partnerRequests).toEqual([RENTLE_SCRIPT]);
  // The host cannot be reached: the page says so, offers the stores and lets the visitor try again.
  await expect(page.getByRole('status')).toContainText('The Rentle booking calendar could not be loaded.');
  await expect(page.getByRole('status').getByRole('link', { name: 'Find a store' })).toBeVisible();
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the catalogue lists the product groups as a tree with counts, and the brands', async ({ page, consoleProblems }) => {
  await page.goto('/en/catalog/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Product catalogue' })).toBeVisible();
  const topGroups = page.locator('.catalog__groups--level-1 > li');
  expect(await topGroups.count()).toBeGreaterThan(3);
  await expect(topGroups.first().locator('> .catalog__count')).toHaveText(/^\d[\d,]* products?$/);
  expect(await page.locator('.catalog__groups--level-2 > li').count()).toBeGreaterThan(0);
  expect(await page.locator('.catalog__brands li').count()).toBeGreaterThan(10);
  await expectNoAxeViolations(page);

  const first = topGroups.first().locator('> a');
  const name = await first.textContent();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  expect(consoleProblems).toEqual([]);
});

test('the company history shows its text and the figures counted from the data', async ({ page, request, consoleProblems }) => {
  const resources = await (await request.get('/api/resources/?lang=fi')).json() as { stores: Array<{ type: string }> };
  const retail = resources.stores.filter((store) => store.type === 'retail').length;
  await page.goto('/historia/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const figures = page.locator('.history__figure');
  await expect(figures.filter({ hasText: 'toimitusmaata' })).toContainText(/yli \d+/);
  await expect(figures.filter({ hasText: 'myymälää' })).toHaveText(`${retail} myymälää`);
  await expect(page.locator('.rich-text h2').first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});

test('the style guide shows the components on real products and its toasts reach the live region', async ({ page, consoleProblems }) => {
  await page.goto('/en/style-guide/');
  await waitForHydration(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  for (const section of ['Typography', 'Colours', 'Buttons', 'Form fields', 'Product card', 'Price display', 'Toasts']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.locator('.style-guide__card .product-card')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Check the email address')).toBeVisible();
  await expectNoAxeViolations(page);

  // A corrected field loses its message, and what was typed stays.
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill('anna.virtanen@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('anna.virtanen@example.com');

  await page.getByRole('button', { name: 'Show a success toast' }).click();
  await expect(page.locator('#toasts')).toContainText('The product was added to the cart.');
  expect(consoleProblems).toEqual([]);
});

test('the experiences grid, an experience\'s page and the static pages\' indexes work in Finnish', async ({ page, consoleProblems }) => {
  await page.goto('/elamykset/tuotteet/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Elämykset' })).toBeVisible();
  const card = page.locator('.product-card').first();
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  // An experience's own page is its product's page.
  const response = await page.goto('/elamykset/murtomaahiihdon-alkeiskurssi/');
  expect(response?.status()).toBe(404);
  await page.goto('/elamykset/cross-country-skiing-course-for-beginners/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Murtomaahiihdon alkeiskurssi');

  await page.goto('/sisalto/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Infosivut' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Välilehtisivut' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Välilehtisivut' })).toBeVisible();
  await expect(page.locator('.static-index__tabs a').first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});
