import { describe, expect, it } from 'vitest';
import { recommendedSkiLength } from '../../../shared/ski-wizard/ski-length.ts';
import { closestToRecommended, isRecommendedLength, lengthRanges, variantLengthCm } from './ski-length-choice.ts';

const labelled = (...labels: string[]) => labels.map((label, index) => ({ id: index + 1, label }));

describe('a ski variant’s length from its label', () => {
  it('reads centimetres with or without a space, a decimal comma or point, and a bare number', () => {
    expect(variantLengthCm('170 cm')).toBe(170);
    expect(variantLengthCm('163cm')).toBe(163);
    expect(variantLengthCm('Länge 172,5 cm')).toBe(172.5);
    expect(variantLengthCm('182.5 CM')).toBe(182.5);
    expect(variantLengthCm(' 190 ')).toBe(190);
  });

  it('is null for a label without a plausible length', () => {
    expect(variantLengthCm('')).toBeNull();
    expect(variantLengthCm('One size')).toBeNull();
    expect(variantLengthCm('2024')).toBeNull();
    expect(variantLengthCm('12 cm')).toBeNull();
    expect(variantLengthCm('Ridge 90 wide')).toBeNull();
  });
});

describe('the recommended ranges a length is judged against', () => {
  const skier = { heightCm: 180, weightKg: 75, skierType: '2' as const };

  it('are the alpine range, or both nordic styles’ ranges, and none without a skier', () => {
    expect(lengthRanges(recommendedSkiLength(skier, 'alpine'))).toEqual([{ min: 170, max: 180 }]);
    expect(lengthRanges(recommendedSkiLength(skier, 'nordic'))).toEqual([{ min: 190, max: 200 }, { min: 185, max: 195 }]);
    expect(lengthRanges(null)).toEqual([]);
  });
});

describe('the recommended lengths of a card', () => {
  const range = [{ min: 170, max: 180 }];

  it('marks the lengths inside a range, ends included, and nothing without a range or a length', () => {
    expect(labelled('160 cm', '170 cm', '175 cm', '180 cm', '185 cm', 'One size').map((variant) => isRecommendedLength(variant, range)))
      .toEqual([false, true, true, true, false, false]);
    expect(isRecommendedLength({ label: '175 cm' }, [])).toBe(false);
  });

  it('starts on the length closest to the range’s middle, the shorter on a tie', () => {
    expect(closestToRecommended(labelled('150 cm', '160 cm', '170 cm', '177 cm', '190 cm'), range)?.id).toBe(4);
    expect(closestToRecommended(labelled('170 cm', '180 cm'), range)?.label).toBe('170 cm');
    expect(closestToRecommended(labelled('180 cm', '170 cm'), range)?.label).toBe('170 cm');
  });

  it('takes the middle of both nordic ranges together', () => {
    expect(closestToRecommended(labelled('180 cm', '190 cm', '195 cm', '205 cm'), [{ min: 190, max: 200 }, { min: 185, max: 195 }])?.label).toBe('190 cm');
  });

  it('is none without a range or without a readable length', () => {
    expect(closestToRecommended(labelled('170 cm'), [])).toBeNull();
    expect(closestToRecommended(labelled('One size', ''), range)).toBeNull();
  });
});
