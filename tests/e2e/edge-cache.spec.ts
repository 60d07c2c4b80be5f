import { expect, test, waitForHydration } from './fixtures.ts';
import { PRODUCT_GROUP } from './product-helpers.ts';

/** The nonce of an answer's CSP, and the nonces its markup carries. */
async function noncesOf(response: { headers(): Record<string, string>; text(): Promise<string> }) {
  const policy = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  const markup = new Set([...(await response.text()).matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
  return { policy, markup };
}

// Issue 19, decision 039: a page from the edge cache is the same document with a fresh nonce.
for (const [name, path] of [['front page', '/en/'], ['group page', PRODUCT_GROUP]] as const) {
  test(`a ${name} from the edge cache hydrates without a mismatch and its CSP holds`, async ({ page, consoleProblems }) => {
    // The first load stores the page (or finds it stored by an earlier test); the second is from the cache.
    await page.goto(path);
    await waitForHydration(page);
    // The copy is written just after the first answer went out.
    await expect.poll(async () => (await page.request.get(path)).headers()['x-cache']).toBe('HIT');
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const response = await page.reload();
    expect(response?.headers()['x-cache']).toBe('HIT');
    await waitForHydration(page);
    const served = await noncesOf(response!);
    expect(served.markup).toEqual(new Set([served.policy]));
    // The document's scripts ran under this answer's nonce: the entry hydrated the page.
    expect(await page.evaluate(() => [...document.querySelectorAll('script[nonce]')].length)).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
}

test('two answers from the edge cache never share a nonce', async ({ request }) => {
  await expect.poll(async () => (await request.get('/en/')).headers()['x-cache']).toBe('HIT');
  const [one, two] = [await request.get('/en/'), await request.get('/en/')];
  expect([one.headers()['x-cache'], two.headers()['x-cache']]).toEqual(['HIT', 'HIT']);
  const [first, second] = [await noncesOf(one), await noncesOf(two)];
  expect(first.policy).not.toBe(second.policy);
  expect(first.markup).toEqual(new Set([first.policy]));
  expect(second.markup).toEqual(new Set([second.policy]));
});
