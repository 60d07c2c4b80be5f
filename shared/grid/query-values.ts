import type { RangeChoice } from '../types/grid.ts';

/** Limits on what a URL may ask for, so a crafted query cannot make the filters costly. */
const MAX_VALUE_LENGTH = 100;
const MAX_LIST_ENTRIES = 50;
export const MAX_TEXT_LENGTH = 100;
export const MAX_PAGE = 10_000;

const NUMBER = '-?\\d+(?:\\.\\d+)?';
// 'min-max' where either end may be negative or decimal: '-10-5' is -10 to 5.
const RANGE = new RegExp(`^(${NUMBER})-(${NUMBER})$`);

/** Cuts to at most max UTF-16 units without splitting a surrogate pair. */
export function capLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** A 'min-max' value; reversed ends are swapped; anything malformed is null. */
export function parseRange(value: string | null): RangeChoice | null {
  if (value === null || value.length > MAX_VALUE_LENGTH) return null;
  const match = RANGE.exec(value.trim());
  if (!match) return null;
  const a = Number(match[1]);
  const b = Number(match[2]);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** A list's values (already split at commas) trimmed and capped, empties and repeats dropped, at most MAX_LIST_ENTRIES. */
export function parseList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of values) {
    const value = capLength(raw.trim(), MAX_VALUE_LENGTH).trim();
    if (value !== '') seen.add(value);
    if (seen.size >= MAX_LIST_ENTRIES) break;
  }
  return [...seen];
}

/** A 1-based page number; anything but a positive integer is page 1. */
export function parsePage(value: string | null): number {
  const text = value?.trim() ?? '';
  if (!/^\d{1,12}$/.test(text)) return 1;
  const page = Number(text);
  return page < 1 ? 1 : Math.min(page, MAX_PAGE);
}

/** A number without trailing zeros or exponent, as the range parser reads it back. */
export function formatNumber(value: number): string {
  if (Math.abs(value) >= 1e21) return String(value);
  const text = value.toFixed(6).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

export function formatRange(range: RangeChoice): string {
  return `${formatNumber(range.min)}-${formatNumber(range.max)}`;
}

/** True when choice leaves nothing of full out: such a filter filters nothing (cat 4). */
export function coversRange(choice: RangeChoice, full: RangeChoice): boolean {
  return choice.min <= full.min && choice.max >= full.max;
}
