import type { Browser } from '@playwright/test';
import fi from '../../locales/fi.json' with { type: 'json' };
import type { CampaignCodesResponse, CampaignDetail } from '../../shared/types/campaign-admin.ts';
import type { ProductModelDetail } from '../../shared/types/product-detail.ts';
import { activeAccount, PASSWORD } from './account-helpers.ts';
import { fillBuyer, HELSINKI_BUYER, payWithTestProvider } from './checkout-helpers.ts';
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { FINLAND_COOKIES, variantQuery } from './product-helpers.ts';
import { staffCookies } from './staff-session.ts';

/**
 * Issue 17 item 1 (cat 4 Gift campaign redeem, decision 026): a recipient
 * opens the demo campaign's category in Finnish and picks a gift; the code
 * is one this test made for itself (a company of its own, verified by staff,
 * whose campaign gives that gift, through the campaign management API), so
 * no run uses up a published demo code or depends on what earlier runs
 * redeemed. The recipient redeems it and pays the delivery with the test provider.
 */
const CATEGORY = 'kaira-christmas-gift';

/** A running campaign of a new company with one category giving `modelId`, and one new code of it. */
async function freshGift(browser: Browser, modelId: number): Promise<{ category: string; code: string }> {
  const baseURL = test.info().project.use.baseURL;
  const org = await browser.newContext({ baseURL });
  const email = uniqueEmail('gift.company');
  await activeAccount(org.request, email);
  expect((await org.request.post('/api/auth/login/', { data: { email, password: PASSWORD } })).status()).toBe(200);
  const vat = `DE${String(Date.now() * 7 + test.info().workerIndex + 3).slice(-9)}`;
  const registered = await org.request.post('/api/company/', { data: {
    name: `Gift company ${email}`, country: 'de', vat_number: vat, contact_name: 'Anna Muster', contact_email: 'anna@example.com', contact_phone: '+49 30 1234567',
  } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { company } = await registered.json() as { company: { id: number } };
  const staff = await browser.newContext({ baseURL });
  await staff.addCookies(await staffCookies());
  const verified = await staff.request.post(`/api/staff/companies/${company.id}/verify/`, { data: {} });
  expect(verified.status(), await verified.text()).toBe(200);
  await staff.close();

  const today = new Date().toISOString().slice(0, 10);
  const created = await org.request.post('/api/org/campaigns/', { data: {
    name: 'Lahja testiin', starts_on: today, ends_on: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`, recipient_price: '0', free_delivery: false,
  } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json() as CampaignDetail;
  const withCategory = await org.request.post(`/api/org/campaigns/${id}/categories/`, { data: { name: 'Lämpimät lahjat testiin', model_ids: [modelId] } });
  expect(withCategory.status(), await withCategory.text()).toBe(201);
  const category = (await withCategory.json() as CampaignDetail).categories[0];
  expect((await org.request.post(`/api/org/campaigns/${id}/codes/`, { data: { category_id: category.id, count: 1 } })).status()).toBe(201);
  const { codes } = await (await org.request.get(`/api/org/campaigns/${id}/codes/`)).json() as CampaignCodesResponse;
  await org.close();
  expect(codes).toHaveLength(1);
  return { category: category.slug, code: codes[0].code };
}

test('a recipient redeems a gift code and pays the delivery in Finnish', async ({ page, browser, consoleProblems }) => {
  test.setTimeout(120_000);
  await page.context().addCookies(FINLAND_COOKIES);
  const category = await page.goto(`/${fi.routeSegments.giftcampaigns}/${CATEGORY}/`);
  expect(category?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Lämpimät lahjat' })).toBeVisible();
  await expect(page.getByText(fi.giftCampaign.terms.free)).toBeVisible();
  await expectNoAxeViolations(page);

  // The first gift, with a variant that can be given (in stock, not blocked), in a campaign of this test's own.
  const first = page.locator('.gift-category__link').first();
  const slug = (await first.getAttribute('href'))!.split('/').filter(Boolean).pop()!;
  const detail = await (await page.request.get(`/api/products/productmodel/${slug}/?lang=fi&giftcampaign=${CATEGORY}`)).json() as ProductModelDetail;
  const variant = detail.products.find((candidate) => candidate.stock_data.in_stock && !candidate.stock_data.blocked_stock)!;
  expect(variant, 'an orderable variant of the gift').toBeDefined();
  const gift = await freshGift(browser, detail.id);
  await page.goto(`/${fi.routeSegments.giftcampaigns}/${gift.category}/`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Lämpimät lahjat testiin' })).toBeVisible();
  await page.locator('.gift-category__link').first().click();
  await waitForHydration(page);
  const href = `/${fi.routeSegments.giftcampaigns}/${gift.category}/${slug}/`;
  await expect(page).toHaveURL(new RegExp(href));
  await page.goto(`${href}${variantQuery(variant)}`);
  await waitForHydration(page);

  const field = page.getByRole('textbox', { name: fi.giftCampaign.form.label });
  const redeem = page.getByRole('button', { name: fi.giftCampaign.form.submit });
  await expect(field).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);

  // cat 5: required; a wrong code gets the server's message on the field, and the typed text stays.
  await redeem.click();
  await expect(page.getByText(fi.giftCampaign.code.required)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('ZZZZ-ZZZZ-ZZZZ');
  await redeem.click();
  await expect(page.getByText(fi.giftCampaign.code.wrong)).toBeVisible();
  await expect(field).toHaveValue('ZZZZ-ZZZZ-ZZZZ');
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);

  const code = gift.code;
  // Typed as a recipient might: lower case, with spaces around.
  await field.fill(` ${code.toLowerCase()} `);
  await redeem.click();
  await expect(page).toHaveURL(new RegExp(`/${fi.routeSegments.checkout}/${fi.routeSegments.payment}/`), { timeout: 15_000 });
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: fi.checkoutForm.title })).toBeVisible();
  // The cart holds the one gift.
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await fillBuyer(page, fi, { ...HELSINKI_BUYER, email: uniqueEmail('aino.virtanen') });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: fi.checkoutForm.submit }).click();
  await payWithTestProvider(page, fi);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: fi.orderPages.ok.title })).toBeVisible();

  // Redeemed: the same code is refused from now on.
  const again = await page.request.post('/api/giftcampaigns/validate_code/?lang=fi', { data: { code, product_id: variant.id, category_slug: gift.category } });
  expect(again.status()).toBe(400);
  expect((await again.json()).error.fields.code).toBe(fi.giftCampaign.code.used);
  // The wrong code's 400 is an answer the form shows, which the browser logs as a failed resource.
  expect(consoleProblems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
});

test('an ended or unknown gift category is the not-found page', async ({ page }) => {
  for (const slug of ['kaira-autumn-gift-2025', 'no-such-gift']) {
    const response = await page.goto(`/en/giftcampaigns/${slug}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Campaign not found.')).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
