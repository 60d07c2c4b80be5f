/**
 * The bench's load test (issue 19 item 6): 200 simulated shoppers for 60 s,
 * each a connection that goes round a visit: the front page, a product
 * group, a product page, a cart check (`POST /api/checkout/`) and a search
 * suggestion, every shopper through other groups, products, carts and
 * queries. Loopback only, and each request is bounded by a timeout.
 * Prints errors, p50 and p99, and the share of pages the edge HTML cache
 * answered (the `X-Cache` header of issue 19's cache; none before it).
 */
import autocannon from 'autocannon';
import type { D1Database } from '@cloudflare/workers-types';
import type { CheckoutRequest } from '../../shared/types/checkout.ts';

export const LOAD_TEST_SHOPPERS = 200;
export const LOAD_TEST_SECONDS = 60;
/** A request that takes longer counts as an error: the test never waits without bound. */
const REQUEST_TIMEOUT_SECONDS = 30;

export interface LoadTestPlan { groupPaths: string[]; productPaths: string[]; carts: CheckoutRequest[]; suggestionPaths: string[] }

export interface LoadTestResult {
  shoppers: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  /** Connection errors and timeouts, plus answers of 500 or more. */
  errors: number;
  /** Answers outside 2xx, including the ones counted as errors. */
  non2xx: number;
  p50Ms: number;
  p99Ms: number;
  /** Pages answered with `X-Cache: HIT` (or STALE) among the HTML pages, or null when no page carried the header. */
  cacheHitRatio: number | null;
}

/** What the shoppers visit: the demo's top-level groups, its best sellers, one-to-three-row carts and typed queries. */
export async function loadTestPlan(db: D1Database): Promise<LoadTestPlan> {
  const [groups, products, variants] = await db.batch([
    db.prepare(`SELECT t.path FROM product_groups g JOIN product_group_texts t ON t.group_id = g.id AND t.language = 'fi'
      WHERE g.depth = (SELECT MIN(depth) FROM product_groups) ORDER BY g.sort_order, g.id LIMIT 12`),
    db.prepare(`SELECT '/' || b.slug || '/' || m.slug || '/' AS path FROM product_models m JOIN manufacturers b ON b.id = m.manufacturer_id
      WHERE m.is_public = 1 AND m.campaign_only = 0 ORDER BY m.sold_amount DESC, m.id LIMIT 60`),
    db.prepare(`SELECT MIN(v.id) AS id FROM variants v
      JOIN product_models m ON m.id = v.model_id AND m.is_public = 1 AND m.campaign_only = 0 AND m.is_bundle = 0
      JOIN product_model_prices p ON p.model_id = m.id AND p.tax_area_id = 1
      JOIN variant_stocks s ON s.variant_id = v.id AND s.quantity - s.blocked >= 3
      GROUP BY m.id ORDER BY m.id LIMIT 30`),
  ]);
  const variantIds = (variants.results as Array<{ id: number }>).map((row) => row.id);
  const carts = Array.from({ length: 20 }, (_, index): CheckoutRequest => ({
    validate_hash: 'bench',
    country_code: 'fi',
    language_code: 'fi',
    postal_code: '00100',
    products: variantIds.slice(index, index + 1 + (index % 3)).map((productId) => ({ productId, amount: 1 })),
    gift_card_products: [],
    discount_codes: [],
    repack: false,
    pikanouto: false,
    pageName: 'checkout',
  }));
  const queries = ['ke', 'kengät', 'goretex', 'takki', 'sukset', 'hanskat', 'reppu', 'pipo', 'vaellus', 'untuva'];
  return {
    groupPaths: (groups.results as Array<{ path: string }>).map((row) => `/${row.path}/`),
    productPaths: (products.results as Array<{ path: string }>).map((row) => row.path),
    carts,
    suggestionPaths: queries.map((query) => `/api/search/suggestions/?q=${encodeURIComponent(query)}&lang=fi`),
  };
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** Runs the shoppers against `base`, which must be a loopback address. */
export async function runLoadTest(base: string, plan: LoadTestPlan, shoppers = LOAD_TEST_SHOPPERS, seconds = LOAD_TEST_SECONDS): Promise<LoadTestResult> {
  const { hostname } = new URL(base);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) throw new Error(`the load test runs on loopback only, not ${hostname}`);
  let pages = 0;
  let hits = 0;
  let withHeader = 0;
  const countPage = (_status: number, _body: string, _context: unknown, headers: Record<string, string | string[]>) => {
    pages += 1;
    // Header names are case-insensitive; autocannon gives them as the server wrote them.
    const cache = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-cache')?.[1];
    if (cache === undefined) return;
    withHeader += 1;
    if (cache === 'HIT' || cache === 'STALE') hits += 1;
  };
  // Each connection is a shopper; its visit number picks what it looks at, so shoppers spread over the plan.
  const visit = (context: Record<string, number>) => (context.visit ??= Math.floor(Math.random() * 1000));
  const page = (paths: string[]) => ({
    method: 'GET' as const,
    setupRequest: (request: Record<string, unknown>, context: Record<string, number>) => ({ ...request, path: pick(paths, visit(context)) }),
    onResponse: countPage,
  });
  const result = await autocannon({
    url: base,
    connections: shoppers,
    duration: seconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
    requests: [
      { ...page(['/']) },
      page(plan.groupPaths),
      page(plan.productPaths),
      {
        method: 'POST',
        path: '/api/checkout/',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request: Record<string, unknown>, context: Record<string, number>) => ({ ...request, body: JSON.stringify(pick(plan.carts, visit(context))) }),
      },
      {
        method: 'GET',
        setupRequest: (request: Record<string, unknown>, context: Record<string, number>) => {
          const path = pick(plan.suggestionPaths, visit(context));
          context.visit = visit(context) + 1;
          return { ...request, path };
        },
      },
    ] as never,
  });
  return {
    shoppers,
    durationSeconds: seconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + (result['5xx'] ?? 0),
    non2xx: result.non2xx,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cacheHitRatio: withHeader === 0 ? null : Number((hits / pages).toFixed(3)),
  };
}

export function describeLoadTest(result: LoadTestResult): string {
  const cache = result.cacheHitRatio === null ? 'no page carried X-Cache (no edge HTML cache yet)' : `${(result.cacheHitRatio * 100).toFixed(1)} % of pages from the edge cache`;
  return `load test: ${result.shoppers} shoppers for ${result.durationSeconds} s, ${result.requests} requests (${result.requestsPerSecond}/s), `
    + `${result.errors} errors, ${result.non2xx} non-2xx, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms; ${cache}\n`;
}
