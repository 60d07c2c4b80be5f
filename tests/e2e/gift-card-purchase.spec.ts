import type { APIRequestContext, Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { fillBuyer, HELSINKI_BUYER, payWithTestProvider } from './checkout-helpers.ts';
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';

const texts = en.giftCards;
const fill = (text: string, params: Record<string, string> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
/** The text as a pattern in which a space also matches the no-break space of formatted amounts. */
const loose = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));
const CODE = /[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}/;

/** The page, with Finland and the euro chosen by the query of core 4 (the buyer is in Helsinki). */
async function openGiftCards(page: Page): Promise<void> {
  await page.goto('/en/service-products/giftcards/?delivery_country=fi&currency=eur');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
}

/** From the page's "Go to cart" link to the cart. */
async function openCart(page: Page): Promise<void> {
  await page.getByRole('link', { name: texts.toCart }).click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: en.cartPage.title })).toBeVisible();
}

/** From the cart on to the payment page, the buyer typed and the order paid on the test provider's page. */
async function checkOutAndPay(page: Page, email: string): Promise<void> {
  const next = page.getByRole('button', { name: en.cartPage.continue }).or(page.getByRole('link', { name: en.cartPage.continue }));
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await next.click();
  await waitForHydration(page);
  await fillBuyer(page, en, { ...HELSINKI_BUYER, email });
  await page.getByRole('button', { name: en.checkoutForm.submit }).click();
  await payWithTestProvider(page, en);
}

/** The code of the gift card mail to the address, from the dev outbox (waits for the mail to be written). */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const { emails } = (await (await request.get('/api/dev/outbox/')).json()) as { emails: Array<{ to_email: string; kind: string; body_text: string }> };
    const mail = emails.find((entry) => entry.to_email.toLowerCase() === email.toLowerCase() && entry.kind === 'gift_card');
    expect(mail, `a gift card mail to ${email}`).toBeTruthy();
    code = CODE.exec(mail!.body_text)![0];
  }).toPass({ timeout: 15_000 });
  return code;
}

// The desktop (1280 px) and mobile-375 projects of playwright.config.ts run each test, axe included, at both widths.
test('a shopper buys a web gift card in English and then pays another order with it', async ({ page, request }) => {
  await openGiftCards(page);
  await expectNoAxeViolations(page);

  const web = page.getByRole('region', { name: texts.web.title });
  const amount = web.getByRole('spinbutton', { name: texts.amount });
  const add = web.getByRole('button', { name: texts.web.add });
  await expect(amount).toHaveValue('50');
  await amount.fill('0');
  await expect(add).toBeDisabled();
  await amount.fill('85');
  await expect(web.getByText(loose(fill(texts.amountError.step, { step: '10 €' })))).toBeVisible();
  await expect(add).toBeDisabled();
  await amount.fill('80');
  await web.getByRole('textbox', { name: texts.web.recipient }).fill('Anna');
  await web.getByRole('textbox', { name: texts.web.message }).fill('Happy birthday!');
  await web.getByRole('radio', { name: texts.templates.aurora }).check();
  await add.click();
  await expect(web.getByRole('status')).toContainText(texts.added);

  const buyer = uniqueEmail('gift.buyer');
  await openCart(page);
  await checkOutAndPay(page, buyer);
  const code = await mailedCode(request, buyer);

  // The balance check on the page finds the new card at its full value.
  await openGiftCards(page);
  const balance = page.getByRole('region', { name: texts.balance.title });
  await balance.getByRole('textbox', { name: texts.balance.code }).fill(code.toLowerCase());
  await balance.getByRole('button', { name: texts.balance.check }).click();
  await expect(balance.getByRole('status')).toContainText(loose(fill(texts.balance.balance, { amount: '80 €' })));

  // A 100 € physical card, paid 80 € by the code and the rest with the test provider.
  const physical = page.getByRole('region', { name: texts.physical.title });
  await physical.getByRole('spinbutton', { name: texts.amount }).fill('100');
  await physical.getByRole('button', { name: texts.physical.add }).click();
  await openCart(page);
  await page.getByRole('textbox', { name: en.cartPage.codeLabel }).fill(code);
  await page.getByRole('button', { name: en.cartPage.codeApply }).click();
  await expect(page.locator('.cart-totals').getByText(en.orderPages.giftCardPaid)).toBeVisible({ timeout: 15_000 });
  await checkOutAndPay(page, uniqueEmail('second.order'));

  const after = await request.post('/api/giftcards/balance/', { data: { code } });
  expect(await after.json()).toMatchObject({ balance: 0 });
});

test('the balance check says when a code is unknown, keeping it typed and focused', async ({ page }) => {
  await openGiftCards(page);
  await expectNoAxeViolations(page);
  const balance = page.getByRole('region', { name: texts.balance.title });
  const field = balance.getByRole('textbox', { name: texts.balance.code });
  await field.fill('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await balance.getByRole('button', { name: texts.balance.check }).click();
  await expect(balance.getByText(texts.balance.notFound)).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await expectNoAxeViolations(page);
});
