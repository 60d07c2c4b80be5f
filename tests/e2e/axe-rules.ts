import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

/** The success criteria of WCAG 2.0 and 2.1 at levels A and AA (issue 13 item 8). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * WCAG 2.5.3 label in name. axe tags this rule "experimental", and experimental
 * rules stay off under any tag list unless switched on by name.
 */
export const LABEL_IN_NAME = 'label-content-name-mismatch';

/** Rules axe itself keeps off whatever the tags (experimental or deprecated ones), except label in name. */
const isOffByDefault = (rule: { tags: string[] }) => rule.tags.includes('experimental') || rule.tags.includes('deprecated');

/** Every rule a page check must report on: the WCAG A and AA rules axe runs, and label in name. */
export const REQUIRED_RULES: readonly string[] = [
  ...axe.getRules(WCAG_TAGS).filter((rule) => !isOffByDefault(rule)).map((rule) => rule.ruleId),
  LABEL_IN_NAME,
];

/** An axe run over the WCAG A and AA rules plus label in name; the best practices checked before stay on. */
export function wcagAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ rules: { [LABEL_IN_NAME]: { enabled: true } } }).withTags([...WCAG_TAGS, 'best-practice']);
}

/** The required rules missing from a run's results: a rule that ran passed, failed, was unsure or found nothing to check. */
export function rulesThatDidNotRun(results: AxeResults): string[] {
  const ran = new Set([...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id));
  return REQUIRED_RULES.filter((id) => !ran.has(id));
}
