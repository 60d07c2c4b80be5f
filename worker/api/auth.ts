import { Hono, type Context } from 'hono';
import {
  emailSchema, loginSchema, passwordResetConfirmSchema, registerSchema, stopRemindersSchema, tokenSchema,
} from '../../shared/account/account-schema.ts';
import type { AccountMessageResponse, LoginResponse } from '../../shared/types/account.ts';
import { AppError } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { clearSessionCookies, setSessionCookies } from '../middleware/session.ts';
import { emailKey } from '../data/customers.ts';
import { deleteOtherSessionsStatement } from '../data/customer-sessions.ts';
import { activateAccount } from '../services/auth/activate.ts';
import { ACCOUNT_MAIL_ADDRESS_LIMIT, ACCOUNT_MAIL_CLIENT_LIMIT, LOGIN_ACCOUNT_LIMIT, LOGIN_CLIENT_LIMIT } from '../services/auth/auth-limits.ts';
import { confirmAccountDeletion, requestAccountDeletion } from '../services/auth/delete-account.ts';
import { logIn } from '../services/auth/login.ts';
import { confirmPasswordReset, requestPasswordReset, type TokenOutcome } from '../services/auth/password-reset.ts';
import { registerCustomer } from '../services/auth/register.ts';
import { stopActivationReminders } from '../services/auth/stop-reminders.ts';
import { clientOf } from '../services/rate-limit.ts';
import { accountBody } from './account-input.ts';
import { accountContext } from './account-links.ts';
import { limitRequest } from './rate-limited.ts';

/**
 * The account calls of issue 15 under /api/auth/. Every call changes state,
 * so each checks Origin and is never cached. Messages are in `?lang=`.
 * Register, reset and delete requests answer the same for every address.
 */
export const authApi = new Hono<AppEnv>();

const guarded = [sameOriginMiddleware, noStoreMiddleware] as const;
const client = (c: Context<AppEnv>) => clientOf(c.req.header('cf-connecting-ip'));
const sent = (c: Context<AppEnv>, key: string) => c.json<AccountMessageResponse>({ ok: true, message: c.get('t')(key) });

/** A call that mails the address counts per client and per address before it runs. */
async function limitMailing(c: Context<AppEnv>, email: string): Promise<void> {
  const t = c.get('t');
  await limitRequest(c, [[ACCOUNT_MAIL_CLIENT_LIMIT, client(c)], [ACCOUNT_MAIL_ADDRESS_LIMIT, emailKey(email)]], (minutes) => t('account.error.tooMany', { minutes }));
}

/** A link's token that cannot be used: 400 on `token`, with the text the page shows. */
function tokenRefused(c: Context<AppEnv>, outcome: Exclude<TokenOutcome, 'done'>, messages: Record<Exclude<TokenOutcome, 'done'>, string>): AppError {
  const message = c.get('t')(messages[outcome]);
  return new AppError(400, `token_${outcome}`, message, { fields: { token: message } });
}

authApi.post('/auth/register/', ...guarded, accountBody(registerSchema), async (c) => {
  const request = c.req.valid('json');
  await limitMailing(c, request.email);
  await registerCustomer(accountContext(c), request, request.language ?? c.get('language'));
  return sent(c, 'account.registerSent');
});

authApi.post('/auth/activate/', ...guarded, accountBody(tokenSchema), async (c) => {
  const outcome = await activateAccount(c.env.DB, c.req.valid('json').token, new Date());
  if (outcome === 'activated') return sent(c, 'account.activated');
  const key = { 'already-activated': 'account.error.alreadyActivated', expired: 'account.error.activationExpired', invalid: 'account.error.linkInvalid' }[outcome];
  const message = c.get('t')(key);
  throw new AppError(400, outcome === 'already-activated' ? 'already_activated' : `token_${outcome}`, message, { fields: { token: message } });
});

authApi.post('/auth/login/', ...guarded, accountBody(loginSchema), async (c) => {
  const { email, password } = c.req.valid('json');
  const t = c.get('t');
  await limitRequest(c, [[LOGIN_CLIENT_LIMIT, client(c)], [LOGIN_ACCOUNT_LIMIT, emailKey(email)]], (minutes) => t('account.error.tooManyLogins', { minutes }));
  const outcome = await logIn(accountContext(c), email, password);
  if (outcome.kind === 'wrong-credentials') throw new AppError(401, 'wrong_credentials', t('account.error.wrongCredentials'), { fields: {} });
  if (outcome.kind === 'not-activated') throw new AppError(403, 'not_activated', t('account.error.notActivated'), { fields: {} });
  setSessionCookies(c, outcome.session);
  return c.json<LoginResponse>({ token_type: 'Bearer', access_token: outcome.session.token, expires_in: outcome.session.expiresIn });
});

/** Logout ends every session of the account (issue 15 "Sessions"); without one it only clears the cookies. */
authApi.post('/auth/logout/', ...guarded, async (c) => {
  const session = c.get('session');
  if (session) await c.env.DB.batch([deleteOtherSessionsStatement(c.env.DB, session.customerId, null)]);
  clearSessionCookies(c);
  return sent(c, 'account.loggedOut');
});

authApi.post('/auth/password-reset/', ...guarded, accountBody(emailSchema), async (c) => {
  const { email } = c.req.valid('json');
  await limitMailing(c, email);
  await requestPasswordReset(accountContext(c), email);
  return sent(c, 'account.resetSent');
});

authApi.post('/auth/password-reset/confirm/', ...guarded, accountBody(passwordResetConfirmSchema), async (c) => {
  const { token, password } = c.req.valid('json');
  const outcome = await confirmPasswordReset(accountContext(c), token, password);
  if (outcome !== 'done') throw tokenRefused(c, outcome, { expired: 'account.error.resetExpired', used: 'account.error.linkUsed', invalid: 'account.error.linkInvalid' });
  clearSessionCookies(c);
  return sent(c, 'account.passwordChanged');
});

authApi.post('/auth/delete-account/', ...guarded, accountBody(emailSchema), async (c) => {
  const { email } = c.req.valid('json');
  await limitMailing(c, email);
  await requestAccountDeletion(accountContext(c), email);
  return sent(c, 'account.deleteSent');
});

authApi.post('/auth/delete-account/confirm/', ...guarded, accountBody(tokenSchema), async (c) => {
  const outcome = await confirmAccountDeletion(accountContext(c), c.req.valid('json').token);
  if (outcome !== 'done') throw tokenRefused(c, outcome, { expired: 'account.error.deleteFailed', used: 'account.error.deleteFailed', invalid: 'account.error.deleteFailed' });
  clearSessionCookies(c);
  return sent(c, 'account.deleted');
});

authApi.post('/auth/stop-reminders/', ...guarded, accountBody(stopRemindersSchema), async (c) => {
  const { email, token } = c.req.valid('json');
  const outcome = await stopActivationReminders(accountContext(c), email, token);
  if (outcome === 'invalid') {
    const message = c.get('t')('account.error.stopRemindersFailed');
    throw new AppError(400, 'token_invalid', message, { fields: { token: message } });
  }
  return sent(c, 'account.remindersStopped');
});
