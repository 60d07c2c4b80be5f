import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from './generate-catalogue.ts';
import { catalogueJsonChunks } from './json-chunks.ts';

describe('catalogueJsonChunks', () => {
  it('joins to exactly the JSON.stringify output', () => {
    const { catalogue } = generateDemoCatalogue({ models: 150 });
    expect([...catalogueJsonChunks(catalogue)].join('')).toBe(JSON.stringify(catalogue));
  });

  it('writes an empty document as {}', () => {
    expect([...catalogueJsonChunks({ format: 'kaira-catalogue', version: 1, models: undefined } as never)].join(''))
      .toBe('{"format":"kaira-catalogue","version":1}');
  });

  it('keeps each piece to one array element, so no piece grows with the catalogue', () => {
    const { catalogue } = generateDemoCatalogue({ models: 150 });
    const longest = Math.max(...[...catalogueJsonChunks(catalogue)].map((chunk) => chunk.length));
    expect(longest).toBeLessThan(100_000);
  });
});
