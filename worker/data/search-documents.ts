/**
 * One model's row of a language's search index (migration 0025, decision
 * 032), from the catalogue rows the indexer reads: every column is indexText
 * (folded tokens plus joined hyphenated words), descriptions as plain text.
 */
import { indexText } from '../../shared/search/index-text.ts';
import { htmlToText } from './html-to-text.ts';

/** The index's columns, in table order; their bm25 weights are in search-matches.ts. */
export const SEARCH_COLUMNS = ['name', 'brand', 'groups', 'colours', 'properties', 'short_description', 'description'] as const;
export type SearchColumn = (typeof SEARCH_COLUMNS)[number];

/** What the indexer knows of a model in one language. */
export interface SearchSource {
  name: string;
  brand: string;
  /** Names of the model's groups and of every group above them. */
  groups: string[];
  colours: string[];
  /** Text property values and the names of set flag properties ("Gore-Tex 3-layer", "Vedenpitävä"). */
  properties: string[];
  shortDescription: string;
  descriptionHtml: string;
}

/** The row's column values in SEARCH_COLUMNS order. */
export function searchDocument(source: SearchSource): string[] {
  const list = (values: string[]) => indexText([...new Set(values)].join(' \n '));
  return [
    indexText(source.name),
    indexText(source.brand),
    list(source.groups),
    list(source.colours),
    list(source.properties),
    indexText(source.shortDescription),
    indexText(htmlToText(source.descriptionHtml)),
  ];
}

interface PropertyValue { valueKind: string; valueNumber: number | null; valueText: string; typeName: string }

/** A property as searchable text: a text value as written, a set flag by its type's name; numbers are not words. */
export function propertyText(property: PropertyValue): string | null {
  if (property.valueKind === 'text') return property.valueText.trim() || null;
  if (property.valueKind === 'flag') return property.valueNumber ? property.typeName : null;
  return null;
}
