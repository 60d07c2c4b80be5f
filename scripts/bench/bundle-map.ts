/**
 * The bench's bundle map (issue 19 item 4): each page's JavaScript, every
 * chunk it loads before it runs, split into React, other packages, the
 * shop's texts (the Finnish dictionary and the page's parts of it) and the shop's own code. A chunk's
 * gzip bytes are shared out in proportion to its minified bytes by source,
 * since gzip sizes exist per file only.
 */
import { chunksOfPage, type ClientManifest } from '../../shared/page-chunks.ts';
import type { BuildResult, BundleSource } from '../build-client.ts';

export type SourceBytes = Record<BundleSource, number>;

export interface PageWeight { page: string; jsGzipBytes: number; cssGzipBytes: number; jsBySource: SourceBytes }

const SOURCES: BundleSource[] = ['react', 'libraries', 'texts', 'app'];

/** One file's gzip bytes shared out by source. */
function fileBySource(gzipBytes: number, composition: Partial<SourceBytes> | undefined): SourceBytes {
  const total = SOURCES.reduce((sum, source) => sum + (composition?.[source] ?? 0), 0);
  return Object.fromEntries(SOURCES.map((source) => [source, total === 0 ? (source === 'app' ? gzipBytes : 0) : gzipBytes * (composition![source] ?? 0) / total])) as SourceBytes;
}

export function pageWeights(manifest: ClientManifest, gzipSizes: BuildResult['gzipSizes'], composition: BuildResult['composition']): PageWeight[] {
  const cssGzipBytes = manifest.css.reduce((sum, file) => sum + (gzipSizes[file] ?? 0), 0);
  return Object.keys(manifest.pages).map((page) => {
    const files = chunksOfPage(manifest, page, 'fi');
    const jsBySource = Object.fromEntries(SOURCES.map((source) => [source, 0])) as SourceBytes;
    let jsGzipBytes = 0;
    for (const file of files) {
      const gzipBytes = gzipSizes[file] ?? 0;
      jsGzipBytes += gzipBytes;
      const shares = fileBySource(gzipBytes, composition[file]);
      for (const source of SOURCES) jsBySource[source] += shares[source];
    }
    for (const source of SOURCES) jsBySource[source] = Math.round(jsBySource[source]);
    return { page, jsGzipBytes, cssGzipBytes, jsBySource };
  });
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The rows console.table prints: each page's JS in KiB, split by source. */
export function bundleMapRows(weights: readonly PageWeight[]) {
  return weights.map(({ page, jsGzipBytes, cssGzipBytes, jsBySource }) => ({
    page,
    'JS gzip KiB': kib(jsGzipBytes),
    React: kib(jsBySource.react),
    'other packages': kib(jsBySource.libraries),
    texts: kib(jsBySource.texts),
    'own code': kib(jsBySource.app),
    'CSS gzip KiB': kib(cssGzipBytes),
  }));
}

/**
 * Issue 19's budgets for the JavaScript a page loads before it hydrates, gzip, in bytes: a kilobyte read as
 * 1,000 bytes, the stricter of the two readings. Measured in Finnish, as the rest of the map.
 */
export const FIRST_LOAD_JS_BUDGETS: Readonly<Record<string, number>> = { product: 90_000, error: 78_000, static: 78_000 };

export interface BudgetCheck { page: string; jsGzipBytes: number; budgetBytes: number; pass: boolean }

/** Each budgeted page's first load against its budget. */
export function firstLoadBudgets(weights: readonly PageWeight[]): BudgetCheck[] {
  return Object.entries(FIRST_LOAD_JS_BUDGETS).map(([page, budgetBytes]) => {
    const jsGzipBytes = weights.find((weight) => weight.page === page)?.jsGzipBytes ?? Number.POSITIVE_INFINITY;
    return { page, jsGzipBytes, budgetBytes, pass: jsGzipBytes <= budgetBytes };
  });
}

/** "product 89,573 B (goal ≤ 90,000 B: PASS), …" for the bench's summary. */
export function budgetLine(checks: readonly BudgetCheck[]): string {
  const bytes = (value: number) => `${value.toLocaleString('en')} B`;
  return checks.map((check) => `${check.page} ${bytes(check.jsGzipBytes)} (goal ≤ ${bytes(check.budgetBytes)}: ${check.pass ? 'PASS' : 'FAIL'})`).join(', ');
}
