import { describe, expect, it } from 'vitest';
import { validateInput } from '../validation.ts';
import { askSchema } from './ask-schema.ts';

const question = { name: 'Aino Virtanen', email: 'aino@example.com', topic: 'delivery', subject: 'Where is my parcel?', message: 'It has been a week.' };
const check = (input: Record<string, unknown>) => validateInput(askSchema, input, { missing: 'serviceForm.error.required' });

describe('askSchema', () => {
  it('takes a question without an order number, trimmed, with an empty honeypot and key', () => {
    const result = check({ ...question, name: '  Aino Virtanen ' });
    expect(result).toEqual({ ok: true, request: { ...question, order_number: '', website: '', idempotency_key: '' } });
  });

  it('says "This is a required field." (its key) for every empty or missing required field', () => {
    const result = check({ name: ' ', email: '', subject: '', message: '   ' });
    expect(result).toEqual({ ok: false, fields: {
      name: 'serviceForm.error.required', email: 'serviceForm.error.required', topic: 'serviceForm.error.required',
      subject: 'serviceForm.error.required', message: 'serviceForm.error.required',
    } });
  });

  it('normalises an order number typed in lower case with spaces, and accepts the S channel\'s prefix', () => {
    expect(check({ ...question, order_number: ' k 1234 5678 ' })).toMatchObject({ ok: true, request: { order_number: 'K12345678' } });
    expect(check({ ...question, order_number: 'SK12345678' })).toMatchObject({ ok: true, request: { order_number: 'SK12345678' } });
  });

  it('refuses an order number of another shape, an unknown topic, a bad email and a too long message', () => {
    const result = check({ ...question, order_number: '12345678', topic: 'pricing', email: 'aino@', message: 'x'.repeat(5001) });
    expect(result).toEqual({ ok: false, fields: {
      order_number: 'askForm.error.orderNumber', topic: 'askForm.error.topic', email: 'serviceForm.error.email', message: 'serviceForm.error.tooLong',
    } });
  });
});
