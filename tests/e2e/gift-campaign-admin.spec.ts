import readXlsxFile from 'read-excel-file/node';
import en from '../../locales/en.json' with { type: 'json' };
import { activeAccount, PASSWORD } from './account-helpers.ts';
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { staffCookies } from './staff-session.ts';

const fill = (text: string, params: Record<string, string | number> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

// Run by both projects: 1280 px (desktop) and 375 px (mobile-375).
test('a company registers, staff verify it, and its user creates a campaign, generates codes and downloads them as .xlsx', async ({ page, browser, request, consoleProblems }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('company.user');
  const company = `E2E Company ${Date.now().toString(36)}${test.info().workerIndex}`;
  // A German VAT number of this run's own: DE and nine digits.
  const vat = `DE${String(Date.now() * 10 + test.info().workerIndex).slice(-9)}`;
  await activeAccount(request, email);
  expect((await page.request.post('/api/auth/login/', { data: { email, password: PASSWORD } })).status()).toBe(200);

  // The registration: a wrong VAT number is refused on its field, with what was typed kept.
  await page.goto('/en/accounts/company/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: en.company.page.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: en.company.fields.name }).fill(company);
  await page.getByRole('combobox', { name: en.company.fields.country }).selectOption('de');
  const vatField = page.getByRole('textbox', { name: en.company.fields.vat_number });
  await vatField.fill('DE123');
  await page.getByRole('textbox', { name: en.company.fields.contact_name }).fill('Anna Muster');
  await page.getByRole('textbox', { name: en.company.fields.contact_email }).fill('anna@example.com');
  await page.getByRole('textbox', { name: en.company.fields.contact_phone }).fill('+49 30 1234567');
  await page.getByRole('button', { name: en.company.submit }).click();
  await expect(page.getByText(en.company.error.vatNumber)).toBeVisible();
  await expect(vatField).toBeFocused();
  await expect(page.getByRole('textbox', { name: en.company.fields.name })).toHaveValue(company);
  await vatField.fill(vat);
  await page.getByRole('button', { name: en.company.submit }).click();
  await expect(page.getByText(en.company.status.pending, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff verify it on their page, in a session of their own.
  const staff = await browser.newContext({ viewport: page.viewportSize(), baseURL: test.info().project.use.baseURL });
  await staff.addCookies(await staffCookies());
  const staffPage = await staff.newPage();
  await staffPage.goto('/en/staff/companies/');
  await waitForHydration(staffPage);
  await expect(staffPage.getByRole('heading', { level: 1, name: en.company.staffPage.title })).toBeVisible();
  await expect(staffPage.getByRole('heading', { level: 2, name: company })).toBeVisible();
  await expectNoAxeViolations(staffPage);
  await staffPage.getByRole('button', { name: fill(en.company.staffPage.verify, { name: company }) }).click();
  await expect(staffPage.getByText(fill(en.company.staffPage.verified, { name: company }))).toBeVisible();
  // The decided card (with the focused button) is gone: the focus is on the outcome.
  await expect(staffPage.locator('.campaign-admin__outcome')).toBeFocused();
  await staff.close();

  // The user, now an organisation user, goes from the account area to campaign management.
  await page.goto('/en/accounts/');
  await waitForHydration(page);
  await page.getByRole('link', { name: en.accountArea.manageCampaigns }).click();
  await expect(page).toHaveURL(/\/en\/accounts\/gift-campaigns\/$/);
  await expect(page.getByText(fill(en.campaignAdmin.listPage.intro, { company }))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: en.campaignAdmin.fields.name }).fill('Thank you 2026');
  await page.getByLabel(en.campaignAdmin.fields.starts_on).fill('2026-01-01');
  await page.getByLabel(en.campaignAdmin.fields.ends_on).fill(`${new Date().getUTCFullYear() + 1}-12-31`);
  await page.getByRole('button', { name: en.campaignAdmin.submit }).click();
  await expect(page).toHaveURL(/\/en\/accounts\/gift-campaigns\/\d+\/$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you 2026' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A category with a product found by name.
  const categories = page.getByRole('region', { name: en.campaignAdmin.categories.title });
  await categories.getByRole('textbox', { name: en.campaignAdmin.categories.name }).last().fill('Warm gifts');
  const search = categories.getByRole('searchbox', { name: en.campaignAdmin.categories.search }).last();
  // A search that fails says so (cat 8 "An error occurred while fetching search results.").
  await page.route('**/api/org/models/**', (route) => route.fulfill({ status: 404, json: { error: { code: 'not_found', message: 'Not found.' } } }), { times: 1 });
  await search.fill('jac');
  await expect(categories.getByText(en.campaignAdmin.categories.searchFailed)).toBeVisible();
  await search.fill('ja');
  const addModel = categories.getByRole('button', { name: /^Add (?!category)/ }).first();
  await expect(addModel).toBeVisible();
  await addModel.click();
  await expect(categories.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  // A product the server refuses is marked among the chosen ones, and the focus goes to the product search.
  await page.route('**/categories/?lang=en', (route) => route.fulfill({
    status: 400, json: { error: { code: 'invalid_request', message: en.campaignAdmin.error.models, fields: { model_ids: en.campaignAdmin.error.models, 'model_ids.0': en.campaignAdmin.error.models } } },
  }), { times: 1 });
  await categories.getByRole('button', { name: en.campaignAdmin.categories.add, exact: true }).click();
  await expect(categories.getByText(en.campaignAdmin.categories.refusedModel)).toBeVisible();
  await expect(search).toBeFocused();
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  await categories.getByRole('button', { name: en.campaignAdmin.categories.add, exact: true }).click();
  await expect(categories.getByRole('heading', { level: 3, name: 'Warm gifts' })).toBeVisible();

  // Five codes, shown with their state.
  const codes = page.getByRole('region', { name: en.campaignAdmin.codes.title, exact: true });
  await codes.getByRole('textbox', { name: fill(en.campaignAdmin.codes.count, { max: 1000 }) }).fill('5');
  await codes.getByRole('button', { name: en.campaignAdmin.codes.generate }).click();
  await expect(codes.getByText(fill(en.campaignAdmin.codes.generated.other, { count: 5 }))).toBeVisible();
  const list = codes.getByRole('list', { name: en.campaignAdmin.codes.caption });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  const shown = (await list.locator('.campaign-admin__code-value').allTextContents()).map((text) => text.trim());
  for (const code of shown) expect(code).toMatch(/^[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/);

  // A comment on the first code: a failed save is told on the field (cat 8 "Failed to save comment"), then it is saved ("Comment saved").
  const commentField = codes.getByRole('textbox', { name: fill(en.campaignAdmin.codes.commentLabel, { code: shown[0] }) });
  await commentField.fill('For the board');
  await page.route('**/comment/?lang=en', (route) => route.fulfill({ status: 404, json: { error: { code: 'not_found', message: 'Code not found.' } } }), { times: 1 });
  await codes.getByRole('button', { name: fill(en.campaignAdmin.codes.saveCommentFor, { code: shown[0] }) }).click();
  await expect(commentField).toHaveAttribute('aria-invalid', 'true');
  await expect(commentField).toHaveAccessibleDescription(en.campaignAdmin.codes.commentFailed);
  await expect(commentField).toHaveValue('For the board');
  await codes.getByRole('button', { name: fill(en.campaignAdmin.codes.saveCommentFor, { code: shown[0] }) }).click();
  await expect(codes.getByText(en.campaignAdmin.codes.commentSaved, { exact: true })).toBeVisible();
  // A category is saved by its own button (cat 8 "Gift category saved"), not on each change of the select.
  await codes.getByRole('button', { name: fill(en.campaignAdmin.codes.saveCategoryFor, { code: shown[1] }) }).click();
  await expect(codes.getByText(en.campaignAdmin.codes.categorySaved, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The download is a real workbook with the codes, their state and the comment.
  const downloading = page.waitForEvent('download');
  await codes.getByRole('link', { name: en.campaignAdmin.codes.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Thank-you-2026-codes.xlsx');
  const [sheet] = await readXlsxFile((await download.path())!);
  const [header, ...rows] = sheet.data;
  expect(header).toEqual(Object.values(en.campaignAdmin.workbook));
  expect(rows.map((row) => row[0]).sort()).toEqual([...shown].sort());
  expect(rows.every((row) => row[1] === 'Warm gifts' && row[2] === en.campaignAdmin.states.free)).toBe(true);
  expect(rows.find((row) => row[0] === shown[0])?.[7]).toBe('For the board');

  // Only the failures this test made: the logged failed search and the browser's line for the refused category.
  const made = [/^The product search failed ApiError: \/api\/org\/models\/\?q=jac/, /status of 400 \(Bad Request\)$/];
  expect(consoleProblems.filter((problem) => !made.some((pattern) => pattern.test(problem)))).toEqual([]);
});
