import { useState } from 'react';
import { addSkiPackage } from '../../../shared/ski-wizard/package-cart.ts';
import {
  isPackageReady, partVariantIds, resetWizard, SKI_GROUPS, type SkiSport, type WizardState,
} from '../../../shared/ski-wizard/wizard-state.ts';
import { useNavigation } from '../../navigation/navigation-context.tsx';
import { checkoutStore } from '../../state/checkout-store.ts';
import { wizardStore } from '../../state/ski-wizard-store.ts';
import { useSite } from '../../site-context.tsx';
import { compatibilityTexts } from './compatibility-texts.ts';
import { useWizardMoney } from './use-wizard-money.ts';

interface WizardSummaryProps {
  sport: SkiSport;
  state: WizardState;
  /** The skier's information is complete and plausible. */
  skierReady: boolean;
  /** The compatibility call failed: the package cannot be priced now. */
  priceFailed: boolean;
}

/**
 * The package so far (issue 17 item 4): the chosen parts, what does not fit
 * (cat 5 texts), the parts' regular sum and the package price from
 * GET /api/compatible_products/, and "Add the package to the cart", which
 * puts the package in the cart as one bundle row and opens the cart.
 */
export function WizardSummary({ sport, state, skierReady, priceFailed }: WizardSummaryProps) {
  const { t, href } = useSite();
  const { navigate } = useNavigation();
  const money = useWizardMoney();
  const [failure, setFailure] = useState('');
  const problems = compatibilityTexts(state);
  const ready = skierReady && isPackageReady(state) && state.prices !== null;

  const add = () => {
    const result = checkoutStore.update((cart) => addSkiPackage(cart, sport, partVariantIds(state), Math.floor(Date.now() / 1000)));
    if (!result.changed || result.info || !result.saved) {
      setFailure(t(result.info === 'cartFull' ? 'skiWizard.summary.cartFull' : 'skiWizard.summary.addFailed'));
      return;
    }
    wizardStore(sport).update(resetWizard);
    navigate(href('checkout'));
  };

  let reason = '';
  if (!skierReady) reason = t('skiWizard.fillSkierInfo');
  else if (!state.skis || !state.bindings) reason = t('skiWizard.summary.needsParts');
  else if (priceFailed) reason = t('skiWizard.summary.priceFailed');

  return (
    <section className="ski-wizard__summary" aria-labelledby="ski-wizard-summary">
      <h2 id="ski-wizard-summary" className="ski-wizard__summary-title" tabIndex={-1}>{t('skiWizard.summary.title')}</h2>
      <dl className="ski-wizard__parts">
        {SKI_GROUPS.map((group) => (
          <div key={group}>
            <dt>{t(`skiWizard.steps.${group}.title`)}</dt>
            <dd>{state[group]?.name ?? t(group === 'boots' ? 'skiWizard.summary.optional' : 'skiWizard.summary.notChosen')}</dd>
          </div>
        ))}
      </dl>
      {problems.map((key) => <p key={key} className="ski-wizard__incompatible" role="alert">{t(key)}</p>)}
      {state.prices ? (
        <dl className="ski-wizard__prices">
          <div><dt>{t('skiWizard.summary.regular')}</dt><dd>{money(state.prices.regular)}</dd></div>
          <div className="ski-wizard__package-price"><dt>{t('skiWizard.summary.package')}</dt><dd>{money(state.prices.discount)}</dd></div>
        </dl>
      ) : null}
      {reason ? <p className="ski-wizard__reason" id="ski-wizard-reason">{reason}</p> : null}
      <button type="button" className="button button--primary" disabled={!ready} onClick={add}
        aria-describedby={reason ? 'ski-wizard-reason' : undefined}>
        {t('skiWizard.summary.add')}
      </button>
      {failure ? <p className="ski-wizard__failed" role="alert">{failure}</p> : null}
    </section>
  );
}
