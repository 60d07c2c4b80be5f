import en from '../../locales/en.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';
import { FINLAND_COOKIES, findProduct, openProduct, variantQuery, type FoundProduct } from './product-helpers.ts';
import { staffCookies } from './staff-session.ts';

const fill = (text: string, params: Record<string, string> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
const staff = en.staff;
// Demo stores (scripts/catalogue/demo): a transfer picks from Helsinki and delivers to Tampere.
const HELSINKI = { id: '1', name: 'Helsinki Kamppi' };
const TAMPERE = 'Tampere Ratina';

/** A variant Helsinki can hand over now (unblocked units on its shelf). */
const atHelsinki = ({ detail }: FoundProduct) => detail.products.find((variant) => {
  const stock = variant.stock_data.detailed_stocks[HELSINKI.id];
  return stock !== undefined && stock.quantity - stock.blocked > 0;
});

/** Opens the cart page logged in as the staff account of the e2e fixture (decision 021). */
async function openStaffCart(page: import('@playwright/test').Page) {
  await page.context().addCookies([...FINLAND_COOKIES, ...(await staffCookies())]);
  await page.goto('/en/checkout/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: staff.title })).toBeVisible();
}

test('staff send a transfer request from Helsinki to Tampere (core 5)', async ({ page, request }) => {
  const found = await findProduct(request, (candidate) => !candidate.detail.is_bundle && atHelsinki(candidate) !== undefined);
  await openStaffCart(page);
  const from = page.getByRole('group', { name: staff.transferFrom });
  const to = page.getByRole('group', { name: staff.transferTo });
  await page.getByRole('button', { name: staff.transferStart }).click();
  await expect(page.getByText(staff.transferInvalid)).toBeVisible();
  await from.getByLabel(HELSINKI.name).check();
  await to.getByLabel(TAMPERE).check();
  await page.getByRole('button', { name: staff.transferStart }).click();
  await expect(page.getByText(fill(staff.transferActive, { from: HELSINKI.name, to: TAMPERE }))).toBeVisible();
  await expectNoAxeViolations(page);

  await openProduct(page, `/en${found.item.path}${variantQuery(atHelsinki(found)!)}`);
  await page.getByRole('button', { name: fill(staff.orderFromStore, { store: HELSINKI.name }) }).click();
  await expect(page.getByText(staff.addedToTransfer)).toBeVisible();

  await page.goto('/en/checkout/');
  await waitForHydration(page);
  await expect(page.getByText(fill(staff.rowAmount, { amount: '1' }))).toBeVisible();
  await expect(page.getByRole('button', { name: en.cartPage.continue })).toHaveCount(0);
  const send = page.getByRole('button', { name: staff.send });
  await expect(send).toBeEnabled({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await send.click();
  await expect(page.getByText(/Transfer request S\d{8} was sent\./)).toBeVisible();
  await expect(page.getByText(en.cartPage.empty)).toBeVisible();
});

test('staff add a product to an enterprise order from the product page (cat 4)', async ({ page, request }) => {
  const found = await findProduct(request, (candidate) => !candidate.detail.is_bundle && atHelsinki(candidate) !== undefined);
  await openStaffCart(page);
  const group = page.getByRole('group', { name: staff.enterpriseHeading });
  const order = await group.getByLabel(staff.enterpriseChoose).locator('option').first().textContent();
  await group.getByRole('button', { name: staff.enterpriseStart }).click();
  const name = order!.replace(/ \(.*\)$/, '');
  await expect(page.getByText(fill(staff.enterpriseActive, { name }))).toBeVisible();

  await openProduct(page, `/en${found.item.path}${variantQuery(atHelsinki(found)!)}`);
  await page.getByRole('button', { name: staff.addToEnterprise }).click();
  await expect(page.getByText(fill(staff.addedToEnterprise, { name }))).toBeVisible();
  await expectNoAxeViolations(page);

  // Ending the mode gives the shopper's button back.
  await page.goto('/en/checkout/');
  await waitForHydration(page);
  await page.getByRole('button', { name: staff.enterpriseEnd }).click();
  await openProduct(page, `/en${found.item.path}${variantQuery(atHelsinki(found)!)}`);
  await expect(page.getByRole('button', { name: en.product.addToCart })).toBeVisible();
});

test('a shopper sees no staff tools, and the old preview link makes nobody staff (decision 021)', async ({ page }) => {
  await page.context().addCookies(FINLAND_COOKIES);
  await page.goto('/en/checkout/?preview=e2e-staff-preview-secret-0123456789');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: en.cartPage.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: staff.title })).toHaveCount(0);
});
