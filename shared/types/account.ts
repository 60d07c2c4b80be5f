/**
 * What the account calls answer (core 3 auth user and customer response,
 * core 7 GET /api/customer/, issue 15).
 */

/** core 7: the login answer; the client stores '{token_type} {access_token}' (the server also sets the cookie). */
export interface LoginResponse {
  token_type: 'Bearer';
  access_token: string;
  /** Seconds the session lives. */
  expires_in: number;
}

/** core 3 voteReviews as the API gives it: `vote` true is up, false down. */
export interface VotedReview { id: number; vote: boolean }

/**
 * GET /api/customer/ (core 3 "Customer response fields read"). `username` is
 * given to staff only. `is_club_member` is ours (the loyalty club, issue 15);
 * a client written from core 3 ignores it.
 */
export interface CustomerResponse {
  id: number;
  is_staff: boolean;
  is_admin: boolean;
  username: string | null;
  postcode: string;
  customer: {
    wishlist_model_ids: number[];
    voted_reviews: VotedReview[];
    is_org_user: boolean;
    /** SHA-256 of the lower-case address, hex (analytics without the address). */
    hashed_email: string;
    email: string;
    /** A JSON string `{"products":[...]}`, '' when nothing is saved. */
    cart_content: string;
    is_club_member: boolean;
  };
}

/** GET /api/customer/profile/: what the account area edits. */
export interface CustomerProfile {
  email: string;
  first_name: string;
  last_name: string;
  postcode: string;
  language: string;
  marketing_consent: boolean;
  /** ISO time the customer joined the club; null when not a member. */
  club_member_since: string | null;
  created_at: string;
}

/** One order in the account area's history (cat 3 order status labels). */
export interface CustomerOrderRow {
  order_number: string;
  status: string;
  created_at: string;
  /** The total as the order showed it, already formatted in its own currency. */
  total_text: string;
  /** Path of the order's own page (the view token link). */
  path: string;
}

export interface CustomerOrdersResponse { orders: CustomerOrderRow[] }

/** POST /api/customer/wishlist_toggle/ (cat 7). */
export interface WishlistToggleResponse { added: boolean }

/** POST /api/review_votes/: the review's counts after the vote. */
export interface ReviewVoteResponse { review_id: number; review_vote: 'up' | 'down' | null; votes_up: number; votes_down: number; votes_total: number }

/** The answer of register, reset and delete requests: the same whatever the address (no enumeration). */
export interface AccountMessageResponse { ok: true; message: string }
