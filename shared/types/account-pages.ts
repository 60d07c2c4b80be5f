/**
 * Props of the account pages of issue 15 (core 2 /accounts/*). They hold
 * only what the URL says, never anything of a customer: the HTML stays the
 * same for everyone (architecture decision 10).
 */
import type { LoginReason } from '../account/login-path.ts';

/** /accounts/login/?next=&reason=: where to go back to (a checked local path) and why the visitor was sent. */
export interface LoginPageProps {
  reason: LoginReason | null;
  next: string | null;
}

/** /accounts/activate/{hash}/ and /accounts/password/reset/confirm/{hash}/: the mail link's token as the path gave it. */
export interface TokenPageProps {
  token: string;
}
