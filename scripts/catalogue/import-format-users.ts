/**
 * Accounts with roles in the import format (decision 021): staff, admins and
 * organisation users, set the same way as `npm run user` does. `roles` is
 * what the account has after the import ([] takes every role away); an
 * address without an account gets one, not activated, whose owner sets a
 * password through "Forgot password?". Addresses the file leaves out keep
 * their roles. Passwords never go in a file.
 */
import { z } from 'zod';
import { ROLES } from '../../shared/account/roles.ts';
import { LANGUAGES } from '../../shared/languages.ts';

export const importUser = z.object({
  email: z.string().trim().max(254).email(),
  roles: z.array(z.enum(ROLES)),
  /** The language of a new account's mails; left out: Finnish. An existing account keeps its own. */
  language: z.enum(LANGUAGES).optional(),
  // Strict: a `password` (or any other field) is an error, not silently dropped.
}).strict();
