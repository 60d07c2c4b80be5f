import { emailKey } from '../../../worker/data/customers.ts';
import type { CatalogueImport } from '../import-format.ts';
import { reportRepeats, type Report } from './report-repeats.ts';

/** Accounts with roles (decision 021): one entry per address, in any letter case. */
export function validateUsers(data: CatalogueImport, report: Report): void {
  reportRepeats(data.users, (user) => emailKey(user.email), 'users', 'address', report, { withFirst: true });
}
