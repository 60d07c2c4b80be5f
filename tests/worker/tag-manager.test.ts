import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { smallCatalogue } from '../fixtures/small-catalogue.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';

const CONTAINER = 'GTM-K41RA7E';

beforeAll(async () => {
  const catalogue = smallCatalogue();
  // A container for the Swedish shop alone; the German one names a value that is not a container id.
  catalogue.generalSettings = [
    ...catalogue.generalSettings!,
    { key: 'gtm_container_id', language: 'sv', value: CONTAINER },
    { key: 'gtm_container_id', language: 'de', value: 'gtm-k41ra7e"><script>alert(1)</script>' },
  ];
  expect((await importCatalogue(env.DB, catalogue)).ok).toBe(true);
});

async function pageAt(path: string) {
  const response = await fetchShop(path);
  const html = await response.text();
  return { status: response.status, html, csp: response.headers.get('content-security-policy') ?? '', frame: embeddedPayload(html).frame };
}

describe('the tag manager container (core 5, decision 037)', () => {
  it('is absent where the shop has none: no id in the page and no Google host in the CSP', async () => {
    const { html, csp, frame } = await pageAt('/en/');
    expect(frame.tagManagerId).toBe('');
    expect(csp).not.toContain('googletagmanager');
    expect(html).not.toContain('googletagmanager');
  });

  it('goes to the browser with a valid id, which loads it only after consent: the server writes no tag manager script', async () => {
    const { html, csp, frame } = await pageAt('/sv/');
    expect(frame.tagManagerId).toBe(CONTAINER);
    expect(html).not.toMatch(/<script[^>]*googletagmanager/);
    expect(html).not.toContain('gtm.js');
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/www\.googletagmanager\.com/);
  });

  it('keeps the allowance on the error pages of a shop with a container', async () => {
    const { status, csp, frame } = await pageAt('/sv/finns-inte/');
    expect(status).toBe(404);
    expect(frame.tagManagerId).toBe(CONTAINER);
    expect(csp).toContain('https://www.googletagmanager.com');
  });

  it('ignores a value that is not GTM- and uppercase alphanumerics', async () => {
    const { html, csp, frame } = await pageAt('/de/');
    expect(frame.tagManagerId).toBe('');
    expect(csp).not.toContain('googletagmanager');
    expect(html).not.toContain('alert(1)');
  });

  it('sends the id with client navigation\'s page data too', async () => {
    const response = await fetchShop('/sv/', { headers: { 'x-page-data': '1' } });
    expect(((await response.json()) as { frame: { tagManagerId: string } }).frame.tagManagerId).toBe(CONTAINER);
  });
});
