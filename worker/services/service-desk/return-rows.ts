/**
 * The submitted rows against what the order may return (issue 16 item 1):
 * each names a row of the order, returns at most what is left of it, and an
 * exchange names another size or colour of the same model (cat 5), priced the
 * same and in stock. Messages are dictionary keys with their values.
 */
import type { ReturnRowRequest } from '../../../shared/service/return-schema.ts';
import type { ExchangeVariant } from '../../data/returns/exchange-variants.ts';
import type { NewReturnRow } from '../../data/returns/insert-return.ts';
import { samePrice, type ReturnableOrder, type ReturnableRow } from './returnable-order.ts';

export interface RowMessage { key: string; params?: Record<string, string | number> }

export type CheckedRows =
  | { kind: 'ok'; rows: Array<NewReturnRow & { exchangeText: string | null }> }
  /** `code`: 'exchange_other_model' (nothing else wrong but the model), 'not_available' (sold out), or 'invalid_request'. */
  | { kind: 'invalid'; code: 'exchange_other_model' | 'not_available' | 'invalid_request'; fields: Record<string, RowMessage> };

type RowCheck = { ok: NewReturnRow & { exchangeText: string | null } } | { field: string; message: RowMessage; code: 'exchange_other_model' | 'not_available' | 'invalid_request' };

function checkExchange(row: ReturnRowRequest, ordered: ReturnableRow, field: string): { replacement: ExchangeVariant } | Extract<RowCheck, { field: string }> {
  const at = `${field}.exchange_variant_id`;
  const replacement = ordered.modelVariants.find((variant) => variant.id === row.exchange_variant_id);
  if (ordered.variantId === null || !replacement) return { field: at, message: { key: 'returns.error.sameModel' }, code: 'exchange_other_model' };
  if (replacement.id === ordered.variantId) return { field: at, message: { key: 'returns.error.sameVariant' }, code: 'invalid_request' };
  if (!ordered.exchangeOptions.some((option) => option.id === replacement.id)) {
    // Not offered: priced otherwise, or priced the same and sold out.
    const orderedPrice = ordered.modelVariants.find((variant) => variant.id === ordered.variantId)?.price ?? null;
    return samePrice(orderedPrice, replacement.price)
      ? { field: at, message: { key: 'returns.error.notAvailable' }, code: 'not_available' }
      : { field: at, message: { key: 'returns.error.otherPrice' }, code: 'invalid_request' };
  }
  if (replacement.available < row.amount) return { field: at, message: { key: 'returns.error.notAvailable' }, code: 'not_available' };
  return { replacement };
}

function checkRow(row: ReturnRowRequest, index: number, returnable: ReturnableOrder): RowCheck {
  const field = `rows.${index}`;
  const ordered = returnable.rows.find((candidate) => candidate.position === row.position);
  if (!ordered) return { field: `${field}.position`, message: { key: 'serviceForm.error.invalid' }, code: 'invalid_request' };
  if (row.amount > ordered.returnable) return { field: `${field}.amount`, message: { key: 'returns.error.amountOver', params: { max: ordered.returnable } }, code: 'invalid_request' };
  let exchangeText: string | null = null;
  if (row.action === 'exchange') {
    const exchange = checkExchange(row, ordered, field);
    if ('field' in exchange) return exchange;
    exchangeText = exchange.replacement.text;
  }
  return {
    ok: {
      orderPosition: ordered.position, variantId: ordered.variantId, name: ordered.name, variantText: ordered.variantText, amount: row.amount,
      reason: row.reason, action: row.action, exchangeVariantId: row.action === 'exchange' ? row.exchange_variant_id ?? null : null,
      trackingCode: returnable.abroad ? row.tracking_code : '', exchangeText,
    },
  };
}

/** Every row checked; the answer's code is the most telling one found (another model, then sold out). */
export function checkReturnRows(rows: readonly ReturnRowRequest[], returnable: ReturnableOrder): CheckedRows {
  const checked = rows.map((row, index) => checkRow(row, index, returnable));
  const failures = checked.filter((check): check is Extract<RowCheck, { field: string }> => 'field' in check);
  if (failures.length === 0) return { kind: 'ok', rows: checked.map((check) => (check as { ok: NewReturnRow & { exchangeText: string | null } }).ok) };
  const code = failures.find((failure) => failure.code === 'exchange_other_model')?.code
    ?? failures.find((failure) => failure.code === 'not_available')?.code ?? 'invalid_request';
  return { kind: 'invalid', code, fields: Object.fromEntries(failures.map((failure) => [failure.field, failure.message])) };
}
