import { SKI_WIZARD_STEPS, type SkiWizardStep } from '../../../shared/types/ski-wizard-page.ts';
import type { WizardState } from '../../../shared/ski-wizard/wizard-state.ts';
import { useSite } from '../../site-context.tsx';

interface WizardStepsProps {
  state: WizardState;
  current: SkiWizardStep;
  skierReady: boolean;
  onGo: (step: SkiWizardStep) => void;
}

/**
 * The wizard's steps as links (`?group=`, so each step has its address and
 * works before the page's code has loaded); a click opens the step in place.
 * A step that is done says so in its name.
 */
export function WizardSteps({ state, current, skierReady, onGo }: WizardStepsProps) {
  const { t } = useSite();
  const done = (step: SkiWizardStep) => (step === 'skier' ? skierReady : state[step] !== null);
  return (
    <nav className="ski-wizard__steps" aria-label={t('skiWizard.stepsLabel')}>
      <ol>
        {SKI_WIZARD_STEPS.map((step, index) => (
          <li key={step} className={done(step) ? 'ski-wizard__step-link ski-wizard__step-link--done' : 'ski-wizard__step-link'}>
            <a href={`?group=${step}`} aria-current={step === current ? 'step' : undefined}
              onClick={(event) => { event.preventDefault(); onGo(step); }}>
              <span className="ski-wizard__step-number" aria-hidden="true">{index + 1}</span>
              {t(`skiWizard.steps.${step}.title`)}
              {done(step) ? <span className="visually-hidden"> {t('skiWizard.stepDone')}</span> : null}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
