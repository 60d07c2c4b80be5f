import { describe, expect, it } from 'vitest';
import { isSelfTransfer, isTransferMode, planTransferRow } from './transfer-request.ts';

describe('a transfer request row (core 5)', () => {
  it('is a transfer only with both source and target warehouses', () => {
    expect(isTransferMode({ from: [1], to: [2] })).toBe(true);
    expect(isTransferMode({ from: [1], to: [] })).toBe(false);
    expect(isTransferMode(null)).toBe(false);
  });

  it('takes the whole row from a single source and sends it to a single target', () => {
    expect(planTransferRow({ amount: 3 }, { from: [20], to: [1] })).toEqual({ amount: 3, pickedFrom: { 20: 3 }, deliverTo: { 1: 3 }, picksEnough: true });
  });

  it('moves at least one unit when the row says nothing sensible', () => {
    expect(planTransferRow({ amount: 0 }, { from: [20], to: [1] }).amount).toBe(1);
  });

  it('counts the row as the sum of its targets when there are several, ignoring stores outside the request', () => {
    const plan = planTransferRow({ amount: 9, transferAmounts: { 1: 2, 2: 1, 7: 5 } }, { from: [20], to: [1, 2] });
    expect([plan.amount, plan.deliverTo, plan.pickedFrom]).toEqual([3, { 1: 2, 2: 1 }, { 20: 3 }]);
    expect(planTransferRow({ amount: 9 }, { from: [20], to: [1, 2] }).amount).toBe(0);
  });

  it('needs the picks of several sources to cover the row', () => {
    const stores = { from: [1, 20], to: [2] };
    expect(planTransferRow({ amount: 3, transferAmountsFrom: { 1: 1, 20: 1 } }, stores).picksEnough).toBe(false);
    expect(planTransferRow({ amount: 3, transferAmountsFrom: { 1: 1, 20: 2 } }, stores).picksEnough).toBe(true);
    expect(planTransferRow({ amount: 3, transferAmountsFrom: { 1: -4, 20: 2.5 } }, stores).pickedFrom).toEqual({});
  });

  it('cuts picks beyond the row amount, so no unit is picked or reserved that does not move', () => {
    const plan = planTransferRow({ amount: 2, transferAmountsFrom: { 1: 5, 20: 5 } }, { from: [1, 20], to: [2] });
    expect([plan.pickedFrom, plan.picksEnough]).toEqual([{ 1: 2 }, true]);
  });

  it('calls a single store sending to itself a self-transfer, whatever the repeats', () => {
    expect(isSelfTransfer({ from: [1, 1], to: [1] })).toBe(true);
    expect(isSelfTransfer({ from: [1], to: [1, 2] })).toBe(false);
  });
});
