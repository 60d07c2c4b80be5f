import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';

// Group names of the seeded demo catalogue: a top group, a child with children, a grandchild.
const TOP = 'Alpine skiing';
const CHILD = 'Alpine skis';
const GRANDCHILD = 'Piste skis';

const setMarker = (page: Page) => page.evaluate(() => { (window as unknown as { menuMarker: number }).menuMarker = 7; });
const marker = (page: Page) => page.evaluate(() => (window as unknown as { menuMarker?: number }).menuMarker);

/** A one-finger swipe on an element, as touch events (the /menu/ page listens to touchstart and touchend). */
async function swipe(page: Page, selector: string, dx: number, dy: number) {
  await page.locator(selector).evaluate((element, [moveX, moveY]) => {
    const touch = (x: number, y: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: y });
    const start = touch(300, 300);
    const end = touch(300 + moveX, 300 + moveY);
    element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, cancelable: true, touches: [start], changedTouches: [start] }));
    element.dispatchEvent(new TouchEvent('touchend', { bubbles: true, cancelable: true, touches: [], changedTouches: [end] }));
  }, [dx, dy]);
}

test.describe('desktop header navigation', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 900, 'the panels are the desktop navigation (core 9: 900 px)');

  test('Products opens by keyboard, shows the groups, and Escape closes it back onto its button', async ({ page, consoleProblems }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const products = nav.getByRole('button', { name: 'Products' });
    await expect(products).toHaveAttribute('aria-expanded', 'false');

    for (let presses = 0; presses < 30 && !(await products.evaluate((button) => button === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(products).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await products.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: TOP, exact: true })).toBeVisible();
    // The product-group tree arrives: children show under their top group.
    await expect(panel.getByRole('link', { name: CHILD, exact: true }).first()).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Brands' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeFocused();
    expect(consoleProblems).toEqual([]);
  });

  test('Products says when the groups fail to load, and Try again asks once more (core 4)', async ({ page }) => {
    let failing = true;
    let asked = 0;
    await page.route('**/api/product-groups/**', (route) => {
      asked += 1;
      return failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"down"}}' }) : route.fallback();
    });
    await page.goto('/en/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const products = nav.getByRole('button', { name: 'Products' });
    // Nothing is asked before the first sign of interest.
    expect(asked).toBe(0);
    await products.click();
    const panel = page.locator(`#${await products.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('status')).toHaveText('Loading failed');
    // The top-level links of the page still lead on.
    await expect(panel.getByRole('link', { name: TOP, exact: true })).toBeVisible();
    expect(asked).toBe(1);

    failing = false;
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(panel.getByRole('link', { name: CHILD, exact: true }).first()).toBeVisible();
    expect(asked).toBe(2);
  });

  test('one panel at a time; a click outside closes it', async ({ page }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Products' }).click();
    await nav.getByRole('button', { name: 'Customer service' }).click();
    await expect(nav.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'Customer service' })).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(640, 700);
    await expect(nav.getByRole('button', { name: 'Customer service' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a panel link navigates on the client and the panel closes', async ({ page }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    await setMarker(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Products' }).click();
    const link = nav.getByRole('link', { name: TOP, exact: true });
    const target = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(nav.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
    expect(await marker(page)).toBe(7);
  });
});

test.describe('desktop header navigation without JavaScript', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 900, 'the panels are the desktop navigation (core 9: 900 px)');
  test.use({ javaScriptEnabled: false });

  test('hover opens a panel with real links', async ({ page }) => {
    await page.goto('/en/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Products' }).hover();
    await expect(nav.getByRole('link', { name: TOP, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: TOP, exact: true })).toHaveAttribute('href', /^\/en\/.+\/$/);
  });
});

test.describe('mobile menu page', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 900, 'the /menu/ page is the mobile navigation (core 9: below 900 px)');

  test('Menu leads through three levels and back, on the client', async ({ page, consoleProblems }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await setMarker(page);

    await page.getByRole('banner').getByRole('link', { name: 'Menu' }).tap();
    await expect(page).toHaveURL(/\/en\/menu\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Brands' })).toBeVisible();

    await menu.getByRole('link', { name: TOP, exact: true }).tap();
    await expect(page).toHaveURL(/\/en\/menu\/\?[^=&]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TOP);
    await expect(menu.getByRole('link', { name: `All in ${TOP}` })).toBeVisible();

    await menu.getByRole('link', { name: CHILD, exact: true }).tap();
    await expect(page).toHaveURL(/\/en\/menu\/\?[^=&]+=[^=&]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CHILD);
    await expect(menu.getByRole('link', { name: GRANDCHILD, exact: true })).toBeVisible();

    await page.getByRole('link', { name: `Back to ${TOP}` }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TOP);
    await expect(page).toHaveURL(/\/en\/menu\/\?[^=&]+$/);

    await swipe(page, '.menu-page', -150, 10);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu');
    await expect(page).toHaveURL(/\/en\/menu\/\?back$/);
    expect(await marker(page)).toBe(7);
    expect(consoleProblems).toEqual([]);
  });

  test('a mostly vertical or short swipe stays on the level', async ({ page }) => {
    await page.goto('/en/menu/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: TOP, exact: true }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TOP);
    await swipe(page, '.menu-page', -90, 80);
    await swipe(page, '.menu-page', -40, 0);
    await page.waitForTimeout(300);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TOP);
  });

  test('the locale button of the menu page opens the locale dialog', async ({ page }) => {
    await page.goto('/en/menu/');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('button', { name: /Delivery country/ }).tap();
    const dialog = page.getByRole('dialog', { name: 'Delivery country and currency' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

for (const path of ['/valikko/', '/en/menu/']) {
  test(`the menu page at ${path} passes axe`, async ({ page, consoleProblems }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.locator('.menu-list a[href*="?"]').first().click();
    await expect(page).toHaveURL(/\?[^=&]+$/);
    await expectNoAxeViolations(page);
    expect(consoleProblems).toEqual([]);
  });
}
