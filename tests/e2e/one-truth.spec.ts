/**
 * Issue 14 "done when", in each of the six languages at the language's own
 * default country and currency (core 4): from the product page to the
 * confirmation the shop states one delivery promise and one amount. The
 * product page's delivery time is the cart's, the payment page's and the
 * confirmation's; the cart's amount to pay is the payment page's, the one
 * the payment provider asks for, and the one the confirmation says was charged.
 */
import type { Page } from '@playwright/test';
import de from '../../locales/de.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fi from '../../locales/fi.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import ru from '../../locales/ru.json' with { type: 'json' };
import sv from '../../locales/sv.json' with { type: 'json' };
import { fillBuyer, HELSINKI_BUYER, payWithTestProvider, TEST_PROVIDER_PAGE, type Buyer } from './checkout-helpers.ts';
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { findProduct, inStockVariants, variantQuery } from './product-helpers.ts';

type Texts = typeof en;

/** Each language at its default country (core 4), with an address in that country. */
const PURCHASES: Array<{ language: string; texts: Texts; prefix: string; buyer: Omit<Buyer, 'email'> }> = [
  { language: 'fi', texts: fi as Texts, prefix: '', buyer: HELSINKI_BUYER },
  { language: 'sv', texts: sv as Texts, prefix: '/sv', buyer: { first_name: 'Astrid', last_name: 'Lindqvist', address: 'Drottninggatan 5', postal_code: '111 51', city: 'Stockholm', phone: '+46 70 123 45 67' } },
  { language: 'en', texts: en, prefix: '/en', buyer: { first_name: 'Ada', last_name: 'Hart', address: '350 Fifth Avenue', postal_code: '10118', city: 'New York', phone: '+1 212 555 0100' } },
  { language: 'de', texts: de as Texts, prefix: '/de', buyer: { first_name: 'Lena', last_name: 'Vogel', address: 'Unter den Linden 1', postal_code: '10117', city: 'Berlin', phone: '+49 30 1234567' } },
  { language: 'fr', texts: fr as Texts, prefix: '/fr', buyer: { first_name: 'Chloé', last_name: 'Martin', address: '1 Rue de Rivoli', postal_code: '75001', city: 'Paris', phone: '+33 1 23 45 67 89' } },
  { language: 'ru', texts: ru as Texts, prefix: '/ru', buyer: HELSINKI_BUYER },
];

/** The figures a promise text states ("1–3 working days", "от 1 до 3 рабочих дней": 1-3): what every page must agree on. */
const figures = (text: string) => text.match(/\d+/g)?.join('-') ?? `no figures in "${text}"`;

const detailValue = (page: Page, label: string) => page.locator('.order-summary__detail', { has: page.locator('dt', { hasText: label }) }).locator('dd');

for (const { language, texts, prefix, buyer } of PURCHASES) {
  test(`a purchase in ${language} states one delivery promise and one amount from the product page to the confirmation`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const { item, detail } = await findProduct(request, ({ item, detail }) => inStockVariants(detail).length > 0 && item.price.active >= 40 && !detail.is_bundle);
    await page.goto(`${prefix}${item.path}${variantQuery(inStockVariants(detail)[0])}`);
    await waitForHydration(page);
    const promise = figures(await page.locator('.availability-block__shipping').innerText());

    await page.getByRole('button', { name: texts.product.addToCart, exact: true }).click();
    await page.getByRole('dialog', { name: texts.cartPage.addedTitle }).getByRole('link', { name: texts.cartPage.goToCheckout }).click();
    await waitForHydration(page);
    const next = page.getByRole('button', { name: texts.cartPage.continue });
    await expect(next).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 });
    await expect(page.locator('.cart-delivery__time')).toBeVisible();
    expect(figures(await page.locator('.cart-delivery__time').innerText()), 'the cart promises what the product page did').toBe(promise);
    const toPay = (await page.locator('.cart-totals__line--total dd').innerText()).trim();
    await expectNoAxeViolations(page);

    await next.click();
    await waitForHydration(page);
    await fillBuyer(page, texts, { ...buyer, email: uniqueEmail(`buyer-${language}`) });
    const summaryToPay = page.locator('.cart-summary .order-table__total--strong td');
    await expect(summaryToPay).toHaveText(toPay, { timeout: 15_000 });
    expect(figures(await detailValue(page, texts.checkoutForm.shippingTime).innerText()), 'the payment page promises the same').toBe(promise);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: texts.checkoutForm.submit }).click();
    await expect(page).toHaveURL(TEST_PROVIDER_PAGE);
    const charge = (await page.getByTestId('test-payment-amount').innerText()).trim();
    expect(charge, 'the provider asks for the amount shown').toBe(toPay);
    await payWithTestProvider(page, texts);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: texts.orderPages.ok.title })).toBeVisible();
    await expect(detailValue(page, texts.orderPages.charged)).toHaveText(toPay);
    expect(figures(await detailValue(page, texts.checkoutForm.shippingTime).innerText()), 'the confirmation repeats the promise').toBe(promise);
  });
}
