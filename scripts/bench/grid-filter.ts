/**
 * The client grid's filter time in Chromium (issue 4): the largest demo
 * group's list, grown to 5,000 products, filtered and sorted by the shared
 * grid code exactly as the browser bundle runs it. One frame is 16.7 ms.
 */
import { existsSync } from 'node:fs';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import type { ProductListItem } from '../../shared/types/product-list.ts';

const CHROMIUM = '/usr/bin/chromium';
export const BENCH_PRODUCTS = 5000;
const ROUNDS = 40;

export interface GridFilterResult {
  products: number;
  cases: Array<{ name: string; medianMs: number; p95Ms: number; maxMs: number }>;
  /** The first text search builds each product's search text once. */
  firstTextSearchMs: number;
}

const BENCH_ENTRY = `
import { computeGrid } from './shared/grid/compute-grid.ts';
import { filterFacets } from './shared/grid/filter-facets.ts';
import { parseGridQuery } from './shared/grid/grid-query.ts';
window.gridBench = { computeGrid, filterFacets, parseGridQuery };
`;

async function bundle(): Promise<string> {
  const result = await build({ stdin: { contents: BENCH_ENTRY, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format: 'iife', write: false, minify: true });
  return result.outputFiles[0].text;
}

function grow(list: ProductListItem[], count: number): ProductListItem[] {
  return Array.from({ length: count }, (_, index) => {
    const item = list[index % list.length];
    return { ...item, id: index + 1, soldAmount: (item.soldAmount * 7 + index) % 5000 };
  });
}

export async function benchGridFilter(listUrl: string, groupPath: string): Promise<GridFilterResult | null> {
  if (!existsSync(CHROMIUM)) return null;
  const response = await fetch(listUrl, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ source: 'ProductGroup', slug: groupPath, language: 'fi', taxAreaId: 1 }),
  });
  if (!response.ok) throw new Error(`the bench list answered ${response.status}`);
  const items = grow(await response.json() as ProductListItem[], BENCH_PRODUCTS);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!DOCTYPE html><html><body></body></html>');
    await page.addScriptTag({ content: await bundle() });
    const brand = items[0].manufacturerSlug;
    const size = items.find((item) => item.sizes.length)?.sizes[0] ?? 'M';
    return await page.evaluate(({ items, rounds, brand, size }) => {
      const bench = (window as any).gridBench;
      const context = {
        language: 'fi', toShownPrice: (euro: number) => Math.round(euro * 100) / 100, defaultSort: 'default',
        subgroups: [], stores: [], propertyFilters: [], manufacturerNames: {},
      };
      const query = (search: string) => bench.parseGridQuery(search, { defaultSort: 'default', propertyFilters: [] });
      const firstStart = performance.now();
      bench.computeGrid(items, query('?text=takki'), context);
      const firstTextSearchMs = performance.now() - firstStart;
      const cases: Array<[string, () => unknown]> = [
        ['text filter', () => bench.computeGrid(items, query('?text=kevyt'), context)],
        ['brand + size + price, lowest price first', () => bench.computeGrid(items, query(`?sort=lowest&manufacturer=${brand}&size=${encodeURIComponent(size)}&price=20-400`), context)],
        ['sort by best offers', () => bench.computeGrid(items, query('?sort=offers'), context)],
        ['filter sheet counts (facets)', () => bench.filterFacets(items, query(`?manufacturer=${brand}`), context)],
      ];
      return {
        products: items.length,
        firstTextSearchMs: Number(firstTextSearchMs.toFixed(2)),
        cases: cases.map(([name, run]) => {
          const times: number[] = [];
          for (let round = 0; round < rounds; round++) {
            const start = performance.now();
            run();
            times.push(performance.now() - start);
          }
          times.sort((a, b) => a - b);
          const at = (share: number) => Number(times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(2));
          return { name, medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
        }),
      };
    }, { items, rounds: ROUNDS, brand, size });
  } finally {
    await browser.close();
  }
}

export function describeGridFilter(result: GridFilterResult): string {
  const rows = result.cases.map((entry) => `  ${entry.name}: median ${entry.medianMs} ms, p95 ${entry.p95Ms} ms, max ${entry.maxMs} ms`);
  return [`Client grid over ${result.products} products in Chromium (one frame = 16.7 ms):`, `  first text search (builds search texts): ${result.firstTextSearchMs} ms`, ...rows, ''].join('\n');
}
