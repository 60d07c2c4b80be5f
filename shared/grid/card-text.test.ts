import { describe, expect, it } from 'vitest';
import { cardColour, cardHref, cardImage, cutShortDescription, DESCRIPTION_TRIM, SHORT_DESCRIPTION_LENGTH, trimAtSentence } from './card-text.ts';
import { colour, listItem } from '../../tests/unit-helpers/test-items.ts';

describe('cutShortDescription', () => {
  it('keeps a description of up to 75 characters whole', () => {
    const text = 'x'.repeat(SHORT_DESCRIPTION_LENGTH);
    expect(cutShortDescription(text)).toBe(text);
  });

  it('cuts a longer one at the last word within 72 characters and adds three dots', () => {
    const text = 'Lightweight and packable rain jacket with taped seams, two hand pockets and an adjustable hood.';
    const cut = cutShortDescription(text);
    expect(cut).toBe('Lightweight and packable rain jacket with taped seams, two hand pockets...');
    expect(cut.length - 3).toBeLessThanOrEqual(72);
  });

  it('cuts at exactly 72 characters when a word ends there', () => {
    const text = `${'a'.repeat(72)} bbbb`;
    expect(cutShortDescription(text)).toBe(`${'a'.repeat(72)}...`);
  });

  it('drops trailing punctuation before the dots', () => {
    const text = `${'word '.repeat(13)}stop, and then some more words here`;
    expect(cutShortDescription(text)).toBe(`${'word '.repeat(13)}stop...`);
  });

  it('leaves room for a property shown beside the description', () => {
    const text = 'a'.repeat(60) + ' bbbbbbbbbbbb';
    expect(cutShortDescription(text)).toBe(text);
    expect(cutShortDescription(text, 10)).toBe(`${'a'.repeat(60)}...`);
  });

  it('collapses whitespace before measuring', () => {
    expect(cutShortDescription('  Warm\n\n  mittens  ')).toBe('Warm mittens');
  });

  it('gives nothing when the reserved length leaves no room', () => {
    expect(cutShortDescription('x'.repeat(100), 80)).toBe('');
  });
});

describe('trimAtSentence', () => {
  it('keeps text within the limit whole and untrimmed', () => {
    expect(trimAtSentence('Short. Text!', DESCRIPTION_TRIM.mobile)).toEqual({ text: 'Short. Text!', trimmed: false });
  });

  it('cuts after the last sentence end within the limit', () => {
    const text = 'First sentence. Second one! Third one? And a fourth that runs long';
    expect(trimAtSentence(text, 40)).toEqual({ text: 'First sentence. Second one! Third one?', trimmed: true });
    expect(trimAtSentence(text, 27)).toEqual({ text: 'First sentence. Second one!', trimmed: true });
    expect(trimAtSentence(text, 26)).toEqual({ text: 'First sentence.', trimmed: true });
  });

  it('counts an ellipsis character as a sentence end but not a decimal point', () => {
    expect(trimAtSentence('Wait for it… Weighs 1.5 kg and more text', 30)).toEqual({ text: 'Wait for it…', trimmed: true });
    expect(trimAtSentence('Weighs 1.5 kg and more text here', 20).text).toBe('Weighs 1.5 kg and...');
  });

  it('falls back to a word cut when no sentence ends within the limit', () => {
    expect(trimAtSentence('One very long sentence without an end in reach. Then more.', 20)).toEqual({ text: 'One very long...', trimmed: true });
  });

  it('has the cat 9 limits', () => {
    expect(DESCRIPTION_TRIM).toEqual({ mobile: 300, desktop: 500, brand: 700 });
  });
});

describe('card colour, link and image', () => {
  const item = listItem({ path: '/jackets/keb/', image: '/keb.jpg', colors: [colour('red', '/red.jpg'), colour('blue'), colour('green', '/green.jpg')] });

  it('shows the first colour the colour filter asks for', () => {
    expect(cardColour(item, ['green', 'blue'])?.control).toBe('blue');
  });

  it('shows the first colour when the filter asks for none of them', () => {
    expect(cardColour(item, [])?.control).toBe('red');
    expect(cardColour(item, ['black'])?.control).toBe('red');
  });

  it('shows no colour for an item without colours', () => {
    expect(cardColour(listItem({ colors: [] }), ['red'])).toBeNull();
  });

  it('links to the product page with the colour selected', () => {
    expect(cardHref(item, colour('red'))).toBe('/jackets/keb/?select-color=red-slug');
    expect(cardHref(item, { ...colour('red'), slug: 'punainen/ä' })).toBe('/jackets/keb/?select-color=punainen%2F%C3%A4');
    expect(cardHref(item, null)).toBe('/jackets/keb/');
  });

  it('uses the colour’s image, else the product image, else the placeholder', () => {
    expect(cardImage(item, colour('red', '/red.jpg'))).toBe('/red.jpg');
    expect(cardImage(item, colour('blue'))).toBe('/keb.jpg');
    expect(cardImage(item, null)).toBe('/keb.jpg');
    expect(cardImage(listItem({ image: '' }), colour('blue'))).toBe('');
  });
});
