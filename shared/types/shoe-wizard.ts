import type { ShoeStep } from '../shoe-wizard/steps.ts';
import type { Crumb } from './grid-page.ts';

/**
 * One question of the shoe wizard (/shoe-wizard/{answers...}/, issue 17).
 * Paths are local (no locale prefix); a choice's path is the next question,
 * or on the last question the footwear grid filtered to the answers.
 */
export interface ShoeWizardPageProps {
  breadcrumbs: Crumb[];
  step: ShoeStep;
  /** 1-based. */
  stepNumber: number;
  stepCount: number;
  /** The questions answered so far, each linking back to ask it again. */
  answers: Array<{ step: ShoeStep; choice: string; path: string }>;
  /** The question's choices with the shoes each would leave; a choice leaving none has no path. */
  choices: Array<{ key: string; path: string | null; count: number }>;
  /** The grid filtered by the answers so far. */
  matching: { count: number; path: string };
}

/** /womens-and-mens-shoes/: the wizard's entry and links into the footwear grid. */
export interface ShoesLandingPageProps {
  wizardPath: string;
  footwear: { name: string; path: string; count: number };
  /** Women's and men's shoes as filtered grids; only those with shoes. */
  genders: Array<{ key: 'women' | 'men'; path: string; count: number }>;
  /** The footwear group's subgroups. */
  groups: Crumb[];
}
