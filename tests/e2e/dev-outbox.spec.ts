/**
 * Issue 15 item 8, decision 020: locally a mail lands in the dev outbox and
 * is read on the /dev/outbox/ page, whose links work as in a mail client.
 */
import { expect, expectNoAxeViolations, test, uniqueEmail } from './fixtures.ts';
import { findProduct, unavailableVariants } from './product-helpers.ts';

test('a back-in-stock confirmation mail is read on the dev outbox page and its link followed from the HTML part', async ({ page, request }) => {
  const { detail } = await findProduct(request, ({ detail }) => unavailableVariants(detail).length > 0);
  const address = uniqueEmail('outbox.reader');
  const signUp = await request.post('/api/product_availability_email_notify/', {
    data: { email: address, product_id: unavailableVariants(detail)[0].id, lang_code: 'en' },
  });
  expect(signUp.status()).toBe(200);
  await page.goto('/en/dev/outbox/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dev outbox' })).toBeVisible();
  const mail = page.getByRole('article').filter({ hasText: address }).first();
  await expect(mail.getByRole('heading', { level: 2, name: 'Confirm your back-in-stock alert – Kaira Outdoor' })).toBeVisible();
  // The local Queue hands it to the dev-outbox transport (MAIL_TRANSPORT=dev-outbox in npm start) within seconds.
  await expect(async () => {
    await page.reload();
    await expect(mail.getByText(/^Sent .* by dev-outbox$/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  // The text part's links are links; the HTML part's button opens in the page itself.
  const confirmUrl = await mail.locator('pre a[href$="/confirm/"]').getAttribute('href');
  expect(confirmUrl).toMatch(/\/en\/stock-alerts\/[A-Za-z0-9_-]{32}\/confirm\/$/);
  await mail.frameLocator('iframe').getByRole('link', { name: 'Confirm alert' }).click();
  await expect(page).toHaveURL(confirmUrl!);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your back-in-stock alert' })).toBeVisible();
});
