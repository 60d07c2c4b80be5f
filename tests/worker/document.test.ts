import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import manifest from '../../build/client-manifest.json';
import { embeddedPayload, fetchShop } from './helpers.ts';

describe('the document', () => {
  it('carries lang, the title with the brand suffix and a description cut near 150 characters', async () => {
    const html = await (await fetchShop('/de/')).text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(html).toContain('<title>Outdoor- und Skiausrüstung online - Kaira Outdoor</title>');
    const description = /<meta name="description" content="([^"]*)">/.exec(html)![1];
    expect(description.endsWith('...')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(153);
  });

  it('links the canonical URL, six hreflang alternates plus x-default, and a 1200x630 Open Graph image', async () => {
    const html = await (await fetchShop('/fr/')).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost/fr/">');
    expect(html.match(/<link rel="alternate" hreflang=/g)).toHaveLength(7);
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost/">');
    expect(html).toContain('<meta property="og:image" content="http://localhost/og-image.png">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
  });

  it('preloads the entry, the page chunk and the language chunk from the build manifest', async () => {
    const html = await (await fetchShop('/sv/')).text();
    expect(html).toContain(`<link rel="stylesheet" href="${manifest.css[0]}">`);
    expect(html).toContain(`<link rel="modulepreload" href="${manifest.pages.front.file}"`);
    expect(html).toContain(`<link rel="modulepreload" href="${manifest.locales.sv.file}"`);
    expect(html).not.toContain(`href="${manifest.locales.fi.file}"`);
    expect(html).toContain(`<script type="module" src="${manifest.entry}"`);
  });

  it('preloads the dictionary parts a page shows in its language, and none on a page that shows none', async () => {
    const checkout = await (await fetchShop('/en/checkout/')).text();
    expect(checkout).toContain(`<link rel="modulepreload" href="${manifest.dictionaryParts.catalogue.en.file}"`);
    expect(checkout).toContain(`<link rel="modulepreload" href="${manifest.dictionaryParts.checkout.en.file}"`);
    expect(checkout).not.toContain(`href="${manifest.dictionaryParts.catalogue.fi.file}"`);
    const content = await (await fetchShop('/en/delivery-en/')).text();
    for (const part of Object.values(manifest.dictionaryParts)) expect(content).not.toContain(`href="${part.en.file}"`);
  });

  it('names the page chunk and its dictionary parts on the root element, for the boot to hydrate with', async () => {
    const checkout = await (await fetchShop('/en/checkout/')).text();
    expect(checkout).toContain(`<div id="root" data-page-module="${manifest.pages.checkout.file}" data-page-parts="checkout catalogue"`);
    const missing = await (await fetchShop('/en/no-such-page/')).text();
    expect(missing).toContain(`<div id="root" data-page-module="${manifest.pages.error.file}" data-page-parts=""`);
  });

  it('names the URLs of the language\'s dictionary and of each of its parts on the root element, and no other language\'s', async () => {
    const html = await (await fetchShop('/sv/')).text();
    const root = /<div id="root"[^>]*>/.exec(html)?.[0] ?? '';
    expect(root).toContain(` data-dictionary="${manifest.locales.sv.file}"`);
    const parts = / data-dictionary-parts="([^"]*)"/.exec(root)?.[1].split(' ') ?? [];
    expect(parts).toEqual(Object.entries(manifest.dictionaryParts).map(([part, byLanguage]) => `${part}=${byLanguage.sv.file}`));
    expect(parts.length).toBeGreaterThan(10);
  });

  it('sends the header\'s and footer\'s deferred regions in place on a long page, with no hidden segment that needs a script to show', async () => {
    // Some 30 KB of content: React moves complete parts past 12,800 bytes behind a script unless told not to.
    const content = Array.from({ length: 300 }, (_, n) => `<p>Paragraph ${n} of a long read about waxing cross-country skis.</p>`).join('');
    await env.DB.batch([
      env.DB.prepare("INSERT INTO static_pages (id, kind) VALUES (99042, 'page')"),
      env.DB.prepare("INSERT INTO static_page_texts (page_id, language, slug, title, content) VALUES (99042, 'en', 'long-read-en', 'A long read', ?)").bind(content),
      env.DB.prepare('UPDATE catalogue_version SET version = version + 1 WHERE id = 1'), // as an import does: the route slugs are read afresh
    ]);
    const html = await (await fetchShop('/en/long-read-en/')).text();
    expect(html).toContain('Paragraph 299 of a long read');
    expect(html).toContain('<!--$--><nav class="main-nav"');
    expect(html).toContain('<footer class="footer"><!--$--><div class="footer__columns">');
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/<div hidden id="S:/);
  });

  it('names the stylesheet in a Link preload header, for early hints, and no script, which would lack the nonce', async () => {
    for (const path of ['/sv/', '/en/no-such-page/']) {
      const response = await fetchShop(path);
      expect(response.headers.get('link'), path).toBe(`<${manifest.css[0]}>; rel=preload; as=style`);
    }
    expect((await fetchShop('/sv/', { headers: { 'x-page-data': '1' } })).headers.get('link')).toBeNull();
  });

  it('ends with an empty polite live region outside the React root, for the client router to say page titles in', async () => {
    const html = await (await fetchShop('/en/')).text();
    expect(html).toMatch(/<\/div><p id="page-announcer" class="visually-hidden" aria-live="polite"><\/p><\/body><\/html>$/);
  });

  it('embeds the page payload once, with "<" escaped', async () => {
    const html = await (await fetchShop('/en/%3C%2Fscript%3E/')).text();
    expect(html.match(/id="page-data"/g)).toHaveLength(1);
    const payload = embeddedPayload(html);
    expect(payload.props.message).toContain('</script>');
    expect(payload.config).toMatchObject({ language: 'en', brandName: 'Kaira Outdoor', appVersion: manifest.buildId });
  });

  it('puts the head and the page payload before any page markup', async () => {
    const html = await (await fetchShop('/')).text();
    expect(html.indexOf('<title>')).toBeGreaterThan(0);
    expect(html.indexOf('id="page-data"')).toBeLessThan(html.indexOf('<main'));
  });

  it('starts the entry module after the page markup, inside the root as React put it, as an async module with the nonce', async () => {
    const response = await fetchShop('/');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1];
    const html = await response.text();
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const entry = new RegExp(`<script type="module" src="${literal(manifest.entry)}" nonce="${literal(nonce)}"[^>]* async=""></script>`);
    expect(html).toMatch(entry);
    expect(html.indexOf('</footer>')).toBeLessThan(html.search(entry));
  });
});

describe('security headers', () => {
  it('send a CSP whose nonce is the one on the scripts, and the other headers', async () => {
    const response = await fetchShop('/');
    const csp = response.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const html = await response.text();
    expect(html).toContain(`<script type="module" src="${manifest.entry}" nonce="${nonce}"`);
    expect(html).toContain(`<link rel="modulepreload" href="${manifest.entry}" nonce="${nonce}">`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('use a new nonce for every response', async () => {
    const a = (await fetchShop('/')).headers.get('content-security-policy');
    const b = (await fetchShop('/')).headers.get('content-security-policy');
    expect(a).not.toBe(b);
  });

  it('are on error pages too', async () => {
    const response = await fetchShop('/no-page/');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
  });

  it('tell browsers to keep to HTTPS on every HTTPS answer, and say nothing of it over plain HTTP', async () => {
    expect((await fetchShop('https://www.kaira.fi/')).headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await fetchShop('https://www.kaira.fi/api/brands/')).headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await fetchShop('http://localhost/')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('when D1 cannot be read', () => {
  const brokenDb = { prepare: () => { throw new Error('D1 unavailable'); }, batch: () => Promise.reject(new Error('D1 unavailable')) };

  it('shows the fatal error screen with status 500 and the resources message', async () => {
    const response = await fetchShop('/en/', { vars: { DB: brokenDb } });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('Failed to fetch resources, try again later.');
    expect(html).toContain('Go to front page');
    expect(html).toContain('mailto:asiakaspalvelu@kaira.fi');
    expect(embeddedPayload(html).page).toBe('fatal');
  });

  it('answers API calls with a JSON 500 rather than a crash', async () => {
    const response = await fetchShop('/api/init-config/', { vars: { DB: brokenDb } });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { code: 'internal_error' } });
  });
});
