import { expect as baseExpect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';
import { tabTo } from './keyboard.ts';

/*
 * Issue 18 item 2: the life outdoors area on the demo blog (decision 034), at
 * 1280 and 375 px, with axe on every page.
 */

// Each step waits on the worker: room for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test('a shopper goes from the hub to a category, a post and, by keyboard, a product the post names', async ({ page, consoleProblems }) => {
  await page.goto('/en/life-outdoors/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Life outdoors');
  // The categories in blog_category_order; the Finnish-only events have no English section.
  await expect(page.locator('.blog-hub__heading')).toHaveText(['Guides', 'Product tests', 'Our bloggers']);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'All posts in Product tests' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product tests');
  await expect(page.locator('.blog-nav [aria-current="page"]')).toHaveText('Product tests');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Ten shell jackets and four weeks of autumn rain' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ten shell jackets and four weeks of autumn rain');
  await expect(page.getByRole('img', { name: 'A fell in autumn colours on a cloudy day' })).toBeVisible();
  await expect(page.locator('.blog-post__byline')).toContainText('Published 06.10.2026');
  await expect(page.locator('.blog-post__byline').getByRole('link')).toHaveText('Elina Saarinen');
  await expect(page.getByRole('heading', { level: 2, name: 'Products in this post' })).toBeVisible();
  await expectNoAxeViolations(page);

  // From here by keyboard alone: Tab to the first product card the post names, Enter opens its page.
  const card = page.locator('.blog-post__products .product-card__link').first();
  const name = (await card.locator('.product-card__name').textContent())!;
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  expect(consoleProblems).toEqual([]);
});

test('the events are in Finnish only, and a post\'s author has a page of their own', async ({ page, consoleProblems }) => {
  await page.goto('/elama-ulkona/blogi/');
  await waitForHydration(page);
  const categories = page.getByRole('navigation', { name: 'Blogin kategoriat' });
  await expect(categories.getByRole('link')).toHaveText(['Kaikki blogikirjoitukset', 'Oppaat', 'Tuotetestit', 'Tapahtumat']);
  await expectNoAxeViolations(page);

  await categories.getByRole('link', { name: 'Tapahtumat' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tapahtumat');
  await expect(page.locator('.post-card')).toHaveCount(3);
  await page.getByRole('link', { name: 'Voiteluillat alkavat taas marraskuussa' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voiteluillat alkavat taas marraskuussa');
  await page.locator('.blog-post__byline').getByRole('link', { name: 'Markus Lindholm' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markus Lindholm');
  await expect(page.getByRole('link', { name: 'Voiteluillat alkavat taas marraskuussa' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/en/life-outdoors/bloggers/');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Aino Väisänen', 'Elina Saarinen', 'Jussi Keränen', 'Markus Lindholm']);
  await expectNoAxeViolations(page);

  const missing = await page.goto('/en/life-outdoors/blog/events/');
  expect(missing!.status()).toBe(404);
  await expect(page.getByText('Category not found.')).toBeVisible();
  expect(consoleProblems).toEqual([]);
});
