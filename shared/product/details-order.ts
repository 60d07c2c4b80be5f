/**
 * The Details tab list (cat 9 "Details list order"): properties with a unit,
 * then other numbers, then texts, then flags (their value shown as it is),
 * the model number last. Sustainable-choice properties are hidden: they feed
 * the sustainable-choice section, not the list.
 */
import type { PropertyView } from '../types/product-page.ts';

interface DetailRow { slug: string; name: string; value: string; unit: string }

export const MODEL_NUMBER_SLUG = 'model-number';

/** cat 9: the sustainable-choice label's property; shown as the label, never as a detail row. */
export const SUSTAINABLE_CHOICE_SLUG = 'vastuullisemmin-ulkona';
const HIDDEN_PREFIX = 'vu-';

export function isHiddenDetail(slug: string): boolean {
  return slug === SUSTAINABLE_CHOICE_SLUG || slug.startsWith(HIDDEN_PREFIX);
}

/** 0 unit, 1 number, 2 text, 3 flag. */
function group(property: PropertyView): number {
  if (property.unit.trim() !== '') return 0;
  return property.kind === 'number' ? 1 : property.kind === 'text' ? 2 : 3;
}

/**
 * The rows in cat 9 order, stable within a group. The model number row (slug
 * 'model-number', named by `modelNumberLabel`, a dictionary text the caller
 * passes) comes last and only when the model has a number.
 */
export function orderedDetails(properties: PropertyView[], modelNumber: string, modelNumberLabel = ''): DetailRow[] {
  const rows = properties
    .filter((property) => !isHiddenDetail(property.slug))
    .map((property, index) => ({ property, index, group: group(property) }))
    .sort((a, b) => a.group - b.group || a.index - b.index)
    .map(({ property: { slug, name, value, unit } }): DetailRow => ({ slug, name, value, unit }));
  if (modelNumber.trim() !== '') rows.push({ slug: MODEL_NUMBER_SLUG, name: modelNumberLabel, value: modelNumber.trim(), unit: '' });
  return rows;
}
