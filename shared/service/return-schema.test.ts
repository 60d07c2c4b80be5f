import { describe, expect, it } from 'vitest';
import { validateInput } from '../validation.ts';
import { accountReturnRequestSchema, returnRequestSchema, returnSubmitSchema, type ReturnSubmitRequest } from './return-schema.ts';
import { RETURN_REASONS } from './service-form-messages.ts';

const REQUIRED = 'serviceForm.error.required';
const check = (schema: Parameters<typeof validateInput>[0], input: unknown) => validateInput(schema, input, { missing: REQUIRED, notAnObject: 'serviceForm.error.invalid' });
const TOKEN = 'a'.repeat(43);
const row = (fields: Record<string, unknown> = {}) => ({ position: 0, amount: 1, reason: 'too_small', action: 'return', ...fields });

describe('the return request', () => {
  it('takes the order number in any case with spaces around, and the email trimmed', () => {
    expect(check(returnRequestSchema, { email: ' aino@example.com ', order_number: ' k12345678 ' }))
      .toEqual({ ok: true, request: { email: 'aino@example.com', order_number: 'K12345678' } });
  });

  it('says "This is a required field." for what a guest leaves out, and names a bad address', () => {
    expect(check(returnRequestSchema, { order_number: '' })).toEqual({ ok: false, fields: { email: REQUIRED, order_number: REQUIRED } });
    expect(check(returnRequestSchema, { email: 'aino', order_number: 'K1' })).toEqual({
      ok: false, fields: { email: 'serviceForm.error.email', order_number: 'returns.error.orderNumber' },
    });
  });

  it('needs only the order number from a logged-in customer', () => {
    expect(check(accountReturnRequestSchema, { order_number: 'K12345678' })).toEqual({ ok: true, request: { order_number: 'K12345678' } });
  });
});

describe('the return form\'s submit', () => {
  it('takes return and exchange rows with a real reason, and drops the tracking code\'s spaces around it', () => {
    const result = check(returnSubmitSchema, {
      token: TOKEN, idempotency_key: 'key-0123456789abcdef',
      rows: [row({ tracking_code: ' RR123 ' }), row({ position: 1, action: 'exchange', exchange_variant_id: 3003, reason: RETURN_REASONS[0] })],
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect((result.request as ReturnSubmitRequest).rows[0].tracking_code).toBe('RR123');
  });

  it('says a return reason must be selected, and a size for an exchange (cat 5)', () => {
    expect(check(returnSubmitSchema, { token: TOKEN, rows: [row({ reason: '' }), row({ position: 1, action: 'exchange', exchange_variant_id: null })] })).toEqual({
      ok: false, fields: { 'rows.0.reason': 'returns.error.reason', 'rows.1.exchange_variant_id': 'returns.error.size' },
    });
    expect(check(returnSubmitSchema, { token: TOKEN, rows: [row({ reason: 'because' })] })).toEqual({ ok: false, fields: { 'rows.0.reason': 'returns.error.reason' } });
  });

  it('needs at least one row, a whole amount of one or more, and one row per order row', () => {
    expect(check(returnSubmitSchema, { token: TOKEN, rows: [] })).toEqual({ ok: false, fields: { rows: 'returns.error.noRows' } });
    expect(check(returnSubmitSchema, { token: TOKEN, rows: [row({ amount: 0 })] })).toEqual({ ok: false, fields: { 'rows.0.amount': 'returns.error.amount' } });
    expect(check(returnSubmitSchema, { token: TOKEN, rows: [row({ amount: 1.5 })] })).toEqual({ ok: false, fields: { 'rows.0.amount': 'returns.error.amount' } });
    expect(check(returnSubmitSchema, { token: TOKEN, rows: [row(), row()] })).toEqual({ ok: false, fields: { rows: 'serviceForm.error.invalid' } });
  });

  it('refuses a link that is no token, an unknown action and a tracking code with odd characters', () => {
    expect(check(returnSubmitSchema, { token: 'x', rows: [row({ action: 'keep', tracking_code: '<b>' })] })).toEqual({
      ok: false, fields: { token: 'serviceForm.error.invalid', 'rows.0.action': 'serviceForm.error.invalid', 'rows.0.tracking_code': 'serviceForm.error.invalid' },
    });
  });
});
