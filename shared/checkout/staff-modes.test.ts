import { describe, expect, it } from 'vitest';
import { clearCheckout } from './checkout-core.ts';
import { parseCheckoutState, serializeCheckoutState } from './parse-checkout-state.ts';
import { canStartTransfer, cartModeOf, endStaffModes, endTransferRequest, setTransferAmount, startEnterpriseOrder, startTransferRequest } from './staff-modes.ts';
import { toCheckoutRequest } from './checkout-validation.ts';
import { cart, row } from '../../tests/unit-helpers/test-checkout.ts';

const transfer = { from: [1, 20], to: [2, 3], highPriority: true, reserveQuantity: false };
const context = { countryCode: 'fi', languageCode: 'fi' };

describe('the staff modes of the checkout state (core 3)', () => {
  it('keeps an enterprise order and a transfer request apart', () => {
    const enterprise = startEnterpriseOrder(cart([row(5)]), { id: 7001, name: 'Ski school' });
    expect(cartModeOf(enterprise)).toEqual({ kind: 'enterprise', order: { id: 7001, name: 'Ski school' } });
    const moved = startTransferRequest(enterprise, transfer);
    expect([moved.enterpriseOrder, cartModeOf(moved)]).toEqual([null, { kind: 'transfer', from: [1, 20] }]);
    expect(cartModeOf(startEnterpriseOrder(moved, { id: 7001, name: 'Ski school' })).kind).toBe('enterprise');
  });

  it('refuses a transfer without stores on both sides or from a store to itself', () => {
    expect(canStartTransfer({ from: [1], to: [] })).toBe(false);
    expect(canStartTransfer({ from: [1], to: [1] })).toBe(false);
    const state = cart([row(5)]);
    expect(startTransferRequest(state, { ...transfer, to: [] })).toBe(state);
  });

  it('sets per-store units only for the request\'s stores, and drops them when the request ends', () => {
    let state = startTransferRequest(cart([row(5, { amount: 2 })]), transfer);
    state = setTransferAmount(state, 5, 'from', 20, 2);
    state = setTransferAmount(state, 5, 'to', 3, 4.7);
    expect(setTransferAmount(state, 5, 'from', 99, 1)).toBe(state);
    expect([state.products[0].transferAmountsFrom, state.products[0].transferAmounts, state.validateHash]).toEqual([{ 20: 2 }, { 3: 4 }, '']);
    expect(setTransferAmount(state, 5, 'from', 20, 0).products[0].transferAmountsFrom).toEqual({});
    const ended = endTransferRequest(state);
    expect([ended.transferRequest, ended.transferRequestFrom, ended.products[0].transferAmounts]).toEqual([false, [], undefined]);
  });

  it('sends the staff fields only while a mode is on', () => {
    expect(Object.keys(toCheckoutRequest(cart([row(5)]), context))).not.toContain('transfer_request_from');
    const state = setTransferAmount(startTransferRequest(cart([row(5)]), transfer), 5, 'to', 2, 1);
    expect(toCheckoutRequest(state, context)).toMatchObject({
      transfer_request_from: [1, 20], transfer_request_to: [2, 3], transfer_request_high_priority: true, transfer_request_reserve_quantity: false,
      products: [{ productId: 5, amount: 1, transferAmounts: { 2: 1 } }],
    });
    expect(toCheckoutRequest(startEnterpriseOrder(cart(), { id: 7001, name: 'x' }), context).enterprise_order).toEqual({ id: 7001 });
  });

  it('clears the transfer request and post delivery with the cart but keeps the enterprise order', () => {
    const state = { ...startTransferRequest(cart([row(5)]), transfer), postDelivery: true };
    const cleared = clearCheckout(state);
    expect([cleared.transferRequest, cleared.postDelivery, cleared.products]).toEqual([false, false, []]);
    expect(clearCheckout(startEnterpriseOrder(cart([row(5)]), { id: 7, name: 'x' })).enterpriseOrder).toEqual({ id: 7, name: 'x' });
  });

  it('drops every mode when the server refuses them', () => {
    const ended = endStaffModes({ ...startEnterpriseOrder(cart([row(5)]), { id: 7, name: 'x' }), postDelivery: true });
    expect([ended.enterpriseOrder, ended.postDelivery, ended.products.length]).toEqual([null, false, 1]);
  });

  it('survives storage and reads a tampered mode as no mode', () => {
    const state = setTransferAmount(startTransferRequest(cart([row(5)]), transfer), 5, 'from', 1, 1);
    const read = parseCheckoutState(serializeCheckoutState(state));
    expect([read.transferRequestFrom, read.transferRequestTo, read.products[0].transferAmountsFrom]).toEqual([[1, 20], [2, 3], { 1: 1 }]);
    const tampered = parseCheckoutState(JSON.stringify({ transferRequest: true, transferRequestFrom: ['x'], transferRequestTo: [2], enterpriseOrder: { id: -1, name: 'x' } }));
    expect([tampered.transferRequest, tampered.enterpriseOrder]).toEqual([false, null]);
  });

  it('makes a row with several targets as large as they receive in all', () => {
    let state = startTransferRequest(cart([row(5)]), transfer);
    state = setTransferAmount(setTransferAmount(state, 5, 'to', 2, 2), 5, 'to', 3, 3);
    expect(state.products[0].amount).toBe(5);
    expect(setTransferAmount(state, 5, 'to', 3, 3)).toBe(state);
  });

  it('does not send codes or gift cards in a transfer request, and keeps the codes for afterwards', () => {
    const state = { ...startTransferRequest(cart([row(5)]), transfer), codes: ['WELCOME10'], giftCardProducts: [{ uid: 'g', productId: 2427, amount: 50 }] };
    const request = toCheckoutRequest(state, context);
    expect([request.discount_codes, request.gift_card_products]).toEqual([[], []]);
    expect(toCheckoutRequest(endTransferRequest(state), context).discount_codes).toEqual(['WELCOME10']);
  });
});
