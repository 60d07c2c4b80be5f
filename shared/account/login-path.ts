/**
 * The login page's query (issue 15): `next`, where to go back to after
 * logging in, and `reason`, why the visitor was sent there (cat 4, cat 5:
 * "Adding to wishlist requires login", "You need to be logged in to like",
 * the club price prompt). The wishlist heart, the review votes and the club
 * price link build their login links with loginHref.
 */
import { isShopPath } from '../url-safety.ts';

export const LOGIN_REASONS = ['wishlist', 'vote', 'club'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

/** Longer than any page of the shop: a longer `next` is not one of its paths. */
const MAX_NEXT_LENGTH = 2000;

export function loginReasonOf(value: string | null | undefined): LoginReason | null {
  return LOGIN_REASONS.find((reason) => reason === value) ?? null;
}

/**
 * `next` when it is a page of this shop: a local path (never '//host' or
 * '/\host', which browsers read as another site, nor a scheme) and not an
 * API call; null otherwise, and the caller goes to its default.
 */
export function nextPathOf(value: string | null | undefined): string | null {
  if (!isShopPath(value) || value.length > MAX_NEXT_LENGTH) return null;
  return value === '/api' || value.startsWith('/api/') || value.startsWith('/api?') ? null : value;
}

/** The login page's href (`loginPath` from href('accountsLogin')) with where to come back to and why. */
export function loginHref(loginPath: string, options: { next?: string; reason?: LoginReason } = {}): string {
  const query = new URLSearchParams();
  const next = nextPathOf(options.next);
  if (next) query.set('next', next);
  if (options.reason) query.set('reason', options.reason);
  const search = query.toString();
  return search ? `${loginPath}?${search}` : loginPath;
}
