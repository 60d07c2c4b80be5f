/**
 * The staff calls' answers (core 3 enterpriseOrder and transferRequest*,
 * cat 4; worker/api/staff-orders.ts). Staff only: the routes answer 403
 * to anyone else.
 */

/** An open enterprise order as the mode's picker lists it. */
export interface EnterpriseOrderListItem { id: number; name: string; organisation: string }

/** One variant in an enterprise order: its units and its texts in the request's language. */
export interface EnterpriseOrderRow { variant_id: number; amount: number; name: string; variant_text: string }

interface EnterpriseOrderDetail extends EnterpriseOrderListItem {
  status: 'open' | 'closed';
  rows: EnterpriseOrderRow[];
}

/** POST /api/customer/enterprise/order/ and GET /api/customer/enterprise/order/{id}/. */
export interface EnterpriseOrderResponse { enterprise_order: EnterpriseOrderDetail }
