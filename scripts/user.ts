/**
 * npm run user -- grant|revoke ROLE EMAIL, npm run user -- list
 * (decision 021): staff, admin and organisation roles of accounts in the
 * local D1 database (or --persist-to DIR, as `npm run import`). Granting to
 * an address without an account creates one, not activated, whose owner
 * sets a password through "Forgot password?".
 */
import { listRoleHolders } from '../worker/data/customer-roles.ts';
import { changeCustomerRoles } from '../worker/services/auth/customer-roles.ts';
import { applyLocalMigrations, openLocalBindings } from './local-state.ts';
import { parseUserCommand, USER_USAGE } from './user-command.ts';

const parsed = parseUserCommand(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`${parsed.message}\n${USER_USAGE}`);
  process.exit(2);
}
const command = parsed.command;

applyLocalMigrations(command.persistTo);
const platform = await openLocalBindings(command.persistTo);
try {
  const db = platform.env.DB;
  if (command.kind === 'list') {
    const holders = await listRoleHolders(db);
    if (holders.length === 0) console.log('No account has a role.');
    for (const holder of holders) console.log(`${holder.email}\t${holder.roles.join(',')}${holder.activated ? '' : '\t(not activated)'}`);
  } else {
    const outcome = await changeCustomerRoles(db, command.email, { kind: command.kind, roles: command.roles }, { now: new Date(), language: command.language });
    if (outcome.kind === 'no-account') {
      console.error(`${command.email} has no account: there is nothing to revoke.`);
      process.exitCode = 1;
    } else {
      const roles = outcome.roles.length > 0 ? outcome.roles.join(', ') : 'none';
      console.log(`${outcome.email}: roles ${roles}.`);
      if (outcome.created) {
        console.log('Created the account, not activated and with no password anyone knows. Its owner sets a password with');
        console.log('"Forgot password?" on the login page; following that mail\'s link also activates the account.');
      } else if (!outcome.activated) {
        console.log('The account is not activated yet: "Forgot password?" on the login page sets its password and activates it.');
      }
    }
  }
} finally {
  await platform.dispose();
}
