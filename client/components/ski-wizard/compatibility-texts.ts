import type { WizardState } from '../../../shared/ski-wizard/wizard-state.ts';

/**
 * What the wizard says about parts that do not fit (cat 5), as dictionary
 * keys, from core 7's compatibleWith* the state last took in: chosen
 * bindings that do not fit the skis, the boots or both say which; any other
 * misfit says that a product or size does not fit the selected products.
 */
export function compatibilityTexts(state: Pick<WizardState, 'skis' | 'bindings' | 'boots' | 'compatible'>): string[] {
  const { withSkis, withBindings, withBoots } = state.compatible;
  if (withSkis && withBindings && withBoots) return [];
  if (state.bindings && !withBindings) {
    const skis = state.skis !== null && !withSkis;
    const boots = state.boots !== null && !withBoots;
    if (skis && boots) return ['skiWizard.bindingsIncompatible.both'];
    if (skis) return ['skiWizard.bindingsIncompatible.skis'];
    if (boots) return ['skiWizard.bindingsIncompatible.boots'];
  }
  return ['skiWizard.incompatible'];
}
