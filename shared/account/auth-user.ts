/**
 * The auth user of core 3 and its transitions (core 4 "Auth", "Review vote",
 * wishlist), pure so the browser store and the tests share them.
 */
import type { CustomerResponse, VotedReview } from '../types/account.ts';

export interface AuthUser {
  isAuthenticated: true;
  id: number;
  wishlistModelIds: number[];
  /** core 3 voteReviews: vote true is up, false down. */
  voteReviews: VotedReview[];
  isStaffUser: boolean;
  isAdminUser: boolean;
  isOrgUser: boolean;
  /** Ours (issue 15): club prices are the member's active prices. */
  isClubMember: boolean;
  hashedEmail: string;
  email: string;
  /** Staff only (core 3). */
  username: string | null;
  postcode: string;
  /** core 3 cart_content: a JSON string with products, '' when nothing is saved. */
  cartContent: string;
}

/** core 4: loading starts true and becomes false once the customer is known (or known to be nobody). */
export interface AuthState { loading: boolean; user: AuthUser | null }

export const INITIAL_AUTH: AuthState = { loading: true, user: null };
export const LOGGED_OUT: AuthState = { loading: false, user: null };

export function authUserOf(response: CustomerResponse): AuthUser {
  return {
    isAuthenticated: true,
    id: response.id,
    wishlistModelIds: response.customer.wishlist_model_ids.filter(Number.isInteger),
    voteReviews: response.customer.voted_reviews,
    isStaffUser: response.is_staff,
    isAdminUser: response.is_admin,
    isOrgUser: response.customer.is_org_user,
    isClubMember: response.customer.is_club_member === true,
    hashedEmail: response.customer.hashed_email,
    email: response.customer.email,
    username: response.username,
    postcode: response.postcode,
    cartContent: response.customer.cart_content,
  };
}

export type VoteChoice = 'up' | 'down' | null;

// The transitions (applyVote, nextVoteChoice, withWishlistModel) are in auth-transitions.ts, not
// re-exported here: only click code loaded on demand uses them, and anything this module reaches
// is in every page's JavaScript, since the eager auth store imports it (the product page's budget).
