import { SKI_SPORTS, SKI_TYPE_OF_SPORT } from '../../shared/ski-wizard/wizard-state.ts';
import { useSite } from '../site-context.tsx';

/**
 * /ski-wizard/ (issue 17 item 4): the choice of sport. Each sport says what
 * its package is and links to its steps at /ski-wizard/{laskettelu|murto}/.
 */
export default function SkiWizardPage() {
  const { t, href } = useSite();
  return (
    <div className="ski-wizard">
      <h1 className="page-heading">{t('skiWizard.title')}</h1>
      <p className="ski-wizard__lead">{t('skiWizard.lead')}</p>
      <ul className="ski-wizard__sports">
        {SKI_SPORTS.map((sport) => (
          <li key={sport} className="ski-wizard__sport">
            <h2 className="ski-wizard__sport-title">{t(`skiWizard.sports.${sport}.name`)}</h2>
            <p>{t(`skiWizard.sports.${sport}.explanation`)}</p>
            <a className="button button--primary" href={href('skiWizardSport', { sport: SKI_TYPE_OF_SPORT[sport] })}>
              {t(`skiWizard.sports.${sport}.start`)}
            </a>
          </li>
        ))}
      </ul>
      <p className="ski-wizard__note">{t('skiWizard.howItWorks')}</p>
    </div>
  );
}
