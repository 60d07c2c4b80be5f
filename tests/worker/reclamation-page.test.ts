/**
 * /reclamation/ (core 2, issue 16 item 2): the complaint page in every
 * language, with the stores a complaint may name and core 5's main store,
 * the same HTML for everyone; `?order=&row=` only names what to fill from.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { ATTACHMENT_LIMIT_PARAMS } from '../../shared/service/attachment-limits.ts';
import { routerFor, translatorFor } from '../../worker/i18n.ts';
import { loggedInCustomer } from './account-helpers.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';

beforeAll(setUpCheckout);

describe('GET /reclamation/', () => {
  it('serves the form with the web shop and the retail stores, the first retail store as the main store', async () => {
    const response = await fetchShop('/en/reclamation/');
    expect(response.status).toBe(200);
    const html = await response.text();
    const payload = embeddedPayload(html);
    expect(payload.page).toBe('reclamation');
    expect(payload.props.stores.map((store: { type: string }) => store.type).sort()).toEqual(['retail', 'retail', 'retail', 'web']);
    expect(payload.props.stores.some((store: { id: number }) => store.id === 20)).toBe(false);
    expect(payload.props.mainStoreId).toBe(1);
    expect(payload.props).toMatchObject({ orderNumber: '', row: null });
    expect(html).toContain('<title>Make a complaint');
    expect(html).toContain(translatorFor('en')('reclamation.attachments.hint', ATTACHMENT_LIMIT_PARAMS));
  });

  it('is found under its localised path in every language', async () => {
    for (const language of ['fi', 'sv', 'de', 'fr', 'ru', 'en'] as const) {
      const path = withLocalePrefix(routerFor(language).pathFor('reclamation'), language, 'prefix_except_default');
      const response = await fetchShop(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain(`<h1 class="account-page__title">${translatorFor(language)('reclamation.title')}</h1>`);
    }
  });

  it('passes an order row from the query on, and ignores anything that is not one', async () => {
    const named = embeddedPayload(await (await fetchShop('/en/reclamation/?order=k70000001&row=2')).text());
    expect(named.props).toMatchObject({ orderNumber: 'K70000001', row: 2 });
    const junk = embeddedPayload(await (await fetchShop('/en/reclamation/?order=%3Cscript%3E&row=-1')).text());
    expect(junk.props).toMatchObject({ orderNumber: '', row: null });
  });

  it('holds nothing of a logged-in customer in its HTML', async () => {
    const { email, token } = await loggedInCustomer();
    const html = await (await fetchShop('/en/reclamation/', { headers: { cookie: `so.auth=${encodeURIComponent(`Bearer ${token}`)}` } })).text();
    expect(html).not.toContain(email);
  });
});
