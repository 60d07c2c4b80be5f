import { describe, expect, it } from 'vitest';
import { embeddedPayload, fetchShop } from './helpers.ts';

describe('404 page', () => {
  it('answers an unknown path with status 404 and "Page not found: {path}"', async () => {
    const response = await fetchShop('/en/no-such-thing/');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found: /en/no-such-thing/');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(embeddedPayload(html)).toMatchObject({ page: 'error', status: 404 });
  });

  it('says it in the visitor language', async () => {
    const html = await (await fetchShop('/sv/finns-inte/')).text();
    expect(html).toContain('Sidan hittades inte: /sv/finns-inte/');
    expect(html).toContain('Fortsätt handla');
  });

  it('answers a route whose page finds nothing for its parameter with the 404 page', async () => {
    const response = await fetchShop('/en/experiences/no-such-experience/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found: /en/experiences/no-such-experience/');
  });

  it('escapes a hostile path in the HTML', async () => {
    const html = await (await fetchShop('/%3Cscript%3Ealert(1)%3C/script%3E/')).text();
    expect(html).not.toContain('<script>alert(1)');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetchShop('/api/nothing-here/');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No such API endpoint.' } });
  });

  it('gives the payload as JSON to client navigation, with the same status', async () => {
    const response = await fetchShop('/de/gibt-es-nicht/', { headers: { 'x-page-data': '1' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    const payload = (await response.json()) as { page: string; props: { message: string } };
    expect(payload.page).toBe('error');
    expect(payload.props.message).toBe('Seite nicht gefunden: /de/gibt-es-nicht/');
  });
});
