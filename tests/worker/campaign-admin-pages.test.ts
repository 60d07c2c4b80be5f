/**
 * Issue 17 item 2: the company registration, campaign management and staff
 * verification pages are served in every language as frames (nothing of a
 * company or campaign in their HTML), never indexed.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages.ts';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { routerFor } from '../../worker/i18n.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';

const pathOf = (language: (typeof LANGUAGES)[number], routeId: string, params?: Record<string, string>) =>
  withLocalePrefix(routerFor(language).pathFor(routeId, params), language, 'prefix_except_default');

describe('the company and campaign management pages', () => {
  it.each([
    ['accountsCompany', 'companyRegistration', undefined],
    ['accountsGiftCampaigns', 'campaignList', undefined],
    ['accountsGiftCampaign', 'campaignManage', { campaignId: '42' }],
    ['staffCompanies', 'staffCompanies', undefined],
  ] as const)('serves %s as the %s page in every language, not for search engines', async (routeId, page, params) => {
    for (const language of LANGUAGES) {
      const path = pathOf(language, routeId, params);
      const response = await fetchShop(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(embeddedPayload(html).page, path).toBe(page);
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    }
  });

  it('localises the path segments', () => {
    expect(pathOf('fi', 'accountsGiftCampaigns')).toBe('/tili/lahjakampanjat/');
    expect(pathOf('de', 'accountsCompany')).toBe('/de/konto/unternehmen/');
  });

  it('hands the campaign id to the page and answers 404 for a path that is no id', async () => {
    const page = embeddedPayload(await (await fetchShop(pathOf('en', 'accountsGiftCampaign', { campaignId: '42' }))).text());
    expect(page.props).toEqual({ campaignId: 42 });
    expect((await fetchShop(pathOf('en', 'accountsGiftCampaign', { campaignId: 'abc' }))).status).toBe(404);
    expect((await fetchShop(pathOf('en', 'accountsGiftCampaign', { campaignId: '0' }))).status).toBe(404);
  });

  it('names the countries of the VAT check in the page\'s language on the registration page', async () => {
    const page = embeddedPayload(await (await fetchShop(pathOf('fi', 'accountsCompany'))).text());
    expect(page.props.countries).toContainEqual({ code: 'se', name: 'Ruotsi' });
  });
});
