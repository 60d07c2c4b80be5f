import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductModelDetail } from '../../shared/types/product-detail.ts';
import type { SearchSuggestions } from '../../shared/search/types.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';
import { gridCards } from './grid-helpers.ts';
import { tabTo } from './keyboard.ts';
import { FINLAND_COOKIES, PRODUCT_GROUP } from './product-helpers.ts';

/** A product of the demo catalogue in a language, read through the shop's own API: the demo data decides which. */
async function demoProduct(request: APIRequestContext, language: 'fi' | 'en'): Promise<ProductModelDetail> {
  const group = await request.get(PRODUCT_GROUP, { headers: { 'x-page-data': '1', cookie: 'so_delivery_country_code=fi; so_currency_code=eur' } });
  const path = ((await group.json()) as any).props.grid.page.items[0].path as string;
  const slug = path.split('/').filter(Boolean).pop();
  return (await (await request.get(`/api/products/productmodel/${slug}/?lang=${language}`)).json()) as ProductModelDetail;
}

const combobox = (page: Page) => page.getByRole('banner').getByRole('combobox');
const listbox = (page: Page) => page.getByRole('listbox');

/** Presses Down until the active option (aria-activedescendant) is the one whose text holds `name`. */
async function arrowToOption(page: Page, name: string, limit = 20): Promise<void> {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('ArrowDown');
    const active = await combobox(page).getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).innerText()).includes(name)) return;
  }
  throw new Error(`no option for ${name} after ${limit} presses`);
}

test.beforeEach(async ({ context }) => {
  await context.addCookies(FINLAND_COOKIES);
});

for (const language of ['fi', 'en'] as const) {
  test(`a shopper searches by keyboard from the header to a product (${language})`, async ({ page, request, consoleProblems }) => {
    const product = await demoProduct(request, language);
    await page.goto(language === 'fi' ? '/' : '/en/');
    await waitForHydration(page);
    await tabTo(page, combobox(page));
    await page.keyboard.type(product.name);
    await expect(listbox(page)).toBeVisible();
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox(page).getByRole('group').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await arrowToOption(page, product.name);
    await expect(page.locator('[role="option"][aria-selected="true"]')).toContainText(product.name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${product.slug}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    expect(consoleProblems).toEqual([]);
  });
}

test('submitting the header search opens /search/ with the results in the grid', async ({ page, request, consoleProblems }) => {
  const product = await demoProduct(request, 'en');
  const word = product.name.split(' ').find((part) => part.length >= 4) ?? product.name;
  await page.goto('/en/');
  await waitForHydration(page);
  await tabTo(page, combobox(page));
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/en/search/?q=${encodeURIComponent(word)}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${word}"`);
  await expect(page.locator('.search-page__count')).toHaveText(/^\d+ products?$/);
  expect(await gridCards(page).count()).toBeGreaterThan(0);
  await expect(page.getByLabel('Sort by')).toHaveValue(/^(relevance|textMatch)$/);
  const searchEvents = () => page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === 'search'));
  await expect.poll(searchEvents).toEqual([expect.objectContaining({ query: word })]);
  const [event] = await searchEvents();
  expect((event.products as unknown[]).length).toBe(Math.min(5, await gridCards(page).count()));
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});

test('the search page works without the header: its own form, an empty query and Escape', async ({ page, request, consoleProblems }) => {
  await page.goto('/en/search/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await expectNoAxeViolations(page);
  const suggestions = (await (await request.get('/api/search/suggestions/?q=jacket&lang=en')).json()) as SearchSuggestions;
  await page.getByLabel('What are you looking for?').fill('jacket');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/en/search/?q=jacket');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "jacket"');
  if (suggestions.products.length > 0) expect(await gridCards(page).count()).toBeGreaterThan(0);

  await combobox(page).focus();
  await page.keyboard.type('jacket');
  await expect(combobox(page)).toHaveAttribute('aria-expanded', suggestions.products.length > 0 ? 'true' : 'false');
  await page.keyboard.press('Escape');
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(combobox(page)).toHaveValue('');
  expect(consoleProblems).toEqual([]);
});
