/**
 * Issue 16 item 6 in the browser: the questions, corporate and newsletter
 * pages pass axe at 1280 and 375 px; a newsletter sign-up is confirmed by
 * the link of its mail (the dev outbox); a form keeps what was typed after
 * the server refuses a field and after a failed send.
 */
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { mailedLink, unexpectedProblems } from './account-helpers.ts';

const PAGES = [
  ['/en/ask/', 'Ask customer service'],
  ['/en/corporate-info-form/', 'Corporate customer details'],
  ['/en/enterprise/', 'Corporate sales'],
  ['/en/corporate-newsletter/', 'Corporate newsletter'],
  ['/en/forest-newsletter/', 'Forest newsletter'],
] as const;

// The desktop (1280 px) and mobile-375 projects run every test at both widths.
test('the question, corporate and newsletter pages load and pass axe', async ({ page, consoleProblems }) => {
  for (const [path, title] of PAGES) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  expect(consoleProblems).toEqual([]);
});

test('a newsletter sign-up is confirmed by its mail', async ({ page, consoleProblems }) => {
  const email = uniqueEmail('forest.reader');
  await page.goto('/en/forest-newsletter/');
  await waitForHydration(page);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  // The box is not ticked: the form says so at the box, and sends nothing.
  await expect(page.getByText('Tick the box to give your consent')).toBeVisible();
  await expect(page.getByRole('checkbox')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: /forest newsletter by email/ }).check();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert')).toContainText('we sent a confirmation link to the address');

  // The mail's link only shows the page; its button confirms.
  const confirmLink = await mailedLink(page.request, email, 'newsletter_confirm');
  expect(confirmLink).toMatch(/^\/en\/newsletter\/confirm\//);
  await page.goto(confirmLink);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm the subscription' }).click();
  await expect(page.getByRole('alert')).toContainText('Your subscription is confirmed.');

  // The welcome mail carries the way out, which works the same way.
  const unsubscribeLink = await mailedLink(page.request, email, 'newsletter_welcome');
  expect(unsubscribeLink).toMatch(/^\/en\/newsletter\/unsubscribe\//);
  await page.goto(unsubscribeLink);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toContainText('You have unsubscribed');
  expect(consoleProblems).toEqual([]);
});

test('a form keeps its values after a server-side validation error and after a failed send', async ({ page, consoleProblems }) => {
  const email = uniqueEmail('asker');
  await page.goto('/en/ask/');
  await waitForHydration(page);
  await page.getByLabel(/^Name/).fill('Aino Virtanen');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Order number/).fill('K12345678');
  await page.getByLabel('Topic').selectOption('delivery');
  await page.getByLabel(/^Subject/).fill('Parcel');
  await page.getByLabel(/^Your question/).fill('Where is my parcel?');

  // A page older than the server's rules: the server refuses the order number the page let through.
  await page.route('**/api/forms/ask/**', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, order_number: 'X1' }) });
  }, { times: 1 });
  await page.getByRole('button', { name: 'Send the question' }).click();
  const orderNumber = page.getByLabel(/^Order number/);
  await expect(page.getByText('Check the order number: K and 8 digits, such as K12345678.')).toBeVisible();
  await expect(orderNumber).toBeFocused();
  await expect(orderNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Your question/)).toHaveValue('Where is my parcel?');
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await expect(page.getByLabel('Topic')).toHaveValue('delivery');
  await expectNoAxeViolations(page);

  // The send fails (the network drops it): cat 8 "sending the message failed", everything still there.
  await page.route('**/api/forms/ask/**', (route) => route.abort('connectionfailed'), { times: 1 });
  await page.getByRole('button', { name: 'Send the question' }).click();
  await expect(page.getByRole('alert')).toContainText('Sending the message failed.');
  await expect(page.getByLabel(/^Subject/)).toHaveValue('Parcel');
  await expect(orderNumber).toHaveValue('K12345678');

  // Sent as typed, once.
  await page.getByRole('button', { name: 'Send the question' }).click();
  await expect(page.getByRole('alert')).toContainText(/We received your question\. Its reference is Q\d{8}/);
  await expect.poll(async () => {
    const { emails } = (await (await page.request.get('/api/dev/outbox/')).json()) as { emails: Array<{ to_email: string; kind: string; body_text: string }> };
    return emails.filter((mail) => mail.to_email === email && mail.kind === 'form_ask_receipt').map((mail) => mail.body_text.includes('Order number: K12345678'));
  }).toEqual([true]);
  expect(unexpectedProblems(consoleProblems).filter((text) => !/net::ERR_CONNECTION_FAILED|\/api\/forms\/ask\/ failed/.test(text))).toEqual([]);
});
