import { emailKey } from '../../../worker/data/customers.ts';
import type { CatalogueImport } from '../import-format.ts';
import type { ExistingCatalogue } from './existing-catalogue.ts';
import { reportRepeats, type Report } from './report-repeats.ts';

/**
 * Companies (decision 027): ids and VAT numbers (per country) unique in the
 * file, an account acting for one company only, and every user listed in the
 * `users` section (which makes the account), with the `org` role exactly when
 * the company is verified. The import upserts by id, and the shop registers
 * companies of its own: an id stored with another VAT number, or a VAT
 * number stored under another id, is another company, and is refused rather
 * than overwritten.
 */
export function validateCompanies(data: CatalogueImport, report: Report, existing: ExistingCatalogue): void {
  reportRepeats(data.companies, (company) => company.id, 'companies', 'id', report, { withFirst: true });
  reportRepeats(data.companies, (company) => `${company.country} ${company.vatNumber}`, 'companies', 'VAT number', report, { withFirst: true });
  reportRepeats(data.companies.flatMap((company) => company.users), (email) => emailKey(email), 'companies.users', 'address', report, { withFirst: true });
  const storedVat = existing.owners.companyVatNumbers;
  const vatOfId = new Map([...storedVat].map(([vat, id]) => [id, vat]));
  data.companies.forEach((company, i) => {
    const vat = `${company.country} ${company.vatNumber}`;
    const holder = storedVat.get(vat);
    if (holder !== undefined && holder !== company.id) report(`companies[${i}].vatNumber`, `${company.vatNumber} (${company.country}) is company ${holder}'s in the shop`);
    const stored = vatOfId.get(company.id);
    if (stored !== undefined && stored !== vat) report(`companies[${i}].id`, `company ${company.id} in the shop has VAT number ${stored}: give this company another id`);
  });
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
