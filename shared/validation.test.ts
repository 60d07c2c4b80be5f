import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { prefixFields, validateInput } from './validation.ts';

const schema = v.object({
  name: v.pipe(v.string('Must be text.'), v.nonEmpty('Required here.')),
  rows: v.array(v.object({ amount: v.pipe(v.number('Must be a number.'), v.minValue(1, 'At least 1.')) })),
});

describe('validateInput', () => {
  it('hands back the parsed input when it is valid', () => {
    expect(validateInput(schema, { name: 'Anna', rows: [{ amount: 2 }], extra: true })).toEqual({ ok: true, request: { name: 'Anna', rows: [{ amount: 2 }] } });
  });

  it('names each bad field by its whole path with its first message', () => {
    const result = validateInput(schema, { name: '', rows: [{ amount: 1 }, { amount: 0 }] });
    expect(result).toEqual({ ok: false, fields: { name: 'Required here.', 'rows.1.amount': 'At least 1.' } });
  });

  it('says "Required." for a missing key instead of valibot\'s own text, or the text the caller names', () => {
    expect(validateInput(schema, { rows: [] })).toEqual({ ok: false, fields: { name: 'Required.' } });
    expect(validateInput(schema, { rows: [] }, { missing: (field) => `${field} is needed` })).toEqual({ ok: false, fields: { name: 'name is needed' } });
  });

  it('refuses an array or a scalar as a whole, on the root field', () => {
    expect(validateInput(schema, [])).toEqual({ ok: false, fields: { body: 'Send a JSON object.' } });
    expect(validateInput(schema, 'x', { root: 'query', notAnObject: 'No.' })).toEqual({ ok: false, fields: { query: 'No.' } });
  });

  it('keys fields by their top-level name when asked, as flat forms and queries are', () => {
    const result = validateInput(schema, { name: 'Anna', rows: [{ amount: 0 }] }, { topLevel: true });
    expect(result).toEqual({ ok: false, fields: { rows: 'At least 1.' } });
  });
});

describe('a rule about the whole input', () => {
  it('is reported on the root field', () => {
    const schema = v.pipe(v.object({ a: v.number() }), v.check((input) => input.a > 1, 'Too small.'));
    expect(validateInput(schema, { a: 1 })).toEqual({ ok: false, fields: { body: 'Too small.' } });
  });
});

describe('prefixFields', () => {
  it('names the fields of a part from the whole input', () => {
    expect(prefixFields('checkout', { 'products.0.amount': 'At least 1.' })).toEqual({ 'checkout.products.0.amount': 'At least 1.' });
  });
});
