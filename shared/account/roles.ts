/**
 * The account roles of core 6 (decision 021), kept as a comma list in
 * customers.roles: `staff` sees staff data and uses the staff modes,
 * `admin` is staff too and is told so (is_admin), `org` is an organisation
 * user (is_org_user). Only an operator sets them: the `npm run user` command
 * or the catalogue import's `users` section, never the customer.
 */
export const ROLES = ['staff', 'admin', 'org'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
