/**
 * Issue 16 item 3: the desk's pages and the customer's case page are frames
 * (decision 023): served in every language, never indexed, and their HTML
 * holds nothing read from a case, whoever asks.
 */
import { describe, expect, it } from 'vitest';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { routerFor } from '../../worker/i18n.ts';
import { insertCase } from './case-helpers.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';
import { sessionCookie } from './staff-helpers.ts';

const ROBOTS = /<meta name="robots" content="noindex, nofollow"/;

describe('the case desk\'s pages', () => {
  it('serves the returns and complaints lists as frames, the same to staff as to anyone, never indexed', async () => {
    const filed = await insertCase({ name: 'Ilmari Kivi' });
    for (const [path, page, title] of [['/en/staff/returns/', 'staffReturns', 'Returns'], ['/en/staff/complaints/', 'staffComplaints', 'Complaints']] as const) {
      for (const headers of [{}, await sessionCookie('staff')]) {
        const response = await fetchShop(`${path}?status=new-return`, { headers });
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(embeddedPayload(html)).toMatchObject({ page, props: {} });
        expect(html).toMatch(ROBOTS);
        expect(html).toContain(`<title>${title}`);
        expect(html).not.toContain(filed.caseNumber);
        expect(html).not.toContain('Ilmari Kivi');
      }
    }
  });

  it('names the case of /staff/cases/{caseNumber}/ from its address only', async () => {
    const filed = await insertCase({ name: 'Ilmari Kivi' });
    const response = await fetchShop(`/en/staff/cases/${filed.caseNumber}/`, { headers: await sessionCookie('staff') });
    const html = await response.text();
    expect(embeddedPayload(html)).toMatchObject({ page: 'staffCase', props: { caseNumber: filed.caseNumber } });
    expect(html).toContain(`<title>Case ${filed.caseNumber}`);
    expect(html).toMatch(ROBOTS);
    expect(html).not.toContain('Ilmari Kivi');
    expect(html).not.toContain(filed.email);
    const odd = await fetchShop('/en/staff/cases/%3Cscript%3E/');
    expect(embeddedPayload(await odd.text())).toMatchObject({ page: 'staffCase', props: { caseNumber: '' } });
  });

  it('serves the customer\'s case page under its localised path in every language, with nothing of the case in it', async () => {
    const filed = await insertCase({ name: 'Ilmari Kivi' });
    for (const language of ['fi', 'en', 'sv', 'de', 'fr', 'ru'] as const) {
      const path = withLocalePrefix(routerFor(language).pathFor('serviceCase', { token: filed.token }), language, 'prefix_except_default');
      const response = await fetchShop(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(embeddedPayload(html)).toMatchObject({ page: 'serviceCase', props: {} });
      expect(html).toMatch(ROBOTS);
      expect(html).not.toContain(filed.caseNumber);
      expect(html).not.toContain('Ilmari Kivi');
    }
    expect(routerFor('fi').pathFor('serviceCase', { token: 'x' })).toBe('/palvelupyynnot/x/');
  });
});
