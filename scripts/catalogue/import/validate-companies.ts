import { emailKey } from '../../../worker/data/customers.ts';
import type { CatalogueImport } from '../import-format.ts';
import { reportRepeats, type Report } from './report-repeats.ts';

/**
 * Companies (decision 027): ids and VAT numbers (per country) unique in the
 * file, an account acting for one company only, and every user listed in the
 * `users` section (which makes the account), with the `org` role exactly when
 * the company is verified.
 */
export function validateCompanies(data: CatalogueImport, report: Report): void {
  reportRepeats(data.companies, (company) => company.id, 'companies', 'id', report, { withFirst: true });
  reportRepeats(data.companies, (company) => `${company.country} ${company.vatNumber}`, 'companies', 'VAT number', report, { withFirst: true });
  reportRepeats(data.companies.flatMap((company) => company.users), (email) => emailKey(email), 'companies.users', 'address', report, { withFirst: true });
  const users = new Map(data.users.map((user) => [emailKey(user.email), user]));
  data.companies.forEach((company, i) => {
    company.users.forEach((email, j) => {
      const user = users.get(emailKey(email));
      const at = `companies[${i}].users[${j}]`;
      if (!user) report(at, `${email} is not in the users section`);
      else if (company.status === 'verified' && !user.roles.includes('org')) report(at, `${email} acts for a verified company: give it the org role in the users section`);
      else if (company.status !== 'verified' && user.roles.includes('org')) report(at, `${email} has the org role, but company ${company.id} is not verified`);
    });
  });
}
