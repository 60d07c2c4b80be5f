import en from '../../locales/en.json' with { type: 'json' };
import { placePaidOrder } from './checkout-helpers.ts';
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { staffCookies } from './staff-session.ts';

const fill = (text: string, params: Record<string, string> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

// Run by both projects: 1280 px (desktop) and 375 px (mobile-375).
test('staff mark an order shipped with a tracking code, and the customer sees it on /view-order/', async ({ page, request, consoleProblems }) => {
  const email = uniqueEmail('order.desk');
  const orderNumber = await placePaidOrder(page, request, email);

  // The list, filtered to paid orders not yet handled, shows the new order.
  await page.context().addCookies(await staffCookies());
  await page.goto('/en/staff/orders/?status=processing');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: en.orderDesk.listPage.title })).toBeVisible();
  await expect(page.getByRole('combobox', { name: en.orderDesk.list.filterStatus })).toHaveValue('processing');
  const link = page.getByRole('link', { name: orderNumber, exact: true }).filter({ visible: true });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/en/staff/orders/${orderNumber}/$`));
  await expect(page.getByRole('heading', { level: 1, name: fill(en.orderDesk.orderPage.title, { number: orderNumber }) })).toBeVisible();
  await expect(page.getByRole('link', { name: email })).toBeVisible();
  await expectNoAxeViolations(page);

  // A code that is none is refused on its field, with focus there and what was typed kept.
  const code = page.getByRole('textbox', { name: en.orderDesk.actions.code, exact: true });
  const carrier = page.getByRole('textbox', { name: en.orderDesk.actions.carrier, exact: true });
  await code.fill('<none>');
  await carrier.fill('Posti');
  await page.getByRole('button', { name: en.orderDesk.actions.trackingSubmit }).click();
  await expect(page.getByText(en.orderDesk.error.code)).toBeVisible();
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(carrier).toHaveValue('Posti');

  await code.fill('jjfi 6451 2300');
  await page.getByRole('button', { name: en.orderDesk.actions.trackingSubmit }).click();
  await expect(page.getByRole('status').filter({ hasText: en.orderDesk.actions.trackingDone })).toBeVisible();
  await expect(page.getByRole('region', { name: en.orderDesk.order.trackingTitle, exact: true }).getByText('JJFI 6451 2300')).toBeVisible();

  await page.getByRole('combobox', { name: en.orderDesk.actions.newStatus }).selectOption({ label: en.orderPages.statuses.shipped });
  await page.getByRole('button', { name: en.orderDesk.actions.statusSubmit }).click();
  await expect(page.getByRole('status').filter({ hasText: en.orderDesk.actions.statusDone })).toBeVisible();
  const facts = page.getByRole('region', { name: en.orderDesk.order.customerTitle, exact: true });
  await expect(facts.getByText(en.orderPages.statuses.shipped, { exact: true })).toBeVisible();
  // The audit trail names who did what: the tracking code and the move.
  const history = page.getByRole('region', { name: en.desk.audit.title, exact: true });
  await expect(history.getByText(en.desk.actions.tracking_code)).toBeVisible();
  await expect(history.getByText(fill(en.desk.audit.statusChange, { from: en.orderPages.statuses.processing, to: en.orderPages.statuses.shipped }))).toBeVisible();
  // Shipped: the cancel is no longer offered.
  await expect(page.getByRole('button', { name: en.orderDesk.actions.cancelSubmit })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The customer got both mails.
  await expect(async () => {
    const { emails } = await (await page.request.get('/api/dev/outbox/')).json() as { emails: Array<{ to_email: string; kind: string; subject: string }> };
    const kinds = emails.filter((mail) => mail.to_email === email).map((mail) => mail.kind);
    expect(kinds).toEqual(expect.arrayContaining(['order_tracking', 'order_status']));
  }).toPass({ timeout: 15_000 });

  // The customer, without the staff session, looks the order up and sees it shipped with its code.
  await page.context().clearCookies();
  await page.goto('/en/view-order/');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: en.viewOrder.fields.email }).fill(email);
  await page.getByRole('textbox', { name: en.viewOrder.fields.order_number }).fill(orderNumber);
  await page.getByRole('button', { name: en.viewOrder.submit }).click();
  const summary = page.getByRole('region', { name: en.orderPages.summaryTitle });
  // The status's value (the shipping date's label reads the same).
  await expect(summary.getByRole('definition').filter({ hasText: new RegExp(`^${en.orderPages.statuses.shipped}$`) })).toBeVisible();
  // The code with its carrier among the order's details (its history repeats it).
  await expect(summary.getByRole('definition').filter({ hasText: /^JJFI 6451 2300 \(Posti\)$/ })).toBeVisible();
  await expect(summary.getByText(en.orderPages.history.tracking_code)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});

test('a visitor who is not staff is asked to log in on the order desk', async ({ page, consoleProblems }) => {
  await page.goto('/en/staff/orders/');
  await waitForHydration(page);
  await expect(page.getByText(en.desk.staffOnly)).toBeVisible();
  await expect(page.getByRole('link', { name: en.desk.logIn })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});
