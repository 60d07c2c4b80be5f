import { describe, expect, it } from 'vitest';
import { alpineSkiLength, nordicSkiLength, recommendedSkiLength } from './ski-length.ts';

const skier = { heightCm: 180, weightKg: 75, skierType: '2' as const };

describe('the recommended ski length', () => {
  it('sets an alpine range from height by skier type', () => {
    expect(alpineSkiLength({ ...skier, skierType: '-1' })).toEqual({ min: 160, max: 170 });
    expect(alpineSkiLength({ ...skier, skierType: '1' })).toEqual({ min: 165, max: 175 });
    expect(alpineSkiLength(skier)).toEqual({ min: 170, max: 180 });
    expect(alpineSkiLength({ ...skier, skierType: '3' })).toEqual({ min: 175, max: 185 });
    expect(alpineSkiLength({ ...skier, skierType: '3+' })).toEqual({ min: 180, max: 190 });
  });

  it('moves the range by weight for height', () => {
    // BMI 18.5: 5 cm shorter; BMI 28.4: 5 cm longer; BMI 23.1: none.
    expect(alpineSkiLength({ ...skier, weightKg: 60 })).toEqual({ min: 165, max: 175 });
    expect(alpineSkiLength({ ...skier, weightKg: 92 })).toEqual({ min: 175, max: 185 });
  });

  it('sets nordic classic and skate ranges', () => {
    expect(nordicSkiLength(skier, 'classic')).toEqual({ min: 190, max: 200 });
    expect(nordicSkiLength(skier, 'skate')).toEqual({ min: 185, max: 195 });
    expect(nordicSkiLength({ ...skier, skierType: '1' }, 'skate')).toEqual({ min: 180, max: 190 });
    expect(recommendedSkiLength(skier, 'nordic')).toEqual({ sport: 'nordic', classic: { min: 190, max: 200 }, skate: { min: 185, max: 195 } });
    expect(recommendedSkiLength(skier, 'alpine')).toEqual({ sport: 'alpine', alpine: { min: 170, max: 180 } });
  });

  it('gives no length for an impossible skier', () => {
    expect(alpineSkiLength({ ...skier, heightCm: 20 })).toBeNull();
    expect(recommendedSkiLength({ ...skier, weightKg: 900 }, 'nordic')).toBeNull();
    expect(alpineSkiLength({ ...skier, skierType: 'x' as never })).toBeNull();
  });
});
