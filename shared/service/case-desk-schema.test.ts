import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validateInput } from '../validation.ts';
import {
  caseAnswerSchema, caseListQuerySchema, caseNoteSchema, caseReceivedSchema, caseRefundSchema, caseStatusSchema, CASE_DESK_MESSAGES as M, isCaseNumber,
} from './case-desk-schema.ts';

const fields = (schema: v.GenericSchema, input: unknown) => {
  const result = validateInput(schema, input);
  return result.ok ? {} : result.fields;
};

describe('the case desk schemas (issue 16 item 3)', () => {
  it('reads a list query: kind required, empty filters mean all, page from 1', () => {
    expect(v.parse(caseListQuerySchema, { kind: 'return' })).toEqual({ kind: 'return', status: '', store: '', page: 1 });
    expect(v.parse(caseListQuerySchema, { kind: 'complaint', status: 'fixing-return', store: '12', page: '3' })).toEqual({ kind: 'complaint', status: 'fixing-return', store: 12, page: 3 });
    expect(v.parse(caseListQuerySchema, { kind: 'return', status: '', store: '' })).toMatchObject({ status: '', store: '' });
    for (const query of [{}, { kind: 'order' }, { kind: 'return', status: 'closed' }, { kind: 'return', store: '0' }, { kind: 'return', page: '0' }, { kind: 'return', page: '1.5' }]) {
      expect(v.safeParse(caseListQuerySchema, query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('takes a status of cat 3 and an optional message, trimmed', () => {
    expect(v.parse(caseStatusSchema, { status: 'processed-return' })).toEqual({ status: 'processed-return', note: '' });
    expect(v.parse(caseStatusSchema, { status: 'rejected-return', note: '  Worn.  ' })).toEqual({ status: 'rejected-return', note: 'Worn.' });
    expect(fields(caseStatusSchema, { status: 'open' })).toEqual({ status: M.invalid });
    expect(fields(caseStatusSchema, { status: 'processed-return', note: 'x'.repeat(2001) })).toEqual({ note: M.tooLong });
  });

  it('needs the text of a comment or question, at most 2000 characters', () => {
    expect(v.parse(caseNoteSchema, { note: ' Why? ' })).toEqual({ note: 'Why?' });
    expect(fields(caseNoteSchema, { note: '   ' })).toEqual({ note: M.required });
    expect(fields(caseNoteSchema, { note: 'x'.repeat(2001) })).toEqual({ note: M.tooLong });
    expect(fields(caseNoteSchema, { note: 5 })).toEqual({ note: M.invalid });
  });

  it('reads a refund in euro as typed or as a number: more than 0, whole cents, at most 100 000', () => {
    for (const [typed, amount] of [['12,50', 12.5], ['12.5', 12.5], [' 7 ', 7], [0.01, 0.01], [99.99, 99.99], [100_000, 100_000]] as const) {
      expect(v.parse(caseRefundSchema, { amount: typed }), String(typed)).toEqual({ amount });
    }
    for (const typed of [0, -1, 0.001, 12.345, '12,345', '1 000', 'abc', '', 100_000.01, Number.NaN, Number.POSITIVE_INFINITY, null, true]) {
      expect(fields(caseRefundSchema, { amount: typed }).amount, String(typed)).toBeTruthy();
    }
  });

  it('names a row by its position from 0', () => {
    expect(v.parse(caseReceivedSchema, { position: 0 })).toEqual({ position: 0 });
    for (const position of [-1, 1.5, '0', null]) expect(fields(caseReceivedSchema, { position }), String(position)).toEqual({ position: M.position });
  });

  it('needs the customer\'s answer, with the service forms\' required-field message', () => {
    expect(v.parse(caseAnswerSchema, { answer: ' Size 43 ' })).toEqual({ answer: 'Size 43' });
    expect(fields(caseAnswerSchema, { answer: '' })).toEqual({ answer: 'serviceForm.error.required' });
  });

  it('knows a case number by its shape', () => {
    expect(['R12345678', 'C00000001'].every(isCaseNumber)).toBe(true);
    expect(['K12345678', 'R1234567', 'r12345678', 'R123456789', ''].some(isCaseNumber)).toBe(false);
  });
});
