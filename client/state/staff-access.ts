/**
 * Staff access in the browser until staff accounts exist (decision 009,
 * decision 012): the operator's preview link (`?preview=<secret>`) makes
 * this tab staff. The secret is kept in sessionStorage, for this tab only,
 * and sent with the staff calls, which the server checks; it is taken out of
 * the address bar so it is not shared by copying the URL.
 */
const STAFF_TOKEN_KEY = 'so_staff_preview';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps `preview` from the address for this tab and returns the tab's secret ('' when none). Every
 * page keeps it (client/entry.tsx), as a product page opened by a preview link is a staff page too;
 * `strip` also takes it out of the address bar, where no server view depends on it (the cart page).
 */
export function rememberStaffToken(strip = false): string {
  const storage = session();
  if (!storage) return '';
  const url = new URL(window.location.href);
  const given = url.searchParams.get('preview');
  if (given) storage.setItem(STAFF_TOKEN_KEY, given);
  if (given && strip) {
    url.searchParams.delete('preview');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return storage.getItem(STAFF_TOKEN_KEY) ?? '';
}

export function staffToken(): string {
  return session()?.getItem(STAFF_TOKEN_KEY) ?? '';
}

/** The server refused the secret: this tab is not staff any more. */
export function forgetStaffToken(): void {
  session()?.removeItem(STAFF_TOKEN_KEY);
}

/** An API path with the staff secret, for the calls only staff may make. */
export function withStaffToken(path: string, token: string): string {
  if (!token) return path;
  return `${path}${path.includes('?') ? '&' : '?'}preview=${encodeURIComponent(token)}`;
}
