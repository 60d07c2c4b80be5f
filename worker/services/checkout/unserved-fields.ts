import type { CheckoutResponse } from '../../../shared/types/checkout.ts';

/**
 * Fields of core 7's checkout answer that a client written from the spec
 * reads, and that this shop answers empty rather than leave out: Klarna has
 * its own page (decision 011), so there is no KCO id or iframe (null, as
 * issue 14 asks while no Klarna order exists).
 */
export const UNSERVED_CHECKOUT_FIELDS: Pick<CheckoutResponse, 'kgco_id' | 'kco_iframe'> = {
  kgco_id: null, kco_iframe: null,
};
