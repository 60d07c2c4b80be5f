import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validateInput } from '../validation.ts';
import { orderCancelSchema, orderListQuerySchema, orderStatusSchema, orderTrackingSchema, warehouseStatusSchema } from './order-desk-schema.ts';

const fields = (schema: v.GenericSchema, input: unknown) => {
  const result = validateInput(schema, input, { missing: 'orderDesk.error.required' });
  return result.ok ? {} : result.fields;
};

describe('the staff list query', () => {
  it('reads empty filters as "all" and the page as a number', () => {
    expect(v.parse(orderListQuerySchema, {})).toEqual({ status: '', store: '', delivery_method: '', from: '', to: '', page: 1 });
    expect(v.parse(orderListQuerySchema, { status: 'shipped', store: '20', delivery_method: '3', from: '2025-06-01', to: '2025-06-30', page: '2' }))
      .toEqual({ status: 'shipped', store: 20, delivery_method: 3, from: '2025-06-01', to: '2025-06-30', page: 2 });
  });

  it('refuses an unknown status, a store that is not an id, a day that does not exist and page 0', () => {
    expect(Object.keys(fields(orderListQuerySchema, { status: 'lost', store: '-1', from: '2025-02-29', to: '2025-13-01', page: '0' })).sort())
      .toEqual(['from', 'page', 'status', 'store', 'to']);
    expect(fields(orderListQuerySchema, { from: '2024-02-29' })).toEqual({});
  });
});

describe('the staff actions', () => {
  it('moves only to a fulfilment status, with an optional message of at most 2000 characters', () => {
    expect(v.parse(orderStatusSchema, { status: 'shipped' })).toEqual({ status: 'shipped', note: '' });
    expect(fields(orderStatusSchema, { status: 'awaiting_payment' })).toEqual({ status: 'orderDesk.error.status' });
    expect(fields(orderStatusSchema, { status: 'shipped', note: 'x'.repeat(2001) })).toEqual({ note: 'orderDesk.error.tooLong' });
  });

  it('takes a tracking code of letters, digits, spaces and dashes in upper case, and a short carrier', () => {
    expect(v.parse(orderTrackingSchema, { code: ' jjfi-6451 2300 ', carrier: ' Posti ' })).toEqual({ code: 'JJFI-6451 2300', carrier: 'Posti' });
    expect(v.parse(orderTrackingSchema, { code: '1Z999AA10123456784' })).toEqual({ code: '1Z999AA10123456784', carrier: '' });
    for (const code of ['ab', 'JJ<FI>123', 'X'.repeat(41), '-JJFI123', 'JJFI123 ']) {
      if (code.trim() === code) expect(fields(orderTrackingSchema, { code }), code).toEqual({ code: 'orderDesk.error.code' });
    }
    expect(fields(orderTrackingSchema, { code: '   ' })).toEqual({ code: 'orderDesk.error.required' });
    expect(fields(orderTrackingSchema, { code: 'JJFI123', carrier: 'x'.repeat(41) })).toEqual({ carrier: 'orderDesk.error.tooLong' });
  });

  it('wants the cancel\'s refund as a boolean', () => {
    expect(v.parse(orderCancelSchema, { refund: false, note: ' Sorry. ' })).toEqual({ refund: false, note: 'Sorry.' });
    expect(fields(orderCancelSchema, { refund: 'true' })).toEqual({ refund: 'orderDesk.error.invalid' });
    expect(fields(orderCancelSchema, {})).toEqual({ refund: 'orderDesk.error.required' });
  });
});

describe('the warehouse delivery', () => {
  it('reads an order number in any case, a fulfilment status, an optional tracking code and the event id', () => {
    expect(v.parse(warehouseStatusSchema, { order_number: ' k12345678 ', status: 'shipped', tracking_code: 'jjfi123', carrier: 'Posti', event_id: 'evt_01:A.b-2' }))
      .toEqual({ order_number: 'K12345678', status: 'shipped', tracking_code: 'JJFI123', carrier: 'Posti', event_id: 'evt_01:A.b-2' });
    expect(v.parse(warehouseStatusSchema, { order_number: 'K1', status: 'delivered', event_id: '1' })).toMatchObject({ tracking_code: '', carrier: '' });
  });

  it('refuses a status outside fulfilment, an event id with spaces or over 100 characters, and a missing order number', () => {
    expect(Object.keys(fields(warehouseStatusSchema, { status: 'cancelled', event_id: 'a b' })).sort()).toEqual(['event_id', 'order_number', 'status']);
    expect(Object.keys(fields(warehouseStatusSchema, { order_number: 'K1', status: 'shipped', event_id: 'e'.repeat(101) }))).toEqual(['event_id']);
    expect(Object.keys(fields(warehouseStatusSchema, { order_number: 'K1', status: 'shipped', event_id: 'e', tracking_code: '??' }))).toEqual(['tracking_code']);
  });
});
