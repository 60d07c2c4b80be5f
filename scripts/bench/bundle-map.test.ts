import { describe, expect, it } from 'vitest';
import { bundleSourceOf } from '../build-client.ts';
import { budgetLine, bundleMapRows, firstLoadBudgets, pageWeights } from './bundle-map.ts';

const manifest = {
  buildId: 'test',
  entry: '/assets/entry.js',
  entryImports: ['/assets/chunk-react.js'],
  css: ['/assets/app.css'],
  pages: { product: { file: '/assets/product.js', imports: ['/assets/chunk-react.js'] } },
  locales: { fi: { file: '/assets/fi.js', imports: [] } },
  dictionaryParts: { catalogue: { fi: { file: '/assets/catalogue-fi.js', imports: [] } }, checkout: { fi: { file: '/assets/checkout-fi.js', imports: [] } } },
};
const gzipSizes = { '/assets/entry.js': 1000, '/assets/chunk-react.js': 6000, '/assets/product.js': 3000, '/assets/fi.js': 500, '/assets/catalogue-fi.js': 400, '/assets/checkout-fi.js': 900, '/assets/app.css': 700 };

describe('the bench\'s bundle map', () => {
  it('tells React, other packages, texts and the shop\'s own code apart by input path', () => {
    expect(bundleSourceOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react');
    expect(bundleSourceOf('node_modules/scheduler/index.js')).toBe('react');
    expect(bundleSourceOf('node_modules/swr/dist/index/index.mjs')).toBe('libraries');
    expect(bundleSourceOf('build/locales/base/fi.json')).toBe('texts');
    expect(bundleSourceOf('client/pages/product-page.tsx')).toBe('app');
    expect(bundleSourceOf('shared/money.ts')).toBe('app');
  });

  it('counts each chunk a page loads once, its dictionary parts too, sharing its gzip bytes out by the sources of its minified bytes', () => {
    const composition = {
      '/assets/entry.js': { app: 100 },
      '/assets/chunk-react.js': { react: 300, libraries: 100, app: 200 },
      '/assets/product.js': { app: 50, libraries: 50 },
      '/assets/fi.js': { texts: 10 },
      '/assets/catalogue-fi.js': { texts: 10 },
    };
    const [product] = pageWeights(manifest, gzipSizes, composition);
    expect(product).toEqual({
      page: 'product',
      jsGzipBytes: 10_900,
      cssGzipBytes: 700,
      jsBySource: { react: 3000, libraries: 2500, texts: 900, app: 4500 },
    });
    expect(bundleMapRows([product!])[0]).toMatchObject({ page: 'product', 'JS gzip KiB': '10.6', React: '2.9', 'own code': '4.4' });
  });
});

describe('issue 19\'s first-load budgets', () => {
  const weight = (page: string, jsGzipBytes: number) => ({ page, jsGzipBytes, cssGzipBytes: 0, jsBySource: { react: 0, libraries: 0, texts: 0, app: jsGzipBytes } });

  it('passes a page at its budget and fails one a byte over, in bytes of a 1,000-byte kilobyte', () => {
    const checks = firstLoadBudgets([weight('product', 90_000), weight('error', 78_001), weight('static', 1)]);
    expect(checks).toEqual([
      { page: 'product', jsGzipBytes: 90_000, budgetBytes: 90_000, pass: true },
      { page: 'error', jsGzipBytes: 78_001, budgetBytes: 78_000, pass: false },
      { page: 'static', jsGzipBytes: 1, budgetBytes: 78_000, pass: true },
    ]);
    expect(budgetLine(checks)).toBe('product 90,000 B (goal ≤ 90,000 B: PASS), error 78,001 B (goal ≤ 78,000 B: FAIL), static 1 B (goal ≤ 78,000 B: PASS)');
  });

  it('fails a budgeted page the build did not weigh', () => {
    expect(firstLoadBudgets([]).every((check) => !check.pass)).toBe(true);
  });
});
