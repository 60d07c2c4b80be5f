/**
 * The arguments of `npm run user` (scripts/user.ts, decision 021), parsed
 * apart from the database so they can be tested alone.
 */
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { emailSchema } from '../shared/account/account-schema.ts';
import { isRole, ROLES, type Role } from '../shared/account/roles.ts';
import { LANGUAGES, type Language } from '../shared/languages.ts';

export const USER_USAGE = [
  'Usage: npm run user -- grant ROLE[,ROLE] EMAIL [--language fi] [--persist-to DIR]',
  '       npm run user -- revoke ROLE[,ROLE] EMAIL [--persist-to DIR]',
  '       npm run user -- list [--persist-to DIR]',
  `Roles: ${ROLES.join(', ')} (admin is staff too).`,
].join('\n');

export type UserCommand =
  | { kind: 'grant' | 'revoke'; roles: Role[]; email: string; language?: Language; persistTo?: string }
  | { kind: 'list'; persistTo?: string };

export type Parsed = { ok: true; command: UserCommand } | { ok: false; message: string };

export function parseUserCommand(args: string[]): Parsed {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { 'persist-to': { type: 'string' }, language: { type: 'string' } } });
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  const { positionals, values } = parsed;
  const persistTo = values['persist-to'];
  const [verb, roleList, email, ...extra] = positionals;
  if (verb === 'list' && positionals.length === 1) return { ok: true, command: { kind: 'list', persistTo } };
  if ((verb !== 'grant' && verb !== 'revoke') || !roleList || !email || extra.length > 0) return { ok: false, message: 'Say what to do.' };
  const names = roleList.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !isRole(name));
  if (unknown.length > 0) return { ok: false, message: `Unknown role: ${unknown.join(', ')}.` };
  const address = v.safeParse(emailSchema, { email });
  if (!address.success) return { ok: false, message: `Not an email address: ${email}` };
  const language = values.language;
  if (language !== undefined && (verb !== 'grant' || !(LANGUAGES as readonly string[]).includes(language))) {
    return { ok: false, message: `--language is for grant, one of ${LANGUAGES.join(', ')}.` };
  }
  return { ok: true, command: { kind: verb, roles: names as Role[], email: address.output.email, language: language as Language | undefined, persistTo } };
}
