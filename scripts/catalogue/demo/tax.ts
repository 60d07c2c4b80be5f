/** Tax classes: cat 9 shows VAT from the rate of the area and class, class 5 by default. */
export const STANDARD_TAX_CLASS = 5;
export const REDUCED_TAX_CLASS = 2;

/** Tax areas of migration 0002: 1 fi, 2 se, 3 de, 4 fr, 5 other EU, 6 export, 7 gb, 8 ch, 9 no. */
export const TAX_AREA_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

// Standard VAT per area; Norway is sold VAT-free like export (the shopper pays import VAT at the border).
const STANDARD: Record<number, number> = { 1: 25.5, 2: 25, 3: 19, 4: 20, 5: 21, 6: 0, 7: 20, 8: 8.1, 9: 0 };
// Books and maps: Finland 14 %, Sweden 6 %, Germany 7 %, France 5.5 %, UK zero-rated, Swiss 2.6 %.
const REDUCED: Record<number, number> = { 1: 14, 2: 6, 3: 7, 4: 5.5, 5: 9, 6: 0, 7: 0, 8: 2.6, 9: 0 };

export function vatPercent(taxAreaId: number, taxClassId = STANDARD_TAX_CLASS): number {
  return (taxClassId === REDUCED_TAX_CLASS ? REDUCED : STANDARD)[taxAreaId];
}

export function taxClasses() {
  return [
    { id: STANDARD_TAX_CLASS, name: 'Standard rate' },
    { id: REDUCED_TAX_CLASS, name: 'Reduced rate (books and maps)' },
  ];
}

export function taxRates() {
  return [STANDARD_TAX_CLASS, REDUCED_TAX_CLASS].flatMap((taxClassId) =>
    TAX_AREA_IDS.map((taxAreaId) => ({ taxAreaId, taxClassId, percentage: vatPercent(taxAreaId, taxClassId) })));
}
