/**
 * The binding release value ("DIN", the Z value) from the ISO 11088 table
 * (decision 030): a skier code from weight, lowered by height, moved by
 * age and skier type, read in the boot sole length's column. The wizard
 * shows it as guidance: a certified technician sets and checks the binding.
 */
import { isPlausibleSkier, type Skier, type SkierType } from './skier.ts';

export const SKIER_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P'] as const;
export type SkierCode = (typeof SKIER_CODES)[number];

/**
 * The sole length columns of ISO 11088's table, by their upper bound in mm:
 * <=230, 231-250, 251-270, 271-290, 291-310, 311-330, 331-350, >=351.
 */
const SOLE_COLUMN_MAX = [230, 250, 270, 290, 310, 330, 350, Infinity];

const _ = null;
/** Release values per skier code (rows A-P) and sole length column; null: no value in the table. */
const RELEASE_TABLE: ReadonlyArray<ReadonlyArray<number | null>> = [
  /* A */ [0.75, 0.75, 0.75, _, _, _, _, _],
  /* B */ [1, 0.75, 0.75, 0.75, _, _, _, _],
  /* C */ [1.5, 1.25, 1.25, 1, _, _, _, _],
  /* D */ [2, 1.75, 1.5, 1.5, 1.25, _, _, _],
  /* E */ [2.5, 2.25, 2, 1.75, 1.5, 1.5, _, _],
  /* F */ [3, 2.75, 2.5, 2.25, 2, 1.75, 1.75, _],
  /* G */ [_, 3.5, 3, 2.75, 2.5, 2.25, 2, _],
  /* H */ [_, _, 3.5, 3, 3, 2.75, 2.5, _],
  /* I */ [_, _, 4.5, 4, 3.5, 3.5, 3, _],
  /* J */ [_, _, 5.5, 5, 4.5, 4, 3.5, 3],
  /* K */ [_, _, 6.5, 6, 5.5, 5, 4.5, 4],
  /* L */ [_, _, 7.5, 7, 6.5, 6, 5.5, 5],
  /* M */ [_, _, _, 8.5, 8, 7, 6.5, 6],
  /* N */ [_, _, _, 10, 9.5, 8.5, 8, 7.5],
  /* O */ [_, _, _, 11.5, 11, 10, 9.5, 9],
  /* P */ [_, _, _, _, _, 12, 11, 10.5],
];

/** Weight bands (kg, upper bound exclusive) of codes A-L; 95 kg and more is M. Below 10 kg the table has no row. */
const WEIGHT_BELOW = [14, 18, 22, 26, 31, 36, 42, 49, 58, 67, 79, 95];
/** Height bands (cm, upper bound exclusive) of codes H-L; 195 cm and more is M. */
const HEIGHT_BELOW = [149, 158, 167, 179, 195];
const FIRST_HEIGHT_CODE = SKIER_CODES.indexOf('H');

/** Rows a skier type moves down the table (toward higher values). */
const TYPE_ROWS: Readonly<Record<SkierType, number>> = { '-1': -1, '1': 0, '2': 1, '3': 2, '3+': 3 };

function weightCode(weightKg: number): number {
  const index = WEIGHT_BELOW.findIndex((below) => weightKg < below);
  return index === -1 ? WEIGHT_BELOW.length : index;
}

function heightCode(heightCm: number): number {
  const index = HEIGHT_BELOW.findIndex((below) => heightCm < below);
  return FIRST_HEIGHT_CODE + (index === -1 ? HEIGHT_BELOW.length : index);
}

/**
 * The skier code: the weight's code, or the height's when that is higher
 * in the table (nearer A); then one row up for a skier aged 9 or under or
 * 50 and over, and down by the skier type. The table's notes: a skier of
 * weight code A keeps code A (no age or type correction), and type -1
 * counts as type 1 for weight codes A and B.
 */
export function skierCode(skier: Pick<Skier, 'heightCm' | 'weightKg' | 'age' | 'skierType'>): SkierCode {
  const byWeight = weightCode(skier.weightKg);
  let row = Math.min(byWeight, heightCode(skier.heightCm));
  if (row === 0) return SKIER_CODES[0];
  if (skier.age < 10 || skier.age >= 50) row -= 1;
  row += byWeight <= 1 && skier.skierType === '-1' ? 0 : TYPE_ROWS[skier.skierType];
  return SKIER_CODES[Math.max(0, Math.min(SKIER_CODES.length - 1, row))];
}

function soleColumn(soleLengthMm: number): number {
  return SOLE_COLUMN_MAX.findIndex((max) => soleLengthMm <= max);
}

/**
 * The release value for the skier, or null when the input is not a
 * plausible skier with a sole length (shared/ski-wizard/skier.ts). A code
 * with no value in the sole's column takes the nearest value in its row
 * (the charts' rule for a blank cell).
 */
export function releaseValue(skier: Skier): number | null {
  if (!isPlausibleSkier(skier, true) || skier.soleLengthMm === null) return null;
  const row = RELEASE_TABLE[SKIER_CODES.indexOf(skierCode(skier))];
  const column = soleColumn(skier.soleLengthMm);
  if (row[column] !== null) return row[column];
  const filled = row.flatMap((value, index) => (value === null ? [] : [index]));
  const nearest = filled.reduce((best, index) => (Math.abs(index - column) < Math.abs(best - column) ? index : best));
  return row[nearest];
}
