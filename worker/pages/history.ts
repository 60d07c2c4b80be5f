import HistoryPage from '../../client/pages/history-page.tsx';
import { ownHosts } from '../../shared/own-origin.ts';
import type { HistoryPageProps } from '../../shared/types/area-pages.ts';
import { getRouteSlugs } from '../data/route-slugs.ts';
import { getStaticPage } from '../data/static-pages.ts';
import { companyFigures } from '../services/company-figures.ts';
import type { PageModule } from './page-module.ts';
import { showStaticPage } from './static-page-content.ts';

/**
 * /history/ (core 2): the company history. The text is the static page at the
 * same path, when the operator wrote one; the figures (cat 9) are counted from
 * the data on every catalogue version, so no text states a number the data
 * could contradict (worker/services/company-figures.ts).
 */
export const historyPage: PageModule<HistoryPageProps> = {
  id: 'history',
  component: HistoryPage,
  async load({ c, t, scope }) {
    const { source, language } = scope;
    const slug = c.get('localPath').replace(/^\/+|\/+$/g, '');
    const [slugs, figures] = await Promise.all([getRouteSlugs(source, language), companyFigures(source, language)]);
    // The cached slug list decides first: a miss is never cached, so it must not reach D1.
    const page = slugs.staticPageSlugs.includes(slug) ? await getStaticPage(source, language, slug, ownHosts(c.get('settings').brandDomain)) : null;
    const shown = page ? await showStaticPage(c, page) : null;
    const title = page?.title || t('historyPage.title');
    return {
      props: { title, content: shown?.content ?? '', figures, ...(shown?.bookingScript ? { bookingScript: shown.bookingScript } : {}) },
      title,
      description: shown?.description || t('historyPage.metaDescription', { brand: c.get('settings').brandName }),
    };
  },
};
