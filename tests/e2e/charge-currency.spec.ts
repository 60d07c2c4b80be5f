/**
 * Issue 14 item 1, decision 016, in the browser: a Swedish shopper pays in
 * kronor the very total the cart showed, and the confirmation shows the
 * name, the address and the charge; a shopper shown roubles is told before
 * paying that the charge is in euro, with both amounts.
 */
import type { Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import ru from '../../locales/ru.json' with { type: 'json' };
import sv from '../../locales/sv.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { fillBuyer, payWithTestProvider, TEST_PROVIDER_PAGE } from './checkout-helpers.ts';
import { findProduct, inStockVariants, openProduct, variantQuery } from './product-helpers.ts';

type Texts = typeof en;
const before = (template: string) => template.split('{{')[0].trim();

/** One in-stock product into the cart from its page, then the cart: the locale is set by the query of core 4. */
async function cartWithOneProduct(page: Page, request: import('@playwright/test').APIRequestContext, texts: Texts, prefix: string, locale: string) {
  const { item, detail } = await findProduct(request, ({ item, detail }) => inStockVariants(detail).length > 0 && item.price.active >= 40 && !detail.is_bundle);
  await openProduct(page, `${prefix}${item.path}${variantQuery(inStockVariants(detail)[0])}&${locale}`);
  await page.getByRole('button', { name: texts.product.addToCart }).click();
  const modal = page.getByRole('dialog', { name: texts.cartPage.addedTitle });
  await modal.getByRole('link', { name: texts.cartPage.goToCheckout }).click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: texts.cartPage.title })).toBeVisible();
}

// The desktop and mobile-375 projects of playwright.config.ts run each test at both widths.
{
  test('a Swedish shopper pays in kronor the total the cart showed, and the confirmation names the buyer, address and charge', async ({ page, request, consoleProblems }) => {
    await cartWithOneProduct(page, request, sv as Texts, '/sv', 'delivery_country=se&currency=sek');
    const total = page.locator('.cart-totals__line--total dd');
    await expect(total).toHaveText(/kr/, { timeout: 15_000 });
    await expect(page.getByTestId('charge-notice')).toHaveCount(0);
    await expectNoAxeViolations(page);
    const next = page.getByRole('button', { name: sv.cartPage.continue }).or(page.getByRole('link', { name: sv.cartPage.continue }));
    await expect(next).toBeEnabled({ timeout: 15_000 });
    await next.click();
    await waitForHydration(page);
    await fillBuyer(page, sv as Texts, {
      first_name: 'Astrid', last_name: 'Lindqvist', address: 'Drottninggatan 5', postal_code: '111 51', city: 'Stockholm',
      phone: '+46 70 123 45 67', email: uniqueEmail('astrid', 'example.se'),
    });
    const toPay = page.locator('.cart-summary .order-table__total--strong td');
    await expect(toPay).toHaveText(/kr/, { timeout: 15_000 });
    const shown = (await toPay.innerText()).trim();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: sv.checkoutForm.submit }).click();
    await expect(page).toHaveURL(TEST_PROVIDER_PAGE);
    // The "bank" asks for the very figure the page showed, in kronor.
    await expect(page.getByTestId('test-payment-amount')).toHaveText(shown);
    await payWithTestProvider(page, sv as Texts);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: sv.orderPages.ok.title })).toBeVisible();
    const details = page.locator('.order-summary__details');
    await expect(details.getByText('Astrid Lindqvist')).toBeVisible();
    await expect(details.getByText(/Drottninggatan 5, 111 51 Stockholm, Sverige/)).toBeVisible();
    await expect(details.locator('div', { hasText: sv.orderPages.charged }).locator('dd')).toHaveText(shown);
    await expectNoAxeViolations(page);
    expect(consoleProblems).toEqual([]);
  });
}

test('a Russian shopper shown roubles reads before paying that the charge is in euro, with both amounts', async ({ page, request }) => {
  await cartWithOneProduct(page, request, ru as Texts, '/ru', 'delivery_country=fi&currency=rub');
  const notice = page.getByTestId('charge-notice');
  await expect(notice).toContainText(before(ru.cartPage.chargedInEuro), { timeout: 15_000 });
  await expect(notice).toContainText('€');
  await expect(page.locator('.cart-totals__line--total dd')).toContainText('₽');
  await expectNoAxeViolations(page);
});
