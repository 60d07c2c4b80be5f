/**
 * Store-to-store transfer requests (core 3, core 5, cat 4): a staff member
 * orders goods from one or more source warehouses to one or more target
 * warehouses. The cart shows the rule and the server enforces it with the
 * same functions, so the two never disagree.
 */

/** The mode's settings as the checkout state and the request carry them (store ids). */
export interface TransferStores { from: number[]; to: number[] }

/** Units per store id, as a cart row's transferAmounts / transferAmountsFrom hold them. */
export type StoreAmounts = Record<string, number>;

interface TransferRowInput { amount: number; transferAmounts?: StoreAmounts; transferAmountsFrom?: StoreAmounts }

/** What one row moves: its units, where they are picked and where they go. */
export interface TransferRowPlan { amount: number; pickedFrom: StoreAmounts; deliverTo: StoreAmounts; picksEnough: boolean }

export function isTransferMode(stores: Partial<TransferStores> | null | undefined): boolean {
  return (stores?.from?.length ?? 0) > 0 && (stores?.to?.length ?? 0) > 0;
}

/** Only the listed stores, whole positive units; anything else a tampered row says counts as nothing. */
function amountsAt(amounts: StoreAmounts | undefined, stores: number[]): StoreAmounts {
  const kept: StoreAmounts = {};
  for (const store of stores) {
    const units = amounts?.[String(store)] ?? 0;
    if (Number.isInteger(units) && units > 0) kept[String(store)] = units;
  }
  return kept;
}

const sum = (amounts: StoreAmounts) => Object.values(amounts).reduce((total, units) => total + units, 0);

/** The picks cut to the row's amount, stores in the request's order: no unit is picked (or reserved) that does not move. */
function trimmed(picks: StoreAmounts, stores: number[], amount: number): StoreAmounts {
  const kept: StoreAmounts = {};
  let left = amount;
  for (const store of stores) {
    const units = Math.min(picks[String(store)] ?? 0, left);
    if (units > 0) kept[String(store)] = units;
    left -= units;
  }
  return kept;
}

/** A single store sending to itself moves nothing; the request names each store once. */
export function isSelfTransfer(stores: TransferStores): boolean {
  const from = new Set(stores.from);
  const to = new Set(stores.to);
  return from.size === 1 && to.size === 1 && [...from][0] === [...to][0];
}

/**
 * core 5: with several target warehouses the row amount is the sum of the
 * per-target amounts; otherwise the row's amount, or 1. With several source
 * warehouses the picked amounts must cover the row amount; with one, that
 * warehouse gives it all; picks beyond the amount are cut off. A row whose targets get 0 units moves nothing
 * (amount 0): the engine says so rather than moving one unit nobody asked for.
 */
export function planTransferRow(row: TransferRowInput, stores: TransferStores): TransferRowPlan {
  const several = (list: number[]) => list.length > 1;
  const deliverTo = several(stores.to) ? amountsAt(row.transferAmounts, stores.to) : { [String(stores.to[0])]: Math.max(1, row.amount) };
  const amount = several(stores.to) ? sum(deliverTo) : Math.max(1, row.amount);
  const picks = several(stores.from) ? amountsAt(row.transferAmountsFrom, stores.from) : { [String(stores.from[0])]: amount };
  return { amount, pickedFrom: trimmed(picks, stores.from, amount), deliverTo, picksEnough: sum(picks) >= amount };
}
