import type { APIRequestContext, Locator, Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import fi from '../../locales/fi.json' with { type: 'json' };
import type { ProductModelDetail } from '../../shared/types/product-detail.ts';
import { payWithTestProvider, TEST_PROVIDER_PAGE } from './checkout-helpers.ts';
import { expect as baseExpect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { arrowTo, tabTo, typeOver } from './keyboard.ts';
import { FINLAND_COOKIES, findProduct, inStockVariants, openProduct, variantQuery } from './product-helpers.ts';

/*
 * Issue 14 item 7 (WCAG 2.1.1, level A): a purchase by keyboard alone. After the
 * first load of the front page the shopper only presses keys: Tab, Shift+Tab,
 * Enter, arrow keys and typing. No clicks and no page.goto.
 */

// Each step waits on the worker (page data, cart validation): room for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

type Texts = typeof en;
const slugOf = (path: string) => path.split('/').filter(Boolean).pop()!;

/** The front page's first product group, and an in-stock variant of a product on its first page, named in `language`. */
async function pickProduct(request: APIRequestContext, prefix: string, language: string) {
  const front = await request.get(`${prefix}/`, { headers: { 'x-page-data': '1' } });
  const group = ((await front.json()) as { props: { topGroups: { href: string }[] } }).props.topGroups[0];
  const { item } = await findProduct(request, ({ detail }) => inStockVariants(detail).length > 0 && !detail.is_bundle, group.href);
  const detail = (await (await request.get(`/api/products/productmodel/${slugOf(item.path)}/?lang=${language}`)).json()) as ProductModelDetail;
  return { group, item, variant: inStockVariants(detail)[0] };
}

/** Chooses each of the variant's options with the arrow keys in its radio group (cat 4 variant selection). */
async function chooseVariant(page: Page, variant: ProductModelDetail['products'][number]) {
  const axes = [['colour', variant.colour?.slug], ['size', variant.size?.name], ['type', variant.product_type?.slug]] as const;
  for (const [axis, value] of axes) {
    const group = page.locator(`.variant-options__group--${axis}`);
    if (!value || (await group.count()) === 0) continue;
    // Tab enters a radio group at its checked radio; the arrows move the choice.
    await tabTo(page, group.locator('input:checked'));
    await arrowTo(page, group.locator(`input[value="${value}"]`));
  }
}

/** "Continue to payment" whatever its role: the tests must reach the fault on a link as on a button. */
const continueControl = (page: Page, t: Texts) =>
  page.getByRole('button', { name: t.cartPage.continue }).or(page.getByRole('link', { name: t.cartPage.continue }));

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await typeOver(page, text);
}

for (const [language, texts, prefix] of [['en', en, '/en'], ['fi', fi, '']] as const) {
  test(`a shopper buys a product from the front page to the confirmation with the keyboard alone (${language})`, async ({ page, request, consoleProblems }) => {
    test.setTimeout(120_000);
    const t = texts as Texts;
    const { group, item, variant } = await pickProduct(request, prefix, language);
    await page.context().addCookies(FINLAND_COOKIES);
    await page.goto(`${prefix}/`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    // Front page → group → product: each client navigation leaves focus on the new page's heading.
    await tabTo(page, page.locator(`main a[href="${group.href}"]`).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${group.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectNoAxeViolations(page);
    await tabTo(page, page.locator(`main a[href^="${prefix}${item.path}"]`).first());
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.name);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectNoAxeViolations(page);

    await chooseVariant(page, variant);
    await tabTo(page, page.getByRole('button', { name: t.product.addToCart, exact: true }));
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: t.cartPage.addedTitle });
    // The dialog waits for its chunk and the checkout texts (product-buy-box.tsx): slow on a loaded machine.
    await expect(modal).toBeVisible({ timeout: 15_000 });
    await tabTo(page, modal.getByRole('link', { name: t.cartPage.goToCheckout }));
    await page.keyboard.press('Enter');

    // The cart: a postcode typed, then "Continue to payment" is still in the Tab order (it was not, while the cart was checked again).
    await expect(page.getByRole('heading', { level: 1, name: t.cartPage.title })).toBeFocused();
    const next = continueControl(page, t);
    await expect(next).toBeVisible();
    await expect(next).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 });
    await expectNoAxeViolations(page);
    await typeInto(page, page.getByLabel(t.cartPage.postcode, { exact: true }), '00100');
    await page.keyboard.press('Tab');
    await tabTo(page, next);
    await tabTo(page, page.getByLabel(t.cartPage.specialRequests, { exact: true }), { back: true });
    await tabTo(page, next);
    await expect(next).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 });
    await page.keyboard.press('Enter');

    // The checkout form, typed in field by field.
    await expect(page.getByRole('heading', { level: 1, name: t.checkoutForm.title })).toBeVisible();
    await expectNoAxeViolations(page);
    const fields = t.checkoutForm.fields;
    await typeInto(page, page.getByRole('textbox', { name: fields.first_name, exact: true }), 'Aino');
    await typeInto(page, page.getByRole('textbox', { name: fields.last_name, exact: true }), 'Virtanen');
    await typeInto(page, page.getByRole('textbox', { name: fields.address, exact: true }), 'Mannerheimintie 1');
    await typeInto(page, page.getByRole('textbox', { name: fields.postal_code, exact: true }), '00100');
    await typeInto(page, page.getByRole('textbox', { name: fields.city, exact: true }), 'Helsinki');
    await typeInto(page, page.getByRole('textbox', { name: fields.phone, exact: true }), '+358 40 123 4567');
    await typeInto(page, page.getByRole('textbox', { name: fields.email, exact: true }), uniqueEmail('aino.virtanen'));
    await tabTo(page, page.getByRole('button', { name: t.checkoutForm.submit }));
    await page.keyboard.press('Enter');

    // The test provider's page (served by the shop, styled as a bank's), then the confirmation.
    await expect(page).toHaveURL(TEST_PROVIDER_PAGE);
    await expectNoAxeViolations(page);
    await payWithTestProvider(page, t, { keyboard: true });
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: t.orderPages.ok.title })).toBeVisible();
    await expect(page.getByText(/K\d{8}/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleProblems).toEqual([]);
  });
}

/** Holds every cart validation until released, so the test sees the pending state as long as it needs. */
async function holdValidations(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/api\/checkout\//, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** An in-stock product put in the cart by keyboard, and on to the cart by keyboard. */
async function keyboardToCart(page: Page, request: APIRequestContext) {
  const { detail, item } = await findProduct(request, ({ detail }) => inStockVariants(detail).length > 0 && !detail.is_bundle);
  await openProduct(page, `/en${item.path}${variantQuery(inStockVariants(detail)[0])}`);
  await tabTo(page, page.getByRole('button', { name: en.product.addToCart, exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('dialog').getByRole('link', { name: en.cartPage.goToCheckout }));
  await page.keyboard.press('Enter');
}

/** An in-stock product put in the cart by keyboard, on to the cart: its "Continue to payment", once usable. */
async function cartByKeyboard(page: Page, request: APIRequestContext) {
  await keyboardToCart(page, request);
  const next = continueControl(page, en);
  await expect(next).toBeVisible();
  await expect(next).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 });
  return next;
}

test('a pending "Continue to payment" keeps focus, says the cart is being checked, does nothing, then goes on', async ({ page, request }) => {
  const next = await cartByKeyboard(page, request);

  const release = await holdValidations(page);
  await typeInto(page, page.getByLabel(en.cartPage.postcode, { exact: true }), '00100');
  await tabTo(page, next);
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('status').filter({ hasText: en.cartPage.updating })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/en\/checkout\/$/);
  await expect(page.locator('.cart-page')).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(next).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/checkout\/payment\/$/);
});

test('a postcode the cart does not send leaves "Continue to payment" usable', async ({ page, request }) => {
  const next = await cartByKeyboard(page, request);
  await typeInto(page, page.getByLabel(en.cartPage.postcode, { exact: true }), '12#4');
  await tabTo(page, next);
  // Nothing is sent for such a code, so nothing is waited for (it used to wait for ever).
  await expect(next).not.toHaveAttribute('aria-disabled', 'true', { timeout: 8_000 });
});

test('every control of the cart, the special-requests field too, shows the site\'s focus ring', async ({ page, request }) => {
  await keyboardToCart(page, request);
  await expect(page.getByRole('heading', { level: 1, name: en.cartPage.title })).toBeFocused();
  // From the heading to the end of the page, every stop checked by tabTo; the footer's last link ends it.
  await tabTo(page, page.getByLabel(en.cartPage.specialRequests, { exact: true }));
  await tabTo(page, page.locator('footer a').last());
});
