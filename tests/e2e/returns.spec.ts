import type { APIRequestContext, Page } from '@playwright/test';
import fi from '../../locales/fi.json' with { type: 'json' };
import type { CheckoutResponse } from '../../shared/types/checkout.ts';
import type { ProductModelDetail } from '../../shared/types/product-detail.ts';
import { EXCHANGE_HOLD_DAYS } from '../../worker/services/service-desk/release-exchanges.ts';
import { mailedLink } from './account-helpers.ts';
import { HELSINKI_BUYER, payWithTestProvider } from './checkout-helpers.ts';
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { findProduct, inStockVariants } from './product-helpers.ts';
import { staffCookies } from './staff-session.ts';

/** In-stock variants priced as their model: any two of one model cost the same, so one may be exchanged to the other. */
const modelPriced = (detail: ProductModelDetail) => inStockVariants(detail).filter((variant) => variant.prices === null);

/**
 * Two products ordered in Finnish for home delivery through the shop's API,
 * as the payment page sends it, and paid on the test provider's page. The
 * second has another size in stock at the same price.
 */
async function placeTwoRowOrder(page: Page, request: APIRequestContext, email: string) {
  const exchangeable = await findProduct(request, ({ detail }) => !detail.is_bundle && modelPriced(detail).length >= 2
    && new Set(modelPriced(detail).map((variant) => variant.size?.name ?? '')).size >= 2);
  const [ordered, replacement] = modelPriced(exchangeable.detail).filter((variant, index, all) => all.findIndex((other) => other.size?.name === variant.size?.name) === index);
  const other = await findProduct(request, ({ detail }) => !detail.is_bundle && detail.id !== exchangeable.detail.id && inStockVariants(detail).length > 0);
  const cart = {
    validate_hash: '', country_code: 'fi', language_code: 'fi', gift_card_products: [], discount_codes: [], repack: false, pikanouto: false,
    products: [{ productId: inStockVariants(other.detail)[0].id, amount: 1 }, { productId: ordered.id, amount: 1 }],
  };
  const priced = await (await page.request.post('/api/checkout/', { data: cart })).json() as CheckoutResponse;
  const home = priced.delivery_methods.find((method) => method.kind === 'home');
  expect(home, 'a home delivery method for Finland').toBeDefined();
  const created = await page.request.post('/api/orders/?lang=fi', {
    data: { checkout: { ...cart, delivery_method: home!.id }, form: { ...HELSINKI_BUYER, delivery_method: home!.id, delivery_location: '', country_code: 'fi', email }, payment_method: 'card' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { order_number: orderNumber, redirect_url: redirectUrl } = await created.json() as { order_number: string; redirect_url: string };
  await page.goto(redirectUrl);
  await payWithTestProvider(page, fi);
  return { orderNumber, replacementId: replacement.id };
}

/** The order desk marks the order delivered (issue 16 item 5), as staff would: the 100 days start now. */
async function markDelivered(page: Page, orderNumber: string) {
  await page.context().addCookies(await staffCookies());
  const moved = await page.request.post(`/api/staff/orders/${orderNumber}/status/`, { data: { status: 'delivered' } });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.context().clearCookies();
}

// Run by both projects: 1280 px (desktop) and 375 px (mobile-375).
test('a customer in Finnish returns one row and exchanges another to a different size, attaching nothing', async ({ page, request, consoleProblems }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('palautus');
  const { orderNumber, replacementId } = await placeTwoRowOrder(page, request, email);
  await markDelivered(page, orderNumber);

  // /palautukset/: the order's email and number bring the link by mail.
  await page.goto('/palautukset/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: fi.returns.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: fi.returns.request.email }).fill(email);
  await page.getByRole('textbox', { name: fi.returns.request.orderNumber }).fill(orderNumber);
  await page.getByRole('button', { name: fi.returns.request.submit }).click();
  // The answer waits for the lookup, the link and its mail: slow on a loaded machine.
  await expect(page.getByRole('alert').filter({ hasText: email })).toBeVisible({ timeout: 20_000 });

  // The mailed link opens the form with the order's two rows.
  await page.goto(await mailedLink(request, email, 'return_link'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: fi.returns.form.title })).toBeVisible();
  const rows = page.locator('fieldset.return-row');
  await expect(rows).toHaveCount(2);
  await expectNoAxeViolations(page);

  // The first row is returned; sent without a reason, the form says one must be selected and keeps the amount.
  const first = rows.nth(0);
  await first.getByRole('combobox', { name: fi.returns.form.amount }).selectOption('1');
  await page.getByRole('button', { name: fi.returns.form.submit }).click();
  const reason = first.getByRole('combobox', { name: fi.returns.form.reason });
  await expect(first.getByText(fi.returns.error.reason)).toBeVisible();
  await expect(reason).toBeFocused();
  await expect(first.getByRole('combobox', { name: fi.returns.form.amount })).toHaveValue('1');
  await reason.selectOption('changed_mind');

  // The second row is exchanged to another size of the same product: without a size, cat 5 asks for one.
  const second = rows.nth(1);
  await second.getByRole('combobox', { name: fi.returns.form.amount }).selectOption('1');
  await second.getByRole('combobox', { name: fi.returns.form.reason }).selectOption('too_small');
  await second.getByRole('radio', { name: fi.returns.form.actionExchange }).check();
  await page.getByRole('button', { name: fi.returns.form.submit }).click();
  const size = second.getByRole('combobox', { name: fi.returns.form.exchangeTo });
  await expect(second.getByText(fi.returns.error.size)).toBeVisible();
  await expect(size).toBeFocused();
  await size.selectOption(String(replacementId));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: fi.returns.form.submit }).click();

  // The answer: the return number, how to send it, and the refund's 1 to 5 days (cat 9).
  const done = page.getByRole('heading', { level: 2, name: fi.returns.done.title });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  const number = (await page.getByText(/R\d{8}/).first().innerText()).match(/R\d{8}/)![0];
  await expect(page.getByText(fi.returns.instructions.refund)).toBeVisible();
  await expect(page.getByText(fi.returns.instructions.exchange.replace('{{days}}', String(EXCHANGE_HOLD_DAYS)))).toBeVisible();
  await expectNoAxeViolations(page);

  // The confirmation is in the dev outbox, in Finnish, with the return number.
  await expect(async () => {
    const { emails } = await (await request.get('/api/dev/outbox/')).json() as { emails: Array<{ to_email: string; kind: string; subject: string; language: string }> };
    const mail = emails.find((entry) => entry.to_email === email && entry.kind === 'return_confirmation');
    expect(mail).toMatchObject({ language: 'fi', subject: expect.stringContaining(number) });
  }).toPass({ timeout: 15_000 });

  // The link was used by the return: opening it again says so, with the way to ask for a new one.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText(fi.returns.error.requestExpired)).toBeVisible();
  await expect(page.getByRole('link', { name: fi.returns.newLink })).toBeVisible();
  expect(consoleProblems.filter((text) => !/status of 400/.test(text))).toEqual([]);
});
