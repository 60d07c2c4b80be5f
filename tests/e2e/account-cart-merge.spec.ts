/**
 * Issue 15 item 3 (core 4): logging in merges the cart saved to the account
 * with the one in the browser, de-duplicated by product, in Finnish.
 */
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { activeAccount, PASSWORD, unexpectedProblems } from './account-helpers.ts';
import { findProduct, inStockVariants } from './product-helpers.ts';

test('logging in on the Finnish login page merges the saved cart with the local one', async ({ page, consoleProblems }) => {
  const { detail } = await findProduct(page.request, ({ detail }) => inStockVariants(detail).length >= 3);
  const [saved, shared, local] = inStockVariants(detail).map((variant) => variant.id);
  const email = uniqueEmail('merging.customer');
  await activeAccount(page.request, email, 'fi');
  // Another device saved two rows to the account, then logged out.
  const session = await page.request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(session.status()).toBe(200);
  const content = JSON.stringify({ products: [{ productId: saved, amount: 2 }, { productId: shared, amount: 1 }] });
  expect((await page.request.patch('/api/customer/', { data: { cart_content: content, postcode: '00100' } })).status()).toBe(200);
  expect((await page.request.post('/api/auth/logout/', { data: {} })).status()).toBe(200);

  // This browser has two rows of its own, one of them the same product.
  await page.goto('/');
  await page.evaluate((products) => localStorage.setItem('so_checkout', JSON.stringify({ products })), [
    { productId: shared, amount: 3 }, { productId: local, amount: 1 },
  ]);
  await page.goto('/tili/kirjaudu/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kirjaudu sisään' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Sähköpostiosoite').fill(email);
  await page.getByLabel('Salasana').fill(PASSWORD);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await expect(page).toHaveURL(/\/tili\/$/);

  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('so_checkout') ?? '{}') as { products: Array<{ productId: number; amount: number }>; postcode?: string });
  const rows = Object.fromEntries(cart.products.map((row) => [row.productId, row.amount]));
  // The local row wins the tie (3, not 1); the saved-only row is added once.
  expect(rows).toEqual({ [shared]: 3, [local]: 1, [saved]: 2 });
  expect(cart.postcode).toBe('00100');
  await page.goto('/kassa/');
  await waitForHydration(page);
  await expect(page.locator('li.cart-row')).toHaveCount(3);
  expect(unexpectedProblems(consoleProblems)).toEqual([]);
});
