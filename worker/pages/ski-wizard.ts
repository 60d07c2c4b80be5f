import SkiWizardPage from '../../client/pages/ski-wizard-page.tsx';
import SkiWizardSportPage from '../../client/pages/ski-wizard-sport-page.tsx';
import { sportOfSkiType } from '../../shared/ski-wizard/wizard-state.ts';
import { stepOfQuery, type SkiWizardSportPageProps } from '../../shared/types/ski-wizard-page.ts';
import { notFound } from '../errors/app-error.ts';
import { frameOnlyPage } from './frame-only-page.ts';
import type { PageModule } from './page-module.ts';

/** /ski-wizard/ (issue 17 item 4): the choice of sport, the same for everyone. */
export const skiWizardPage = frameOnlyPage('skiWizard', SkiWizardPage, 'skiWizard', 'index, follow');

/**
 * /ski-wizard/{sport}/ (laskettelu or murto in every language, core 7
 * ski_type): the steps' frame. The skier's information and the chosen parts
 * are the visitor's, stored in the browser (core 3), so the HTML carries
 * only the sport and the step `?group=` opens.
 */
export const skiWizardSportPage: PageModule<SkiWizardSportPageProps> = {
  id: 'skiWizardSport',
  component: SkiWizardSportPage,
  async load({ c, t, match }) {
    const sport = sportOfSkiType(match.params.sport);
    if (!sport) throw notFound(t('skiWizard.sportNotFound'));
    return {
      props: { sport, step: stepOfQuery(new URL(c.req.url).searchParams.get('group')) },
      title: t(`skiWizard.sports.${sport}.title`),
      description: t(`skiWizard.sports.${sport}.metaDescription`, { brand: c.get('settings').brandName }),
      robots: 'index, follow',
    };
  },
};
