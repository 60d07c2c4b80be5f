/**
 * Issue 15's journey in English: register, activate from the dev outbox
 * mail, log in, keep a wishlist, vote on a review, and see the club price
 * as the price after joining the club.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { ACTIVATION_MAIL, mailedLink, PASSWORD, unexpectedProblems } from './account-helpers.ts';
import { findProduct } from './product-helpers.ts';

async function register(page: Page, email: string): Promise<void> {
  await page.goto('/en/accounts/register/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Email address/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^First name/).fill('Aino');
  await page.getByLabel(/^Last name/).fill('Virtanen');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('we sent a link to activate your account');
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^Email address/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a new customer registers, activates from the mail, logs in, keeps a wishlist, votes, and sees the club price as the price after joining', async ({ page, consoleProblems }) => {
  // The whole journey, with an axe check on each page it meets.
  test.setTimeout(90_000);
  const { item } = await findProduct(page.request, ({ item: found, detail }) => found.price.club !== null && found.price.club < found.price.active && detail.products.some((variant) => variant.stock_data.in_stock));
  const { item: reviewed } = await findProduct(page.request, ({ detail }) => detail.rating_count >= 2 && !detail.second_hand_parent);
  const email = uniqueEmail('new.customer');
  await register(page, email);

  // The activation link of the mail, opened in the browser.
  await page.goto(await mailedLink(page.request, email, ACTIVATION_MAIL));
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toContainText('Your account is now active.');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/en\/accounts\/$/);
  await expect(page.getByText(`Logged in as ${email}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The wishlist: the heart on the product page, then the wishlist page lists the product.
  await page.goto(`/en${item.path}`);
  await waitForHydration(page);
  const heart = page.getByRole('button', { name: 'Add to wishlist' }).first();
  await heart.click();
  await expect(page.getByRole('button', { name: /On your wishlist/ }).first()).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/en/wishlist/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(item.name) }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A vote on a review: the count goes up, and a second click takes it back.
  await page.goto(`/en${reviewed.path}`);
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  // Each width votes on a review of its own: the two run at once, and the counts are everyone's.
  const helpful = page.getByRole('tabpanel', { name: 'Reviews' }).getByRole('button', { name: /^Helpful/ }).nth(test.info().project.name === 'desktop' ? 0 : 1);
  const before = await helpful.textContent();
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(helpful).not.toHaveText(before!);
  await expect(helpful).toBeEnabled();
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await expect(helpful).toHaveText(before!);

  // Not a member yet: the product shows the club price with a prompt to join.
  await page.goto(`/en${item.path}`);
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Join the club' }).first()).toBeVisible();

  // Joining in the account area: the club price is now the price, with no prompt.
  await page.goto('/en/accounts/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Join the club' }).click();
  await expect(page.getByText('Welcome to the club! Club prices now apply to you.')).toBeVisible();
  await page.goto(`/en${item.path}`);
  await waitForHydration(page);
  await expect(page.locator('.price-tag--club').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the club' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in to get the club price' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(unexpectedProblems(consoleProblems)).toEqual([]);
});
