/**
 * Account deletion (issue 15 item 1): asked for by address (the same answer
 * for every address), confirmed by the mail's link within 24 hours. The
 * confirmation mail after deletion is composed before the row goes.
 */
import type { Language } from '../../../shared/languages.ts';
import { claimAccountTokenStatement, readAccountToken } from '../../data/account-tokens.ts';
import { deleteCustomerStatements } from '../../data/customer-deletion.ts';
import { findCustomerByEmail, findCustomerById } from '../../data/customers.ts';
import { DELETE_HOURS, later, type AccountContext } from './account-context.ts';
import { sendAccountMail } from './account-mails.ts';
import { issueAccountToken } from './issue-token.ts';
import type { TokenOutcome } from './password-reset.ts';
import { sha256Hex } from './secret-token.ts';

export async function requestAccountDeletion(context: AccountContext, email: string): Promise<void> {
  const customer = await findCustomerByEmail(context.env.DB, email);
  if (!customer) return;
  const token = await issueAccountToken(context.env.DB, customer.id, 'delete_account', context.now, later(context.now, DELETE_HOURS));
  const language = customer.language as Language;
  await sendAccountMail(context, {
    kind: 'delete_account', to: customer.email, language, name: customer.firstName,
    actionUrl: context.links.route('accountsDeleteAccount', language, { token }),
  });
}

export async function confirmAccountDeletion(context: AccountContext, token: string): Promise<TokenOutcome> {
  const db = context.env.DB;
  const tokenHash = await sha256Hex(token);
  const now = context.now.toISOString();
  const state = await readAccountToken(db, tokenHash, 'delete_account', now);
  if (state.kind !== 'valid') return state.kind === 'unknown' ? 'invalid' : state.kind;
  const customer = await findCustomerById(db, state.customerId);
  if (!customer) return 'invalid';
  const [claimed] = await db.batch([claimAccountTokenStatement(db, tokenHash, 'delete_account', now)]);
  if (claimed.meta.changes === 0) return 'used';
  await db.batch(deleteCustomerStatements(db, customer.id, customer.email, now));
  // The last mail to the address says it is done; it leaves through the outbox like every other.
  await sendAccountMail(context, { kind: 'account_deleted', to: customer.email, language: customer.language as Language, name: customer.firstName });
  return 'done';
}
