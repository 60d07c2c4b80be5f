import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_CACHE_CONTROL, putImage } from '../../worker/data/media.ts';
import { resizeSvg } from '../../worker/api/images.ts';
import { fetchShop } from './helpers.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" width="800" height="400" role="img"><title>Tent</title><rect width="800" height="400" stroke-width="3"/></svg>';

beforeAll(async () => {
  await putImage(env.MEDIA, 'images/products/tent-red.svg', SVG);
  await env.MEDIA.put('images/photos/lake.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { httpMetadata: { contentType: 'image/png' } });
  await env.MEDIA.put('secret/config.svg', SVG);
});

describe('GET /images/*', () => {
  it('serves a stored SVG with a year of immutable caching, its ETag and a locked-down policy', async () => {
    const response = await fetchShop('/images/products/tent-red.svg');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SVG);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it('serves other formats with their stored type and no SVG policy', async () => {
    const response = await fetchShop('/images/photos/lake.png?w=320');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it('rewrites the root width and height for w=320, keeping the viewBox aspect ratio', async () => {
    const response = await fetchShop('/images/products/tent-red.svg?w=320');
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg width="320" height="160" xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 400" role="img">/);
    expect(svg).toContain('<rect width="800" height="400" stroke-width="3"/>');
    const original = (await fetchShop('/images/products/tent-red.svg')).headers.get('etag');
    expect(response.headers.get('etag')).not.toBe(original);
  });

  it.each(['100', 'abc', '320.0', '-320', '', '03200'])('answers w=%s with a 400 naming the field', async (w) => {
    const response = await fetchShop(`/images/products/tent-red.svg?w=${w}`);
    expect(response.status).toBe(400);
    const body = await response.json() as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('invalid_query');
    expect(body.error.fields.w).toContain('320');
  });

  it('answers an unknown key with a JSON 404', async () => {
    const response = await fetchShop('/images/products/no-such.svg');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No such image.' } });
  });

  it('answers 304 without a body when If-None-Match holds the ETag, for the original and a width', async () => {
    for (const url of ['/images/products/tent-red.svg', '/images/products/tent-red.svg?w=640']) {
      const etag = (await fetchShop(url)).headers.get('etag')!;
      const response = await fetchShop(url, { headers: { 'If-None-Match': `"other", W/${etag}` } });
      expect(response.status, url).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
      expect(await response.text()).toBe('');
    }
  });

  it('answers 200 when If-None-Match holds another ETag', async () => {
    const response = await fetchShop('/images/products/tent-red.svg', { headers: { 'If-None-Match': '"stale"' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SVG);
  });

  it.each([
    '/images/%2e%2e%2fsecret/config.svg',
    '/images/products/..%2F..%2Fsecret/config.svg',
    '/images/products%2f..%2f..%2fsecret/config.svg',
  ])('refuses the path %s that tries to leave images/', async (path) => {
    const response = await fetchShop(path);
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('<title>Tent</title>');
  });

  it('never serves a key outside images/, even one that exists', async () => {
    const response = await fetchShop('/secret/config.svg');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>Tent</title>');
  });

  it('is not redirected to a locale prefix or a trailing slash under any strategy', async () => {
    for (const strategy of ['prefix', 'prefix_except_default', 'no_prefix']) {
      const response = await fetchShop('/images/products/tent-red.svg', { vars: { LOCALE_STRATEGY: strategy } });
      expect(response.status, strategy).toBe(200);
    }
    const branded = await fetchShop('https://kaira.se/images/products/tent-red.svg?w=64');
    expect(branded.status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetchShop('/images/products/tent-red.svg', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"/);
    expect(await response.text()).toBe('');
  });
});

describe('resizing an SVG', () => {
  it('takes the height from the old size when there is no viewBox, and adds one', () => {
    expect(resizeSvg("<svg width='200px' height='100px'><g/></svg>", 64)).toBe('<svg width="64" height="32" viewBox="0 0 200 100"><g/></svg>');
  });

  it('leaves a document without any size alone', () => {
    expect(resizeSvg('<svg><g/></svg>', 64)).toBe('<svg><g/></svg>');
  });

  it('touches only the root element, after an XML prolog', () => {
    const svg = '<?xml version="1.0"?><svg viewBox="0,0,10,30"><svg width="5" height="5"/></svg>';
    expect(resizeSvg(svg, 128)).toBe('<?xml version="1.0"?><svg width="128" height="384" viewBox="0,0,10,30"><svg width="5" height="5"/></svg>');
  });
});
