import type { AuthUser } from '../../shared/account/auth-user.ts';

/** A logged-in customer of the auth store (core 3 auth user) with what a test sets. */
export function testAuthUser(fields: Partial<AuthUser> = {}): AuthUser {
  return {
    isAuthenticated: true, id: 42, wishlistModelIds: [], voteReviews: [], isStaffUser: false, isAdminUser: false, isOrgUser: false,
    isClubMember: false, hashedEmail: 'abc', email: 'aino@example.fi', username: null, postcode: '00100', cartContent: '', ...fields,
  };
}
