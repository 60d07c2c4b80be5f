import type { RangeChoice } from '../types/grid.ts';
import { coversRange } from './query-values.ts';

/**
 * A typed range made valid on blur (cat 5): ends clamped to the full range, reversed ends swapped.
 * Null when the result covers the full range: the filter is then removed (cat 4).
 */
export function clampRange(choice: RangeChoice, full: RangeChoice): RangeChoice | null {
  const clamp = (value: number, fallback: number) => (Number.isNaN(value) ? fallback : Math.min(full.max, Math.max(full.min, value)));
  const a = clamp(choice.min, full.min);
  const b = clamp(choice.max, full.max);
  const result = { min: Math.min(a, b), max: Math.max(a, b) };
  return coversRange(result, full) ? null : result;
}

/**
 * A number typed in a range input: '12', '12.5', '12,5' (comma decimal of fi and sv), '-3'.
 * Spaces (also no-break ones from a pasted formatted price) and a typographic minus are allowed.
 */
export function parseTypedNumber(text: string): number | null {
  const compact = text.replace(/\s+/g, '').replace(/\u2212/g, '-');
  if (!/^-?\d+(?:[.,]\d+)?$/.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}
