import { isRecord } from '../../../shared/is-record.ts';
import type { CreateOrderResponse } from '../../../shared/types/order.ts';

/**
 * What the payment page does with the answer of POST /api/orders/ (issue 6
 * HTTP contract): 200 → go to the provider; 400 → the fields' messages;
 * 409 → the reason as an alert, and 429 (too many orders, or unpaid ones
 * holding too much: decision 017) the same; anything else → the generic error (core 8).
 */
export type OrderAnswer =
  | { kind: 'redirect'; url: string }
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'alert'; message: string }
  | { kind: 'unexpected' };

interface ErrorBody { error?: { code?: unknown; message?: unknown; fields?: unknown } }

/** The provider's page or the shop's own: never a javascript: or data: URL from a tampered answer. */
export function safeRedirect(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || url === '') return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function readOrderAnswer(status: number, body: unknown, origin: string): OrderAnswer {
  if (status === 200) {
    const url = safeRedirect((body as Partial<CreateOrderResponse> | null)?.redirect_url, origin);
    return url ? { kind: 'redirect', url } : { kind: 'unexpected' };
  }
  const error = isRecord(body) ? (body as ErrorBody).error : undefined;
  if (status === 400 && isRecord(error?.fields)) {
    const fields = Object.fromEntries(Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  if ((status === 409 || status === 429) && typeof error?.message === 'string' && error.message !== '') return { kind: 'alert', message: error.message };
  return { kind: 'unexpected' };
}
