import { describe, expect, it } from 'vitest';
import type { ReturnFormRow } from '../../../shared/types/returns.ts';
import { checkReturn, formFields, initialRows, returnBody } from './return-form-state.ts';

const formRow = (position: number): ReturnFormRow => ({
  position, name: `Row ${position}`, variant_text: '', image: '', unit_price_text: '10 €', ordered: 2, returnable: 2, exchange_options: [{ variant_id: 9, text: 'Blue, M' }],
});
const ROWS = [formRow(0), formRow(3), formRow(5)];

describe('the return form\'s state', () => {
  it('sends only the rows with an amount, in screen order, and remembers where each came from', () => {
    const states = initialRows(ROWS);
    states[3] = { amount: 1, reason: 'too_small', action: 'exchange', exchangeVariantId: '9', trackingCode: 'RR1' };
    states[5] = { amount: 2, reason: 'other', action: 'return', exchangeVariantId: '9', trackingCode: '' };
    const { body, positions } = returnBody('token-0123456789abcdefghij', ROWS, states, false, 'key-0123456789abcdef');
    expect(positions).toEqual([3, 5]);
    expect(body.rows).toEqual([
      { position: 3, amount: 1, reason: 'too_small', action: 'exchange', exchange_variant_id: 9, tracking_code: '' },
      { position: 5, amount: 2, reason: 'other', action: 'return', exchange_variant_id: null, tracking_code: '' },
    ]);
  });

  it('names the server\'s field messages by the row they belong to', () => {
    expect(formFields({ 'rows.1.reason': 'Pick one', rows: 'None', token: 'Bad' }, [3, 5])).toEqual({ '5.reason': 'Pick one', rows: 'None', token: 'Bad' });
  });

  it('checks with the shared schema: a reason and, for an exchange, a size', () => {
    const states = initialRows(ROWS);
    states[0] = { amount: 1, reason: '', action: 'exchange', exchangeVariantId: '', trackingCode: '' };
    const { body, positions } = returnBody('token-0123456789abcdefghij', ROWS, states, true, 'key-0123456789abcdef');
    expect(checkReturn(body, positions)).toEqual({ '0.reason': 'returns.error.reason', '0.exchange_variant_id': 'returns.error.size' });
    expect(checkReturn(returnBody('token-0123456789abcdefghij', ROWS, initialRows(ROWS), false, 'key-0123456789abcdef').body, [])).toEqual({ rows: 'returns.error.noRows' });
  });
});
