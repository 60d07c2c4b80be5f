import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { smallCatalogue } from '../fixtures/small-catalogue.ts';
import { fetchShop } from './helpers.ts';

/** More public models than one sitemap file holds (the bench's --models 50000 and then some). */
const MODELS = 60_000;

beforeAll(async () => {
  expect((await importCatalogue(env.DB, smallCatalogue())).ok).toBe(true);
  // Written straight into D1 (one statement each): the importer would take minutes for this many.
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO product_models (id, uuid, slug, manufacturer_id, main_group_id, tax_class_id, published)
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
      SELECT 100000 + i, 'large-' || i, 'all-mountain-touring-ski-model-' || i, 2, 2, 5, '2026-01-10' FROM n`).bind(MODELS),
    env.DB.prepare(`INSERT INTO product_model_prices (model_id, tax_area_id, regular, active)
      SELECT m.id, a.id, 499.9, 499.9 FROM product_models m CROSS JOIN tax_areas a WHERE m.id > 100000`),
    env.DB.prepare('UPDATE catalogue_version SET version = version + 1 WHERE id = 1'),
  ]);
}, 120_000);

const sitemapLocs = (xml: string) => [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const urlCount = (xml: string) => xml.split('<url>').length - 1;

describe('sitemap.xml of a large catalogue', () => {
  it('cuts each language into files of at most 50,000 URLs and 50 MB, listing every product once', async () => {
    const index = await (await fetchShop('/sitemap.xml')).text();
    const files = sitemapLocs(index).filter((loc) => loc.includes('/sitemaps/en-'));
    expect(files.length).toBeGreaterThanOrEqual(2);
    let products = 0;
    for (const loc of files) {
      const response = await fetchShop(loc);
      expect(response.status, loc).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(bytes.length, loc).toBeLessThanOrEqual(52_428_800);
      const xml = new TextDecoder().decode(bytes);
      expect(urlCount(xml), loc).toBeLessThanOrEqual(50_000);
      expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
      products += xml.match(/<url><loc>http:\/\/localhost\/en\/tundra-peak\/all-mountain-touring-ski-model-\d+\/<\/loc>/g)?.length ?? 0;
    }
    expect(products).toBe(MODELS);
    expect((await fetchShop(`/sitemaps/en-${files.length + 1}.xml`)).status).toBe(404);
  }, 120_000);
});
