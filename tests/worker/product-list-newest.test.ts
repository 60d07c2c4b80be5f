import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { catalogueSource } from '../../worker/data/catalogue-cache.ts';
import { getProductList, NEWEST_LISTING_SIZE } from '../../worker/data/product-list.ts';
import { fixtureModel, LIST_MODELS, listCatalogue } from '../fixtures/list-catalogue.ts';

const EXTRA = NEWEST_LISTING_SIZE + 5;
const FIRST_EXTRA_ID = 2000;
const day = (offset: number) => new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10);

beforeAll(async () => {
  const catalogue = listCatalogue();
  // Older than every fixture model, one day apart: the oldest of them fall off the newest list.
  for (let i = 0; i < EXTRA; i++) {
    const id = FIRST_EXTRA_ID + i;
    catalogue.models!.push(fixtureModel(id, `extra-${id}`, { published: day(i), variants: [{ id: id * 10 }] }));
  }
  expect((await importCatalogue(env.DB, catalogue)).ok).toBe(true);
});

describe('the newest list', () => {
  it(`holds the ${NEWEST_LISTING_SIZE} most recently published listed models, id ascending`, async () => {
    const items = (await getProductList(catalogueSource(env.DB, env.CATALOGUE_CACHE, () => {}), { kind: 'Newest' }, 'en', 1))!;
    const ids = items.map((item) => item.id);
    expect(ids).toHaveLength(NEWEST_LISTING_SIZE);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The three listed fixture models are the newest; a newer model unpriced in the area takes no place.
    expect(ids.slice(0, 3)).toEqual([LIST_MODELS.summit, LIST_MODELS.trail, LIST_MODELS.used]);
    expect(ids).not.toContain(LIST_MODELS.areaTwoOnly);
    const oldestKept = FIRST_EXTRA_ID + EXTRA - (NEWEST_LISTING_SIZE - 3);
    expect(ids[3]).toBe(oldestKept);
    expect(ids.at(-1)).toBe(FIRST_EXTRA_ID + EXTRA - 1);
  });
});
