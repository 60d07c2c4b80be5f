/** The return calls' answers (issue 16 item 1; shared/service/return-schema.ts has their requests). */

/**
 * Why an order found cannot be returned (409 `code`): not shipped yet (it can
 * still be cancelled on /view-order/), cancelled or unpaid, past the 100-day
 * window (cat 8 "return time expired"), or every unit already returned or
 * reclaimed (cat 8 "All products have been returned or reclaimed.").
 */
export const RETURN_REFUSALS = ['not_shipped', 'order_cancelled', 'return_time_expired', 'all_returned'] as const;
export type ReturnRefusal = typeof RETURN_REFUSALS[number];

/** The form's link cannot be used (400 `code`): cat 8 "request expired", with the way to ask again. */
export const RETURN_LINK_REFUSALS = ['token_expired', 'token_used', 'token_invalid'] as const;

/** POST /api/returns/request/ */
export interface ReturnLinkResponse { ok: true; message: string }

/** Another size or colour of the ordered model, priced the same and in stock. */
export interface ReturnExchangeOption { variant_id: number; text: string }

export interface ReturnFormRow {
  /** The order row's position: the submit names the row by it. */
  position: number;
  name: string;
  variant_text: string;
  image: string;
  unit_price_text: string;
  ordered: number;
  /** Ordered less what is already in return or complaint cases (rejected ones left out). */
  returnable: number;
  /** Empty when the row cannot be exchanged (a bundle, or no other size or colour to be had). */
  exchange_options: ReturnExchangeOption[];
}

/** Where the parcel goes: the store an order was picked up from, else the web store. */
export interface ReturnPlace { name: string; address_lines: string[]; by_post: boolean }

/** GET /api/returns/form/?token= */
export interface ReturnFormResponse {
  order_number: string;
  /** ISO time the order was placed. */
  ordered_at: string;
  /** YYYY-MM-DD, the last day to return (cat 9: 100 days from delivery); null while the window has not started. */
  last_day: string | null;
  /** Delivered outside the shop's home country: a row may carry the parcel's tracking code (cat 3). */
  abroad: boolean;
  /** Where the confirmation goes. */
  email: string;
  rows: ReturnFormRow[];
  return_place: ReturnPlace;
}

/** POST /api/returns/ */
export interface ReturnSubmitResponse {
  /** The return number ('R' and 8 digits) the customer quotes. */
  case_number: string;
  email: string;
  /** How to pack and send, and when the money comes back, in the request's language. */
  instructions: string[];
  return_place: ReturnPlace;
}

/** /returns/?order=: the order the account's history picked (an order number's shape, else ''); never anything of a customer. */
export interface ReturnsPageProps { orderNumber: string }
