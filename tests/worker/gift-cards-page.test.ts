/**
 * Issue 17 item 3: the gift card page is served under its localised path in
 * every language, with its title and both offers rendered on the server, and
 * the shop's footer links to it.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages.ts';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { routerFor, translatorFor } from '../../worker/i18n.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';

describe('the gift card page /service-products/giftcards/', () => {
  it('is served in all six languages with its title, both offers and the balance check, for search engines too', async () => {
    for (const language of LANGUAGES) {
      const t = translatorFor(language);
      const path = withLocalePrefix(routerFor(language).pathFor('serviceProductsGiftcards'), language, 'prefix_except_default');
      const response = await fetchShop(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(embeddedPayload(html)).toMatchObject({ page: 'serviceProductsGiftcards', props: {} });
      expect(html).toContain(`<title>${t('giftCards.title')}`);
      expect(html).toMatch(/<meta name="robots" content="index, follow"/);
      for (const key of ['giftCards.web.title', 'giftCards.physical.title', 'giftCards.balance.title']) expect(html, `${language} ${key}`).toContain(t(key).split("'")[0]);
    }
  });

  it('is linked from the footer of other pages', async () => {
    const html = await (await fetchShop('/en/ask/')).text();
    expect(html).toContain(`href="${withLocalePrefix(routerFor('en').pathFor('serviceProductsGiftcards'), 'en', 'prefix_except_default')}"`);
  });
});
