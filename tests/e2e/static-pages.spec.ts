import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 900;
const setMarker = (page: Page) => page.evaluate(() => { (window as unknown as { staticMarker: number }).staticMarker = 1; });
const marker = (page: Page) => page.evaluate(() => (window as unknown as { staticMarker?: number }).staticMarker);

/** Opens a section of the site menu: a header panel on desktop, the /menu/ page's disclosure on mobile. */
async function openMenuSection(page: Page, section: string, menuLabel: string) {
  if (isMobile(page)) {
    await page.getByRole('link', { name: menuLabel, exact: true }).click();
    await page.locator('details summary', { hasText: section }).click();
  } else {
    await page.getByRole('navigation', { name: /./ }).getByRole('button', { name: section }).first().click();
  }
}

// The menu's guides item is the blog's guides category (decision 034); its introduction links the tabbed guide library.
const LANGUAGES = [
  { code: 'en', front: '/en/', menu: 'Menu', service: 'Customer service', delivery: 'Delivery', life: 'Life outdoors', category: 'Guides', library: 'guide library', guides: 'Outdoor and ski guides' },
  { code: 'fi', front: '/', menu: 'Valikko', service: 'Asiakaspalvelu', delivery: 'Toimitukset', life: 'Elämää ulkona', category: 'Oppaat', library: 'opaskirjastostamme', guides: 'Oppaat' },
];

for (const language of LANGUAGES) {
  test(`reaches a static page and a tabbed page through the menu without a reload (${language.code})`, async ({ page, consoleProblems }) => {
    await page.goto(language.front);
    await waitForHydration(page);
    await setMarker(page);

    await openMenuSection(page, language.service, language.menu);
    await page.getByRole('link', { name: language.delivery, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.delivery);
    await expect(page.locator('.rich-text h2').first()).toBeVisible();
    expect(await marker(page)).toBe(1);
    await expectNoAxeViolations(page);

    await openMenuSection(page, language.life, language.menu);
    await page.getByRole('link', { name: language.category, exact: true }).first().click();
    await expect(page.locator('.blog-nav [aria-current="page"]')).toHaveText(language.category);
    await page.getByRole('main').getByRole('link', { name: language.library, exact: true }).click();
    // The tabbed page itself redirects to its first tab.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.guides);
    const tabs = page.locator('.page-tabs--main a');
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
    expect(await marker(page)).toBe(1);

    // A nested tab, then another main tab, all on the client.
    const nested = page.locator('.page-tabs--nested a').nth(1);
    const nestedTitle = (await nested.textContent())!;
    await nested.click();
    await expect(page.locator('.tabbed-page__heading')).toHaveText(nestedTitle);
    await expect(page.locator('.page-tabs--nested a').nth(1)).toHaveAttribute('aria-current', 'page');
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'page');
    expect(await marker(page)).toBe(1);
    await expectNoAxeViolations(page);
    expect(consoleProblems).toEqual([]);
  });
}

test('scrolls a tabbed page to its hash target once the content is there', async ({ page }) => {
  await page.goto('/en/guides/');
  await waitForHydration(page);
  const nested = page.locator('.page-tabs--nested a').first();
  const href = await nested.getAttribute('href');
  await page.goto(href!);
  await waitForHydration(page);
  const anchorId = await page.locator('.rich-text h2[id]').last().getAttribute('id');
  await page.goto(`${href}#${anchorId}`);
  await expect(page.locator(`#${anchorId}`)).toBeInViewport();
});

test('the FAQ and history pages answer at their localised routes', async ({ page }) => {
  await page.goto('/sv/fragor/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/de/geschichte/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('survives a hostile static page body: nothing runs, nothing covers the page, links still work', async ({ page, consoleProblems }) => {
  await page.goto('/en/hostile-test-page/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Safe heading' })).toBeVisible();
  await expect(page.getByText('Text that must stay.')).toBeVisible();
  await page.getByText('Hover text').hover();
  await page.locator('#js-link').click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await page.locator('main script, main form, main iframe, main [style], main [onmouseover]').count()).toBe(0);
  // The footer is still where it belongs: a stray </main> in the body closed nothing.
  await expect(page.locator('main footer')).toHaveCount(0);
  await expect(page.locator('footer')).toBeVisible();
  await expectNoAxeViolations(page);

  await setMarker(page);
  await page.locator('#internal').click();
  await expect(page).toHaveURL(/\/$/);
  expect(await marker(page)).toBe(1);
  expect(consoleProblems).toEqual([]);
});

test('keeps words whole in a content table, which scrolls sideways in its own box where it is wider than the screen', async ({ page }) => {
  await page.goto('/toimitukset/');
  await waitForHydration(page);
  const header = page.getByRole('columnheader', { name: 'Toimitusaika' }).first();
  // One line box: the word is not broken into pieces.
  expect(await header.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return range.getClientRects().length;
  })).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  const box = page.locator('.rich-text .table-scroll').first();
  const overflows = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
  // The delivery table's three columns of whole words are wider than a 375 px screen, and fit a desktop one.
  expect(overflows).toBe(isMobile(page));
  if (overflows) {
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  }
  await expectNoAxeViolations(page);
});
