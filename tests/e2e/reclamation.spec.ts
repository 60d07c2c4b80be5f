/**
 * Issue 16 item 2 in the browser, at 1280 and 375 px with axe on each
 * state: a customer files a complaint with two photos, uploaded as they are
 * chosen; an attachment that is no image is refused and the form offers to
 * send without it (cat 8); a logged-in customer's form fills from their order.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { activeAccount, PASSWORD, unexpectedProblems } from './account-helpers.ts';
import { placePaidOrder } from './checkout-helpers.ts';
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';

const texts = en.reclamation;
const field = texts.fields;

/** Two small pictures drawn by the browser itself: a PNG and a JPEG, as a phone would hand them over. */
async function photos(page: Page): Promise<Array<{ name: string; mimeType: string; buffer: Buffer }>> {
  const drawn = await page.evaluate(() => {
    const draw = (type: string, colour: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 96;
      canvas.height = 64;
      const context = canvas.getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, 96, 64);
      context.fillStyle = '#ffffff';
      context.fillRect(20, 30, 56, 4);
      return canvas.toDataURL(type).split(',')[1];
    };
    return { png: draw('image/png', '#c62828'), jpeg: draw('image/jpeg', '#1f3a2e') };
  });
  return [
    { name: 'binding-crack.png', mimeType: 'image/png', buffer: Buffer.from(drawn.png, 'base64') },
    { name: 'binding-side.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(drawn.jpeg, 'base64') },
  ];
}

/** A label's start as a pattern: the required fields' labels end in ' *'. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function fillComplaint(page: Page, email: string): Promise<void> {
  await page.getByLabel(startsWith(field.customerName)).fill('Aino Virtanen');
  await page.getByLabel(startsWith(field.email)).fill(email);
  await page.getByLabel(startsWith(field.phone)).fill('+358 40 123 4567');
  await page.getByLabel(startsWith(field.address)).fill('Mannerheimintie 1');
  await page.getByLabel(startsWith(field.postNumber)).fill('00100');
  await page.getByLabel(startsWith(field.city)).fill('Helsinki');
  await page.getByRole('radio', { name: texts.channels.W }).check();
  await page.getByLabel(startsWith(field.timeOfPurchase)).fill(daysAgo(20));
  await page.getByLabel(startsWith(field.price)).fill('129,90');
  await page.getByLabel(field.targetStore).selectOption({ label: texts.targetByPost });
  await page.getByLabel(startsWith(field.manufacturer)).fill('Norrvik');
  await page.getByLabel(startsWith(field.model)).fill('Alpine Pro binding');
  await page.getByLabel(startsWith(field.color)).fill('Red');
  await page.getByRole('checkbox', { name: field.used }).check();
  await page.getByLabel(startsWith(field.complaint)).fill('The binding cracked on the second day of skiing, at the front screw.');
}

interface OutboxMail { to_email: string; kind: string; subject: string; body_text: string }

async function confirmationTo(request: APIRequestContext, email: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect(async () => {
    const { emails } = (await (await request.get('/api/dev/outbox/')).json()) as { emails: OutboxMail[] };
    found = emails.find((mail) => mail.to_email.toLowerCase() === email.toLowerCase() && mail.kind === 'complaint_confirmation');
    expect(found, `a complaint confirmation to ${email}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return found!;
}

test('a customer in English files a complaint with two photos', async ({ page, request, consoleProblems }) => {
  const email = uniqueEmail('complaint');
  await page.goto('/en/reclamation/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expectNoAxeViolations(page);

  await fillComplaint(page, email);
  await page.getByLabel(texts.attachments.choose).setInputFiles(await photos(page));
  const files = page.getByRole('list', { name: texts.attachments.list });
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await expect(files.getByText(texts.attachments.states.done, { exact: true })).toHaveCount(2);
  await expect(page.getByText('2 of 2 files uploaded')).toBeVisible();
  await expectNoAxeViolations(page);

  // cat 5: a size is required; the message shows at the field, the focus goes there, and nothing typed is lost.
  await page.getByRole('button', { name: texts.submit }).click();
  const size = page.getByLabel(startsWith(field.size));
  await expect(size).toBeFocused();
  await expect(page.getByText(texts.error.size)).toBeVisible();
  await expect(page.getByLabel(startsWith(field.manufacturer))).toHaveValue('Norrvik');
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await size.fill('M');
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByRole('heading', { level: 2, name: texts.done.title })).toBeVisible();
  const number = /C\d{8}/.exec(await page.getByRole('status').filter({ hasText: texts.done.title }).innerText())?.[0];
  expect(number, 'the complaint number on the page').toBeTruthy();
  await expectNoAxeViolations(page);

  // The mail: the number, and a signed link to each photo that opens it.
  const mail = await confirmationTo(request, email);
  expect(mail.subject).toContain(number!);
  const links = [...mail.body_text.matchAll(/https?:\/\/\S+(\/api\/reclamations\/attachments\/\d+\/\?expires=\d+&signature=[A-Za-z0-9_-]+)/g)].map((match) => match[1]);
  expect(links).toHaveLength(2);
  const types = await Promise.all(links.map(async (link) => (await request.get(link)).headers()['content-type']));
  expect(types.sort()).toEqual(['image/jpeg', 'image/png']);
  expect(consoleProblems).toEqual([]);
});

test('an attachment that is no image is refused, and the complaint is sent without attachments', async ({ page, consoleProblems }) => {
  await page.goto('/en/reclamation/');
  await waitForHydration(page);
  await fillComplaint(page, uniqueEmail('complaint.zip'));
  await page.getByLabel(startsWith(field.size)).fill('M');
  const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), Buffer.alloc(2000)]);
  await page.getByLabel(texts.attachments.choose).setInputFiles([{ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: zip }]);
  const files = page.getByRole('list', { name: texts.attachments.list });
  await expect(files.getByText(texts.attachments.states.failed, { exact: true })).toBeVisible();
  await expect(files.getByText(texts.upload.type)).toBeVisible();

  await page.getByRole('button', { name: texts.submit }).click();
  const alert = page.getByRole('alert').filter({ hasText: texts.uploadFailed });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: texts.attachments.retry })).toBeVisible();
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: texts.attachments.sendWithout }).click();
  await expect(page.getByRole('heading', { level: 2, name: texts.done.title })).toBeVisible();
  expect(unexpectedProblems(consoleProblems)).toEqual([]);
});

test('a logged-in customer\'s complaint form fills from their order', async ({ page, request, consoleProblems }) => {
  const email = uniqueEmail('complaint.order');
  await activeAccount(request, email);
  const orderNumber = await placePaidOrder(page, request, email);
  expect((await page.request.post('/api/auth/login/?lang=en', { data: { email, password: PASSWORD } })).status()).toBe(200);
  await page.goto(`/en/reclamation/?order=${orderNumber}&row=0`);
  await waitForHydration(page);
  await expect(page.getByText(texts.prefill.filled.replace('{{number}}', orderNumber))).toBeVisible();
  await expect(page.getByLabel(startsWith(field.customerName))).toHaveValue('Aino Virtanen');
  await expect(page.getByLabel(startsWith(field.email))).toHaveValue(email);
  await expect(page.getByLabel(startsWith(field.orderNumber))).toHaveValue(orderNumber);
  await expect(page.getByLabel(startsWith(field.manufacturer))).not.toHaveValue('');
  await expect(page.getByLabel(startsWith(field.model))).not.toHaveValue('');
  await expectNoAxeViolations(page);
  expect(unexpectedProblems(consoleProblems)).toEqual([]);
});
