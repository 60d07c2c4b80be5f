import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { gridCards } from './grid-helpers.ts';
import { FINLAND_COOKIES, PRODUCT_GROUP, findProduct, inStockVariants, openProduct, unavailableVariants, variantQuery } from './product-helpers.ts';

const sizeGroup = (page: Page) => page.getByRole('group', { name: /^Size/ });
const sizeRadio = (page: Page, size: string) => sizeGroup(page).locator(`input[type="radio"][value="${size}"]`);

test('a product opened from its group shows its title, price, options and breadcrumbs, with no axe violations', async ({ page, consoleProblems }) => {
  await page.context().addCookies(FINLAND_COOKIES);
  await page.goto(PRODUCT_GROUP);
  await waitForHydration(page);
  const card = gridCards(page).first();
  const name = (await card.locator('.product-card__name').innerText()).trim();
  await card.locator('a.product-card__link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Alpine skiing' })).toBeVisible();
  await expect(page.locator('.price-block')).toContainText('€');
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});

test('the URL picks the colour and size, and a click on another size replaces the query', async ({ page, request, consoleProblems }) => {
  const { item, detail } = await findProduct(request, ({ detail }) => new Set(detail.products.map((variant) => variant.size?.name)).size > 2);
  const chosen = detail.products.find((variant) => variant.size) ?? detail.products[0];
  await openProduct(page, `${item.path.replace(/^\//, '/en/')}${variantQuery(chosen)}`);
  await expect(sizeRadio(page, chosen.size!.name)).toBeChecked();
  const other = detail.products.find((variant) => variant.colour?.slug === chosen.colour?.slug && variant.size && variant.size.name !== chosen.size!.name)!;
  // The radio itself is visually hidden: the shopper clicks its label.
  await sizeGroup(page).locator('label').filter({ has: page.locator(`input[value="${other.size!.name}"]`) }).click();
  await expect(page).toHaveURL(new RegExp(`size=${encodeURIComponent(other.size!.name).replace(/%20/g, '\\+')}`));
  await expect(sizeRadio(page, other.size!.name)).toBeChecked();
  await expect(sizeRadio(page, chosen.size!.name)).not.toBeChecked();
  expect(consoleProblems).toEqual([]);
});

test('a click on another colour replaces the colour in the URL and shows that colour first in the gallery', async ({ page, request, consoleProblems }) => {
  const { item, detail } = await findProduct(request, ({ detail }) => new Set(detail.products.map((variant) => variant.colour?.slug)).size > 1
    && detail.products.every((variant) => variant.images.length > 0));
  const [first, second] = [...new Map(detail.products.map((variant) => [variant.colour!.slug, variant])).values()];
  await openProduct(page, `${item.path.replace(/^\//, '/en/')}?color=${first.colour!.slug}`);
  const colours = page.getByRole('group', { name: /^Colour/ });
  await expect(colours.locator(`input[value="${first.colour!.slug}"]`)).toBeChecked();
  await colours.locator('label').filter({ has: page.locator(`input[value="${second.colour!.slug}"]`) }).click();
  await expect(page).toHaveURL(new RegExp(`color=${second.colour!.slug}`));
  await expect(colours).toContainText(second.colour!.name);
  // The gallery starts again at the new colour's first image (cat 4 Gallery).
  await expect(page.locator('.product-gallery img').first()).toHaveAttribute('src', new RegExp(second.images[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect(consoleProblems).toEqual([]);
});

test('availability per store opens as a table and closes with Escape', async ({ page, request }) => {
  const { item, detail } = await findProduct(request, ({ detail }) => inStockVariants(detail).length > 0);
  await openProduct(page, `${item.path.replace(/^\//, '/en/')}${variantQuery(inStockVariants(detail)[0])}`);
  await page.getByRole('button', { name: 'Availability by store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Availability in stores' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The dialog's code loaded with this first opening; closing still hands focus back to its button.
  await expect(page.getByRole('button', { name: 'Availability by store' })).toBeFocused();
});

test('the zoomed image opens from the gallery, loaded with its first opening, and Escape closes it back onto the image', async ({ page, request, consoleProblems }) => {
  const { item } = await findProduct(request, ({ detail }) => detail.products.some((variant) => variant.images.length > 0));
  await openProduct(page, item.path.replace(/^\//, '/en/'));
  await expect(page.locator('dialog.gallery-zoom')).toHaveCount(0);
  const zoomIn = page.locator('.product-gallery__zoom-in');
  await zoomIn.click();
  const zoomed = page.locator('dialog.gallery-zoom[open]');
  await expect(zoomed).toBeVisible();
  await expect(zoomed.locator('img.gallery-zoom__image')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zoomed).toHaveCount(0);
  await expect(zoomIn).toBeFocused();
  expect(consoleProblems).toEqual([]);
});

test('a keyword in the description opens its explanation in a dialog, which Escape closes', async ({ page, request, consoleProblems }) => {
  const { keywords } = (await (await request.get('/api/keyword-popups/?lang=en')).json()) as { keywords: Array<{ keyword: string }> };
  const { item } = await findProduct(request, ({ detail }) => keywords.some(({ keyword }) => detail.long_description_html.includes(keyword)));
  await openProduct(page, item.path.replace(/^\//, '/en/'));
  const keyword = page.locator('.product-description .keyword-link').first();
  const name = (await keyword.textContent())!;
  await keyword.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.keyword-modal__text')).not.toBeEmpty();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(keyword).toBeFocused();
  expect(consoleProblems).toEqual([]);
});

test('a review can be read in the Reviews tab', async ({ page, request, consoleProblems }) => {
  const { item } = await findProduct(request, ({ detail }) => detail.rating_count > 0 && !detail.second_hand_parent);
  await openProduct(page, item.path.replace(/^\//, '/en/'));
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Reviews' });
  await expect(panel.locator('article.review-card').first()).toBeVisible();
  await expect(panel.getByLabel('Sort reviews')).toHaveValue('date');
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});

test('switching the currency shows the price in the new currency', async ({ page, request }) => {
  const { item } = await findProduct(request, () => true);
  await openProduct(page, item.path.replace(/^\//, '/en/'));
  await expect(page.locator('.price-block')).toContainText('€');
  await page.getByRole('button', { name: /Delivery country Finland/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery country and currency' });
  await dialog.getByLabel('Delivery country').selectOption('se');
  await expect(dialog.getByLabel('Currency')).toHaveValue('sek');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await waitForHydration(page);
  await expect(page.locator('.price-block')).toContainText('kr');
  await expect(page.locator('.price-block')).not.toContainText('€');
});

test('a shopper subscribes to a back-in-stock notification for a size that is out of stock, and confirms it by the mailed link', async ({ page, request, consoleProblems }) => {
  const { item, detail } = await findProduct(request, ({ detail }) => unavailableVariants(detail).length > 0);
  await openProduct(page, `${item.path.replace(/^\//, '/en/')}${variantQuery(unavailableVariants(detail)[0])}`);
  await expect(page.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  const email = page.getByLabel('Email address');
  const address = uniqueEmail('shopper');
  await email.fill(address);
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText('Almost done: confirm the alert with the link we emailed you.')).toBeVisible();
  await expect(email).toHaveValue('');
  expect(consoleProblems).toEqual([]);
  // The confirmation mail waits in the outbox (decision 017); its link shows a page whose button confirms.
  const { emails } = await (await request.get('/api/dev/outbox/')).json() as { emails: Array<{ to_email: string; body_text: string }> };
  const mail = emails.find((entry) => entry.to_email === address)!;
  const confirmLink = mail.body_text.split('\n').find((line) => line.endsWith('/confirm/'))!;
  await page.goto(new URL(confirmLink).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your back-in-stock alert' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm alert' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your alert is confirmed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove this alert' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Add to cart puts the chosen variant in the cart', async ({ page, request }) => {
  const { item, detail } = await findProduct(request, ({ detail }) => inStockVariants(detail).length > 0);
  await openProduct(page, `${item.path.replace(/^\//, '/en/')}${variantQuery(inStockVariants(detail)[0])}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // The added-to-cart modal of cat 4 confirms it.
  const modal = page.getByRole('dialog', { name: 'Added to your shopping cart' });
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(modal).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('so_checkout') ?? '{}'));
  expect(stored.products).toEqual([expect.objectContaining({ productId: inStockVariants(detail)[0].id, amount: 1 })]);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The count survives a reload: the header reads the stored cart.
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('the product page reads in Finnish by keyboard: tabs move with the arrow keys', async ({ page, request }) => {
  const { item } = await findProduct(request, () => true);
  await openProduct(page, item.path);
  const description = page.getByRole('tab', { name: 'Kuvaus' });
  await description.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Tiedot' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Tiedot' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
});

test('a gift-campaign product shows the campaign and what the recipient pays instead of its price, add to cart and availability', async ({ page, consoleProblems }) => {
  await openProduct(page, '/en/giftcampaigns/kaira-christmas-gift/zirbental-hetta-light-beanie/');
  await expect(page.getByRole('note').filter({ hasText: 'Kaira Christmas gift 2026' })).toBeVisible();
  // The demo campaign's gift is free: the shop's own price, which would not be charged, is not shown (one truth).
  await expect(page.getByText('The gift is free for you.')).toBeVisible();
  await expect(page.locator('.price-block')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Availability by store' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});

/** Opens a product with recommendations (extra data, after the page) and scrolls to its end; returns that scroll position. */
async function scrollToRecommendations(page: Page): Promise<number> {
  await page.goto('/en/montevetta/montevetta-jokka-gtx-hiking-boots/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Best sellers in this category' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bottom = await page.evaluate(() => window.scrollY);
  expect(bottom).toBeGreaterThan(500);
  await page.waitForTimeout(400); // the scroll memory writes once scrolling has paused (150 ms)
  return bottom;
}

test('Back onto a product scrolled down to its recommendations returns to the same place, though they come after the page', async ({ page }) => {
  const bottom = await scrollToRecommendations(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Our history' }).click();
  await expect(page).toHaveURL(/\/en\/history\/$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Best sellers in this category' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(bottom - 2);
});

test('a reload of a product scrolled down to its recommendations returns to the same place once they have come', async ({ page }) => {
  const bottom = await scrollToRecommendations(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Best sellers in this category' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(bottom - 2);
});
