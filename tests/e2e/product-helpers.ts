import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductModelDetail } from '../../shared/types/product-detail.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';

/** A group of the demo catalogue with many products of every kind. */
export const PRODUCT_GROUP = '/en/alpine-skiing/';
// Tax area 1 (Finland, euro): the demo catalogue prices every model there.
export const FINLAND_COOKIES = [
  { name: 'so_delivery_country_code', value: 'fi', url: 'http://127.0.0.1:8788' },
  { name: 'so_currency_code', value: 'eur', url: 'http://127.0.0.1:8788' },
];

export interface FoundProduct { item: ProductListItem; detail: ProductModelDetail }

const sellable = (variant: ProductModelDetail['products'][number]) => variant.stock_data.in_stock;

/** Variants a shopper can order at once, and ones nobody can order (no stock, shipping time 999). */
export const inStockVariants = (detail: ProductModelDetail) => detail.products.filter(sellable);
export const unavailableVariants = (detail: ProductModelDetail) => detail.on_order ? [] : detail.products.filter((variant) =>
  !variant.stock_data.in_stock && !variant.stock_data.blocked_stock && variant.shipping_time.number >= 999);

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * The first product of the group's first page that satisfies `wanted`, read
 * through the shop's own API: the demo data decides which product that is,
 * the test only decides what it needs.
 */
export async function findProduct(request: APIRequestContext, wanted: (found: FoundProduct) => boolean, group = PRODUCT_GROUP): Promise<FoundProduct> {
  // As a crawler asks: its page data holds every card of the page, not only the first screen's (issue 19).
  const page = await request.get(group, { headers: { 'x-page-data': '1', cookie: 'so_delivery_country_code=fi; so_currency_code=eur', 'user-agent': CRAWLER } });
  expect(page.ok()).toBe(true);
  const items = ((await page.json()) as any).props.grid.page.items as ProductListItem[];
  for (const item of items) {
    const slug = item.path.split('/').filter(Boolean).pop();
    const response = await request.get(`/api/products/productmodel/${slug}/?lang=en`);
    const detail = (await response.json()) as ProductModelDetail;
    if (wanted({ item, detail })) return { item, detail };
  }
  throw new Error(`no product in ${group} is as the test needs`);
}

/** The query that picks a variant (cat 2 color, size, type). */
export function variantQuery(variant: ProductModelDetail['products'][number]): string {
  const query = new URLSearchParams();
  if (variant.colour) query.set('color', variant.colour.slug);
  if (variant.size) query.set('size', variant.size.name);
  if (variant.product_type) query.set('type', variant.product_type.slug);
  return `?${query}`;
}

export async function openProduct(page: Page, path: string): Promise<void> {
  await page.context().addCookies(FINLAND_COOKIES);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}
