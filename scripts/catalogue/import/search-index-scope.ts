import type { CatalogueImport } from '../import-format.ts';

/**
 * Which rows of the search index an import changes (decision 032): a row
 * carries its model's texts and the names of its brand, groups, colours and
 * property types, so a file that names any of those may change every row;
 * a file of models alone changes just theirs. Null: the index is untouched.
 */
export function searchIndexScope(data: CatalogueImport): 'all' | number[] | null {
  const names = data.productGroups.length + data.manufacturers.length + data.colours.length + data.propertyTypes.length;
  if (names > 0) return 'all';
  return data.models.length > 0 ? data.models.map((model) => model.id) : null;
}
