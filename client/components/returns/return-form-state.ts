/**
 * The return form's values (issue 16 item 1) and what the submit sends: one
 * state per order row, kept by its position, so nothing typed is lost on an
 * error; the rows with an amount go to POST /api/returns/ in screen order,
 * and the answer's field names (rows.{sent index}.{field}) are mapped back to
 * the row they belong to.
 */
import { returnSubmitSchema, type ReturnAction } from '../../../shared/service/return-schema.ts';
import { SERVICE_FORM_MESSAGES } from '../../../shared/service/service-form-messages.ts';
import type { ReturnFormRow } from '../../../shared/types/returns.ts';
import { validateInput } from '../../../shared/validation.ts';

export interface RowState { amount: number; reason: string; action: ReturnAction; exchangeVariantId: string; trackingCode: string }

export type RowStates = Record<number, RowState>;

/** A row's fields in screen order: the first bad one takes the focus. */
export const ROW_FIELDS = ['amount', 'reason', 'action', 'exchange_variant_id', 'tracking_code'] as const;
export type RowField = typeof ROW_FIELDS[number];

/** The form's key of a row's field: '3.reason'. */
export const fieldKey = (position: number, field: RowField) => `${position}.${field}`;

export function initialRows(rows: readonly ReturnFormRow[]): RowStates {
  return Object.fromEntries(rows.map((row) => [row.position, { amount: 0, reason: '', action: 'return', exchangeVariantId: '', trackingCode: '' }]));
}

export interface ReturnBody {
  token: string;
  rows: Array<{ position: number; amount: number; reason: string; action: ReturnAction; exchange_variant_id: number | null; tracking_code: string }>;
  idempotency_key: string;
}

/** The request and, per sent row, the position it came from. */
export function returnBody(token: string, rows: readonly ReturnFormRow[], states: RowStates, abroad: boolean, key: string): { body: ReturnBody; positions: number[] } {
  const chosen = rows.filter((row) => (states[row.position]?.amount ?? 0) > 0);
  return {
    body: {
      token,
      rows: chosen.map((row) => {
        const state = states[row.position];
        return {
          position: row.position, amount: state.amount, reason: state.reason, action: state.action,
          exchange_variant_id: state.action === 'exchange' && state.exchangeVariantId !== '' ? Number(state.exchangeVariantId) : null,
          tracking_code: abroad ? state.trackingCode : '',
        };
      }),
      idempotency_key: key,
    },
    positions: chosen.map((row) => row.position),
  };
}

/** 'rows.1.reason' → '{position of the second sent row}.reason'; 'rows' (nothing chosen) and anything else stay as they are. */
export function formFields(fields: Record<string, string>, positions: readonly number[]): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => {
    const match = /^rows\.(\d+)\.(\w+)$/.exec(field);
    const position = match ? positions[Number(match[1])] : undefined;
    return [position === undefined ? field : `${position}.${match![2]}`, message];
  }));
}

/** The shared schema's messages (dictionary keys) for the body, as the form's fields. */
export function checkReturn(body: ReturnBody, positions: readonly number[]): Record<string, string> {
  const result = validateInput(returnSubmitSchema, body, { missing: SERVICE_FORM_MESSAGES.required, notAnObject: SERVICE_FORM_MESSAGES.invalid });
  return result.ok ? {} : formFields(result.fields, positions);
}

/** A random key per filled form (submission_keys): a double click sends the same key. */
export function newSubmissionKey(): string {
  return crypto.randomUUID();
}
