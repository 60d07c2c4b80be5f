import type { OrderSummary } from '../../../shared/types/order.ts';

/**
 * The order lookup (cat 6: a guest looks an order up by email and order
 * number). Plain checks rather than valibot: the schema library stays in the
 * payment page's chunk only; the server checks the same again.
 */
const LOOKUP_API = '/api/orders/lookup/';
export interface LookupValues { email: string; order_number: string }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ORDER_NUMBER = /^[A-Za-z0-9-]{1,32}$/;

/** Message keys by field; empty when the form may be sent. */
export function checkLookup(values: LookupValues): Partial<Record<keyof LookupValues, string>> {
  const fields: Partial<Record<keyof LookupValues, string>> = {};
  const email = values.email.trim();
  const number = values.order_number.trim();
  if (email === '') fields.email = 'checkoutForm.error.required';
  else if (email.length > 254 || !EMAIL.test(email)) fields.email = 'checkoutForm.error.email';
  if (number === '') fields.order_number = 'checkoutForm.error.required';
  else if (!ORDER_NUMBER.test(number)) fields.order_number = 'viewOrder.error.orderNumber';
  return fields;
}

type LookupAnswer =
  | { kind: 'found'; order: OrderSummary }
  | { kind: 'notFound' }
  | { kind: 'fields'; fields: Record<string, string> }
  /** Too many lookups (429): the server's message, in the page's language, says to wait. */
  | { kind: 'refused'; message: string }
  | { kind: 'unexpected' };

const isOrder = (body: unknown): body is OrderSummary =>
  typeof body === 'object' && body !== null && typeof (body as OrderSummary).order_number === 'string' && Array.isArray((body as OrderSummary).rows);

export function readLookupAnswer(status: number, body: unknown): LookupAnswer {
  if (status === 200) return isOrder(body) ? { kind: 'found', order: body } : { kind: 'unexpected' };
  if (status === 404) return { kind: 'notFound' };
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  if (status === 429 && typeof message === 'string' && message.trim() !== '') return { kind: 'refused', message };
  const fields = (body as { error?: { fields?: unknown } } | null)?.error?.fields;
  if (status === 400 && typeof fields === 'object' && fields !== null) {
    const texts = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    if (Object.keys(texts).length > 0) return { kind: 'fields', fields: texts };
  }
  return { kind: 'unexpected' };
}

/** `language`: the page's, so the server's messages come in it. */
export async function lookUpOrder(values: LookupValues, language: string, send: typeof fetch): Promise<LookupAnswer> {
  try {
    const response = await send(`${LOOKUP_API}?lang=${encodeURIComponent(language)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: values.email.trim(), order_number: values.order_number.trim() }),
    });
    return readLookupAnswer(response.status, await response.json().catch(() => null));
  } catch (error) {
    console.error('Order lookup failed', error);
    return { kind: 'unexpected' };
  }
}
