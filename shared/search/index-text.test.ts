import { describe, expect, it } from 'vitest';
import { indexText } from './index-text.ts';

describe('the text the search index holds', () => {
  it('is the folded lower-case tokens separated by spaces', () => {
    expect(indexText('Routa Skyline GTX – miesten polkujuoksukengät')).toBe('routa skyline gtx miesten polkujuoksukengat');
  });

  it('adds hyphenated words written together after the text, keeping its phrases whole', () => {
    expect(indexText('Gore-Tex-kalvo pitää')).toBe('gore tex kalvo pitaa goretex goretexkalvo texkalvo');
  });

  it('joins only hyphens, not dashes or other punctuation', () => {
    expect(indexText('XS–XL l\'extérieur')).toBe('xs xl l exterieur');
  });

  it('is empty for text without letters or digits', () => {
    expect(indexText(' – ')).toBe('');
  });
});
