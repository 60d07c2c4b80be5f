import type { Page } from '@playwright/test';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';
import { expectWholeList, filterCounts, gridCards } from './grid-helpers.ts';

/** The whole product list the grid fetches after hydration (cat 7), read off the wire. */
function capturedList(page: Page): Promise<ProductListItem[]> {
  return page.waitForResponse((response) => response.url().includes('/api/products/productmodellist/') && response.ok())
    .then((response) => response.json() as Promise<ProductListItem[]>);
}

const propertyOf = (item: ProductListItem, slug: string) => item.properties.filter((property) => property.slug === slug).map((property) => String(property.value));

/** Follows a wizard choice by its link and returns the count it promised ("Matching shoes: 12"). */
async function choose(page: Page, name: RegExp): Promise<number> {
  const link = page.getByRole('list').getByRole('link', { name });
  const count = Number(/(\d+)\s*$/.exec((await link.innerText()).trim())![1]);
  await link.click();
  return count;
}

test('the shoe wizard asks one question a page and lands on a grid of only the matching shoes', async ({ page, consoleProblems }) => {
  await page.goto('/en/womens-and-mens-shoes/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Women's and men's shoes");
  await page.getByRole('link', { name: 'Start the shoe wizard' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What will you mostly use the shoes for?');
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await choose(page, /^Hiking/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What kind of ground will you walk on?');
  await choose(page, /^Rocky ground and mountains/);
  await choose(page, /^Waterproof, with a membrane/);
  await expect(page.getByText('Question 4 of 5')).toBeVisible();
  // Any answer can be changed from the summary of answers.
  await expect(page.getByRole('link', { name: /^Change\W+Activity$/ })).toHaveAttribute('href', '/en/shoe-wizard/');
  await choose(page, /^I don't know/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Women's or men's shoes?");

  const list = capturedList(page);
  const promised = await choose(page, /^Women's shoes/);
  expect(promised).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/en\/footwear\/\?activity=Hiking&terrain=Mountain&waterproof=yes&gender=Women,Unisex$/);
  await waitForHydration(page);
  await expectWholeList(page);
  expect((await filterCounts(page)).matching).toBe(promised);

  // Every shoe shown has each answer: hiking, rocky ground, a membrane, a women's or unisex fit.
  const items = new Map((await list).map((item) => [item.path, item]));
  const hrefs = await gridCards(page).evaluateAll((cards) => cards.map((card) => card.querySelector('a[href]')!.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.length).toBeLessThanOrEqual(promised);
  for (const href of hrefs) {
    const item = items.get(new URL(href, 'http://shop').pathname.replace(/^\/en\//, '/'))!;
    expect(item, href).toBeDefined();
    expect(propertyOf(item, 'activity')).toEqual(['Hiking']);
    expect(propertyOf(item, 'terrain')).toEqual(['Mountain']);
    expect(propertyOf(item, 'waterproof')).toEqual(['yes']);
    expect(['Women', 'Unisex']).toContain(propertyOf(item, 'gender')[0]);
  }
  expect(consoleProblems).toEqual([]);
});

test('the wizard works by keyboard alone, each choice a link', async ({ page }) => {
  await page.goto('/en/shoe-wizard/');
  await waitForHydration(page);
  const winter = page.getByRole('link', { name: /^Winter/ });
  await winter.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/shoe-wizard\/winter\/$/);
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
});

test('an unknown answer in the wizard path is the 404 page', async ({ page }) => {
  const response = await page.goto('/en/shoe-wizard/hiking/moon-dust/');
  expect(response?.status()).toBe(404);
});

test.describe('accessibility of the shoe wizard', () => {
  for (const path of ['/en/womens-and-mens-shoes/', '/en/shoe-wizard/hiking/', '/kenkavelho/vaellus/kivikko-ja-tunturi/vedenpitava/']) {
    test(`${path} passes axe`, async ({ page, consoleProblems }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      expect(consoleProblems).toEqual([]);
    });
  }
});
