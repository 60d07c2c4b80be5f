/**
 * Issue 16 item 6: /ask/, /corporate-info-form/, /enterprise/,
 * /corporate-newsletter/ and /forest-newsletter/ serve their pages under
 * their localised paths in six languages (they answered 404 before), with the
 * same HTML for everyone, and the links of the seeded pages reach them.
 */
import { describe, expect, it } from 'vitest';
import { dictionaryOf } from '../../shared/route-paths.ts';
import { createRouter } from '../../shared/routes.ts';
import { ROUTE_PATHS } from '../../scripts/catalogue/demo/content/pages/paths.ts';
import { VAT_COUNTRIES } from '../../shared/service/vat-number.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';
import en from '../../locales/en.json';
import sv from '../../locales/sv.json';

async function page(path: string) {
  const response = await fetchShop(path);
  const html = await response.text();
  return { response, html, payload: embeddedPayload(html) };
}

const PAGES: Array<[string, string]> = [
  ['ask', 'ask'], ['corporateInfoForm', 'corporateInfoForm'], ['enterprise', 'enterprise'], ['corporateNewsletter', 'corporateNewsletter'], ['forestNewsletter', 'forestNewsletter'],
];
const PREFIX: Record<string, string> = { fi: '', en: '/en', sv: '/sv', de: '/de', fr: '/fr', ru: '/ru' };

describe('the question, corporate and newsletter pages', () => {
  it('answer 200 in every language under their localised paths, as public pages', async () => {
    for (const language of Object.keys(PREFIX)) {
      const { default: dictionary } = await import(`../../locales/${language}.json`);
      const router = createRouter(dictionaryOf(dictionary).routePaths);
      for (const [routeId, pageId] of PAGES) {
        const path = `${PREFIX[language]}${router.pathFor(routeId)}`;
        const { response, payload } = await page(path);
        expect(response.status, path).toBe(200);
        expect(payload.page, path).toBe(pageId);
        expect(payload.head.robots, path).toBe('index, follow');
      }
    }
  });

  it('render their forms on the server with labelled fields and the honeypot out of reach', async () => {
    const { html } = await page('/en/ask/');
    expect(html).toContain('<h1 class="account-page__title">Ask customer service</h1>');
    expect(html).toMatch(/<label[^>]*for="field-email"/);
    expect(html).toMatch(/<div class="service-form__honeypot" aria-hidden="true">/);
    const honeypot = /<input id="field-website"[^>]*>/.exec(html)?.[0] ?? '';
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot).toContain('autoComplete="off"');
    expect(honeypot).toContain('name="website"');
  });

  it('give the corporate form the countries with a VAT format, named and sorted in the page\'s language', async () => {
    const { payload } = await page(`/sv${createRouter(dictionaryOf(sv).routePaths).pathFor('corporateInfoForm')}`);
    const countries = payload.props.countries as Array<{ code: string; name: string }>;
    expect(countries.map((country) => country.code).sort()).toEqual([...VAT_COUNTRIES].sort());
    expect(countries.find((country) => country.code === 'de')?.name).toBe('Tyskland');
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sv')));
  });

  it('show the enterprise sales page\'s copy and its request form', async () => {
    const { html } = await page('/en/enterprise/');
    expect(html).toContain(en.corporateForms.enterprise.offer.teams.title);
    expect(html).toContain(en.corporateForms.enterprise.formTitle);
    expect(html).toMatch(/<label[^>]*for="field-needs"/);
  });

  it('are where the seeded content pages link to, and the footer links the questions form', async () => {
    for (const key of ['ask', 'corporateInfoForm', 'corporateNewsletter'] as const) {
      for (const [language, path] of Object.entries(ROUTE_PATHS[key])) {
        const { response } = await page(`${PREFIX[language]}${path}`);
        expect(response.status, `${language} ${path}`).toBe(200);
      }
    }
    const { html } = await page('/en/');
    expect(html).toContain('<a href="/en/ask/">Ask a question</a>');
  });
});
