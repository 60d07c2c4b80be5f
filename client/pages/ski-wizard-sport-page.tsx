import { useEffect, useRef, useState } from 'react';
import { validateSkier } from '../../shared/ski-wizard/skier-schema.ts';
import { nextMissingGroup, type SkiGroup } from '../../shared/ski-wizard/wizard-state.ts';
import type { SkiWizardSportPageProps, SkiWizardStep } from '../../shared/types/ski-wizard-page.ts';
import { ProductStep } from '../components/ski-wizard/product-step.tsx';
import { SkierStep } from '../components/ski-wizard/skier-step.tsx';
import { useCompatibility } from '../components/ski-wizard/use-compatibility.ts';
import { WizardSteps } from '../components/ski-wizard/wizard-steps.tsx';
import { WizardSummary } from '../components/ski-wizard/wizard-summary.tsx';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useNavigation } from '../navigation/navigation-context.tsx';
import { useWizardState } from '../state/ski-wizard-store.ts';
import { useSite } from '../site-context.tsx';

/** The step after a group's choice; after the boots, the package's summary. */
const AFTER: Readonly<Record<SkiGroup, SkiWizardStep | null>> = { skis: 'bindings', bindings: 'boots', boots: null };

/**
 * /ski-wizard/{sport}/ (issue 17 item 4): the skier's information, then
 * skis, bindings and boots, each listing what fits the parts chosen, and the
 * package with its price. Everything chosen is the visitor's, stored in the
 * browser per sport (core 3), so the server renders the frame and the state
 * follows after hydration. `?group=` opens a step; without it the page opens
 * the first step still to do.
 */
export default function SkiWizardSportPage({ sport, step: asked }: SkiWizardSportPageProps) {
  const { t } = useSite();
  const { replaceUrl } = useNavigation();
  const hydrated = useHydrated();
  const state = useWizardState(sport);
  const [step, setStep] = useState<SkiWizardStep>(asked ?? 'skier');
  const heading = useRef<HTMLHeadingElement>(null);
  const skierReady = validateSkier(state.skier, sport).ok;
  const compatibility = useCompatibility(sport, state);

  // A return visit without ?group= opens where the visitor left off.
  const opened = useRef(false);
  useEffect(() => {
    if (!hydrated || opened.current) return;
    opened.current = true;
    if (!asked && skierReady) setStep(nextMissingGroup(state) ?? 'boots');
  }, [hydrated, asked, skierReady, state]);

  const go = (next: SkiWizardStep) => {
    setStep(next);
    replaceUrl(`${location.pathname}?group=${next}`);
    // The new step's heading takes the focus, so a keyboard or screen reader user starts there.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const chosen = (group: SkiGroup) => {
    const next = AFTER[group];
    if (next) return go(next);
    // The last part: on to the package (below the list on a phone).
    requestAnimationFrame(() => document.getElementById('ski-wizard-summary')?.focus());
  };

  return (
    <div className="ski-wizard ski-wizard--sport">
      <h1 className="page-heading">{t(`skiWizard.sports.${sport}.title`)}</h1>
      <WizardSteps state={state} current={step} skierReady={skierReady} onGo={go} />
      <div className="ski-wizard__layout">
        <section className="ski-wizard__step" aria-labelledby="ski-wizard-step-title">
          <h2 id="ski-wizard-step-title" className="ski-wizard__step-title" ref={heading} tabIndex={-1}>{t(`skiWizard.steps.${step}.title`)}</h2>
          {step !== 'skier' && !skierReady ? (
            <p className="ski-wizard__fill-skier" role="status">
              {t('skiWizard.fillSkierInfo')}{' '}
              <button type="button" className="ski-wizard__link-button" onClick={() => go('skier')}>{t('skiWizard.goToSkier')}</button>
            </p>
          ) : null}
          {step === 'skier'
            ? <SkierStep sport={sport} state={state} onDone={() => go(state.skis ? nextMissingGroup(state) ?? 'boots' : 'skis')} />
            : <ProductStep key={step} sport={sport} group={step} state={state} onChosen={chosen} />}
        </section>
        <WizardSummary sport={sport} state={state} skierReady={skierReady} priceFailed={compatibility.failed} />
      </div>
    </div>
  );
}
