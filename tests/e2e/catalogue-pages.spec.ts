import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';
import { GROUP_PATH, expectWholeList, filterButton, gridCards, openFilters } from './grid-helpers.ts';

/** Goes from the brands index to its first brand, as a visitor would; returns the brand's name. */
async function openFirstBrand(page: Page): Promise<string> {
  await page.goto('/en/manufacturers/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brands');
  const first = page.locator('main .brands-index__list a').first();
  const name = (await first.innerText()).trim();
  await first.click();
  // The heading is the brand's title when it has one ("Name: products and new arrivals"), else its name.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  return name;
}

test('a brand from the brands index shows breadcrumbs to Brands and its grid', async ({ page, consoleProblems }) => {
  const name = await openFirstBrand(page);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/en/manufacturers/');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(name);
  await expect(gridCards(page).first()).toBeVisible();
  await expect(filterButton(page)).toContainText(/\[\d+ \/ \d+\]/);
  await expectWholeList(page);
  expect(consoleProblems).toEqual([]);
});

for (const [path, title] of [['/en/newest/', 'New arrivals'], ['/en/campaigns/club-offers/', 'Club offers']]) {
  test(`the listing ${path} shows its products in a grid`, async ({ page, consoleProblems }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(gridCards(page).first()).toBeVisible();
    await expect(filterButton(page)).toContainText(/\[[1-9]\d* \/ [1-9]\d*\]/);
    await expectWholeList(page);
    expect(consoleProblems).toEqual([]);
  });
}

test('an unknown campaign answers 404 with Campaign not found', async ({ page }) => {
  const response = await page.goto('/en/campaigns/does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main')).toContainText('Campaign not found.');
  await expect(gridCards(page)).toHaveCount(0);
});

test.describe('accessibility of the catalogue pages', () => {
  // axe walks every card of a 60-card grid: slower than the usual page.
  test.describe.configure({ timeout: 60_000 });

  test('the group page passes axe, with the filter sheet closed and open', async ({ page, consoleProblems }) => {
    await page.goto(GROUP_PATH);
    await waitForHydration(page);
    await expect(gridCards(page)).toHaveCount(60);
    await expectWholeList(page);
    await expectNoAxeViolations(page);
    await openFilters(page);
    await expectNoAxeViolations(page);
    expect(consoleProblems).toEqual([]);
  });

  test('a brand page passes axe', async ({ page }) => {
    await openFirstBrand(page);
    await expect(gridCards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const path of ['/en/manufacturers/', '/en/newest/']) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test('the Finnish group page speaks Finnish in its toolbar', async ({ page, consoleProblems }) => {
  await page.goto('/laskettelu/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(page.getByLabel('Järjestys')).toHaveValue('default');
  await expect(page.getByLabel('Hae näistä tuotteista')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Suodata \[\d+ \/ \d+\]$/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Korttien koko' }).getByRole('button', { name: 'Isot' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /^Suodata/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Suodattimet' });
  await expect(dialog.getByRole('group', { name: 'Merkki' })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Hinta (EUR)' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Näytä tuotteet \(\d+ \/ \d+\)$/ })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});
