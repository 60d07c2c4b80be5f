import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueJsonSchema, JSON_SCHEMA_PATH } from './write-json-schema.ts';

describe('the documented JSON Schema of the import format', () => {
  it('matches the zod schema the importer uses (run npm run import:schema after changing it)', () => {
    expect(readFileSync(JSON_SCHEMA_PATH, 'utf8')).toBe(catalogueJsonSchema());
  });

  it('requires every shopper-facing text in all six languages', () => {
    const schema = JSON.parse(catalogueJsonSchema());
    const groupTexts = schema.properties.productGroups.items.properties.texts;
    expect(groupTexts.required.sort()).toEqual(['de', 'en', 'fi', 'fr', 'ru', 'sv']);
  });
});
