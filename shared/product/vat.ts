/** The VAT percentage shown on the product page (cat 9 "VAT {amount}%"). */

/** A model without a tax class is taxed in class 5 (cat 9). */
export const DEFAULT_TAX_CLASS = 5;

/**
 * The rate of the tax area and class; 0 when the table has no such rate
 * (the page then adds the local-taxes notice, as for a real 0 %).
 */
export function vatPercent(
  rates: Array<{ taxAreaId: number; taxClassId: number; percentage: number }>,
  taxAreaId: number,
  taxClass: number | null,
): number {
  const taxClassId = taxClass ?? DEFAULT_TAX_CLASS;
  return rates.find((rate) => rate.taxAreaId === taxAreaId && rate.taxClassId === taxClassId)?.percentage ?? 0;
}
