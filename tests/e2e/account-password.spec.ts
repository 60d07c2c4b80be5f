/**
 * Issue 15: a customer who forgot the password sets a new one from the mail
 * (the old one stops working, the link works once), and a customer deletes
 * the account from the account area and the confirmation mail.
 */
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { activeAccount, DELETE_MAIL, mailedLink, PASSWORD, RESET_MAIL, unexpectedProblems } from './account-helpers.ts';

test('a forgotten password is reset from the mailed link, and the link cannot be used twice', async ({ page, consoleProblems }) => {
  const email = uniqueEmail('reset.customer');
  await activeAccount(page.request, email);
  await page.goto('/en/accounts/login/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('alert')).toContainText('If the address has an account');
  await expectNoAxeViolations(page);

  const link = await mailedLink(page.request, email, RESET_MAIL);
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel(/^New password\W*$/).fill('a brand new secret');
  await page.getByLabel('New password again').fill('a brand new secret');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('Your password has been changed.');

  expect((await page.request.post('/api/auth/login/', { data: { email, password: PASSWORD } })).status()).toBe(401);
  expect((await page.request.post('/api/auth/login/', { data: { email, password: 'a brand new secret' } })).status()).toBe(200);
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel(/^New password\W*$/).fill('yet another secret');
  await page.getByLabel('New password again').fill('yet another secret');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has already been used.');
  expect(unexpectedProblems(consoleProblems)).toEqual([]);
});

test('a customer deletes the account from the account area and the confirmation mail, and cannot log in again', async ({ page, consoleProblems }) => {
  const email = uniqueEmail('leaving.customer');
  await activeAccount(page.request, email);
  expect((await page.request.post('/api/auth/login/', { data: { email, password: PASSWORD } })).status()).toBe(200);
  await page.goto('/en/accounts/');
  await waitForHydration(page);
  await expect(page.getByText(`Logged in as ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Send a deletion link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'we sent a link to confirm deleting it' })).toBeVisible();

  const link = await mailedLink(page.request, email, DELETE_MAIL);
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your account has been deleted.' })).toBeVisible();
  expect((await page.request.post('/api/auth/login/', { data: { email, password: PASSWORD } })).status()).toBe(401);
  expect(unexpectedProblems(consoleProblems)).toEqual([]);
});
