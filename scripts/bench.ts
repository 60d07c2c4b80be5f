/**
 * npm run bench: builds the production bundle, runs it in workerd through
 * Miniflare's own socket (no wrangler dev proxy, which caps a machine near
 * 800 requests/s), seeds the demo catalogue, and loads its targets with
 * autocannon in one run: (a) a hello route, (b) a static asset from the assets
 * binding, (c) the SSR front page, (d) an SSR static page, (e) the largest
 * product group page, (f) the brand with the most models, (g) the product page
 * with the most variants, (h) the one with the most reviews, (i) its reviews
 * call, (j) checkout validation of a 20-row cart, (k) logins (the password
 * hash's cost, decision 019) and (l) h's product page for a logged-in
 * customer, (m) the ski wizard's compatible-products call over
 * 64 alpine packages, and (n) the header box's search suggestions as shoppers
 * type (issue 18; decisions 032 and 038); then (o) a load test of 200
 * shoppers for 60 s and (p) Lighthouse's mobile audit of the front, group and
 * product pages in Finnish and English, and (q) a render profile: each page
 * family's HTML against its payload alone, one request at a time (issue 19). Prints requests/s, p50 and
 * p99 per target, each target's ratio to b (and c/a), each page's JS and CSS
 * gzip size with the JS split into React, other packages, texts and the
 * shop's own code, and the client grid's filter time over 5,000 products in
 * Chromium; writes bench/results.json. Nothing here is asserted: speed is
 * read, not tested.
 *
 * --only TEXT runs just the targets whose name contains TEXT, or one of
 * several comma-separated texts (`npm run bench -- --only static,search`),
 * and prints their table, nothing else. --models N benches
 * a demo catalogue of N models kept in bench/tmp/state-N, seeded by the first
 * such run (50,000 models take a while and need a larger heap:
 * `node --max-old-space-size=8192 scripts/bench.ts --models 50000 --only search`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { readD1Migrations } from '@cloudflare/vitest-plugin';
import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import { benchGridFilter, describeGridFilter } from './bench/grid-filter.ts';
import { CHECKOUT_BENCH_ROWS, twentyRowCart } from './bench/checkout-cart.ts';
import { modelIdOf, PRODUCT_PAGE_JS_BUDGET_BYTES, productPages } from './bench/product-pages.ts';
import { benchSessionCookie, createBenchAccounts, rotatingLogin } from './bench/bench-accounts.ts';
import { rotatingPaths, SKI_PACKAGE_COUNT, skiPackagePaths } from './bench/ski-wizard-packages.ts';
import { budgetLine, bundleMapRows, firstLoadBudgets, pageWeights } from './bench/bundle-map.ts';
import { profileRenders, renderProfileRows } from './bench/render-profile.ts';
import { lighthousePages, lighthouseRows, runLighthouse } from './bench/lighthouse.ts';
import { describeLoadTest, loadTestPlan, runLoadTest } from './bench/load-test.ts';
import { coldSuggestionLatencies, describeSuggestionTargets, searchSuggestionPaths, type ColdLatencies } from './bench/search-suggestions.ts';
import { buildClient } from './build-client.ts';
import { demoContent } from './catalogue/demo/content/index.ts';
import { DEFAULT_MODEL_COUNT, generateDemoCatalogue } from './catalogue/demo/generate-catalogue.ts';
import { importCatalogue } from './catalogue/import/import-catalogue.ts';
import { uploadImages } from './catalogue/upload-images.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    only: { type: 'string' },
    models: { type: 'string', default: String(DEFAULT_MODEL_COUNT) },
  },
});
const DURATION_S = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const ONLY = values.only?.split(',');
const MODELS = Number(values.models);
if (!Number.isInteger(MODELS) || MODELS < 1) throw new Error('--models takes a whole number, e.g. --models 50000');
/** The default catalogue is seeded afresh in memory; a larger one is kept on disk, since seeding it takes minutes. */
const STATE_DIR = MODELS === DEFAULT_MODEL_COUNT ? undefined : `bench/tmp/state-${MODELS}`;
const WORKER_DIR = 'bench/tmp/worker';
/** The same runtime date as wrangler.toml, so the bench runs what deploys. */
const COMPATIBILITY_DATE = /^compatibility_date = "([^"]+)"/m.exec(readFileSync('wrangler.toml', 'utf8'))![1];

interface TargetResult { name: string; path: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number }

function bundleWorker(): void {
  const result = spawnSync(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--dry-run', '--outdir', WORKER_DIR], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('wrangler could not bundle the worker');
}

/**
 * The seed's database: Node validates a large file for minutes before its
 * first write, and workerd closes the idle socket meanwhile, so a batch that
 * fails to reach it is sent once more (each batch is an idempotent upsert).
 */
function resendingBatches(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, key) {
      if (key === 'batch') {
        return (statements: Parameters<D1Database['batch']>[0]) => target.batch(statements).catch((error: unknown) => {
          if (!(error instanceof TypeError)) throw error;
          return target.batch(statements);
        });
      }
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function startWorker(): Promise<{ mf: Miniflare; url: URL; db: D1Database }> {
  // Miniflare 5 takes a new options shape; the converter accepts the documented worker options.
  const mf = new Miniflare({ ...convertV4MiniflareOptions({
    host: '127.0.0.1',
    port: 0,
    cf: { country: 'XX' },
    // Each logged request is a loopback call into Node: that, not workerd, would be measured.
    logRequests: false,
    workers: [
      {
        name: 'kaira-storefront',
        modules: true,
        scriptPath: `${WORKER_DIR}/index.js`,
        compatibilityDate: COMPATIBILITY_DATE,
        compatibilityFlags: ['nodejs_compat'],
        bindings: { BRAND_NAME: 'Kaira Outdoor', BRAND_DOMAIN: 'kaira', LOCALE_STRATEGY: 'prefix_except_default', ROOT_REDIRECT: '', CONTACT_EMAIL: 'asiakaspalvelu@kaira.fi', PAYMENT_TEST_PROVIDER: 'on', EDGE_HTML_CACHE: 'on' },
        d1Databases: { DB: 'bench-db' },
        kvNamespaces: { CATALOGUE_CACHE: 'bench-kv' },
        r2Buckets: { MEDIA: 'bench-media' },
        assets: {
          directory: 'dist/client',
          binding: 'ASSETS',
          routerConfig: { has_user_worker: true },
          run_worker_first: ['/*', '!/assets/*', '!/build.json', '!/favicon.svg', '!/og-image.png'],
        },
      },
    ],
  }), ...(STATE_DIR ? { resourcePersistencePath: STATE_DIR } : {}) });
  const url = await mf.ready;
  const db = await mf.getD1Database('DB');
  // A kept state has some migrations already: each is applied once, as wrangler does.
  await db.prepare('CREATE TABLE IF NOT EXISTS bench_migrations (name TEXT PRIMARY KEY)').run();
  const applied = new Set((await db.prepare('SELECT name FROM bench_migrations').all<{ name: string }>()).results.map((row) => row.name));
  for (const migration of await readD1Migrations('migrations')) {
    if (applied.has(migration.name)) continue;
    await db.batch([...migration.queries.map((query) => db.prepare(query)), db.prepare('INSERT INTO bench_migrations (name) VALUES (?1)').bind(migration.name)]);
  }
  if (!(await db.prepare('SELECT COUNT(*) AS n FROM product_models').first<number>('n'))) {
    // The pages read the catalogue: the same demo catalogue npm start serves, with its images for Lighthouse (p).
    const demo = generateDemoCatalogue({ models: MODELS });
    await uploadImages(await mf.getR2Bucket('MEDIA') as unknown as R2Bucket, demo.images);
    const imported = await importCatalogue(resendingBatches(db as unknown as D1Database), { ...demo.catalogue, ...demoContent() });
    if (!imported.ok) throw new Error(`the demo catalogue did not import: ${imported.issues[0]?.message}`);
  }
  return { mf, url, db: db as unknown as D1Database };
}

/** The demo's largest product group (models in it and its subgroups) and the brand with the most models, as local paths. */
async function largestListings(db: D1Database): Promise<{ groupPath: string; englishGroupPath: string; brandPath: string }> {
  const group = await db.prepare(`SELECT t.path, en.path AS english_path FROM product_model_groups pmg
    JOIN product_models m ON m.id = pmg.model_id AND m.is_public = 1
    JOIN product_group_texts t ON t.group_id = pmg.group_id AND t.language = 'fi'
    JOIN product_group_texts en ON en.group_id = pmg.group_id AND en.language = 'en'
    GROUP BY pmg.group_id ORDER BY COUNT(*) DESC, pmg.group_id LIMIT 1`).first<{ path: string; english_path: string }>();
  const brand = await db.prepare(`SELECT b.slug FROM product_models m JOIN manufacturers b ON b.id = m.manufacturer_id
    WHERE m.is_public = 1 GROUP BY b.id ORDER BY COUNT(*) DESC, b.id LIMIT 1`).first<{ slug: string }>();
  return { groupPath: `/${group!.path}/`, englishGroupPath: `/en/${group!.english_path}/`, brandPath: `/${brand!.slug}/` };
}

/**
 * What a target sends besides a GET: a JSON POST body, headers (a session
 * cookie), or autocannon's per-request requests (a login per account).
 */
interface RequestShape { body?: unknown; headers?: Record<string, string>; requests?: Array<Record<string, unknown>> }

/** A parameter no page reads: the edge cache never stores a page under it, so each request is a render (decision 039). */
const MISS_QUERY = '?bench=miss';

async function load(name: string, url: string, shape: RequestShape = {}): Promise<TargetResult> {
  const request = {
    ...(shape.body !== undefined ? { method: 'POST' as const, body: JSON.stringify(shape.body) } : {}),
    headers: { ...(shape.body !== undefined ? { 'content-type': 'application/json' } : {}), ...shape.headers },
    ...(shape.requests ? { requests: shape.requests } : {}),
  };
  await autocannon({ url, connections: CONNECTIONS, duration: 2, ...request }); // warm the isolate and caches
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...request });
  return {
    name,
    path: new URL(url).pathname,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}


const { manifest, gzipSizes, composition } = await buildClient();
bundleWorker();
const { mf, url, db } = await startWorker();
try {
  const base = url.origin;
  const staticAsset = manifest.css[0];
  const once = <T>(make: () => Promise<T>) => {
    let value: Promise<T> | undefined;
    return () => (value ??= make());
  };
  const listings = once(() => largestListings(db));
  const products = once(() => productPages(db));
  const accounts = once(() => createBenchAccounts(db));
  // Each target sets up what it needs when it runs, so --only prepares nothing else.
  const plan: Array<[string, () => Promise<TargetResult>]> = [
    ['a hello route', () => load('a hello route', `${base}/healthz/`)],
    ['b static asset', () => load('b static asset', `${base}${staticAsset}`)],
    ['c front page, cached', () => load('c front page, cached', `${base}/`)],
    ['d static page, cached', () => load('d static page, cached', `${base}/toimitukset/`)],
    ['e largest group page, cached', async () => load('e largest group page, cached', `${base}${(await listings()).groupPath}`)],
    ['f brand page, cached', async () => load('f brand page, cached', `${base}${(await listings()).brandPath}`)],
    ['g product, most variants, cached', async () => load(`g product, ${(await products()).variantCount} variants, cached`, `${base}${(await products()).variantsPath}`)],
    ['h product, most reviews, cached', async () => load(`h product, ${(await products()).reviewCount} reviews, cached`, `${base}${(await products()).reviewsPath}`)],
    // The reviews of h load after the page from this call (size 1000, cat 9).
    ['i reviews of h', async () => load('i reviews of h', `${base}/api/product_reviews/?model_id=${await modelIdOf(db, (await products()).reviewsPath)}&size=1000&page=1`)],
    ['j checkout', async () => load(`j checkout, ${CHECKOUT_BENCH_ROWS} rows`, `${base}/api/checkout/`, { body: await twentyRowCart(db) })],
    ['k login', async () => load('k login', `${base}/api/auth/login/`, { requests: [rotatingLogin(await accounts())] })],
    ['l product h, logged in, cached', async () => {
      await accounts();
      return load('l product h, logged in, cached', `${base}${(await products()).reviewsPath}`, { headers: { cookie: await benchSessionCookie(base) } });
    }],
    ['m ski wizard compatible products', async () => {
      const skiPackages = await skiPackagePaths(db);
      return load(`m ski wizard compatible products, ${SKI_PACKAGE_COUNT} packages`, `${base}${skiPackages[0]}`, { requests: [rotatingPaths(skiPackages)] });
    }],
    ['n search suggestions', async () => {
      const queries = await searchSuggestionPaths(db);
      suggestionsCold = await coldSuggestionLatencies(db, base, queries);
      return load(`n search suggestions, ${queries.length} queries, ${MODELS} models`, `${base}${queries[0]}`, { requests: [rotatingPaths(queries)] });
    }],
    // Issue 19: a page the edge cache does not hold. A query no page reads is never stored (decision 039), so every request renders.
    ['r group page on a miss', async () => load('r largest group page on a miss', `${base}${(await listings()).groupPath}${MISS_QUERY}`)],
    ['s product page on a miss', async () => load(`s product, ${(await products()).variantCount} variants, on a miss`, `${base}${(await products()).variantsPath}${MISS_QUERY}`)],
  ];
  let suggestionsCold: ColdLatencies | undefined;
  const targets: TargetResult[] = [];
  for (const [name, run] of plan) if (ONLY === undefined || ONLY.some((text) => name.includes(text))) targets.push(await run());
  // Issue 19's load test: 200 shoppers going round a visit for 60 s, after the single-page targets.
  const loadTest = ONLY === undefined || ONLY.some((text) => 'o load test'.includes(text)) ? await runLoadTest(base, await loadTestPlan(db)) : undefined;
  const loadTestLine = loadTest ? describeLoadTest(loadTest) : '';
  // Issue 19: where the single-request time of each page family's render goes, before any load.
  const renderProfiles = ONLY === undefined || ONLY.some((text) => 'q render profile'.includes(text))
    ? await profileRenders(base, [
      ['front', '/'], ['static page', '/toimitukset/'], ['largest group', (await listings()).groupPath], ['brand', (await listings()).brandPath],
      ['product, most variants', (await products()).variantsPath], ['product, most reviews', (await products()).reviewsPath],
    // On a miss: the render is what is profiled, not the edge cache (decision 039).
    ].map(([page, path]): [string, string] => [page, `${path}${MISS_QUERY}`]))
    : undefined;
  const printRenderProfiles = () => { if (renderProfiles) console.table(renderProfileRows(renderProfiles)); };
  const lighthouseRuns = ONLY === undefined || ONLY.some((text) => 'p lighthouse'.includes(text))
    ? await runLighthouse(base, lighthousePages(await listings(), (await products()).variantsPath))
    : undefined;
  const printLighthouse = () => {
    if (lighthouseRuns) console.table(lighthouseRows(lighthouseRuns));
    else if (lighthouseRuns === null) console.log('Lighthouse skipped: no Chromium at /usr/bin/chromium\n');
  };
  const search = targets.find((target) => target.name.startsWith('n search'));
  const staticRun = targets.find((target) => target.name === 'b static asset');
  const searchVerdict = search && describeSuggestionTargets(suggestionsCold!, search, staticRun, CONNECTIONS, MODELS);
  if (ONLY !== undefined) {
    console.log(`\nworkerd via Miniflare, ${CONNECTIONS} connections, ${DURATION_S} s per target, targets matching "${ONLY.join('", "')}"\n`);
    if (targets.length > 0) console.table(targets.map(({ name, path, requestsPerSecond, p50Ms, p99Ms, errors, non2xx }) => ({ target: name, path, 'req/s': requestsPerSecond, 'p50 ms': p50Ms, 'p99 ms': p99Ms, errors, non2xx })));
    if (searchVerdict) console.log(searchVerdict);
    if (suggestionsCold) console.table(suggestionsCold.slowest);
    if (loadTest) console.log(loadTestLine);
    printLighthouse();
    printRenderProfiles();
  } else {
    const [hello, asset, front, staticPage, groupPage, brandPage, manyVariants, manyReviews, reviewsApi, checkout, login, loggedIn, skiWizard] = targets;
    const toStatic = (target: TargetResult) => Number((target.requestsPerSecond / asset.requestsPerSecond).toFixed(3));
    const ratios = {
      ssrToHello: Number((front.requestsPerSecond / hello.requestsPerSecond).toFixed(3)),
      ssrToStatic: toStatic(front),
      staticPageToStatic: toStatic(staticPage),
      groupPageToStatic: toStatic(groupPage),
      brandPageToStatic: toStatic(brandPage),
      productManyVariantsToStatic: toStatic(manyVariants),
      productManyReviewsToStatic: toStatic(manyReviews),
      reviewsApiToStatic: toStatic(reviewsApi),
      checkoutToStatic: toStatic(checkout),
      loginToStatic: toStatic(login),
      productLoggedInToStatic: toStatic(loggedIn),
      skiWizardToStatic: toStatic(skiWizard),
      searchSuggestionsToStatic: toStatic(search!),
      groupPageMissToStatic: toStatic(targets.find((target) => target.name.startsWith('r '))!),
      productPageMissToStatic: toStatic(targets.find((target) => target.name.startsWith('s '))!),
    };
    const gridFilter = await benchGridFilter(`${base}/api/products/productmodellist/`, (await listings()).groupPath);
    const weights = pageWeights(manifest, gzipSizes, composition);

    console.log(`\nworkerd via Miniflare, ${CONNECTIONS} connections, ${DURATION_S} s per target\n`);
    console.table(targets.map(({ name, path, requestsPerSecond, p50Ms, p99Ms, errors, non2xx }) => ({ target: name, path, 'req/s': requestsPerSecond, 'p50 ms': p50Ms, 'p99 ms': p99Ms, errors, non2xx })));
    console.log(`ratio c/a (SSR / hello):  ${ratios.ssrToHello}`);
    console.log(`ratio c/b (SSR / static): ${ratios.ssrToStatic}`);
    console.log(`ratio d/b (static page / static): ${ratios.staticPageToStatic}`);
    console.log(`ratio e/b (group page / static): ${ratios.groupPageToStatic}`);
    console.log(`ratio f/b (brand page / static): ${ratios.brandPageToStatic}`);
    console.log(`ratio g/b (product, many variants / static): ${ratios.productManyVariantsToStatic}`);
    console.log(`ratio h/b (product, many reviews / static): ${ratios.productManyReviewsToStatic}`);
    console.log(`ratio i/b (reviews call / static): ${ratios.reviewsApiToStatic}`);
    console.log(`ratio j/b (checkout of ${CHECKOUT_BENCH_ROWS} rows / static): ${ratios.checkoutToStatic}`);
    // workerd runs scrypt on the isolate's one thread: logins go one after another, each holding it this long.
    console.log(`ratio k/b (login / static): ${ratios.loginToStatic}; one login holds the worker for about ${(1000 / Math.max(1, login.requestsPerSecond)).toFixed(0)} ms (1000 / logins per second)`);
    console.log(`ratio l/b (product h, logged in / static): ${ratios.productLoggedInToStatic}`);
    console.log(`ratio m/b (ski wizard compatible products / static): ${ratios.skiWizardToStatic}`);
    console.log(`ratio n/b (search suggestions / static): ${ratios.searchSuggestionsToStatic}`);
    // Issue 19's goals: a cached page at 0.7 of the static asset or more, a group or product page on a miss at 0.15 or more.
    const goal = (ratio: number, wanted: number) => `${ratio} (goal ≥ ${wanted}: ${ratio >= wanted ? 'PASS' : 'FAIL'})`;
    console.log(`cached pages / static: front ${goal(ratios.ssrToStatic, 0.7)}, group ${goal(ratios.groupPageToStatic, 0.7)}, product ${goal(ratios.productManyVariantsToStatic, 0.7)}`);
    console.log(`on a miss / static: group ${goal(ratios.groupPageMissToStatic, 0.15)}, product ${goal(ratios.productPageMissToStatic, 0.15)}\n`);
    console.log(searchVerdict);
    console.table(suggestionsCold!.slowest);
    console.log(loadTestLine);
    printLighthouse();
    printRenderProfiles();
    console.log(gridFilter ? describeGridFilter(gridFilter) : 'Grid filter bench skipped: no Chromium at /usr/bin/chromium\n');
    console.table(bundleMapRows(weights));
    const productJs = weights.find((weight) => weight.page === 'product')!.jsGzipBytes;
    const productBudget = { budgetBytes: PRODUCT_PAGE_JS_BUDGET_BYTES, jsGzipBytes: productJs, pass: productJs <= PRODUCT_PAGE_JS_BUDGET_BYTES };
    console.log(`product page JS ${productJs} bytes gzip, budget ${PRODUCT_PAGE_JS_BUDGET_BYTES} bytes (110 KiB, decision 022): ${productBudget.pass ? 'PASS' : 'FAIL'}`);
    const jsBudgets = firstLoadBudgets(weights);
    console.log(`first-load JS, gzip, Finnish (issue 19): ${budgetLine(jsBudgets)}\n`);

    mkdirSync('bench', { recursive: true });
    writeFileSync('bench/results.json', `${JSON.stringify({
      measuredAt: new Date().toISOString(),
      runtime: 'workerd via Miniflare (no dev proxy)',
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      buildId: manifest.buildId,
      targets,
      ratios,
      pageWeights: weights,
      productPageJsBudget: productBudget,
      firstLoadJsBudgets: jsBudgets,
      gridFilter,
      suggestionsCold,
      loadTest,
      lighthouse: lighthouseRuns,
      renderProfiles,
    }, null, 2)}\n`);
    console.log('Wrote bench/results.json');
  }
} finally {
  await mf.dispose();
}
