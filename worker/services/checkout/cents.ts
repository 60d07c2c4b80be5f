/**
 * Euro amounts rounded to cents, at each row and at each total (core 9:
 * prices rounded to 2 decimals). The product by 100 is first cut to 12
 * significant digits so that binary noise (1.005 * 100 = 100.49999...) does
 * not round the wrong way.
 */
export function cents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const rounded = Math.round(Number((amount * 100).toPrecision(12))) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** The sum of amounts, rounded once at the end. */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  return cents(total);
}
