/**
 * Issue 13 item 7: no input causes a 500. Every endpoint and page family of
 * tests/fuzz/endpoints.ts gets fast-check's hostile requests with a fixed
 * seed; every answer must be a 2xx, 3xx or 4xx, with the error shape on
 * /api/*. `npm test` runs 200 cases per endpoint; `npm run fuzz` sets
 * FUZZ_RUNS=10000 and prints the table of endpoint → cases → status classes.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { encodeListRequest } from '../../shared/grid/list-request.ts';
import { answerProblem } from '../fuzz/answer-check.ts';
import { mutated } from '../fuzz/arbitraries.ts';
import { fuzzEndpoints, listBody, type FuzzRequest, type KnownValues } from '../fuzz/endpoints.ts';
import type { ProductListRequest } from '../../shared/types/product-list.ts';
import { StatusTally } from '../fuzz/fuzz-table.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { campaignWithCategory, orgUser } from './campaign-admin-helpers.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { orderBody, paymentOf, placeOrder, storedOrder } from './order-helpers.ts';
import { sessionCookie } from './staff-helpers.ts';

const SEED = 13;
const RUNS = Number((env as { FUZZ_RUNS?: string }).FUZZ_RUNS) || 200;
/** Requests in flight at once: D1 answers while the isolate renders the next one. */
const CONCURRENCY = 8;
/** Failures kept per endpoint for the report: the first ones say enough. */
const KEPT_FAILURES = 3;

const tally = new StatusTally();
const known: KnownValues = {
  staffCookie: '', orgCookie: '', campaignId: 0, variantId: CHECKOUT.jacketInHelsinki, modelId: CHECKOUT.jacket, modelSlug: 'checkout-jacket', brandSlug: 'norrvik',
  groupPath: 'skiing-fi/skis-fi', staticSlug: 'delivery-fi', tabbedSlug: 'guides-fi', orderNumber: '', orderToken: '', paymentId: '',
  enterpriseOrderId: 7201, listQueries: [],
};

beforeAll(async () => {
  await setUpCheckout();
  known.staffCookie = (await sessionCookie('staff')).cookie!;
  const org = await orgUser();
  known.orgCookie = `so.auth=${encodeURIComponent(`Bearer ${org.token}`)}`;
  known.campaignId = (await campaignWithCategory(org.token, [known.modelId])).id;
  const orders = [{ id: known.enterpriseOrderId, name: 'Fuzzed', organisation: 'Fuzz Oy' }];
  expect((await importCatalogue(env.DB, { format: 'kaira-catalogue', version: 1, enterpriseOrders: orders })).ok).toBe(true);
  const placed = await placeOrder(orderBody({ products: [{ productId: CHECKOUT.jacketInHelsinki, amount: 1 }] }));
  known.orderNumber = placed.order_number;
  known.orderToken = (await storedOrder(placed.order_number)).view_token;
  known.paymentId = (await paymentOf(placed.order_number)).id;
  known.listQueries = await listQueries();
  // The image family's files: one SVG (resized by the worker) and one binary image.
  await env.MEDIA.put(`images/models/${known.modelId}.svg`, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20"/></svg>',
    { httpMetadata: { contentType: 'image/svg+xml' } });
  await env.MEDIA.put('images/banners/1.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
});

/** The list GET's `q`: the valid request, broken copies of it, other JSON, and a megabyte of zeros deflated. */
async function listQueries(): Promise<string[]> {
  // encodeListRequest only stringifies: any JSON value goes in.
  const bodies = [listBody, ...fc.sample(mutated(listBody), { seed: SEED, numRuns: 40 })] as ProductListRequest[];
  const encoded = await Promise.all(bodies.map((body) => encodeListRequest(body)));
  const bomb = await encodeListRequest('0'.repeat(1024 * 1024) as unknown as ProductListRequest);
  return [...encoded, bomb];
}

afterAll(() => {
  console.log(`Fuzz: ${RUNS} cases per endpoint, seed ${SEED}\n${tally.table()}`);
});

/**
 * One request through the worker's own entry, as the edge sends it: SELF gives each request its own
 * context (app.fetch would share the test's, whose 10,000 timers React's renderer uses up). The body
 * is read to the end, so a stream that fails after its headers counts too.
 */
async function send(endpoint: string, request: FuzzRequest): Promise<string | null> {
  let response: Response;
  try {
    response = await SELF.fetch(`http://${request.host}${request.url}`, { method: request.method, headers: request.headers, body: request.body, redirect: 'manual' });
  } catch (error) {
    tally.record(endpoint, 500);
    return `threw ${String((error as Error)?.stack ?? error).slice(0, 500)}`;
  }
  tally.record(endpoint, response.status);
  const problem = await answerProblem(request.method, request.url, response);
  try {
    await response.arrayBuffer();
  } catch (error) {
    return problem ?? `answered ${response.status}, then its body failed: ${String(error)}`;
  }
  return problem;
}

/** What a failure report shows of a request: enough to send it again. */
const shown = ({ method, host, url, headers, body }: FuzzRequest) => ({
  method, url: `http://${host}${url}`, headers, body: typeof body === 'string' ? body.slice(0, 300) : body && `${body.byteLength} bytes: ${[...body.slice(0, 16)].join(',')}`,
});

describe('no input causes a 500', () => {
  for (const endpoint of fuzzEndpoints(known)) {
    it(`answers ${endpoint.name} with a 2xx, 3xx or 4xx, and the error shape on /api/*`, async () => {
      // Sampled here, not at collection: the known values are filled in by beforeAll.
      const [current] = fuzzEndpoints(known).filter((each) => each.name === endpoint.name);
      const requests = fc.sample(current.request, { seed: SEED, numRuns: RUNS });
      const failures: Array<{ problem: string; request: ReturnType<typeof shown> }> = [];
      for (let start = 0; start < requests.length; start += CONCURRENCY) {
        const batch = requests.slice(start, start + CONCURRENCY);
        const problems = await Promise.all(batch.map((request) => send(endpoint.name, request)));
        problems.forEach((problem, index) => {
          if (problem && failures.length < KEPT_FAILURES) failures.push({ problem, request: shown(batch[index]) });
        });
      }
      expect(failures).toEqual([]);
    }, Math.max(30_000, RUNS * 200));
  }
});
