import type { SearchSuggestions } from '../../../shared/search/types.ts';

/** One option of the suggestions listbox: a product, group or brand with its local path. */
export interface SuggestionOption {
  id: string;
  path: string;
}

/** The listbox's groups in their order; the flat option index runs through them. */
export type SuggestionGroup = 'products' | 'groups' | 'brands';

/** Ids the header's input and the suggestions agree on (aria-controls, aria-activedescendant). */
export const LISTBOX_ID = 'header-search-list';
export const optionId = (index: number): string => `header-search-option-${index}`;

/** Every option of an answer in listbox order (products, groups, brands), with its flat index's id. */
export function suggestionOptions(answer: SearchSuggestions | undefined): SuggestionOption[] {
  if (!answer) return [];
  return [...answer.products, ...answer.groups, ...answer.brands].map((entry, index) => ({ id: optionId(index), path: entry.path }));
}

/** The suggestions call for a normalised query in a language, with the visitor's tax area's prices; null (nothing to ask) for a blank query. */
export function suggestionsKey(query: string, language: string, taxAreaId: number): string | null {
  return query === '' ? null : `/api/search/suggestions/?q=${encodeURIComponent(query)}&lang=${language}&tax_area=${taxAreaId}`;
}
