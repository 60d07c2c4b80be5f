/**
 * Issue 16 item 3 in the browser: staff handle a complaint on the desk, and
 * its customer follows it from the mails' links. The complaint is filed
 * through the complaint API (helper of item 2) as the form would send it.
 * Both viewports (1280 and 375 px) run every test, with axe on every page.
 */
import en from '../../locales/en.json' with { type: 'json' };
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { staffCookies } from './staff-session.ts';

const desk = en.caseDesk;
const serviceCase = en.serviceCase;
const statuses = en.serviceCase.statuses;

/** A complaint about a store purchase (core 3 fields, core 5 channel 'S'), filed as the complaint page sends it; its case number. */
async function fileComplaint(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/reclamations/?lang=en', {
    data: {
      customerName: 'Aino Virtanen', email, phone: '+358401234567', address: 'Mannerheimintie 1', postNumber: '00100', city: 'Helsinki',
      salesChannel: 'S', store: '', targetStore: '1', orderNumber: '', receipt: '1234', timeOfPurchase: '2025-01-10', price: '89,90', used: true,
      manufacturer: 'Norrvik', model: 'Trail boot', color: 'Black', size: '', noSize: true, complaint: 'The sole came off after two weeks of walking.',
      upload_session: '', upload_ids: [],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { case_number: string }).case_number;
}

interface OutboxMail { to_email: string; kind: string; subject: string; body_text: string }
/** A case page link: a random (43) or signed (44 and more) token as the last segment, whatever the language's slug. */
const CASE_LINK = /https?:\/\/\S+\/[A-Za-z0-9_-]{43,64}\//;

/** The newest mail of the kind to the address, and its case page link as a local path; waits for it to be written. */
async function caseMail(request: APIRequestContext, email: string, kind: string): Promise<{ subject: string; text: string; path: string }> {
  let found: OutboxMail | undefined;
  await expect(async () => {
    const { emails } = (await (await request.get('/api/dev/outbox/')).json()) as { emails: OutboxMail[] };
    found = emails.find((mail) => mail.to_email.toLowerCase() === email.toLowerCase() && mail.kind === kind);
    expect(found, `a ${kind} mail to ${email}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return { subject: found!.subject, text: found!.body_text, path: new URL(CASE_LINK.exec(found!.body_text)![0]).pathname };
}

/** Opens the case from the complaints list, as staff do. */
async function openFromList(page: Page, caseNumber: string): Promise<void> {
  await page.context().addCookies(await staffCookies());
  await page.goto('/en/staff/complaints/?status=new-return');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: desk.complaintsPage.title })).toBeVisible();
  await expect(page.getByLabel(desk.list.filterStatus)).toHaveValue('new-return');
  const link = page.getByRole('link', { name: caseNumber, exact: true }).filter({ visible: true });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Case ${caseNumber}` })).toBeVisible();
  await expect(page.getByText('The sole came off after two weeks of walking.')).toBeVisible();
  await expectNoAxeViolations(page);
}

test('staff move a complaint to processed and the customer receives the mail in the dev outbox', async ({ page, request, consoleProblems }) => {
  const email = uniqueEmail('aino.virtanen');
  const caseNumber = await fileComplaint(request, email);
  await openFromList(page, caseNumber);

  await page.getByLabel(desk.actions.newStatus).selectOption({ label: statuses['processed-return'] });
  await page.getByLabel(desk.actions.statusNote).fill('We refund the boots in full.');
  await page.getByRole('button', { name: desk.actions.statusSubmit }).click();
  // The form is replaced by the case's new state: what was done takes the focus.
  await expect(page.getByRole('status').filter({ hasText: desk.actions.statusDone })).toBeFocused();
  await expect(page.getByText(desk.actions.closed)).toBeVisible();
  await expect(page.locator('.desk-audit').getByText('We refund the boots in full.')).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await caseMail(request, email, 'case_status');
  expect(mail.subject).toBe(`Your complaint ${caseNumber}: ${statuses['processed-return']}`);
  expect(mail.text).toContain('We refund the boots in full.');

  // The customer opens the mail's link: no session needed, the link is the key.
  await page.context().clearCookies();
  await page.goto(mail.path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: serviceCase.title })).toBeVisible();
  await expect(page.getByText(caseNumber)).toBeVisible();
  await expect(page.locator('.desk-facts').getByText(statuses['processed-return'])).toBeVisible();
  await expect(page.getByText('We refund the boots in full.')).toBeVisible();
  await expect(page.getByRole('button', { name: serviceCase.withdraw.start.complaint })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});

test('staff ask for more information, and the customer answers on their case page', async ({ page, request, consoleProblems }) => {
  const email = uniqueEmail('aino.virtanen');
  const caseNumber = await fileComplaint(request, email);
  await openFromList(page, caseNumber);
  await page.getByRole('textbox', { name: desk.actions.commentLabel }).fill('Ask the store whether the sole was glued.');
  await page.getByRole('button', { name: desk.actions.commentSubmit }).click();
  await expect(page.getByRole('status').filter({ hasText: desk.actions.commentDone })).toBeVisible();
  await page.getByRole('textbox', { name: desk.actions.questionLabel }).fill('Could you send a photo of the sole?');
  await page.getByRole('button', { name: desk.actions.questionSubmit }).click();
  await expect(page.getByRole('status').filter({ hasText: desk.actions.questionDone })).toBeVisible();

  const mail = await caseMail(request, email, 'case_question');
  await page.context().clearCookies();
  await page.goto(mail.path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: serviceCase.answer.title })).toBeVisible();
  await expect(page.getByText('Could you send a photo of the sole?').first()).toBeVisible();
  // The staff comment never reaches the customer.
  await expect(page.getByText('Ask the store whether the sole was glued.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // An empty answer keeps the focus on the field with its message; a real one is sent.
  await page.getByRole('button', { name: serviceCase.answer.submit }).click();
  await expect(page.getByLabel(serviceCase.answer.label)).toBeFocused();
  await page.getByLabel(serviceCase.answer.label).fill('I sent it to customer service by email.');
  await page.getByRole('button', { name: serviceCase.answer.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: serviceCase.answer.done })).toBeFocused();
  await expect(page.locator('.desk-facts').getByText(statuses['processing-return'])).toBeVisible();
  await expect(page.getByText('I sent it to customer service by email.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleProblems.filter((text) => !/status of 400/.test(text))).toEqual([]);
});

test('a visitor who is not staff sees the desk\'s "staff only" notice with a way to log in', async ({ page }) => {
  await page.goto('/en/staff/returns/');
  await waitForHydration(page);
  await expect(page.getByText(en.desk.staffOnly)).toBeVisible();
  const login = page.getByRole('link', { name: en.desk.logIn });
  await expect(login).toHaveAttribute('href', /\/en\/accounts\/login\/\?next=%2Fen%2Fstaff%2Freturns%2F/);
  await expectNoAxeViolations(page);
});

test('a forged case link shows that it opens nothing', async ({ page }) => {
  await page.goto(`/en/service-cases/${'A'.repeat(43)}/`);
  await waitForHydration(page);
  await expect(page.getByText(serviceCase.notFound)).toBeVisible();
  await expectNoAxeViolations(page);
});
