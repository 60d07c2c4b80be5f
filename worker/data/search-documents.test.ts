import { describe, expect, it } from 'vitest';
import { propertyText, SEARCH_COLUMNS, searchDocument } from './search-documents.ts';

describe('a model\'s search index row', () => {
  const row = searchDocument({
    name: 'Routa Skyline GTX miesten polkujuoksukengät',
    brand: 'Routa',
    groups: ['Polkujuoksukengät', 'Jalkineet', 'Jalkineet'],
    colours: ['Minttu', 'Harmaa'],
    properties: ['Gore-Tex 3-layer', 'Vedenpitävä'],
    shortDescription: 'Kevyet ja joustavat.',
    descriptionHtml: '<p>Päämateriaali on <b>Gore</b>-Tex &amp; <script>x()</script>kumi.</p><ul><li>Paino: 605 g</li></ul>',
  });

  it('has a value for every column, folded and lower case', () => {
    expect(row).toHaveLength(SEARCH_COLUMNS.length);
    expect(row.slice(0, 4)).toEqual(['routa skyline gtx miesten polkujuoksukengat', 'routa', 'polkujuoksukengat jalkineet', 'minttu harmaa']);
  });

  it('writes hyphenated values together too', () => {
    expect(row[4]).toBe('gore tex 3 layer vedenpitava goretex 3layer');
  });

  it('indexes the description as plain text, without tags, entities or scripts', () => {
    expect(row[6]).toBe('paamateriaali on gore tex kumi paino 605 g goretex');
  });
});

describe('a property as search text', () => {
  it('is a text value as written, a set flag by its name, and nothing for numbers or unset flags', () => {
    const base = { valueNumber: null, valueText: '', typeName: 'Vedenpitävä' };
    expect(propertyText({ ...base, valueKind: 'text', valueText: ' Women ' })).toBe('Women');
    expect(propertyText({ ...base, valueKind: 'flag', valueNumber: 1 })).toBe('Vedenpitävä');
    expect(propertyText({ ...base, valueKind: 'flag', valueNumber: 0 })).toBeNull();
    expect(propertyText({ ...base, valueKind: 'number', valueNumber: 605 })).toBeNull();
    expect(propertyText({ ...base, valueKind: 'text' })).toBeNull();
  });
});
