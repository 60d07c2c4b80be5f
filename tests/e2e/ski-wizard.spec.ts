/**
 * Issue 17 item 4 in the browser, at 1280 and 375 px (the two projects):
 * the ski wizard's pages pass axe; an impossible skier gets a field message
 * and no DIN; the skier step works by keyboard alone; an alpine package is
 * built through the wizard (skier, skis, bindings, boots) and bought with the
 * test provider; a cross-country package goes through the wizard into the
 * cart; boots chosen first fill in the skier's sole length.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { SKIER_MESSAGES, skierMessageParams } from '../../shared/ski-wizard/skier-schema.ts';
import type { WizardProductsAnswer, WizardVariant } from '../../shared/ski-wizard/wizard-api.ts';
import { productName } from '../../client/components/ski-wizard/wizard-products.ts';
import { fillBuyer, HELSINKI_BUYER, payWithTestProvider } from './checkout-helpers.ts';
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from './fixtures.ts';
import { tabTo, typeOver } from './keyboard.ts';
import { findProduct, FINLAND_COOKIES, inStockVariants, openProduct, variantQuery } from './product-helpers.ts';

const texts = en.skiWizard;
const fill = (text: string, params: Record<string, string | number> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
/** A skier message as the page shows it: its text with its field's limits filled in. */
const skierError = (field: keyof typeof SKIER_MESSAGES & keyof typeof texts.skier.error) => fill(texts.skier.error[field], skierMessageParams(SKIER_MESSAGES[field]));
type Group = 'skis' | 'bindings' | 'boots';
type Sport = 'alpine' | 'nordic';
const PART_PARAMS: Record<Group, string> = { skis: 'ski_id', bindings: 'binding_id', boots: 'boot_id' };

/**
 * The first product of a step (as the page lists it) with a variant that is
 * in stock, fits the parts chosen so far and passes `also`: the demo data
 * decides which.
 */
async function pickable(request: APIRequestContext, sport: Sport, group: Group, chosen: Partial<Record<Group, number>>, also = (_: WizardVariant) => true) {
  const query = new URLSearchParams({ sport, group, tax_area: '1', currency: 'eur', lang: 'en' });
  for (const [other, id] of Object.entries(chosen)) query.set(PART_PARAMS[other as Group], String(id));
  const answer = await (await request.get(`/api/ski-wizard/products/?${query}`)).json() as WizardProductsAnswer;
  for (const product of answer.products) {
    const variant = product.variants.find((candidate) => candidate.in_stock && candidate.compatible && also(candidate));
    if (variant) return { product, variant, position: answer.products.indexOf(product) };
  }
  throw new Error(`no ${sport} ${group} in stock fits ${JSON.stringify(chosen)}`);
}

/** Chooses the step's product and variant in the page, and expects the step to move on. */
async function choose(page: Page, request: APIRequestContext, group: Group, chosen: Partial<Record<Group, number>>, sport: Sport = 'alpine', also?: (variant: WizardVariant) => boolean) {
  const { product, variant, position } = await pickable(request, sport, group, chosen, also);
  expect(position, 'a product of the first page').toBeLessThan(24);
  const card: Locator = page.locator('.ski-choice').filter({ has: page.locator(`#ski-wizard-${group}-${product.model_id}-name`) });
  if (product.variants.length > 1) await card.getByLabel(texts.products.variant[group]).selectOption(String(variant.id));
  await card.getByRole('button', { name: texts.products.choose, exact: true }).click();
  return { product, variant };
}

test('the ski wizard pages pass axe, and an impossible skier gets a field message and no DIN', async ({ page, consoleProblems }) => {
  await page.goto('/en/ski-wizard/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: texts.sports.alpine.start }).click();
  await expect(page).toHaveURL(/\/en\/ski-wizard\/laskettelu\/$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.sports.alpine.title })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(texts.skier.fields.height).fill('20');
  await page.getByLabel(texts.skier.fields.weight).fill('80');
  await page.getByLabel(texts.skier.fields.age).fill('35');
  await page.getByLabel(texts.skier.fields.ability).selectOption('2');
  await page.getByLabel(texts.skier.fields.soleLength).fill('305');
  await page.getByRole('button', { name: texts.skier.save }).click();
  const height = page.getByLabel(texts.skier.fields.height);
  await expect(page.getByText(skierError('height'))).toBeVisible();
  await expect(height).toHaveAttribute('aria-invalid', 'true');
  await expect(height).toBeFocused();
  await expect(page.getByTestId('ski-wizard-din')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // What was typed stays after a reload, still with no DIN; a plausible height brings the DIN and the note.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel(texts.skier.fields.height)).toHaveValue('20');
  await expect(page.getByTestId('ski-wizard-din')).toHaveCount(0);
  await page.getByLabel(texts.skier.fields.height).fill('180');
  await expect(page.getByTestId('ski-wizard-din')).toHaveText(/^\d+(\.\d+)?$/);
  await expect(page.getByText(texts.advice.technician)).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('the skier step works by keyboard alone: Tab between the fields, Enter to save', async ({ page, consoleProblems }) => {
  await page.goto('/en/ski-wizard/laskettelu/?group=skier');
  await waitForHydration(page);
  const field = (name: keyof typeof texts.skier.fields) => page.getByLabel(texts.skier.fields[name]);
  await tabTo(page, field('height'));
  await page.keyboard.type('20');
  await tabTo(page, field('weight'));
  await page.keyboard.type('80');
  await tabTo(page, field('age'));
  await page.keyboard.type('35');
  await tabTo(page, field('ability'));
  // A closed select steps through its options with the arrow keys: the placeholder, -1, 1, then 2.
  for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowDown');
  await expect(field('ability')).toHaveValue('2');
  await tabTo(page, field('soleLength'));
  await page.keyboard.type('305');
  // Enter in a field sends the form: the impossible height gets its message and the focus.
  await page.keyboard.press('Enter');
  await expect(page.getByText(skierError('height'))).toBeVisible();
  await expect(field('height')).toBeFocused();
  await typeOver(page, '180');
  await tabTo(page, page.getByRole('button', { name: texts.skier.save }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: texts.steps.skis.title, exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\?group=skis$/);
  expect(consoleProblems).toEqual([]);
});

test('an unknown sport answers the 404 page', async ({ page }) => {
  const response = await page.goto('/en/ski-wizard/snowboard/');
  expect(response?.status()).toBe(404);
});

test('an alpine package is built through the wizard and bought', async ({ page, request, consoleProblems }) => {
  await page.context().addCookies(FINLAND_COOKIES);
  await page.goto('/en/ski-wizard/laskettelu/?group=skier');
  await waitForHydration(page);
  await page.getByLabel(texts.skier.fields.height).fill('178');
  await page.getByLabel(texts.skier.fields.weight).fill('75,5');
  await page.getByLabel(texts.skier.fields.age).fill('41');
  await page.getByLabel(texts.skier.fields.ability).selectOption('2');
  await page.getByLabel(texts.skier.fields.soleLength).fill('305');
  await expect(page.getByTestId('ski-wizard-din')).toBeVisible();
  await page.getByRole('button', { name: texts.skier.save }).click();

  const stepHeading = (group: Group) => page.getByRole('heading', { level: 2, name: texts.steps[group].title, exact: true });
  await expect(stepHeading('skis')).toBeFocused();
  await expect(page).toHaveURL(/\?group=skis$/);
  const chosen: Partial<Record<Group, number>> = {};
  chosen.skis = (await choose(page, request, 'skis', chosen)).variant.id;
  await expect(stepHeading('bindings')).toBeVisible();
  chosen.bindings = (await choose(page, request, 'bindings', chosen)).variant.id;
  await expect(stepHeading('boots')).toBeVisible();
  chosen.boots = (await choose(page, request, 'boots', chosen)).variant.id;
  await expect(page.getByRole('button', { name: texts.products.chosen, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: texts.summary.title })).toBeFocused();

  const summary = page.getByRole('region', { name: texts.summary.title });
  await expect(summary.getByText(texts.summary.package)).toBeVisible();
  await expect(summary.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const add = summary.getByRole('button', { name: texts.summary.add });
  await expect(add).toBeEnabled();
  await add.click();

  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: en.cartPage.title })).toBeVisible();
  await expect(page.getByText(texts.package.name.alpine).first()).toBeVisible();
  const next = page.getByRole('button', { name: en.cartPage.continue }).or(page.getByRole('link', { name: en.cartPage.continue }));
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await next.click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: en.checkoutForm.title })).toBeVisible();
  await fillBuyer(page, en, { ...HELSINKI_BUYER, email: uniqueEmail('ski.package') });
  await page.getByRole('button', { name: en.checkoutForm.submit }).click();
  await payWithTestProvider(page, en);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: en.orderPages.ok.title })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  // The wizard starts over once its package is in the cart; the skier stays.
  await page.goto('/en/ski-wizard/laskettelu/?group=skier');
  await waitForHydration(page);
  await expect(page.getByLabel(texts.skier.fields.height)).toHaveValue('178');
  await expect(page.getByRole('region', { name: texts.summary.title }).getByText(texts.summary.notChosen).first()).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('a cross-country package is built through the wizard and put in the cart at its package price', async ({ page, request, consoleProblems }) => {
  await page.context().addCookies(FINLAND_COOKIES);
  await page.goto('/en/ski-wizard/');
  await waitForHydration(page);
  await page.getByRole('link', { name: texts.sports.nordic.start }).click();
  await expect(page).toHaveURL(/\/en\/ski-wizard\/murto\/$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.sports.nordic.title })).toBeVisible();
  await waitForHydration(page);
  // Cross-country skiing has no release value: no sole length to give.
  await expect(page.getByLabel(texts.skier.fields.soleLength)).toHaveCount(0);
  await page.getByLabel(texts.skier.fields.height).fill('172');
  await page.getByLabel(texts.skier.fields.weight).fill('64');
  await page.getByLabel(texts.skier.fields.age).fill('29');
  await page.getByLabel(texts.skier.fields.ability).selectOption('2');
  await expect(page.getByText(texts.advice.classicLength)).toBeVisible();
  await expect(page.getByTestId('ski-wizard-din')).toHaveCount(0);
  await page.getByRole('button', { name: texts.skier.save }).click();

  const stepHeading = (group: Group) => page.getByRole('heading', { level: 2, name: texts.steps[group].title, exact: true });
  await expect(stepHeading('skis')).toBeFocused();
  const chosen: Partial<Record<Group, number>> = {};
  chosen.skis = (await choose(page, request, 'skis', chosen, 'nordic')).variant.id;
  await expect(stepHeading('bindings')).toBeVisible();
  chosen.bindings = (await choose(page, request, 'bindings', chosen, 'nordic')).variant.id;
  await expect(stepHeading('boots')).toBeVisible();
  chosen.boots = (await choose(page, request, 'boots', chosen, 'nordic')).variant.id;
  await expect(page.getByRole('heading', { level: 2, name: texts.summary.title })).toBeFocused();

  const summary = page.getByRole('region', { name: texts.summary.title });
  const packagePrice = summary.locator('.ski-wizard__package-price dd');
  await expect(packagePrice).toHaveText(/\d/);
  await expect(summary.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const price = (await packagePrice.textContent())!;
  await summary.getByRole('button', { name: texts.summary.add }).click();

  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: en.cartPage.title })).toBeVisible();
  const row = page.locator('main li, main tr').filter({ hasText: texts.package.name.nordic }).first();
  await expect(row).toBeVisible();
  // One truth: the cart charges what the wizard's summary said the package costs.
  await expect(row.getByText(price, { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});

test('boots chosen before the sole length fill it in and say so, and a typed length is never replaced', async ({ page, request, consoleProblems }) => {
  await page.goto('/en/ski-wizard/laskettelu/?group=boots');
  await waitForHydration(page);
  const boots = await choose(page, request, 'boots', {}, 'alpine', (variant) => variant.sole_length_mm !== null);
  await page.getByRole('navigation', { name: texts.stepsLabel }).getByRole('link', { name: texts.steps.skier.title }).click();
  const sole = page.getByLabel(texts.skier.fields.soleLength);
  await expect(sole).toHaveValue(String(boots.variant.sole_length_mm));
  const hint = fill(texts.skier.hints.soleFromBoots, { boots: productName(boots.product) });
  const filledHint = page.getByText(hint, { exact: true });
  await expect(filledHint).toBeVisible();
  await expect(sole).toHaveAccessibleDescription(hint);
  await expectNoAxeViolations(page);

  // The skier's own figure stays when other boots are chosen, and the hint goes.
  await sole.fill('299');
  await expect(filledHint).toHaveCount(0);
  await page.goto('/en/ski-wizard/laskettelu/?group=boots');
  await waitForHydration(page);
  await page.getByRole('button', { name: texts.products.remove.boots }).click();
  await choose(page, request, 'boots', {}, 'alpine', (variant) => variant.sole_length_mm !== null);
  await page.goto('/en/ski-wizard/laskettelu/?group=skier');
  await waitForHydration(page);
  await expect(sole).toHaveValue('299');
  expect(consoleProblems).toEqual([]);
});

test('"Ski wizard add" on a ski\'s product page stores the skis and opens the bindings step (cat 4)', async ({ page, request, consoleProblems }) => {
  const { item, detail } = await findProduct(request, ({ detail }) => detail.ski_wizard.sport === 'alpine' && detail.ski_wizard.group === 'skis'
    && !detail.is_bundle && inStockVariants(detail).length > 0);
  await openProduct(page, `/en${item.path}${variantQuery(inStockVariants(detail)[0])}`);
  // The button loads lazily with the wizard's texts (the product page's JavaScript budget).
  await page.getByRole('button', { name: texts.add.button.skis }).click();
  await expect(page).toHaveURL(/\/en\/ski-wizard\/laskettelu\/\?group=bindings$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: texts.steps.bindings.title, exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: texts.summary.title });
  await expect(summary.getByText(detail.name, { exact: false })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: texts.fillSkierInfo })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});
