/**
 * GET /api/customer/ (core 3 customer response, core 7): the customer of
 * the session with the wishlist and votes, read in one round trip.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { CustomerResponse } from '../../../shared/types/account.ts';
import { findCustomerById } from '../../data/customers.ts';
import { listVotedReviews } from '../../data/review-votes.ts';
import { listWishlistModelIds } from '../../data/wishlist.ts';
import { sha256Hex } from './secret-token.ts';

export async function customerResponse(db: D1Database, customerId: number): Promise<CustomerResponse | null> {
  const [customer, wishlist, votes] = await Promise.all([findCustomerById(db, customerId), listWishlistModelIds(db, customerId), listVotedReviews(db, customerId)]);
  if (!customer) return null;
  const staff = customer.roles.includes('staff') || customer.roles.includes('admin');
  return {
    id: customer.id,
    is_staff: staff,
    is_admin: customer.roles.includes('admin'),
    // core 3: the username is exposed for staff only; the shop's staff log in with their address.
    username: staff ? customer.email : null,
    postcode: customer.postcode,
    customer: {
      wishlist_model_ids: wishlist,
      voted_reviews: votes,
      is_org_user: customer.roles.includes('org'),
      hashed_email: await sha256Hex(customer.email.trim().toLowerCase()),
      email: customer.email,
      cart_content: customer.cartContent,
      is_club_member: customer.clubMemberSince !== null,
    },
  };
}
