/**
 * Lighthouse in the bench (issue 19 item 5): the front, largest group and
 * a product page in English and Finnish, with Lighthouse's default mobile
 * preset (emulated phone, simulated slow 4G and CPU) in Debian's Chromium.
 * Scores are read, never asserted: issue 19's goals are performance ≥ 95
 * and accessibility and SEO 100.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRun {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferredBytes: number;
  /** Audits below full marks in the categories whose goal is 100 (accessibility, best practices, SEO). */
  shortfalls: string[];
}

/** The pages to audit, as [name, local path] in both languages (a product's path is the same in every language). */
export function lighthousePages(groups: { groupPath: string; englishGroupPath: string }, productPath: string): Array<[string, string]> {
  return [
    ['front, fi', '/'], ['front, en', '/en/'],
    ['group, fi', groups.groupPath], ['group, en', groups.englishGroupPath],
    ['product, fi', productPath], ['product, en', `/en${productPath}`],
  ];
}

/** Audits each page in turn in one Chromium; null when there is no Chromium at /usr/bin/chromium. */
export async function runLighthouse(base: string, pages: Array<[string, string]>): Promise<LighthouseRun[] | null> {
  if (!existsSync(CHROMIUM)) return null;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const runs: LighthouseRun[] = [];
    for (const [page, path] of pages) {
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (category: (typeof CATEGORIES)[number]) => Math.round((categories[category]?.score ?? 0) * 100);
      const value = (audit: string) => audits[audit]?.numericValue ?? Number.NaN;
      const shortfalls = (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) => (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id));
      runs.push({
        page, path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(value('largest-contentful-paint')),
        cls: Number(value('cumulative-layout-shift').toFixed(3)),
        tbtMs: Math.round(value('total-blocking-time')),
        transferredBytes: Math.round(value('total-byte-weight')),
        shortfalls,
      });
    }
    return runs;
  } finally {
    chrome.kill();
  }
}

/** The rows console.table prints. */
export function lighthouseRows(runs: readonly LighthouseRun[]) {
  return runs.map((run) => ({
    page: run.page, path: run.path, performance: run.performance, accessibility: run.accessibility,
    'best practices': run.bestPractices, SEO: run.seo, 'LCP ms': run.lcpMs, CLS: run.cls, 'TBT ms': run.tbtMs, 'KiB sent': (run.transferredBytes / 1024).toFixed(1),
    'below full marks': run.shortfalls.join(', '),
  }));
}
