/**
 * Issue 14 item 2, decision 018, in the browser: the delivery country is part
 * of the address. A shopper in a US context types a Helsinki address; the form
 * offers to deliver to Finland, the keyboard takes the offer, the cart is
 * checked again for Finland and offers Finnish delivery, and the order is paid.
 */
import en from '../../locales/en.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { fillBuyer, HELSINKI_BUYER, payWithTestProvider } from './checkout-helpers.ts';
import { findProduct, inStockVariants, openProduct, variantQuery } from './product-helpers.ts';

const fill = (text: string, params: Record<string, string> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

test('a US shopper changes the delivery country to Finland in the address form, sees Finnish delivery options, then pays', async ({ page, request, consoleProblems }) => {
  test.setTimeout(90_000);
  const { item, detail } = await findProduct(request, ({ item, detail }) => inStockVariants(detail).length > 0 && item.price.active >= 40 && !detail.is_bundle);
  // core 4: the locale query sets the US and dollars (openProduct's Finnish cookies are replaced).
  await openProduct(page, `/en${item.path}${variantQuery(inStockVariants(detail)[0])}&delivery_country=us&currency=usd`);
  await page.getByRole('button', { name: en.product.addToCart, exact: true }).click();
  await page.getByRole('dialog', { name: en.cartPage.addedTitle }).getByRole('link', { name: en.cartPage.goToCheckout }).click();
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: /International delivery/ })).toBeChecked({ timeout: 15_000 });
  const next = page.getByRole('button', { name: en.cartPage.continue }).or(page.getByRole('link', { name: en.cartPage.continue }));
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await next.click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: en.checkoutForm.title })).toBeVisible();

  // The address form starts in the visitor's delivery country.
  const fields = en.checkoutForm.fields;
  const country = page.getByRole('combobox', { name: fields.country_code });
  await expect(country).toHaveValue('us');
  await fillBuyer(page, en, { ...HELSINKI_BUYER, email: uniqueEmail('aino.virtanen') });

  // Helsinki's 00100 is no US ZIP code: the form offers Finland, next in the Tab order after the country.
  const offer = page.getByRole('button', { name: fill(en.checkoutForm.switchCountry, { country: 'Finland' }) });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  await country.focus();
  await page.keyboard.press('Tab');
  await expect(offer).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(country).toHaveValue('fi');
  await expect(country).toBeFocused();
  await expect(offer).toHaveCount(0);

  // The cart is checked again for Finland: Finnish methods and Finland's delivery days.
  const delivery = page.locator('.checkout-delivery');
  await expect(delivery.getByRole('radio', { name: /Home delivery \(Posti\)/ })).toBeChecked({ timeout: 15_000 });
  await expect(delivery.getByRole('radio', { name: /Parcel locker or pickup point/ })).toBeVisible();
  await expect(delivery.getByRole('radio', { name: /International delivery/ })).toHaveCount(0);
  await expect(delivery).toContainText(fill(en.delivery.workingDays, { from: '1', to: '3' }));
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: en.checkoutForm.submit }).click();
  await payWithTestProvider(page, en);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: en.orderPages.ok.title })).toBeVisible();
  await expect(page.locator('.order-summary__details')).toContainText('Finland');
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});
