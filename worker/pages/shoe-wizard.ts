import ShoeWizardPage from '../../client/pages/shoe-wizard-page.tsx';
import WomensAndMensShoesPage from '../../client/pages/womens-and-mens-shoes-page.tsx';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import { ownHosts } from '../../shared/own-origin.ts';
import { parseShoeAnswers, SHOE_STEPS } from '../../shared/shoe-wizard/steps.ts';
import type { ShoesLandingPageProps, ShoeWizardPageProps } from '../../shared/types/shoe-wizard.ts';
import { routerFor } from '../i18n.ts';
import { pageNotFound } from '../render/error-response.ts';
import { shoesLanding, shoeWizardPath, shoeWizardStep } from '../services/shoe-wizard.ts';
import type { PageModule } from './page-module.ts';

const landingPaths = () => Object.fromEntries(LANGUAGES.map((language) => [language, routerFor(language).pathFor('womensAndMensShoes')])) as Record<Language, string>;

/**
 * /shoe-wizard/{answers...}/ (issue 17): one question a page, each answer a
 * localised path segment; an unknown segment, or answers no shoe matches,
 * is the 404 page, and a path answering every question goes to the
 * footwear grid filtered to match.
 */
export const shoeWizardPage: PageModule<ShoeWizardPageProps> = {
  id: 'shoeWizard',
  component: ShoeWizardPage,
  async load({ c, match, t, scope }) {
    const language = c.get('language');
    const answers = parseShoeAnswers(match.params.slug ?? '', language);
    if (!answers) throw pageNotFound(c);
    const outcome = await shoeWizardStep(scope, ownHosts(c.get('settings').brandDomain), answers);
    if (outcome.kind === 'missing' || outcome.kind === 'none') throw pageNotFound(c);
    if (outcome.kind === 'done') return { redirect: outcome.gridPath };
    const { props } = outcome;
    const question = t(`shoeWizard.${props.step}.question`);
    const title = `${question} - ${t('shoeWizard.title')}`;
    return {
      props: {
        ...props,
        breadcrumbs: [
          { name: t('shoeWizard.landingTitle'), path: landingPaths()[language] },
          { name: t('shoeWizard.title'), path: shoeWizardPath([], language) },
        ],
      },
      title,
      description: t('shoeWizard.metaDescription'),
      alternatePaths: Object.fromEntries(LANGUAGES.map((other) => [other, shoeWizardPath(answers, other)])),
    };
  },
};

/** /womens-and-mens-shoes/ (issue 17): the shoe wizard's landing page. */
export const womensAndMensShoesPage: PageModule<ShoesLandingPageProps> = {
  id: 'womensAndMensShoes',
  component: WomensAndMensShoesPage,
  async load({ c, t, scope }) {
    const props = await shoesLanding(scope, ownHosts(c.get('settings').brandDomain));
    if (!props) throw pageNotFound(c);
    return {
      props,
      title: t('shoeWizard.landingTitle'),
      description: t('shoeWizard.landingDescription', { brand: c.get('settings').brandName, count: SHOE_STEPS.length }),
      alternatePaths: landingPaths(),
    };
  },
};
