import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';
import { expectWholeList, filterCounts, gridCards } from './grid-helpers.ts';
import { tabTo } from './keyboard.ts';

/** The demo's Helsinki store (scripts/catalogue/demo/stores.ts). */
const STORE = { menuLabel: 'Helsinki', name: 'Helsinki Kamppi', path: '/en/stores/helsinki/' };

/** The menu's Stores item to the Helsinki store: the header's panel on wide screens, the /menu/ page on narrow ones. */
async function openStoreFromMenu(page: Page, wide: boolean): Promise<void> {
  if (wide) {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Stores' }).click();
    await nav.getByRole('link', { name: STORE.menuLabel, exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByText('Stores', { exact: true }).tap();
    await menu.getByRole('link', { name: STORE.menuLabel, exact: true }).tap();
  }
}

test('the menu leads to a store page, and its stock link to the grid filtered to that store', async ({ page, consoleProblems, viewport }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  await openStoreFromMenu(page, (viewport?.width ?? 0) >= 900);
  await expect(page).toHaveURL((url) => url.pathname === STORE.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STORE.name);

  // Address and contact as links; the week from Monday; open or closed from the browser's clock.
  await expect(page.getByText('Urho Kekkosen katu 4', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '+358 9 4250 3100' })).toHaveAttribute('href', 'tel:+358942503100');
  await expect(page.getByRole('link', { name: 'helsinki@kaira.fi' })).toHaveAttribute('href', 'mailto:helsinki@kaira.fi');
  const week = page.getByRole('table', { name: 'Opening hours in an ordinary week' });
  await expect(week.getByRole('row')).toHaveCount(7);
  await expect(week.getByRole('rowheader').first()).toHaveText('Monday');
  await expect(page.locator('.store-status')).toHaveText(/^(Open now, until \d\d:\d\d|Closed now.*)$/);
  await expect(week.locator('.store-hours__row--today')).toHaveCount(1);
  // Exception days shown are today's or later, in Helsinki's calendar.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(new Date());
  for (const day of await page.locator('.store-exceptions time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!))) {
    expect(day >= today, day).toBe(true);
  }
  await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show on map (OpenStreetMap)' })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=60\.\d+&mlon=24\.\d+#map=17\//);
  await expectNoAxeViolations(page);

  const stock = page.getByRole('region', { name: 'In stock at this store' }).getByRole('link').first();
  const promised = Number(/Products: (\d+)/.exec(await stock.innerText())![1]);
  expect(promised).toBeGreaterThan(0);
  await stock.click();
  await expect(page).toHaveURL(/\/en\/[a-z-]+\/\?store=helsinki$/);
  await waitForHydration(page);
  await expectWholeList(page);
  expect((await filterCounts(page)).matching).toBe(promised);
  await expect(gridCards(page).first()).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('the stores page lists every retail store with its week and a link to its page', async ({ page, consoleProblems }) => {
  await page.goto('/en/stores/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stores');
  const names = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
  expect(names).toEqual(['Helsinki Kamppi', 'Tampere Ratina', 'Turku Kauppatori', 'Oulu Valkea', 'Jyväskylä Kauppakatu', 'Kuopio Matkus', 'Rovaniemi Revontuli']);
  await expect(page.getByRole('list', { name: 'Opening hours' }).first()).toContainText('Mon–Fri');
  await expect(page.locator('.store-status')).toHaveCount(7);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Oulu Valkea' }).click();
  await expect(page).toHaveURL(/\/en\/stores\/oulu\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oulu Valkea');
  expect(consoleProblems).toEqual([]);
});

test('a store page works by keyboard: Tab reaches the map and the stock links, Enter follows one', async ({ page }) => {
  await page.goto('/myymalat/tampere/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tampere Ratina');
  const map = page.getByRole('link', { name: 'Näytä kartalla (OpenStreetMap)' });
  await tabTo(page, map);
  const stock = page.getByRole('region', { name: 'Myymälän valikoima' }).getByRole('link').first();
  await tabTo(page, stock);
  const href = await stock.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(page).toHaveURL(/\?store=tampere$/);
  await expectNoAxeViolations(page);
});

test('an unknown store, the web store and the warehouse are the 404 page with the stores\' message', async ({ page }) => {
  for (const slug of ['atlantis', 'product', 'central-warehouse']) {
    const response = await page.goto(`/en/stores/${slug}/`);
    expect(response?.status(), slug).toBe(404);
    await expect(page.getByText('Store not found.')).toBeVisible();
  }
});
