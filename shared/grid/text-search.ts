import type { ProductListItem } from '../types/product-list.ts';

const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;
// Joins the fields so a needle never matches across two of them; normalised text cannot contain it.
const FIELD_SEPARATOR = '\n';

/**
 * Text as the text filter compares it (cat 5): lower case, letters and digits only.
 * NFC first, so a decomposed 'é' keeps its accent like a composed one does.
 */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(NOT_LETTER_OR_DIGIT, '');
}

// The client filters thousands of items per keystroke; list items are not mutated, so the text is kept per object.
const searchTexts = new WeakMap<ProductListItem, string>();

/** The normalised manufacturer, name, short and long description of an item, each field apart. */
export function searchTextOf(item: ProductListItem): string {
  let text = searchTexts.get(item);
  if (text === undefined) {
    text = [item.manufacturer, item.name, item.shortDescription, item.description]
      .map((field) => normaliseSearchText(field ?? ''))
      .join(FIELD_SEPARATOR);
    searchTexts.set(item, text);
  }
  return text;
}

/** A test for one needle, normalising it once for a whole list. An empty needle matches everything. */
export function textMatcher(needle: string): (item: ProductListItem) => boolean {
  const normalised = normaliseSearchText(needle);
  if (normalised === '') return () => true;
  return (item) => searchTextOf(item).includes(normalised);
}
