import { describe, expect, it } from 'vitest';
import type { CatalogueImport } from '../import-format.ts';
import { searchIndexScope } from './search-index-scope.ts';

const file = (sections: Partial<Record<'productGroups' | 'manufacturers' | 'colours' | 'propertyTypes' | 'models', Array<{ id: number }>>>) =>
  ({ productGroups: [], manufacturers: [], colours: [], propertyTypes: [], models: [], ...sections }) as unknown as CatalogueImport;

describe('the search rows an import rewrites', () => {
  it('rewrites only the models of a file of models', () => {
    expect(searchIndexScope(file({ models: [{ id: 7 }, { id: 3 }] }))).toEqual([7, 3]);
  });

  it('rewrites every row when a group, brand, colour or property type may have a new name', () => {
    for (const section of ['productGroups', 'manufacturers', 'colours', 'propertyTypes'] as const) {
      expect(searchIndexScope(file({ [section]: [{ id: 1 }], models: [{ id: 7 }] }))).toBe('all');
    }
  });

  it('leaves the index alone when the file holds neither', () => {
    expect(searchIndexScope(file({}))).toBeNull();
  });
});
