/**
 * The ski wizard's pages (issue 17 item 4, core 2): /ski-wizard/ chooses a
 * sport and /ski-wizard/{sport}/ runs the steps. The sport's path segment is
 * the spec's ski_type (core 7), the same in every language
 * (shared/ski-wizard/wizard-state.ts SKI_TYPE_OF_SPORT).
 */
import { SKI_GROUPS, type SkiGroup, type SkiSport } from '../ski-wizard/wizard-state.ts';

/** The wizard's steps in order: the skier's information, then the three groups. */
export type SkiWizardStep = 'skier' | SkiGroup;

export const SKI_WIZARD_STEPS: readonly SkiWizardStep[] = ['skier', ...SKI_GROUPS];

/** The step a `?group=` names, or null for anything else (the page then picks the first unfinished one). */
export function stepOfQuery(value: string | null): SkiWizardStep | null {
  return SKI_WIZARD_STEPS.find((step) => step === value) ?? null;
}

export interface SkiWizardSportPageProps {
  sport: SkiSport;
  /** The step `?group=` asked for, or null. */
  step: SkiWizardStep | null;
}
