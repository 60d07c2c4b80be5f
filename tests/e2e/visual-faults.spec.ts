import type { Locator, Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import fi from '../../locales/fi.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';
import { GROUP_PATH, GROUP_TOTAL, expectWholeList, openFilters } from './grid-helpers.ts';
import { FINLAND_COOKIES, findProduct, inStockVariants, openProduct, variantQuery, type FoundProduct } from './product-helpers.ts';

/*
 * Issue 14 item 6: the visual faults, each checked by its geometry at the
 * project's width (1280 and 375 px), with a screenshot kept in test-results as
 * an artifact (not compared with a stored picture) and an axe check.
 */

/** Saves a screenshot of the page as it is into this test's folder under test-results. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** How many lines the element's text takes: the tops of its text's line boxes, those within 3 px counted as one. */
async function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top).sort((a, b) => a - b);
    return tops.filter((top, index) => index === 0 || top - tops[index - 1] > 3).length;
  });
}

/** Seeds the stored cart once (not on every later navigation) with one unit of the variant. */
async function seedCart(page: Page, variantId: number): Promise<void> {
  await page.context().addCookies(FINLAND_COOKIES);
  await page.addInitScript((id) => {
    if (!localStorage.getItem('so_checkout')) localStorage.setItem('so_checkout', JSON.stringify({ products: [{ productId: id, amount: 1 }] }));
  }, variantId);
}

const inStockProduct = (minPrice = 0) => ({ item, detail }: FoundProduct) => inStockVariants(detail).length > 0 && !detail.is_bundle && item.price.active >= minPrice;

test('the price filter is one track with two labelled thumbs that the keys move, its chosen span highlighted', async ({ page, consoleProblems }) => {
  await page.goto(GROUP_PATH);
  await waitForHydration(page);
  await expectWholeList(page);
  const dialog = await openFilters(page);
  const group = dialog.getByRole('group', { name: 'Price (USD)' });
  const from = group.getByRole('slider', { name: 'Price: From' });
  const to = group.getByRole('slider', { name: 'Price: To' });
  await expect(group.getByRole('slider')).toHaveCount(2);

  // One track: both sliders lie on the same box (they were two tracks, one under the other).
  const [fromBox, toBox] = [await from.boundingBox(), await to.boundingBox()];
  expect(fromBox).not.toBeNull();
  expect(toBox).toEqual(fromBox);
  expect(await from.evaluate((input, other) => input.parentElement === other?.parentElement, await to.elementHandle())).toBe(true);

  // The keys move each thumb; the typed fields follow and the filter applies.
  const full = { min: Number(await from.getAttribute('min')), max: Number(await from.getAttribute('max')) };
  await from.focus();
  for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
  await to.focus();
  for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowLeft');
  const chosen = { min: full.min + 10, max: full.max - 10 };
  await expect(group.getByRole('textbox', { name: 'From' })).toHaveValue(String(chosen.min));
  await expect(group.getByRole('textbox', { name: 'To' })).toHaveValue(String(chosen.max));
  await expect(page).toHaveURL(new RegExp(`[?&]price=${chosen.min}-${chosen.max}(&|$)`));

  // The highlighted span runs from the centre of one thumb to the centre of the other.
  const span = await from.evaluate((input) => {
    const track = input.parentElement!;
    const after = getComputedStyle(track, '::after');
    const thumb = parseFloat(getComputedStyle(track).getPropertyValue('--thumb'));
    return { content: after.content, left: parseFloat(after.left), width: parseFloat(after.width), track: track.getBoundingClientRect().width, thumb };
  });
  expect(span.content).not.toBe('none');
  const travel = span.track - span.thumb;
  const share = (value: number) => (value - full.min) / (full.max - full.min);
  expect(span.left).toBeCloseTo(span.thumb / 2 + travel * share(chosen.min), 0);
  expect(span.width).toBeCloseTo(travel * (share(chosen.max) - share(chosen.min)), 0);

  await screenshot(page, 'price-range-filter');
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});

test('the filter sheet\'s "Show products" button keeps its text on one line', async ({ page, consoleProblems }) => {
  await page.goto(GROUP_PATH);
  await waitForHydration(page);
  await expectWholeList(page);
  const dialog = await openFilters(page);
  const show = dialog.getByRole('button', { name: `Show products (${GROUP_TOTAL} / ${GROUP_TOTAL})` });
  await expect(show).toBeVisible();
  expect(await lineCount(show)).toBe(1);
  expect(await lineCount(dialog.getByRole('button', { name: 'Clear filters' }))).toBe(1);
  // Both stay inside the sheet: nothing is cut off at the right.
  const sheet = (await dialog.boundingBox())!;
  const button = (await show.boundingBox())!;
  expect(button.x + button.width).toBeLessThanOrEqual(sheet.x + sheet.width);
  await screenshot(page, 'filter-sheet-footer');
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});

test('the added-to-cart dialog names the chosen colour and size, and its amount control is only as wide as its cells', async ({ page, request, consoleProblems }) => {
  const { item, detail } = await findProduct(request, (found) => inStockProduct()(found) && inStockVariants(found.detail).some((variant) => variant.colour && variant.size));
  const variant = inStockVariants(detail).find((candidate) => candidate.colour && candidate.size)!;
  await openProduct(page, `/en${item.path}${variantQuery(variant)}`);
  await page.getByRole('button', { name: en.product.addToCart }).click();
  const modal = page.getByRole('dialog', { name: en.cartPage.addedTitle });
  // The dialog waits for its chunk and the checkout texts (product-buy-box.tsx): slow on a loaded machine.
  await expect(modal).toBeVisible({ timeout: 15_000 });

  // The variant that went in: "Colour: Coral", "Size: XS" (the cart row says the same).
  await expect(modal.getByRole('term')).toContainText([en.product.colour, en.product.size]);
  await expect(modal.getByRole('definition')).toContainText([variant.colour!.name, variant.size!.name]);

  // − | amount | +: the control ends with its "+" cell, which stays a button's width (it spanned the dialog).
  const control = (await modal.locator('.amount-control').boundingBox())!;
  const steps = modal.locator('.amount-control__step');
  const plus = (await steps.last().boundingBox())!;
  const minus = (await steps.first().boundingBox())!;
  const input = (await modal.getByRole('spinbutton').boundingBox())!;
  expect(plus.width).toBeLessThanOrEqual(60);
  expect(control.x + control.width - (plus.x + plus.width)).toBeLessThanOrEqual(2);
  expect(control.width).toBeLessThanOrEqual(minus.width + input.width + plus.width + 4);

  await screenshot(page, 'added-to-cart-dialog');
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});

for (const [language, texts, path] of [['en', en, '/en/checkout/payment/'], ['fi', fi, '/kassa/maksu/']] as const) {
  test(`the payment summary breaks no product name inside a word without a hyphen (${language})`, async ({ page, request, consoleProblems }) => {
    const { detail } = await findProduct(request, inStockProduct());
    await seedCart(page, inStockVariants(detail)[0].id);
    await page.goto(path);
    await waitForHydration(page);
    const summary = page.getByRole('complementary', { name: texts.checkoutForm.summaryTitle });
    const name = summary.locator('.order-table__name').first();
    await expect(name).toBeVisible({ timeout: 15_000 });
    await expect(summary.locator('.order-table__total--strong td')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);

    const broken = await summary.locator('.order-table__name').evaluateAll((names) => {
      // Where the browser has hyphenation rules for the language, hyphens: auto may break a word at a syllable, with a hyphen.
      const probe = document.createElement('div');
      probe.lang = document.documentElement.lang;
      probe.style.cssText = 'position:absolute;visibility:hidden;width:3ch;hyphens:auto;-webkit-hyphens:auto;line-height:20px';
      probe.textContent = 'hyphenation';
      document.body.append(probe);
      const browserHyphenates = probe.getBoundingClientRect().height > 30;
      probe.remove();
      const words: string[] = [];
      for (const element of names) {
        const hyphenated = browserHyphenates && getComputedStyle(element).hyphens === 'auto';
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top / 4)));
            if (tops.size > 1 && !hyphenated && !match[0].includes('-')) words.push(match[0]);
          }
        }
      }
      return words;
    });
    expect(broken, 'words broken across lines without a hyphen').toEqual([]);

    // The figures of the rows and the totals stay in their own columns: the footer's totals line up under the rows' totals.
    const rowTotal = (await summary.locator('tbody tr').first().locator('td').last().boundingBox())!;
    const total = (await summary.locator('.order-table__total--strong td').boundingBox())!;
    expect(Math.abs(rowTotal.x + rowTotal.width - (total.x + total.width))).toBeLessThanOrEqual(1);

    await summary.scrollIntoViewIfNeeded();
    await screenshot(page, `payment-summary-${language}`);
    await expectNoAxeViolations(page);
    expect(consoleProblems).toEqual([]);
  });
}

test('the Finnish cart keeps every amount on one line with its € sign', async ({ page, request, consoleProblems }) => {
  const { detail } = await findProduct(request, inStockProduct(100));
  await seedCart(page, inStockVariants(detail)[0].id);
  await page.goto(`/${fi.routeSegments.checkout}/`);
  await waitForHydration(page);
  const toPay = page.locator('.cart-totals__line--total dd');
  await expect(toPay).toHaveText(/€$/, { timeout: 15_000 });
  await expect(page.locator('.cart-row__total')).toHaveText(/€$/);
  await expect(page.locator('.cart-totals__line dd').first()).toHaveText(/€$/);

  const amounts = await page.locator('main').evaluate((main) => {
    const found: Array<{ text: string; lines: number }> = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // "1 234,50 €" with whatever spaces the text has between its parts.
      for (const match of (node.textContent ?? '').matchAll(/\d[\d\s.,]*€/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top).sort((a, b) => a - b);
        found.push({ text: match[0], lines: tops.filter((top, index) => index === 0 || top - tops[index - 1] > 3).length });
      }
    }
    return found;
  });
  expect(amounts.length).toBeGreaterThan(2);
  // Each amount on one line, and held together by no-break spaces wherever the layout puts it.
  expect(amounts.filter((amount) => amount.lines !== 1)).toEqual([]);
  expect(amounts.filter((amount) => /[ \t\n]/.test(amount.text))).toEqual([]);
  expect(await lineCount(toPay)).toBe(1);

  await toPay.scrollIntoViewIfNeeded();
  await screenshot(page, 'finnish-cart-total');
  await expectNoAxeViolations(page);
  expect(consoleProblems).toEqual([]);
});
