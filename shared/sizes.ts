/**
 * Size ordering (cat 9): letter sizes XXXS up to XXXXXL, then "One size", then numeric sizes
 * in numeric order, then anything else alphabetically.
 */
const GROUP = { letter: 0, oneSize: 1, numeric: 2, other: 3 } as const;

interface SizeKey { group: number; value: number; }

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const FRACTION_CHARACTERS: Record<string, number> = { '¼': 1 / 4, '⅓': 1 / 3, '½': 1 / 2, '⅔': 2 / 3, '¾': 3 / 4 };

/** Rank of a letter size: M is 0, each step towards XXXXXL adds one, towards XXXS takes one; '3XL' counts as 'XXXL'. */
function letterRank(size: string): number | null {
  const match = /^(?:([2-9])X|(X*))([SML])$/.exec(size);
  if (!match) return null;
  const xs = match[1] ? Number(match[1]) : match[2].length;
  if (match[3] === 'M') return xs === 0 ? 0 : null;
  return (match[3] === 'L' ? 1 : -1) * (xs + 1);
}

function sizeKey(name: string): SizeKey {
  const compact = name.trim().toUpperCase().replace(/\s+/g, '');
  const rank = letterRank(compact);
  if (rank !== null) return { group: GROUP.letter, value: rank };
  // 'S/M' and 'XS-S' sit just after their first size.
  const range = /^(\w+)[-–/](\w+)$/.exec(compact);
  const from = range && letterRank(range[1]);
  if (range && from !== null && letterRank(range[2]) !== null) return { group: GROUP.letter, value: from + 0.5 };
  if (/^ONE-?SIZE$/.test(compact)) return { group: GROUP.oneSize, value: 0 };
  // '42,5', '42.5', '44 2/3', '42⅔', '35-38' (by its first number), '170 cm', '27.5 mondo'.
  const numeric = /^(\d+(?:[.,]\d+)?)(?:\s*([¼⅓½⅔¾])|\s+(\d+)\/(\d+)(?!\d))?/.exec(name.trim());
  if (numeric) {
    const [, whole, fractionCharacter, numerator, denominator] = numeric;
    const fraction = fractionCharacter ? FRACTION_CHARACTERS[fractionCharacter] : numerator && Number(denominator) > 0 ? Number(numerator) / Number(denominator) : 0;
    return { group: GROUP.numeric, value: Number(whole.replace(',', '.')) + fraction };
  }
  return { group: GROUP.other, value: 0 };
}

/** Sort comparator for size names; 'XXL', '2XL' and '2xl' compare equal. */
export function compareSizes(a: string, b: string): number {
  const keyA = sizeKey(a);
  const keyB = sizeKey(b);
  if (keyA.group !== keyB.group) return keyA.group - keyB.group;
  if (keyA.value !== keyB.value) return keyA.value - keyB.value;
  return keyA.group === GROUP.numeric || keyA.group === GROUP.other ? collator.compare(a.trim(), b.trim()) : 0;
}

/** A sorted copy; sizes that compare equal keep their given order. */
export function sortSizes(names: readonly string[]): string[] {
  return [...names].sort(compareSizes);
}
