import { describe, expect, it } from 'vitest';
import { releaseValue, skierCode } from './din.ts';
import type { Skier } from './skier.ts';

const skier = (over: Partial<Skier>): Skier => ({ heightCm: 175, weightKg: 72, age: 35, skierType: '1', soleLengthMm: 305, ...over });

describe('the skier code of ISO 11088', () => {
  it('takes the code of the weight band', () => {
    expect(skierCode(skier({ weightKg: 10, heightCm: 200 }))).toBe('A');
    expect(skierCode(skier({ weightKg: 13.9, heightCm: 200 }))).toBe('A');
    expect(skierCode(skier({ weightKg: 14, heightCm: 200 }))).toBe('B');
    expect(skierCode(skier({ weightKg: 48, heightCm: 200 }))).toBe('H');
    expect(skierCode(skier({ weightKg: 49, heightCm: 200 }))).toBe('I');
    expect(skierCode(skier({ weightKg: 66, heightCm: 200 }))).toBe('J');
    expect(skierCode(skier({ weightKg: 67, heightCm: 200 }))).toBe('K');
    expect(skierCode(skier({ weightKg: 94, heightCm: 200 }))).toBe('L');
    expect(skierCode(skier({ weightKg: 95, heightCm: 200 }))).toBe('M');
  });

  it('takes the height code when it is nearer the top of the table', () => {
    expect(skierCode(skier({ weightKg: 100, heightCm: 148 }))).toBe('H');
    expect(skierCode(skier({ weightKg: 100, heightCm: 157 }))).toBe('I');
    expect(skierCode(skier({ weightKg: 100, heightCm: 166 }))).toBe('J');
    expect(skierCode(skier({ weightKg: 100, heightCm: 178 }))).toBe('K');
    expect(skierCode(skier({ weightKg: 100, heightCm: 194 }))).toBe('L');
    expect(skierCode(skier({ weightKg: 100, heightCm: 195 }))).toBe('M');
    // A light, tall skier keeps the weight's code.
    expect(skierCode(skier({ weightKg: 60, heightCm: 190 }))).toBe('J');
  });

  it('moves one row up for skiers under 10 and from 50', () => {
    expect(skierCode(skier({ age: 9 }))).toBe('J');
    expect(skierCode(skier({ age: 10 }))).toBe('K');
    expect(skierCode(skier({ age: 49 }))).toBe('K');
    expect(skierCode(skier({ age: 50 }))).toBe('J');
  });

  it('moves down by the skier type', () => {
    expect(skierCode(skier({ skierType: '-1' }))).toBe('J');
    expect(skierCode(skier({ skierType: '1' }))).toBe('K');
    expect(skierCode(skier({ skierType: '2' }))).toBe('L');
    expect(skierCode(skier({ skierType: '3' }))).toBe('M');
    expect(skierCode(skier({ skierType: '3+' }))).toBe('N');
    expect(skierCode(skier({ weightKg: 120, heightCm: 200, skierType: '3+' }))).toBe('P');
  });

  it('keeps the lightest skiers at A, and type -1 as type 1 for codes A and B', () => {
    expect(skierCode(skier({ weightKg: 12, heightCm: 90, age: 5, skierType: '3' }))).toBe('A');
    expect(skierCode(skier({ weightKg: 15, heightCm: 100, age: 12, skierType: '-1' }))).toBe('B');
    expect(skierCode(skier({ weightKg: 19, heightCm: 110, age: 12, skierType: '-1' }))).toBe('B');
  });
});

describe('the release value of ISO 11088', () => {
  // The published table's sole length columns: <=230, 231-250, 251-270, 271-290, 291-310, 311-330, 331-350, >=351 mm.
  const SOLES = [225, 240, 260, 280, 300, 320, 340, 360];

  it('reads the table\'s column bounds in mm', () => {
    // Row K (67-78 kg, 167-178 cm, type 1, 10-49 years): - | - | 6.5 | 6 | 5.5 | 5 | 4.5 | 4.
    expect([251, 270, 271, 290, 291, 310, 311, 330, 331, 350, 351].map((sole) => releaseValue(skier({ soleLengthMm: sole }))))
      .toEqual([6.5, 6.5, 6, 6, 5.5, 5.5, 5, 5, 4.5, 4.5, 4]);
  });

  it('reads the adult rows: an average skier with a 305 mm sole gets 5.5 (K), and 6.5 as type 2 (L)', () => {
    expect(SOLES.slice(2).map((sole) => releaseValue(skier({ soleLengthMm: sole })))).toEqual([6.5, 6, 5.5, 5, 4.5, 4]);
    // Row L: - | - | 7.5 | 7 | 6.5 | 6 | 5.5 | 5.
    expect(SOLES.slice(2).map((sole) => releaseValue(skier({ skierType: '2', soleLengthMm: sole })))).toEqual([7.5, 7, 6.5, 6, 5.5, 5]);
    // Row J (58-66 kg): - | - | 5.5 | 5 | 4.5 | 4 | 3.5 | 3.
    expect(SOLES.slice(2).map((sole) => releaseValue(skier({ weightKg: 62, soleLengthMm: sole })))).toEqual([5.5, 5, 4.5, 4, 3.5, 3]);
    // Row I (49-57 kg): - | - | 4.5 | 4 | 3.5 | 3.5 | 3 | -.
    expect(SOLES.slice(2, 7).map((sole) => releaseValue(skier({ weightKg: 52, heightCm: 160, soleLengthMm: sole })))).toEqual([4.5, 4, 3.5, 3.5, 3]);
    // Row H (42-48 kg): - | - | 3.5 | 3 | 3 | 2.75 | 2.5 | -.
    expect(SOLES.slice(2, 7).map((sole) => releaseValue(skier({ weightKg: 45, heightCm: 150, soleLengthMm: sole })))).toEqual([3.5, 3, 3, 2.75, 2.5]);
  });

  it('reads the children\'s rows, where the short sole columns have values', () => {
    const child = (weightKg: number, soleLengthMm: number) => releaseValue(skier({ weightKg, heightCm: 130, age: 12, soleLengthMm }));
    // Row G (36-41 kg): - | 3.5 | 3 | 2.75 | 2.5 | 2.25 | 2 | -.
    expect(SOLES.slice(1, 7).map((sole) => child(38, sole))).toEqual([3.5, 3, 2.75, 2.5, 2.25, 2]);
    // Row F (31-35 kg): 3 | 2.75 | 2.5 | 2.25 | 2 | 1.75 | 1.75 | -.
    expect(SOLES.slice(0, 7).map((sole) => child(33, sole))).toEqual([3, 2.75, 2.5, 2.25, 2, 1.75, 1.75]);
    // Row E (26-30 kg): 2.5 | 2.25 | 2 | 1.75 | 1.5 | 1.5 | - | -.
    expect(SOLES.slice(0, 6).map((sole) => child(28, sole))).toEqual([2.5, 2.25, 2, 1.75, 1.5, 1.5]);
    // Row D (22-25 kg): 2 | 1.75 | 1.5 | 1.5 | 1.25 | - | - | -.
    expect(SOLES.slice(0, 5).map((sole) => child(24, sole))).toEqual([2, 1.75, 1.5, 1.5, 1.25]);
    // Row C (18-21 kg): 1.5 | 1.25 | 1.25 | 1; row B (14-17 kg): 1 | 0.75 | 0.75 | 0.75; row A (10-13 kg): 0.75 | 0.75 | 0.75.
    expect(SOLES.slice(0, 4).map((sole) => child(20, sole))).toEqual([1.5, 1.25, 1.25, 1]);
    expect(SOLES.slice(0, 4).map((sole) => child(16, sole))).toEqual([1, 0.75, 0.75, 0.75]);
    expect(SOLES.slice(0, 3).map((sole) => child(12, sole))).toEqual([0.75, 0.75, 0.75]);
  });

  it('moves a child of 9 or under one row up, as a skier of 50 and over', () => {
    // 33 kg, 9 years: F moves to E, 2 at 260 mm; at 10 years F stays, 2.5.
    expect(releaseValue(skier({ weightKg: 33, heightCm: 135, age: 9, soleLengthMm: 260 }))).toBe(2);
    expect(releaseValue(skier({ weightKg: 33, heightCm: 135, age: 10, soleLengthMm: 260 }))).toBe(2.5);
  });

  it('reads the rows of heavy, aggressive skiers', () => {
    // Row M (95 kg and more, 195 cm and more): - | - | - | 8.5 | 8 | 7 | 6.5 | 6.
    expect(SOLES.slice(3).map((sole) => releaseValue(skier({ weightKg: 100, heightCm: 196, soleLengthMm: sole })))).toEqual([8.5, 8, 7, 6.5, 6]);
    // Row N (type 2): 10 | 9.5 | 8.5 | 8 | 7.5; row O (type 3): 11.5 | 11 | 10 | 9.5 | 9.
    expect(SOLES.slice(3).map((sole) => releaseValue(skier({ weightKg: 100, heightCm: 196, skierType: '2', soleLengthMm: sole })))).toEqual([10, 9.5, 8.5, 8, 7.5]);
    expect(SOLES.slice(3).map((sole) => releaseValue(skier({ weightKg: 100, heightCm: 196, skierType: '3', soleLengthMm: sole })))).toEqual([11.5, 11, 10, 9.5, 9]);
    // Row P (type 3+): 12 | 11 | 10.5 from 311 mm.
    expect(SOLES.slice(5).map((sole) => releaseValue(skier({ weightKg: 100, heightCm: 196, skierType: '3+', soleLengthMm: sole })))).toEqual([12, 11, 10.5]);
  });

  it('combines age and type: a type 2 skier of 55 stays on the weight row', () => {
    // 80 kg, 182 cm: L; 55 years: K; type 2: L → 6.5 at 305 mm.
    expect(releaseValue(skier({ weightKg: 80, heightCm: 182, age: 55, skierType: '2', soleLengthMm: 305 }))).toBe(6.5);
  });

  it('takes the nearest value in the row where the sole column is blank', () => {
    // Row K has no value for soles up to 250 mm: the 251-270 value applies.
    expect(releaseValue(skier({ soleLengthMm: 245 }))).toBe(6.5);
    // Row A has none from 271 mm: its last value applies.
    expect(releaseValue(skier({ weightKg: 12, heightCm: 90, age: 4, soleLengthMm: 300 }))).toBe(0.75);
    // Row P has none up to 310 mm: the 311-330 value applies.
    expect(releaseValue(skier({ weightKg: 100, heightCm: 196, skierType: '3+', soleLengthMm: 290 }))).toBe(12);
  });

  it('gives no value for impossible input', () => {
    expect(releaseValue(skier({ heightCm: 20 }))).toBeNull();
    expect(releaseValue(skier({ weightKg: 900 }))).toBeNull();
    expect(releaseValue(skier({ weightKg: 5 }))).toBeNull();
    expect(releaseValue(skier({ age: -1 }))).toBeNull();
    expect(releaseValue(skier({ age: 30.5 }))).toBeNull();
    expect(releaseValue(skier({ soleLengthMm: null }))).toBeNull();
    expect(releaseValue(skier({ soleLengthMm: 90 }))).toBeNull();
    expect(releaseValue(skier({ weightKg: Number.NaN }))).toBeNull();
    expect(releaseValue(skier({ skierType: '4' as never }))).toBeNull();
  });
});
