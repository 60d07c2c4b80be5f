import { LABEL_IN_NAME, wcagAxe } from './axe-rules.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';

test('the locale modal changes delivery country and currency, and the choice survives a reload', async ({ page, consoleProblems }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  await expect(page.getByTestId('locale-currency')).toHaveText('USD');

  await page.getByRole('button', { name: /Delivery country United States/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery country and currency' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('option', { name: 'Sweden' })).toHaveCount(1);
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Delivery country').selectOption('se');
  await expect(dialog.getByLabel('Currency')).toHaveValue('sek');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/en\/$/);
  await waitForHydration(page);
  await expect(page.getByTestId('locale-currency')).toHaveText('SEK');
  await expect(page.getByRole('button', { name: /Delivery country Sweden, currency SEK/ })).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('locale-currency')).toHaveText('SEK');
  expect(consoleProblems).toEqual([]);
});

test('the locale modal works by keyboard and closes with Escape', async ({ page }) => {
  await page.goto('/de/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: /Lieferland/ });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Lieferland und Währung' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Lieferland')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the locale button is named by its visible text first, and axe checks it for label in name (WCAG 2.5.3)', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'FI EUR – Toimitusmaa Suomi, valuutta EUR', exact: true });
  await expect(button).toHaveText('FI EUR');
  const results = await wcagAxe(page).include('.header__locale').analyze();
  const checked = results.passes.find((rule) => rule.id === LABEL_IN_NAME)?.nodes.map((node) => node.target.join(' '));
  expect(checked).toEqual(['.header__locale']);
});
