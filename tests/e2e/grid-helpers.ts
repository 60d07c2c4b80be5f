import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The seeded demo group the catalogue tests browse: 391 products, more than one page of 60. */
export const GROUP = 'Alpine skiing';
export const GROUP_PATH = '/en/alpine-skiing/';
export const GROUP_TOTAL = 391;

/** Cards of the grid only: the recommended row below it holds product cards too. */
export const gridCards = (page: Page): Locator => page.locator('ul.product-grid > li > article.product-card');

/** The toolbar button "Filter [matching / total]". */
export const filterButton = (page: Page): Locator => page.getByRole('button', { name: /^Filter \[/ });

export const filterDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Filters' });

/** The [matching / total] pair the Filter button shows. */
export async function filterCounts(page: Page): Promise<{ matching: number; total: number }> {
  const match = /\[(\d+) \/ (\d+)\]/.exec(await filterButton(page).innerText());
  if (!match) throw new Error('the Filter button shows no [matching / total]');
  return { matching: Number(match[1]), total: Number(match[2]) };
}

/** A number out of a shown price such as "Current price $1,234.50" (English format). */
export function priceNumber(text: string): number {
  const match = /[\d,]+(?:\.\d+)?/.exec(text);
  if (!match) throw new Error(`no price in "${text}"`);
  return Number(match[0].replace(/,/g, ''));
}

/** The query parameters of the page's URL as a plain object. */
export const urlParams = (page: Page): Record<string, string> => Object.fromEntries(new URL(page.url()).searchParams);

/** Opens the filter sheet and waits until the whole list has arrived and its filters show. */
export async function openFilters(page: Page): Promise<Locator> {
  await filterButton(page).click();
  const dialog = filterDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Brand' })).toBeVisible();
  return dialog;
}

/** Waits for the whole list (the grid filters and sorts it on the client, cat 4) and expects it loaded, not failed. */
export async function expectWholeList(page: Page): Promise<void> {
  await expect(page.locator('.grid-toolbar[aria-busy="false"]')).toHaveCount(1);
  await expect(page.locator('.grid__status')).toHaveText(/^\d+ of \d+ products$/);
}

/** The typed From / To fields of a range filter (the sliders share their labels). */
export function rangeFields(dialog: Locator, legend: string): { from: Locator; to: Locator } {
  const group = dialog.getByRole('group', { name: legend });
  return { from: group.getByRole('textbox', { name: 'From' }), to: group.getByRole('textbox', { name: 'To' }) };
}

export const setMarker = (page: Page) => page.evaluate(() => { (window as unknown as { gridMarker: number }).gridMarker = 11; });
export const marker = (page: Page) => page.evaluate(() => (window as unknown as { gridMarker?: number }).gridMarker);
