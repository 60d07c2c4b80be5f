/**
 * Issue 17 item 4: the ski wizard's pages are served under their localised
 * paths in every language, the sport's slug being core 7's ski_type in all
 * of them; the HTML is the same frame for everyone; another sport is a 404.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages.ts';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { routerFor, translatorFor } from '../../worker/i18n.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';

const pathOf = (language: (typeof LANGUAGES)[number], routeId: string, params?: Record<string, string>) =>
  withLocalePrefix(routerFor(language).pathFor(routeId, params), language, 'prefix_except_default');

describe('the ski wizard pages', () => {
  it('serve the choice of sport in all six languages, linking both sports under their ski_type', async () => {
    for (const language of LANGUAGES) {
      const t = translatorFor(language);
      const response = await fetchShop(pathOf(language, 'skiWizard'));
      expect(response.status, language).toBe(200);
      const html = await response.text();
      expect(embeddedPayload(html)).toMatchObject({ page: 'skiWizard', props: {} });
      expect(html).toContain(`<title>${t('skiWizard.title')}`);
      expect(html).toContain(`href="${pathOf(language, 'skiWizardSport', { sport: 'laskettelu' })}"`);
      expect(html).toContain(`href="${pathOf(language, 'skiWizardSport', { sport: 'murto' })}"`);
    }
  });

  it('serve each sport’s steps in all six languages, opening the step ?group= names', async () => {
    for (const language of LANGUAGES) {
      const t = translatorFor(language);
      for (const [slug, sport] of [['laskettelu', 'alpine'], ['murto', 'nordic']] as const) {
        const response = await fetchShop(`${pathOf(language, 'skiWizardSport', { sport: slug })}?group=bindings`);
        expect(response.status, `${language} ${slug}`).toBe(200);
        const html = await response.text();
        expect(embeddedPayload(html)).toMatchObject({ page: 'skiWizardSport', props: { sport, step: 'bindings' } });
        expect(html).toContain(`<title>${t(`skiWizard.sports.${sport}.title`)}`);
        expect(html).toContain(t('skiWizard.fillSkierInfo'));
      }
    }
  });

  it('ignore a ?group= that names no step', async () => {
    const html = await (await fetchShop('/en/ski-wizard/laskettelu/?group=%3Cscript%3E')).text();
    expect(embeddedPayload(html)).toMatchObject({ props: { sport: 'alpine', step: null } });
  });

  it('answer the 404 page for any other sport', async () => {
    for (const path of ['/en/ski-wizard/alpine/', '/en/ski-wizard/snowboard/', '/suksivelho/laskettelu-x/']) {
      const response = await fetchShop(path);
      expect(response.status, path).toBe(404);
    }
  });
});
