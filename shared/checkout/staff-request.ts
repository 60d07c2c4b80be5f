import type { CheckoutRequest } from '../types/checkout.ts';

/**
 * Whether a checkout request asks for a staff mode (core 3: enterprise
 * order, transfer request, post delivery). Those answer only to staff, so a
 * shopper's tampered cart cannot reach them (the route says 403).
 */
export function asksForStaffMode(request: CheckoutRequest): boolean {
  return Boolean(request.enterprise_order)
    || (request.transfer_request_from?.length ?? 0) > 0
    || (request.transfer_request_to?.length ?? 0) > 0
    || request.transfer_request_high_priority === true
    || request.transfer_request_reserve_quantity === true
    || request.post_delivery === true
    || request.products.some((row) => hasUnits(row.transferAmounts) || hasUnits(row.transferAmountsFrom));
}

/** An empty per-store map asks for nothing: core 3's row may carry one outside a transfer request. */
const hasUnits = (amounts: Record<string, number> | undefined) => amounts !== undefined && Object.keys(amounts).length > 0;
