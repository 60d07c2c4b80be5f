import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { FIRST_SCREEN_CARDS, PAGE_SIZE, SMALL_LIST_PAGE_SIZE } from '../../shared/grid/page-size.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { fixtureModel, listCatalogue } from '../fixtures/list-catalogue.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';

// Enough models in the poles group (5) for pages of 60: page 3 is the last, and short.
const EXTRA = SMALL_LIST_PAGE_SIZE + 10;
const FIRST_EXTRA_ID = 4000;
const POLES = '/en/skiing-en/poles-en/';
const FINLAND = { cookie: 'so_delivery_country_code=fi; so_currency_code=eur' };

beforeAll(async () => {
  const catalogue = listCatalogue();
  for (let i = 0; i < EXTRA; i++) {
    const id = FIRST_EXTRA_ID + i;
    catalogue.models!.push(fixtureModel(id, `pole-${id}`, { mainGroupId: 5, variants: [{ id: id * 10 }] }));
  }
  expect((await importCatalogue(env.DB, catalogue)).ok).toBe(true);
});
beforeEach(() => forgetMemoisedCatalogue());

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const pageOf = async (query: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0') => {
  const response = await fetchShop(`${POLES}${query}`, { headers: { ...FINLAND, 'user-agent': userAgent } });
  const text = await response.text();
  const lists = [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]));
  return {
    status: response.status,
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(text)?.[1],
    grid: embeddedPayload(text).props.grid,
    positions: lists.find((entry) => entry['@type'] === 'ItemList').itemListElement.map((entry: { position: number }) => entry.position) as number[],
  };
};

describe('the crawlable pages of a large grid (cat 9)', () => {
  it('pages 60 products once the list holds 120 or more: the first screen\'s cards in the HTML, all 60 in its ItemList', async () => {
    const { status, grid, canonical, positions } = await pageOf('');
    expect(status).toBe(200);
    expect(grid.page).toMatchObject({ total: EXTRA, pageSize: PAGE_SIZE, pageCount: 3, offset: 0 });
    expect(grid.page.items).toHaveLength(FIRST_SCREEN_CARDS);
    expect(positions).toHaveLength(PAGE_SIZE);
    expect(canonical).toBe(`http://localhost${POLES}`);
  });

  it('gives a crawler every card of the page in the HTML', async () => {
    const { grid, positions } = await pageOf('?page=2', GOOGLEBOT);
    expect(grid.page.items).toHaveLength(PAGE_SIZE);
    expect(positions).toHaveLength(PAGE_SIZE);
  });

  it('keeps ?page=2 on the canonical link and numbers the ItemList from 61', async () => {
    const { grid, canonical, positions } = await pageOf('?page=2');
    expect(canonical).toBe(`http://localhost${POLES}?page=2`);
    expect(grid.query.page).toBe(2);
    expect(grid.page.offset).toBe(PAGE_SIZE);
    expect(positions[0]).toBe(PAGE_SIZE + 1);
    expect(positions).toHaveLength(PAGE_SIZE);
  });

  it('shows the last page for a page past the end, canonical to that page', async () => {
    const { grid, canonical, positions } = await pageOf('?page=40');
    expect(grid.query.page).toBe(3);
    expect(canonical).toBe(`http://localhost${POLES}?page=3`);
    expect(grid.page.items).toHaveLength(EXTRA - 2 * PAGE_SIZE);
    expect(positions.at(-1)).toBe(EXTRA);
  });

  it('leaves the filters off the canonical link of a later page', async () => {
    const { grid, canonical } = await pageOf('?page=2&sort=alphabetical&manufacturer=norrvik');
    expect(grid.query).toMatchObject({ page: 2, sort: 'alphabetical', manufacturer: ['norrvik'] });
    expect(canonical).toBe(`http://localhost${POLES}?page=2`);
  });

  it('does not repeat a product between page 1 and page 2', async () => {
    const first = (await pageOf('')).grid.page.items.map((item: { id: number }) => item.id);
    const second = (await pageOf('?page=2')).grid.page.items.map((item: { id: number }) => item.id);
    expect(first.filter((id: number) => second.includes(id))).toEqual([]);
  });
});
