import { Hono, type Context } from 'hono';
import { changePasswordSchema, customerPatchSchema, reviewVoteSchema, wishlistToggleSchema } from '../../shared/account/account-schema.ts';
import type { CustomerProfile, ReviewVoteResponse, WishlistToggleResponse } from '../../shared/types/account.ts';
import { findCustomerById, updateCustomerProfile } from '../data/customers.ts';
import { setReviewVote } from '../data/review-votes.ts';
import { isPublicModel, toggleWishlistModel } from '../data/wishlist.ts';
import { AppError, notFound } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { setSessionCookies } from '../middleware/session.ts';
import { changePassword } from '../services/auth/change-password.ts';
import { customerResponse } from '../services/auth/customer-view.ts';
import { accountBody } from './account-input.ts';

/**
 * The logged-in customer's calls (core 7 GET /api/customer/, cat 7 wishlist
 * and review votes, issue 15). Who the customer is comes from the session
 * only: a customer_id, is_staff or roles in a body are never read.
 */
export const customerApi = new Hono<AppEnv>();

/** The session's customer id, or 401 "You need to login first" (cat 8). */
export function customerIdOf(c: Context<AppEnv>): number {
  const session = c.get('session');
  if (!session) throw new AppError(401, 'not_logged_in', c.get('t')('account.error.loginRequired'), { headers: { 'Cache-Control': 'private, no-store' } });
  return session.customerId;
}

const guarded = [sameOriginMiddleware, noStoreMiddleware] as const;

customerApi.get('/customer/', noStoreMiddleware, async (c) => {
  const customer = await customerResponse(c.env.DB, customerIdOf(c));
  if (!customer) throw notFound('Customer not found');
  return c.json(customer);
});

customerApi.patch('/customer/', ...guarded, accountBody(customerPatchSchema), async (c) => {
  const id = customerIdOf(c);
  const patch = c.req.valid('json');
  await updateCustomerProfile(c.env.DB, id, {
    firstName: patch.first_name, lastName: patch.last_name, postcode: patch.postcode, language: patch.language,
    marketingConsent: patch.marketing_consent, clubMember: patch.club_member, cartContent: patch.cart_content,
  }, new Date().toISOString());
  const customer = await customerResponse(c.env.DB, id);
  if (!customer) throw notFound('Customer not found');
  return c.json(customer);
});

customerApi.get('/customer/profile/', noStoreMiddleware, async (c) => {
  const customer = await findCustomerById(c.env.DB, customerIdOf(c));
  if (!customer) throw notFound('Customer not found');
  return c.json<CustomerProfile>({
    email: customer.email, first_name: customer.firstName, last_name: customer.lastName, postcode: customer.postcode, language: customer.language,
    marketing_consent: customer.marketingConsent, club_member_since: customer.clubMemberSince, created_at: customer.createdAt,
  });
});

customerApi.post('/customer/password/', ...guarded, accountBody(changePasswordSchema), async (c) => {
  const { current_password, new_password } = c.req.valid('json');
  const outcome = await changePassword(c.env.DB, customerIdOf(c), current_password, new_password, new Date());
  if (outcome === 'wrong-password') {
    const message = c.get('t')('account.error.wrongPassword');
    throw new AppError(400, 'wrong_password', message, { fields: { current_password: message } });
  }
  setSessionCookies(c, outcome);
  return c.json({ ok: true, message: c.get('t')('account.passwordChanged') });
});

/** cat 7: `{ model_id }` → `{ added }`; a model the shop does not show is a 404. */
customerApi.post('/customer/wishlist_toggle/', ...guarded, accountBody(wishlistToggleSchema), async (c) => {
  const id = customerIdOf(c);
  const { model_id } = c.req.valid('json');
  if (!(await isPublicModel(c.env.DB, model_id))) throw notFound('Product not found.');
  return c.json<WishlistToggleResponse>({ added: await toggleWishlistModel(c.env.DB, id, model_id, new Date().toISOString()) });
});

/** cat 7: `{ review_id, review_vote: up | down | null }`; null clears the vote (cat 4 Reviews). */
customerApi.post('/review_votes/', ...guarded, accountBody(reviewVoteSchema), async (c) => {
  const id = customerIdOf(c);
  const { review_id, review_vote } = c.req.valid('json');
  const counts = await setReviewVote(c.env.DB, id, review_id, review_vote === 'up' ? 1 : review_vote === 'down' ? -1 : null, new Date().toISOString());
  if (!counts) throw notFound('Review not found.');
  return c.json<ReviewVoteResponse>({ review_id, review_vote, votes_up: counts.votesUp, votes_down: counts.votesDown, votes_total: counts.votesUp + counts.votesDown });
});
