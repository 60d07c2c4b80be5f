import { describe, expect, it } from 'vitest';
import { createSlugRegistry, slugify } from './slug.ts';

describe('slugify', () => {
  it('transliterates Russian into readable Latin', () => {
    expect(slugify('Горные лыжи', 'ru')).toBe('gornye-lyzhi');
    expect(slugify('Товары б/у', 'ru')).toBe('tovary-b-u');
  });

  it('spells German umlauts out and drops Nordic and French accents', () => {
    expect(slugify('Mietausrüstung', 'de')).toBe('mietausruestung');
    expect(slugify('Käytetyt tuotteet', 'fi')).toBe('kaytetyt-tuotteet');
    expect(slugify('Sous-vêtements techniques', 'fr')).toBe('sous-vetements-techniques');
    expect(slugify("Kids' skis", 'en')).toBe('kids-skis');
    expect(slugify('Drivsnø Ridge', 'en')).toBe('drivsno-ridge');
  });
});

describe('createSlugRegistry', () => {
  it('numbers a repeated slug and never hands out the same one twice', () => {
    const slugFor = createSlugRegistry();
    expect([slugFor('a'), slugFor('a'), slugFor('a-2'), slugFor('a')]).toEqual(['a', 'a-2', 'a-2-2', 'a-3']);
  });
});
