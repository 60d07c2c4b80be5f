import type { Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import fi from '../../locales/fi.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { fillBuyer, HELSINKI_BUYER, payWithTestProvider, TEST_PROVIDER_PAGE } from './checkout-helpers.ts';
import { findProduct, inStockVariants, openProduct, variantQuery } from './product-helpers.ts';

type Texts = typeof en;

/** Puts one in-stock product costing at least `minPrice` in the cart through the product page, and goes to the cart. */
async function addToCartAndOpenCart(page: Page, request: import('@playwright/test').APIRequestContext, texts: Texts, prefix: string, minPrice = 0) {
  const { item, detail } = await findProduct(request, ({ item, detail }) => inStockVariants(detail).length > 0 && item.price.active >= minPrice && !detail.is_bundle);
  await openProduct(page, `${prefix}${item.path}${variantQuery(inStockVariants(detail)[0])}`);
  await page.getByRole('button', { name: texts.product.addToCart }).click();
  const modal = page.getByRole('dialog', { name: texts.cartPage.addedTitle });
  // The dialog waits for its chunk and the checkout texts (product-buy-box.tsx): slow on a loaded machine.
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await modal.getByRole('link', { name: texts.cartPage.goToCheckout }).click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: texts.cartPage.title })).toBeVisible();
  const next = page.getByRole('button', { name: texts.cartPage.continue }).or(page.getByRole('link', { name: texts.cartPage.continue }));
  await expect(next).toBeEnabled({ timeout: 15_000 });
  return next;
}

/** Fills the checkout form of core 3, with a wrong email first: the field says why, and the fixed form goes on. */
async function fillFormAndPay(page: Page, texts: Texts) {
  await waitForHydration(page);
  const fields = texts.checkoutForm.fields;
  await fillBuyer(page, texts, { ...HELSINKI_BUYER, email: 'not-an-email' });
  const email = page.getByLabel(fields.email);
  await page.getByRole('button', { name: texts.checkoutForm.submit }).click();
  await expect(page.getByText(texts.checkoutForm.error.email)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill(uniqueEmail('aino.virtanen'));
  await page.getByRole('button', { name: texts.checkoutForm.submit }).click();
  await expect(page).toHaveURL(TEST_PROVIDER_PAGE);
}

for (const [language, texts, prefix] of [['en', en, '/en'], ['fi', fi, '']] as const) {
  test(`a guest buys a product end to end with the test provider (${language})`, async ({ page, request, consoleProblems }) => {
    const next = await addToCartAndOpenCart(page, request, texts as Texts, prefix);
    await expectNoAxeViolations(page);
    await next.click();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: (texts as Texts).checkoutForm.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await fillFormAndPay(page, texts as Texts);
    await payWithTestProvider(page, texts as Texts);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: (texts as Texts).orderPages.ok.title })).toBeVisible();
    await expect(page.getByText(/K\d{8}/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // The paid order empties the cart.
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    expect(consoleProblems).toEqual([]);
  });
}

test('a cancelled payment returns to the checkout with the cart intact', async ({ page, request }) => {
  const next = await addToCartAndOpenCart(page, request, en, '/en');
  await next.click();
  await fillFormAndPay(page, en);
  await page.getByRole('button', { name: en.testPayment.cancel }).click();
  await expect(page).toHaveURL(/\/payment_cancelled\//);
  await expect(page.getByRole('heading', { level: 1, name: en.orderPages.cancelled.title })).toBeVisible();
  await page.getByRole('link', { name: en.orderPages.backToCheckout }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.cartPage.title })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a discount code lowers the total', async ({ page, request }) => {
  await addToCartAndOpenCart(page, request, en, '/en', 60);
  const total = page.locator('.cart-totals__line--total dd');
  const before = await total.innerText();
  await page.getByRole('textbox', { name: en.cartPage.codeLabel }).fill('welcome10');
  await page.getByRole('button', { name: en.cartPage.codeApply }).click();
  await expect(total).not.toHaveText(before, { timeout: 15_000 });
  // The discount line appears with the accepted code's reduction.
  await expect(page.locator('.cart-totals').getByText(en.cartPage.discount)).toBeVisible();
});

test('a parcel-locker order asks for a pickup point near the postal code, then pays (cat 5)', async ({ page, request }) => {
  const next = await addToCartAndOpenCart(page, request, en, '/en');
  await page.getByRole('radio', { name: /Parcel locker or pickup point/ }).check();
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await next.click();
  await waitForHydration(page);
  await fillBuyer(page, en, { ...HELSINKI_BUYER, email: uniqueEmail('aino.virtanen') });
  const points = page.getByRole('group', { name: en.checkoutForm.pickupTitle });
  await expect(points.getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: en.checkoutForm.submit }).click();
  await expect(page.getByText(en.checkoutForm.error.pickupPoint)).toBeVisible();
  await expect(points.getByRole('radio').first()).toBeFocused();
  await expectNoAxeViolations(page);
  await points.getByRole('radio').first().check();
  await page.getByRole('button', { name: en.checkoutForm.submit }).click();
  await expect(page).toHaveURL(TEST_PROVIDER_PAGE);
});
