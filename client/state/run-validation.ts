import { applyValidation, failValidation, startValidation, toCheckoutRequest, type CheckoutState, type RequestContext } from '../../shared/checkout/checkout-state.ts';
import type { RunOutcome } from '../../shared/checkout/validation-scheduler.ts';
import type { CheckoutResponse } from '../../shared/types/checkout.ts';
import type { CheckoutStore } from './checkout-store.ts';
import { LOCALE_HEADERS } from '../../shared/locale-cookies.ts';
import { endStaffModes } from '../../shared/checkout/staff-modes.ts';
import { asksForStaffMode } from '../../shared/checkout/staff-request.ts';

const CHECKOUT_API = '/api/checkout/';
/** core 8: a Klarna order already being paid cannot change; the shopper goes to its confirmation. */
export const READ_ONLY_ORDER = 'READ_ONLY_ORDER';

export interface ValidationDeps {
  store: Pick<CheckoutStore, 'update'>;
  context: RequestContext;
  newHash: () => string;
  send: typeof fetch;
  /** core 8: each server error, one by one. */
  showError: (text: string) => void;
  /** To the Klarna confirm page (READ_ONLY_ORDER). */
  goTo: (href: string) => void;
  klarnaConfirmHref: string;
  /** After an answer is applied; `codesDropped` when the server refused a code the request carried. */
  onApplied?: (state: CheckoutState, codesDropped: boolean) => void;
}

/** core 3 klarnaGlobalCheckoutId: not kept yet (Klarna Checkout comes with the payment adapters). */
function klarnaIdOf(state: CheckoutState): string {
  const id = (state as Partial<Record<'klarnaGlobalCheckoutId', unknown>>).klarnaGlobalCheckoutId;
  return typeof id === 'string' ? id : '';
}

/** The currency the cart shows, as a core 4 locale header: the server decides the payment choices for it (decision 016). */
export function currencyHeader(context: RequestContext, headers: Record<string, string>): Record<string, string> {
  return context.currencyCode ? { ...headers, [LOCALE_HEADERS.currency]: context.currencyCode } : headers;
}

async function errorCode(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown } };
    return typeof body.error?.code === 'string' ? body.error.code : '';
  } catch {
    return '';
  }
}

/**
 * One validation (core 4): PENDING with a new hash, POST /api/checkout/,
 * then VALIDATED with the answer (an answer for another hash is dropped by
 * applyValidation) or ERROR. The server's errors go out one by one (core 8).
 */
export async function runValidation(deps: ValidationDeps): Promise<RunOutcome> {
  const hash = deps.newHash();
  const started = deps.store.update((state) => startValidation(state, hash)).state;
  const fail = () => deps.store.update((state) => failValidation(state, hash));
  const readOnly = () => {
    fail();
    const id = klarnaIdOf(started);
    deps.goTo(`${deps.klarnaConfirmHref}?klarna_order_id=${encodeURIComponent(id)}`);
    return 'stop' as const;
  };
  let response: Response;
  const request = toCheckoutRequest(started, deps.context);
  try {
    // The session cookie goes with it: the server alone decides whether the staff modes are allowed (decision 021).
    response = await deps.send(CHECKOUT_API, {
      method: 'POST',
      headers: currencyHeader(deps.context, { 'content-type': 'application/json', accept: 'application/json' }),
      body: JSON.stringify(request),
    });
  } catch {
    fail();
    return 'retry';
  }
  if (!response.ok) {
    const code = await errorCode(response);
    if (code === READ_ONLY_ORDER) return readOnly();
    // Not (or no longer) a staff session: logged out, or the role revoked. The cart goes on as a shopper's.
    if (response.status === 403 && code === 'forbidden' && asksForStaffMode(request)) {
      fail();
      deps.store.update(endStaffModes);
      return 'retry';
    }
    fail();
    return 'retry';
  }
  let answer: CheckoutResponse;
  try {
    answer = (await response.json()) as CheckoutResponse;
  } catch {
    fail();
    return 'retry';
  }
  if (answer.reason === READ_ONLY_ORDER) return readOnly();
  const applied = deps.store.update((state) => applyValidation(state, answer));
  // Not applied: the cart changed while the answer travelled; its own validation is on the way.
  if (applied.state.validateHash !== hash || applied.state.status !== 'VALIDATED') return 'done';
  for (const text of answer.errors ?? []) deps.showError(text);
  deps.onApplied?.(applied.state, applied.state.codes.length < request.discount_codes.length);
  return 'done';
}
