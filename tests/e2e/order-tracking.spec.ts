import en from '../../locales/en.json' with { type: 'json' };
import { activeAccount, PASSWORD } from './account-helpers.ts';
import { placePaidOrder } from './checkout-helpers.ts';
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';

const fill = (text: string, params: Record<string, string> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

// Run by both projects: 1280 px (desktop) and 375 px (mobile-375).
test('a customer cancels an order that has not shipped on /view-order/', async ({ page, request, consoleProblems }) => {
  const email = uniqueEmail('order.tracking');
  const orderNumber = await placePaidOrder(page, request, email);
  await waitForHydration(page);
  // The result page shows the same order with what the customer may do with it.
  await expect(page.getByRole('button', { name: en.orderPages.cancel.button })).toBeVisible();
  await expect(page.getByRole('textbox', { name: en.orderPages.packTogether.field })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/en/view-order/');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: en.viewOrder.fields.email }).fill(email);
  await page.getByRole('textbox', { name: en.viewOrder.fields.order_number }).fill(orderNumber);
  await page.getByRole('button', { name: en.viewOrder.submit }).click();
  const summary = page.getByRole('region', { name: en.orderPages.summaryTitle });
  await expect(summary.getByText(en.orderPages.statuses.processing, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // A pack-together with an order that is not the customer's is refused on the field, and what was typed stays.
  const packField = page.getByRole('textbox', { name: en.orderPages.packTogether.field });
  await packField.fill('K00000000');
  await page.getByRole('button', { name: en.orderPages.packTogether.submit }).click();
  await expect(page.getByText(en.orderPages.packTogether.notPossible)).toBeVisible();
  await expect(packField).toHaveAttribute('aria-invalid', 'true');
  await expect(packField).toBeFocused();
  await expect(packField).toHaveValue('K00000000');

  // The cancel asks first; "no" keeps the order.
  await page.getByRole('button', { name: en.orderPages.cancel.button }).click();
  const question = page.getByText(fill(en.orderPages.cancel.confirm, { number: orderNumber }));
  await expect(question).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en.orderPages.cancel.no }).click();
  await expect(page.getByRole('button', { name: en.orderPages.cancel.button })).toBeFocused();

  // By keyboard: the cancel button, then "yes".
  await page.getByRole('button', { name: en.orderPages.cancel.button }).press('Enter');
  await expect(question).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: en.orderPages.cancel.yes })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: en.orderPages.cancel.done })).toBeVisible();
  // The status's value; the history below says the same words.
  await expect(summary.getByRole('definition').filter({ hasText: new RegExp(`^${en.orderPages.statuses.manual_cancellation}$`) })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: en.orderPages.history.cancel })).toBeVisible();
  await expect(page.getByRole('button', { name: en.orderPages.cancel.button })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: en.orderPages.packTogether.field })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The customer's mail says the order was cancelled.
  await expect(async () => {
    const { emails } = await (await page.request.get('/api/dev/outbox/')).json() as { emails: Array<{ to_email: string; kind: string; subject: string }> };
    expect(emails.filter((mail) => mail.to_email === email && mail.kind === 'order_cancelled').map((mail) => mail.subject)).toEqual([expect.stringContaining(orderNumber)]);
  }).toPass({ timeout: 15_000 });
  // The refused pack-together is a 409 the browser logs as a failed load.
  expect(consoleProblems.filter((text) => !/status of 409/.test(text))).toEqual([]);
});

test('a logged-in customer opens an order in the account and packs it together with an earlier one', async ({ page, request, consoleProblems }) => {
  const email = uniqueEmail('order.packing');
  await activeAccount(page.request, email);
  expect((await page.request.post('/api/auth/login/', { data: { email, password: PASSWORD } })).status()).toBe(200);
  const earlier = await placePaidOrder(page, request, email);
  const later = await placePaidOrder(page, request, email);

  await page.goto('/en/accounts/');
  await waitForHydration(page);
  const details = page.getByRole('button', { name: en.accountArea.orders.details, exact: true }).filter({ visible: true });
  // The orders load after the session is known: slow on a loaded machine.
  await expect(details).toHaveCount(2, { timeout: 15_000 });
  // Newest first: the later order's details.
  await details.first().click();
  await expect(details.first()).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('#account-order-details');
  await expect(panel.getByText(later, { exact: true }).first()).toBeVisible();
  await expect(panel).toBeFocused();
  await expectNoAxeViolations(page);

  await panel.getByRole('textbox', { name: en.orderPages.packTogether.field }).fill(earlier);
  await panel.getByRole('button', { name: en.orderPages.packTogether.submit }).click();
  await expect(panel.getByRole('status').filter({ hasText: en.orderPages.packTogether.done })).toBeVisible();
  await expect(panel.getByText(fill(en.orderPages.history.pack_together, { number: earlier }))).toBeVisible();
  await expect(panel.getByRole('textbox', { name: en.orderPages.packTogether.field })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The earlier order says it ships with the later one.
  await details.nth(1).click();
  await expect(panel.getByText(fill(en.orderPages.history.pack_together, { number: later }))).toBeVisible();
  expect(consoleProblems).toEqual([]);
});
